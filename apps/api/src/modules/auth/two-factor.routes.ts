/** Turning two-factor sign-in on and off in My Account (decision 0049); the sign-in's step is in auth.routes.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  stepUpSchema,
  TWO_FACTOR_MESSAGES,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@arena/shared/two-factor';
import { envelopeSchema, ok } from '../../http/envelope';
import type { TwoFactorService } from './two-factor.service';

export const twoFactorRoutes: FastifyPluginAsyncZod<{ twoFactor: TwoFactorService }> = async (
  app,
  { twoFactor },
) => {
  app.get(
    '/api/two-factor',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        operationId: 'getTwoFactor',
        summary: 'Whether two-factor sign-in is on, and the recovery codes left',
        description:
          "The signed-in player's two-factor sign-in: on or off, since when, and how many unused recovery codes remain.",
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema({ two_factor: twoFactorStatusSchema }) },
      },
    },
    async (request) =>
      ok(TWO_FACTOR_MESSAGES.status, { two_factor: await twoFactor.status(request.session!.user.id) }),
  );

  app.post(
    '/api/two-factor/setup',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        operationId: 'setUpTwoFactor',
        summary: 'Start turning two-factor sign-in on: a new key for the authenticator app',
        description:
          'Makes a new TOTP key (RFC 6238: SHA-1, 6 digits, 30 seconds) waiting to be confirmed: `secret` in base32 to type in, ' +
          'and `otpauth_url` (issuer Arena, account the e-mail) for the QR code. Starting again replaces the key waiting; ' +
          'refused while two-factor sign-in is on.',
        refusals: [409],
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(twoFactorSetupSchema.shape) },
      },
    },
    async (request) => {
      const { secret, otpauthUrl } = await twoFactor.setup(request.session!.user.id);
      return ok(TWO_FACTOR_MESSAGES.setupStarted, { secret, otpauth_url: otpauthUrl });
    },
  );

  app.post(
    '/api/two-factor/enable',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        operationId: 'enableTwoFactor',
        summary: 'Turn two-factor sign-in on with a first code; answers 10 recovery codes once',
        description:
          'Confirms the key of the set-up with a code the authenticator app shows. Answers 10 single-use `recovery_codes`, ' +
          'shown this once (only their hashes are kept). Attempts are limited per account.',
        refusals: [409, 429],
        security: [{ bearer: [] }],
        body: enableTwoFactorSchema,
        response: { 200: envelopeSchema({ recovery_codes: z.array(z.string()) }) },
      },
    },
    async (request) => {
      const session = request.session!;
      const codes = await twoFactor.enable(
        { userId: session.user.id, sessionId: session.sessionId },
        request.body.code,
      );
      return ok(TWO_FACTOR_MESSAGES.enabled, { recovery_codes: codes });
    },
  );

  app.post(
    '/api/two-factor/disable',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        operationId: 'disableTwoFactor',
        summary: 'Turn two-factor sign-in off with the password and a code',
        description:
          'Turns two-factor sign-in off with the account password and either a `code` of the authenticator app or one ' +
          '`recovery_code` (a lost phone) or a `passkey` answer; the key and the recovery codes are deleted. Attempts are ' +
          'limited per account.',
        refusals: [409, 429],
        security: [{ bearer: [] }],
        body: disableTwoFactorSchema,
        response: { 200: envelopeSchema() },
      },
    },
    async (request) => {
      await twoFactor.disable(request.session!.user.id, request.body);
      return ok(TWO_FACTOR_MESSAGES.disabled);
    },
  );

  app.post(
    '/api/step-up',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        operationId: 'stepUp',
        summary: 'Confirm it is me: record a fresh second-factor check on this session',
        description:
          "Checks one second factor of the signed-in account (the app's `code`, a `recovery_code`, or a `passkey` answer " +
          "to `POST /api/passkeys/step-up-options`), uses it up, and records the check on this session: the console's " +
          'payouts and refunds need one from the last 15 minutes (400 STEP_UP_REQUIRED). 400 TWO_FACTOR_NONE for an ' +
          'account without a second factor. Attempts are limited per account.',
        refusals: [429],
        security: [{ bearer: [] }],
        body: stepUpSchema,
        response: { 200: envelopeSchema({ second_factor_at: z.string() }) },
      },
    },
    async (request) => {
      const at = await twoFactor.stepUpSession(
        { userId: request.session!.user.id, sessionId: request.session!.sessionId },
        request.body,
      );
      return ok(TWO_FACTOR_MESSAGES.stepUpPassed, { second_factor_at: at.toISOString() });
    },
  );
};
