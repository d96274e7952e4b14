/** Brackets and results over HTTP: the public bracket, a team's matches and the captains' score reports. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BRACKET_MESSAGES,
  matchTournamentQuery,
  matchTournamentSchema,
  myMatchSchema,
  reportMatchScoreBody,
  reportMatchScoreResultSchema,
  tournamentBracketQuery,
  tournamentBracketSchema,
  tournamentStandingSchema,
} from '@arena/shared/brackets';
import { envelope, envelopeSchema, ok, sendCachedJson } from '../../http/envelope';
import type { BracketReads } from './bracket-reads.service';
import type { BracketResults } from './bracket-results.service';

const standingsSchema = z.array(tournamentStandingSchema);

const REPORT_MESSAGES = {
  awaiting_opponent: BRACKET_MESSAGES.reportRecorded,
  confirmed: BRACKET_MESSAGES.reportConfirmed,
  disputed: BRACKET_MESSAGES.reportDisputed,
} as const;

export const bracketsRoutes: FastifyPluginAsyncZod<{ results: BracketResults; reads: BracketReads }> = async (
  app,
  { results, reads },
) => {
  // Brackets and results show on public tournament pages.
  const changed = () => app.deps.catalogueCache.clear();
  const secured = { security: [{ bearer: [] }], tags: ['brackets'] };

  app.get(
    '/api/match-tournament',
    {
      schema: {
        apiKeyScope: 'read',
        tags: ['brackets'],
        operationId: 'getMatchTournament',
        summary: 'Which tournament a match is in (public)',
        description:
          "The tournament of a match, for a stream overlay of one match (`/#/overlay/match?id=`) that then follows the tournament's bracket and live stream. 404 for an unknown match.",
        refusals: [404],
        querystring: matchTournamentQuery,
        response: { 200: envelopeSchema({ data: matchTournamentSchema }) },
      },
    },
    async (request) =>
      ok(BRACKET_MESSAGES.matchTournament, { data: await reads.matchTournament(request.query.match_id) }),
  );

  app.get(
    '/api/tournament-bracket',
    {
      preHandler: app.optionalUser,
      schema: {
        apiKeyScope: 'read',
        tags: ['brackets'],
        operationId: 'getTournamentBracket',
        description:
          "A tournament's bracket in brackets-viewer's data shape; `data` is null before the tournament starts. `standings` lists every team of a completed tournament with its placing (tied teams share one) and the prize it was paid, first place first; it is empty until the tournament is completed.",
        refusals: [404],
        summary: "A tournament's bracket in brackets-viewer's data shape, and its standings once completed",
        querystring: tournamentBracketQuery,
        response: {
          200: envelopeSchema({
            data: tournamentBracketSchema.nullable(),
            standings: z.array(tournamentStandingSchema),
          }),
        },
      },
    },
    async (request, reply) => {
      const viewerId = request.session?.user.id ?? null;
      const tournamentId = request.query.tournament_id;
      // The bracket's JSON is built once per bracket version (decision 0036); the envelope around it here.
      const page = await reads.page(tournamentId, viewerId);
      const { data } = page;
      const standings = standingsSchema.parse(page.standings);
      const head = JSON.stringify(envelope(200, 'Bracket')).slice(0, -1);
      return sendCachedJson(
        reply,
        `${head},"data":${data ?? 'null'},"standings":${JSON.stringify(standings)}}`,
      );
    },
  );

  app.get(
    '/api/my-matches',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        operationId: 'listMyMatches',
        description:
          "The signed-in player's team's matches in a tournament, with the scores it reported and what it can report now.",
        refusals: [404],
        summary: "My team's matches in a tournament, with what I can report",
        querystring: tournamentBracketQuery,
        response: { 200: envelopeSchema({ data: z.array(myMatchSchema) }) },
      },
    },
    async (request) =>
      ok('My matches', {
        data: await reads.myMatches(request.query.tournament_id, request.currentUser().id),
      }),
  );

  app.post(
    '/api/report-match-score',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        operationId: 'reportMatchScore',
        description:
          "A captain reports a match's score; when both captains report the same result it is confirmed, otherwise the match is disputed for an admin. In a series (best_of > 1, decision 0040) the scores are the games won and must be a complete series; `games` optionally lists each game from the reporter's side, the scores must then be its game wins, no game may follow the deciding one, and two reports that both list games must mirror game by game. Once the report deadline has passed with no report and the match is in the organiser's no-show queue, reports are refused (409): the organiser decides.",
        refusals: [404, 409],
        summary: "A captain reports a match's score; matching reports of both captains confirm it",
        body: reportMatchScoreBody,
        response: { 200: envelopeSchema({ data: reportMatchScoreResultSchema }) },
      },
    },
    async (request) => {
      const result = await results.reportMatchScore({
        matchId: request.body.match_id,
        userId: request.currentUser().id,
        ownScore: request.body.own_score,
        opponentScore: request.body.opponent_score,
        games: request.body.games,
      });
      changed();
      return ok(REPORT_MESSAGES[result.status], { data: result });
    },
  );
};
