/** The organiser's match-day calls (decision 0024): forfeits and the control room of an underway tournament. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchIdParams } from '@arena/shared/brackets';
import { requiredQueryInt } from '@arena/shared/catalogue';
import {
  MATCH_CONTROL_MESSAGES,
  controlRoomSchema,
  forfeitBody,
  forfeitResultSchema,
} from '@arena/shared/match-control';
import { envelopeSchema, ok } from '../../http/envelope';
import type { ControlRoomService } from './control-room.service';
import type { MatchForfeits } from './match-forfeit.service';

const admin = { security: [{ bearer: [] }], tags: ['admin'] };

export const matchControlRoutes: FastifyPluginAsyncZod<{
  forfeits: MatchForfeits;
  controlRoom: ControlRoomService;
}> = async (app, { forfeits, controlRoom }) => {
  // Results show on public tournament pages.
  const changed = () => app.deps.catalogueCache.clear();

  app.post(
    '/api/admin/matches/:match_id/forfeit',
    {
      schema: {
        apiKeyScope: 'results:write',
        ...admin,
        operationId: 'forfeitMatch',
        description:
          'Records that a team forfeits a ready or decided match (brackets-manager forfeit): the other team wins and goes through, later matches follow as for any result, the forfeit is audited with its reason and both teams are told. A later result or forfeit on the match corrects it.',
        refusals: [409],
        summary: 'Forfeit a team in a match, with a reason; it propagates like a result',
        params: matchIdParams,
        body: forfeitBody,
        response: { 200: envelopeSchema({ data: forfeitResultSchema }) },
      },
    },
    async (request) => {
      const result = await forfeits.forfeitMatch({
        matchId: request.params.match_id,
        adminId: request.currentUser().id,
        teamId: request.body.team_id,
        reason: request.body.reason,
      });
      changed();
      return ok(MATCH_CONTROL_MESSAGES.forfeitSaved, { data: result });
    },
  );

  app.get(
    '/api/admin/tournaments/:id/control-room',
    {
      schema: {
        apiKeyScope: 'read',
        ...admin,
        operationId: 'getControlRoom',
        description:
          "A tournament's matches for the organiser: state, when each became ready, its report deadline, both captains' reports, forfeits, and the no-show and dispute counts.",
        refusals: [404],
        summary: "A tournament's matches with their deadlines, reports and no-shows",
        params: z.object({ id: requiredQueryInt('id') }),
        response: { 200: envelopeSchema({ data: controlRoomSchema }) },
      },
    },
    async (request) =>
      ok(MATCH_CONTROL_MESSAGES.controlRoom, {
        data: await controlRoom.read(request.params.id),
      }),
  );
};
