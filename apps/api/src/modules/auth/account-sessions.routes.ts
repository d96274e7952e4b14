/** My Account's signed-in devices (issue 28, decision 0050). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSessionSchema, endSessionParams, SESSION_MESSAGES } from '@arena/shared/sessions';
import { envelopeSchema, ok } from '../../http/envelope';
import type { AccountSessionsService } from './account-sessions.service';

export const accountSessionsRoutes: FastifyPluginAsyncZod<{
  accountSessions: AccountSessionsService;
}> = async (app, { accountSessions }) => {
  app.get(
    '/api/sessions',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        operationId: 'listSessions',
        summary: "The account's signed-in devices",
        description:
          'Every live session of the account (not signed out, not expired), oldest sign-in first: the device read ' +
          'from its user agent, when it signed in, when it was last used (to the minute), and which one sends this ' +
          'request.',
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema({ data: z.array(accountSessionSchema) }) },
      },
    },
    async (request) => ok(SESSION_MESSAGES.listed, { data: await accountSessions.list(request.session!) }),
  );

  app.delete(
    '/api/sessions/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        operationId: 'endSession',
        summary: 'Sign out one device',
        description:
          "Ends one of the account's sessions (this one too, which is a sign-out); its open live streams close at " +
          'once, on every instance. Answers 404 for a session that has ended or is not the account’s.',
        refusals: [404],
        security: [{ bearer: [] }],
        params: endSessionParams,
        response: { 200: envelopeSchema({ data: z.object({ current: z.boolean() }) }) },
      },
    },
    async (request) => {
      const { current } = await accountSessions.end(request.session!, request.params.id);
      return ok(current ? SESSION_MESSAGES.endedCurrent : SESSION_MESSAGES.ended, { data: { current } });
    },
  );

  app.delete(
    '/api/sessions',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        operationId: 'endOtherSessions',
        summary: 'Sign out every other device',
        description:
          'Ends every session of the account but the one sending this request; their open live streams close at once. ' +
          'Answers how many were ended.',
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema({ data: z.object({ ended: z.number().int() }) }) },
      },
    },
    async (request) => {
      const ended = await accountSessions.endOthers(request.session!);
      return ok(SESSION_MESSAGES.endedOthers(ended), { data: { ended } });
    },
  );
};
