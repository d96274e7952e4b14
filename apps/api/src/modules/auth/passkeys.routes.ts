/** Passkeys (WebAuthn, decision 0053): registered, listed and removed in My Account; a sign-in without password. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSchema } from '@arena/shared/user';
import {
  addPasskeySchema,
  PASSKEY_MESSAGES,
  passkeyLoginSchema,
  passkeySchema,
  webauthnOptionsSchema,
} from '@arena/shared/passkeys';
import { envelopeSchema, ok } from '../../http/envelope';
import { toUserDto } from '../users/user.mapper';
import type { AuthService } from './auth.service';
import { AUTH_MESSAGES } from './auth.rules';
import type { PasskeysService } from './passkeys.service';

export const passkeysRoutes: FastifyPluginAsyncZod<{ passkeys: PasskeysService; auth: AuthService }> = async (
  app,
  { passkeys, auth },
) => {
  app.get(
    '/api/passkeys',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        operationId: 'listPasskeys',
        summary: "The signed-in player's passkeys",
        description:
          'Each passkey with its name, when it was added and last used, and whether it is synced (backed up).',
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema({ passkeys: z.array(passkeySchema) }) },
      },
    },
    async (request) => ok(PASSKEY_MESSAGES.list, { passkeys: await passkeys.list(request.session!.user.id) }),
  );

  app.post(
    '/api/passkeys/registration-options',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        operationId: 'passkeyRegistrationOptions',
        summary: 'Start adding a passkey: options for navigator.credentials.create',
        description:
          'WebAuthn creation options (PublicKeyCredentialCreationOptionsJSON) for the relying party of PUBLIC_URL: a ' +
          "discoverable credential with user verification, excluding the player's passkeys. Its challenge works once, for " +
          '5 minutes. Refused at 10 passkeys.',
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema({ options: webauthnOptionsSchema }) },
      },
    },
    async (request) =>
      ok(PASSKEY_MESSAGES.registrationOptions, {
        options: (await passkeys.registrationOptions(request.session!.user.id)) as unknown as Record<
          string,
          unknown
        >,
      }),
  );

  app.post(
    '/api/passkeys',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        operationId: 'addPasskey',
        summary: 'Add a passkey: the browser answer to the registration options, and its name',
        description:
          "Verifies the browser's registration `response` (RegistrationResponseJSON) against a registration challenge of " +
          "this player's, PUBLIC_URL's origin and hostname, with user verification, and keeps the passkey under `name`.",
        refusals: [409],
        security: [{ bearer: [] }],
        body: addPasskeySchema,
        response: { 200: envelopeSchema({ passkey: passkeySchema }) },
      },
    },
    async (request) =>
      ok(PASSKEY_MESSAGES.added, {
        passkey: await passkeys.register(request.session!.user.id, request.body),
      }),
  );

  app.delete(
    '/api/passkeys/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        operationId: 'removePasskey',
        summary: 'Remove one of my passkeys',
        description: "Deletes the passkey; 404 for an id that is not one of the signed-in player's passkeys.",
        refusals: [404],
        security: [{ bearer: [] }],
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelopeSchema() },
      },
    },
    async (request) => {
      await passkeys.remove(request.session!.user.id, request.params.id);
      return ok(PASSKEY_MESSAGES.removed);
    },
  );

  app.post(
    '/api/passkeys/step-up-options',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        operationId: 'passkeyStepUpOptions',
        summary: 'Options for confirming an action with one of my passkeys (a step-up)',
        description:
          "WebAuthn request options for the signed-in player's passkeys; the answer is sent as `passkey` beside the " +
          'password where a second factor is asked (deleting the account). The challenge works once, for 5 minutes.',
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema({ options: webauthnOptionsSchema }) },
      },
    },
    async (request) =>
      ok(PASSKEY_MESSAGES.stepUpOptions, {
        options: (await passkeys.stepUpOptions(request.session!.user.id)) as unknown as Record<
          string,
          unknown
        >,
      }),
  );

  app.post(
    '/api/passkey-login/options',
    {
      schema: {
        tags: ['account'],
        operationId: 'passkeyLoginOptions',
        summary: 'Start signing in with a passkey: options for navigator.credentials.get',
        description:
          'WebAuthn request options (PublicKeyCredentialRequestOptionsJSON) naming no account: the device offers its ' +
          'passkeys for this site. The challenge works once, for 5 minutes. Limited per address.',
        refusals: [429],
        response: { 200: envelopeSchema({ options: webauthnOptionsSchema }) },
      },
    },
    async (request) =>
      ok(PASSKEY_MESSAGES.loginOptions, {
        options: (await passkeys.loginOptions(request.ip)) as unknown as Record<string, unknown>,
      }),
  );

  app.post(
    '/api/passkey-login',
    {
      schema: {
        tags: ['account'],
        operationId: 'passkeyLogin',
        summary: 'Sign in with a passkey; answers a bearer token and the user, as the login does',
        description:
          "Verifies the browser's authentication `response` (AuthenticationResponseJSON) against a sign-in challenge, the " +
          "registered passkey (signature, counter, user verification), PUBLIC_URL's origin and hostname, and opens a " +
          'session as `POST /api/login` does; the passkey is two factors, so no code is asked. Suspended accounts are ' +
          'refused. Limited per address and per account.',
        refusals: [429],
        body: passkeyLoginSchema,
        response: { 200: envelopeSchema({ token: z.string(), user: userSchema }) },
      },
    },
    async (request) => {
      const meta = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const user = await passkeys.verifyLogin(request.body, request.ip);
      const token = await auth.startSecondFactorSession(user, request.body.remember ?? false, meta);
      return ok(AUTH_MESSAGES.loggedIn, { token, user: toUserDto(user, app.deps.clock.now()) });
    },
  );
};
