/** Season ladders (issue 27, decision 0048): the public list and page, joining, challenges and accepts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginationSchema } from '@arena/shared/catalogue';
import {
  LADDER_MESSAGES as M,
  ladderChallengeAcceptBody,
  ladderChallengeAcceptResultSchema,
  ladderChallengeBody,
  ladderChallengeSchema,
  ladderDetailSchema,
  ladderJoinBody,
  ladderJoinResultSchema,
  ladderQuery,
  ladderSchema,
  laddersListQuery,
} from '@arena/shared/ladders';
import { envelopeSchema, ok } from '../../http/envelope';
import { answerLadderList } from './ladder-list';
import type { LaddersService } from './ladders.service';

const secured = { security: [{ bearer: [] }], tags: ['ladders'] };

export const laddersRoutes: FastifyPluginAsyncZod<{ ladders: LaddersService }> = async (app, { ladders }) => {
  const guard = { onRequest: app.requireUser };

  app.get(
    '/api/ladders',
    {
      schema: {
        tags: ['ladders'],
        operationId: 'listLadders',
        description:
          'Season ladders, running seasons first (soonest end first), then ended ones; by game and name. Paged like the other lists.',
        summary: 'Season ladders, paged',
        querystring: laddersListQuery,
        response: {
          200: envelopeSchema({ data: z.array(ladderSchema), pagination: paginationSchema.optional() }),
        },
      },
    },
    async (request) => answerLadderList(ladders, request.query),
  );

  app.get(
    '/api/ladder',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['ladders'],
        operationId: 'getLadder',
        description:
          "A ladder: its season, rules and fee, the standings (`rows`: rank, points, wins, losses; frozen at season end), the open challenges, the recent matches and, for a signed-in captain, the captain's teams of the ladder's size.",
        refusals: [404],
        summary: 'One ladder with its standings and open challenges',
        querystring: ladderQuery,
        response: { 200: envelopeSchema({ data: ladderDetailSchema }) },
      },
    },
    async (request) =>
      ok(M.ladder, { data: await ladders.detail(request.query.id, request.session?.user.id) }),
  );

  app.post(
    '/api/ladder-join',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'joinLadder',
        description:
          "The captain puts a team on a ladder: the team's size must be the ladder's, with a full roster, nobody playing for two teams of the ladder; the entry fee in credits is debited once, in the same transaction. A team joins once.",
        refusals: [404, 409],
        summary: 'Join a ladder with my team (captain only; entry fee in credits)',
        body: ladderJoinBody,
        response: { 200: envelopeSchema({ data: ladderJoinResultSchema }) },
      },
    },
    async (request) => ok(M.joined, { data: await ladders.join(request.currentUser().id, request.body) }),
  );

  app.post(
    '/api/ladder-challenge',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'challengeOnLadder',
        description:
          'The captain posts a challenge during the season: open to any team of the ladder (no `opponent_team_id`) or to a named team, which is told; with the series length and the window the team can play in (default: from now, one day). Two teams play each other at most twice in 24 hours; a team cannot challenge itself or a team sharing a player.',
        refusals: [404, 409],
        summary: 'Post a ladder challenge, open or to a named team (captain only)',
        body: ladderChallengeBody,
        response: { 200: envelopeSchema({ data: ladderChallengeSchema }) },
      },
    },
    async (request) =>
      ok(M.challenged, { data: await ladders.challenge(request.currentUser().id, request.body) }),
  );

  app.post(
    '/api/ladder-challenge-accept',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'acceptLadderChallenge',
        description:
          'The captain of a team on the ladder accepts an open challenge (or one naming the team): one accept wins. The match is created and its id answered; both captains report it with POST /api/report-match-score as any match.',
        refusals: [404, 409],
        summary: 'Accept a ladder challenge; answers the match id',
        body: ladderChallengeAcceptBody,
        response: { 200: envelopeSchema({ data: ladderChallengeAcceptResultSchema }) },
      },
    },
    async (request) => ok(M.accepted, { data: await ladders.accept(request.currentUser().id, request.body) }),
  );
};
