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
import {
  loginTwoFactorSchema,
  TWO_FACTOR_MESSAGES,
  twoFactorChallengeSchema,
} from '@arena/shared/two-factor';
import { envelopeSchema, ok } from '../../http/envelope';
import { fromAcceptLanguage } from '../../http/languages';
import { toUserDto } from '../users/user.mapper';
import type { AuthService, RequestMeta } from './auth.service';
import { AUTH_MESSAGES } from './auth.rules';

function meta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

const plain = envelopeSchema();
const signedIn = envelopeSchema({ token: z.string(), user: userSchema });

export function authRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/register',
      {
        schema: {
          tags: ['account'],
          operationId: 'register',
          description:
            "Creates a player account from name, e-mail and password, by the spec's rules and messages; sign-ups are limited per address.",
          refusals: [429],
          summary: 'Create an account',
          body: registerSchema,
          response: { 200: plain },
        },
      },
      async (request) => {
        // The page's language (the web sends the one it shows) becomes the account's; none offered: no choice yet.
        const language = fromAcceptLanguage(request.headers['accept-language']) ?? null;
        await auth.register(request.body, meta(request), language);
        return ok(AUTH_MESSAGES.registered);
      },
    );

    app.post(
      '/api/login',
      {
        schema: {
          tags: ['account'],
          operationId: 'login',
          description:
            'Checks e-mail and password and opens a session; the answer carries the bearer token to send as `Authorization: Bearer <token>`. ' +
            'An account with two-factor sign-in on gets no session yet: the answer is `two_factor_required: true` and a `challenge` ' +
            'to send with the code to `POST /api/login-two-factor` within 5 minutes. Attempts are limited per address and per account.',
          refusals: [429],
          summary: 'Sign in; answers a bearer token and the user, or a two-factor challenge',
          body: loginSchema,
          response: { 200: z.union([signedIn, envelopeSchema(twoFactorChallengeSchema.shape)]) },
        },
      },
      async (request) => {
        const result = await auth.login(request.body, meta(request));
        if (result.kind === 'two_factor_required') {
          return ok(TWO_FACTOR_MESSAGES.required, {
            two_factor_required: true as const,
            challenge: result.challenge,
          });
        }
        return ok(AUTH_MESSAGES.loggedIn, {
          token: result.token,
          user: toUserDto(result.user, app.deps.clock.now()),
        });
      },
    );

    app.post(
      '/api/login-two-factor',
      {
        schema: {
          tags: ['account'],
          operationId: 'loginTwoFactor',
          description:
            "Completes a sign-in that answered `two_factor_required`: the login's `challenge` with either the 6-digit `code` " +
            'of the authenticator app or one `recovery_code`. Answers as a sign-in does. A challenge works once, for 5 minutes ' +
            'and 5 wrong codes; a code is accepted once. Attempts are limited per address and per account.',
          refusals: [429],
          summary: 'Finish signing in with the second factor; answers a bearer token and the user',
          body: loginTwoFactorSchema,
          response: { 200: signedIn },
        },
      },
      async (request) => {
        const { token, user } = await auth.loginWithSecondFactor(request.body, meta(request));
        return ok(AUTH_MESSAGES.loggedIn, { token, user: toUserDto(user, app.deps.clock.now()) });
      },
    );

    app.post(
      '/api/logout',
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['account'],
          operationId: 'logout',
          description: 'Ends the session whose token is sent; other sessions of the account stay open.',
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

    // The forgot-password page posts to /api/forget-password; /api/email does the same (decision 0004).
    const resetOperations = {
      '/api/forget-password': 'requestPasswordReset',
      '/api/email': 'requestPasswordResetByEmail',
    } as const;
    for (const url of ['/api/forget-password', '/api/email'] as const) {
      app.post(
        url,
        {
          schema: {
            tags: ['account'],
            operationId: resetOperations[url],
            description:
              'E-mails a 6-digit code that allows one password reset; the answer is the same whether or not ' +
              'the e-mail has an account. Requests are limited per address and per e-mail.',
            refusals: [429],
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
          operationId: 'verifyPasswordResetCode',
          description:
            'Checks the 6-digit code e-mailed by the password reset request; a verified code allows one password reset. Attempts are limited per address.',
          refusals: [429],
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
          operationId: 'resetPassword',
          description:
            'Sets a new password for the account whose code was verified, and ends every session of that account.',
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
          operationId: 'changePassword',
          description:
            "Changes the signed-in player's password after checking the current one; every other session of the account ends. Attempts are limited per account.",
          refusals: [429],
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
