/** A match's map or mode veto (decision 0041): its state, and the captain on turn's step. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MATCH_VETO_MESSAGES,
  matchVetoBody,
  matchVetoQuery,
  matchVetoSchema,
} from '@arena/shared/match-veto';
import { envelopeSchema, ok } from '../../http/envelope';
import type { MatchVetoes } from './veto.service';

const secured = { security: [{ bearer: [] }], tags: ['brackets'] };

export const matchVetoRoutes: FastifyPluginAsyncZod<{ vetoes: MatchVetoes }> = async (app, { vetoes }) => {
  const guard = { onRequest: app.requireUser };
  const viewerOf = (user: { id: number; role: string }) => ({ id: user.id, role: user.role });

  app.get(
    '/api/match-veto',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['brackets'],
        operationId: 'getMatchVeto',
        description:
          "The match's map or mode veto (public; the bearer, when sent, is read): the mode, series length and pool, the steps taken (team, action, map, side, whether time ran out), the team on turn and the time a random legal action is taken for it, and once complete each game's map, host (the higher seed hosts game 1, then the teams alternate) and starting sides. The match's two teams and the admins also get the legal actions of the team on turn and `my_turn`; everyone else sees the same veto with `legal_actions` empty and `my_turn` false. `data` is null while the match has no veto (the tournament has none, or the match is not ready with both teams yet). 404 for an unknown match.",
        refusals: [404],
        summary: "A match's map veto (public; its teams also see the legal actions)",
        querystring: matchVetoQuery,
        response: { 200: envelopeSchema({ data: matchVetoSchema.nullable() }) },
      },
    },
    async (request) =>
      ok(MATCH_VETO_MESSAGES.state, {
        data: await vetoes.state(
          request.query.match_id,
          request.session ? viewerOf(request.session.user) : null,
        ),
      }),
  );

  app.post(
    '/api/match-veto',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'actInMatchVeto',
        description:
          "The captain of the team on turn takes the veto's step: `action` `ban` or `pick` with a `map` of the pool not yet banned or picked, or `side` with the `map` the side is chosen on (the map just picked, or a Bo1's last map) and `side` `attack` or `defence` (the side the captain's team starts on). Refused: not a captain of the match (403), not the team's turn, the veto complete or the match decided (409), the wrong action, a map not in the pool or used, a missing side, or a match with no veto or not ready yet (400). Answers the veto after the step.",
        refusals: [404, 409],
        summary: 'Ban, pick or choose a side in a match veto (the captain on turn)',
        body: matchVetoBody,
        response: { 200: envelopeSchema({ data: matchVetoSchema.nullable() }) },
      },
    },
    async (request) =>
      ok(MATCH_VETO_MESSAGES.acted, {
        data: await vetoes.act(viewerOf(request.currentUser()), request.body),
      }),
  );
};
