import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyOtpSchema,
} from '@arena/shared/auth';
import { userSchema } from '@arena/shared/user';
import { envelopeSchema, ok } from '../../http/envelope';
import { toUserDto } from '../users/user.mapper';
import type { AuthService, RequestMeta } from './auth.service';
import { AUTH_MESSAGES } from './auth.rules';

function meta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

const plain = envelopeSchema();

export function authRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/register',
      {
        schema: {
          tags: ['account'],
          summary: 'Create an account',
          body: registerSchema,
          response: { 200: plain },
        },
      },
      async (request) => {
        await auth.register(request.body, meta(request));
        return ok(AUTH_MESSAGES.registered);
      },
    );

    app.post(
      '/api/login',
      {
        schema: {
          tags: ['account'],
          summary: 'Sign in; answers a bearer token and the user',
          body: loginSchema,
          response: { 200: envelopeSchema({ token: z.string(), user: userSchema }) },
        },
      },
      async (request) => {
        const { token, user } = await auth.login(request.body, meta(request));
        return ok(AUTH_MESSAGES.loggedIn, { token, user: toUserDto(user, app.deps.clock.now()) });
      },
    );

    app.post(
      '/api/logout',
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['account'],
          summary: 'End this session',
          security: [{ bearer: [] }],
          response: { 200: plain },
        },
      },
      async (request) => {
        await auth.logout(request.session!);
        return ok(AUTH_MESSAGES.loggedOut);
      },
    );

    // The forgot-password page posts to /api/forget-password; /api/email does the same (DESIGN section 4).
    for (const url of ['/api/forget-password', '/api/email']) {
      app.post(
        url,
        {
          schema: {
            tags: ['account'],
            summary: 'E-mail a 6-digit password reset code (same answer for unknown e-mails)',
            body: forgotPasswordSchema,
            response: { 200: plain },
          },
        },
        async (request) => {
          await auth.requestPasswordReset(request.body.email, meta(request));
          return ok(AUTH_MESSAGES.otpSent);
        },
      );
    }

    app.post(
      '/api/verify-otp',
      {
        schema: {
          tags: ['account'],
          summary: 'Check the e-mailed code',
          body: verifyOtpSchema,
          response: { 200: plain },
        },
      },
      async (request) => {
        await auth.verifyOtp(request.body.email, request.body.otp, meta(request));
        return ok(AUTH_MESSAGES.otpVerified);
      },
    );

    app.post(
      '/api/reset-password',
      {
        schema: {
          tags: ['account'],
          summary: 'Set a new password after a verified code; signs out every session',
          body: resetPasswordSchema,
          response: { 200: plain },
        },
      },
      async (request) => {
        await auth.resetPassword(request.body);
        return ok(AUTH_MESSAGES.resetDone);
      },
    );

    app.post(
      '/api/change-password',
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['account'],
          summary: 'Change the password; signs out every other session',
          security: [{ bearer: [] }],
          body: changePasswordSchema,
          response: { 200: plain },
        },
      },
      async (request) => {
        await auth.changePassword(request.session!, request.body);
        return ok(AUTH_MESSAGES.passwordChanged);
      },
    );
  };
}
