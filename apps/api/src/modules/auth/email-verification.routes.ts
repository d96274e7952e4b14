/** The verification link of a login e-mail, and a new one on request (decision 0054). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMAIL_VERIFICATION_MESSAGES, verifyEmailBody } from '@arena/shared/email-verification';
import { envelopeSchema, ok } from '../../http/envelope';
import type { EmailVerificationService } from './email-verification.service';

const emailAnswer = { 200: envelopeSchema({ data: z.object({ email: z.string() }) }) };

export const emailVerificationRoutes: FastifyPluginAsyncZod<{
  emailVerification: EmailVerificationService;
}> = async (app, { emailVerification }) => {
  app.post(
    '/api/verify-email',
    {
      schema: {
        tags: ['account'],
        operationId: 'verifyEmail',
        summary: 'Verify the login e-mail with the token of the link sent to it',
        description:
          'The token comes from the link mailed at sign-up or by `POST /api/resend-verification` (valid 48 hours, ' +
          'once). It verifies the address it was sent to while that is still the account e-mail; purchases, paid ' +
          'entries, withdrawals and the PayPal e-mail need a verified e-mail. No session needed: the link may be ' +
          'opened on any device.',
        body: verifyEmailBody,
        response: emailAnswer,
      },
    },
    async (request) => {
      const { email } = await emailVerification.verify(request.body.token);
      return ok(EMAIL_VERIFICATION_MESSAGES.verified, { data: { email } });
    },
  );

  app.post(
    '/api/resend-verification',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        operationId: 'resendVerification',
        summary: 'E-mail a new verification link to my login e-mail',
        description:
          'Sends a new link to the signed-in account e-mail while it is not verified (409 once it is); earlier ' +
          'links keep working until they expire. Limited to 5 an hour per account.',
        security: [{ bearer: [] }],
        refusals: [409, 429],
        response: emailAnswer,
      },
    },
    async (request) => {
      const { email } = await emailVerification.resend(request.currentUser());
      return ok(EMAIL_VERIFICATION_MESSAGES.sent(email), { data: { email } });
    },
  );
};
