/** The two links of an e-mail change (decision 0029): the new address confirms, the old one may undo. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMAIL_CHANGE_MESSAGES, emailChangeTokenBody } from '@arena/shared/profile';
import { envelopeSchema, ok } from '../../http/envelope';
import type { EmailChangeService } from './email-change.service';

const emailAnswer = { 200: envelopeSchema({ data: z.object({ email: z.string() }) }) };

export const emailChangeRoutes: FastifyPluginAsyncZod<{ emailChange: EmailChangeService }> = async (
  app,
  { emailChange },
) => {
  app.post(
    '/api/confirm-email-change',
    {
      schema: {
        tags: ['account'],
        operationId: 'confirmEmailChange',
        summary: 'Confirm a new login e-mail with the token of the link sent to it',
        description:
          'Applies a pending e-mail change: the token comes from the link mailed to the new address (valid 24 hours, ' +
          'once). Every other session of the account ends, and the old address gets a link that undoes the change ' +
          'for 7 days.',
        refusals: [409],
        body: emailChangeTokenBody,
        response: emailAnswer,
      },
    },
    async (request) => {
      const { email } = await emailChange.confirm(request.body.token);
      return ok(EMAIL_CHANGE_MESSAGES.confirmed, { data: { email } });
    },
  );

  app.post(
    '/api/undo-email-change',
    {
      schema: {
        tags: ['account'],
        operationId: 'undoEmailChange',
        summary: 'Put the previous login e-mail back with the token of the link sent to it',
        description:
          'Undoes a confirmed e-mail change within 7 days, once: the token comes from the link mailed to the old ' +
          'address. Every session of the account ends and password resets sent to the replaced address are void.',
        refusals: [409],
        body: emailChangeTokenBody,
        response: emailAnswer,
      },
    },
    async (request) => {
      const { email } = await emailChange.undo(request.body.token);
      return ok(EMAIL_CHANGE_MESSAGES.undone(email), { data: { email } });
    },
  );
};
