/** The console's hold on a pending tournament's entries: check a team in, remove a team (decision 0028). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ORGANISER_ENTRY_MESSAGES as M,
  entryActionResultSchema,
  entryParams,
  removeEntryBody,
} from '@arena/shared/organiser-entries';
import { envelopeSchema, ok } from '../../http/envelope';
import type { OrganiserEntriesService } from './organiser-entries.service';

const adminOnly = { security: [{ bearer: [] }], tags: ['admin'] };
const answer = { 200: envelopeSchema({ data: entryActionResultSchema }) };

export const organiserEntriesRoutes: FastifyPluginAsyncZod<{ entries: OrganiserEntriesService }> = async (
  app,
  { entries },
) => {
  app.post(
    '/api/admin/tournaments/:id/entries/:entry_id/check-in',
    {
      schema: {
        apiKeyScope: 'tournaments:write',
        ...adminOnly,
        operationId: 'checkInEntry',
        description:
          "The organiser checks an entered team in for it (a tournament with check-in, before the start, also before the window opens); the team's players are told and the action is audited. Checking in twice is harmless.",
        refusals: [404, 409],
        summary: 'Check an entered team in for it (tournaments with check-in, before the start)',
        params: entryParams,
        response: answer,
      },
    },
    async (request) => {
      const { result, changed } = await entries.checkIn(
        request.currentUser().id,
        request.params.id,
        request.params.entry_id,
      );
      return ok(changed ? M.checkedIn : M.alreadyCheckedIn, { data: result });
    },
  );

  app.post(
    '/api/admin/tournaments/:id/entries/:entry_id/remove',
    {
      schema: {
        ...adminOnly,
        operationId: 'removeEntry',
        description:
          'The organiser removes an entered team before the start, with a reason, refunding what the entry paid (entry fee and VIP tokens, exactly once) or not. The team unlocks, its players are told why and whether it was refunded, the action is audited, and the freed place goes to the waitlist at once.',
        refusals: [404, 409],
        summary: 'Remove an entered team before the start, with or without a refund',
        params: entryParams,
        body: removeEntryBody,
        response: answer,
      },
    },
    async (request) => {
      const result = await entries.remove(
        request.currentUser().id,
        request.params.id,
        request.params.entry_id,
        request.body,
      );
      return ok(request.body.refund ? M.removedRefunded : M.removed, { data: result });
    },
  );
};
