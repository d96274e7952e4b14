/** The organiser's start and cancel (the organiser console of decision 0011 calls these). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requiredQueryInt } from '@arena/shared/catalogue';
import { envelopeSchema, ok } from '../../http/envelope';
import { LIFECYCLE_MESSAGES, type LifecycleService } from './lifecycle.service';

const adminOnly = { security: [{ bearer: [] }], tags: ['admin'] };
const params = z.object({ id: requiredQueryInt('id') });

export const lifecycleRoutes: FastifyPluginAsyncZod<{ lifecycle: LifecycleService }> = async (
  app,
  { lifecycle },
) => {
  app.post(
    '/api/admin/tournaments/:id/start',
    {
      schema: {
        apiKeyScope: 'tournaments:write',
        ...adminOnly,
        operationId: 'startTournament',
        description:
          'Starts a pending tournament now: draws the bracket from the seeds, or cancels and refunds when fewer than 2 teams entered.',
        refusals: [409],
        summary: 'Start now: draw the bracket (or cancel and refund with fewer than 2 teams)',
        params,
        response: { 200: envelopeSchema({ data: z.object({ outcome: z.enum(['started', 'cancelled']) }) }) },
      },
    },
    async (request) => {
      const outcome = await lifecycle.start(request.params.id, {
        actorId: request.currentUser().id,
        strict: true,
      });
      const started = outcome === 'started';
      return ok(started ? LIFECYCLE_MESSAGES.started : LIFECYCLE_MESSAGES.cancelled, {
        data: { outcome: started ? ('started' as const) : ('cancelled' as const) },
      });
    },
  );

  app.post(
    '/api/admin/tournaments/:id/cancel',
    {
      schema: {
        apiKeyScope: 'tournaments:write',
        ...adminOnly,
        operationId: 'cancelTournament',
        description:
          'Cancels a tournament that is not over: every entry fee and VIP token is refunded exactly once.',
        refusals: [409],
        summary: 'Cancel: every entry fee and VIP token is refunded exactly once',
        params,
        body: z
          .object({
            reason: z.string().trim().max(300, { error: 'reason cannot exceed 300 characters' }).optional(),
          })
          .nullish(),
        response: { 200: envelopeSchema({ data: z.object({ refunded_entries: z.number().int() }) }) },
      },
    },
    async (request) => {
      const refunded = await lifecycle.cancel(
        request.params.id,
        request.currentUser().id,
        request.body?.reason,
      );
      return ok(LIFECYCLE_MESSAGES.cancelled, { data: { refunded_entries: refunded } });
    },
  );
};
