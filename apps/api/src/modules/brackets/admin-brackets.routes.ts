/** The admin's side of results: the dispute queue, setting or correcting a result, and the results audit. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BRACKET_MESSAGES,
  acceptReportBody,
  adminMatchResultBody,
  adminMatchResultSchema,
  disputeSchema,
  disputesQuery,
  matchAuditEntrySchema,
  matchIdParams,
  tournamentBracketQuery,
} from '@arena/shared/brackets';
import { envelopeSchema, ok } from '../../http/envelope';
import type { BracketReads } from './bracket-reads.service';
import type { BracketResults } from './bracket-results.service';

const admin = { security: [{ bearer: [] }], tags: ['admin'] };

export const adminBracketsRoutes: FastifyPluginAsyncZod<{
  results: BracketResults;
  reads: BracketReads;
}> = async (app, { results, reads }) => {
  // Results show on public tournament pages.
  const changed = () => app.deps.catalogueCache.clear();

  app.get(
    '/api/admin/disputes',
    {
      schema: {
        apiKeyScope: 'read',
        ...admin,
        operationId: 'listDisputes',
        description:
          'Matches whose captains reported different results, oldest first, optionally of one tournament.',
        summary: 'Matches whose captains reported different results, oldest first',
        querystring: disputesQuery,
        response: { 200: envelopeSchema({ data: z.array(disputeSchema) }) },
      },
    },
    async (request) => ok('Disputes', { data: await reads.disputes(request.query.tournament_id) }),
  );

  app.post(
    '/api/admin/matches/:match_id/result',
    {
      schema: {
        apiKeyScope: 'results:write',
        ...admin,
        operationId: 'setMatchResult',
        description:
          "Sets or corrects a match's result; later matches that followed the old result are reset (their games removed), and the final's result completes the tournament and pays the prizes. In a series the scores are the games won; `games` optionally lists each game in the match's order of sides, and replaces the games a corrected result had (decision 0040).",
        refusals: [409],
        summary: "Set or correct a match's result; later matches that followed the old result are reset",
        params: matchIdParams,
        body: adminMatchResultBody,
        response: { 200: envelopeSchema({ data: adminMatchResultSchema }) },
      },
    },
    async (request) => {
      const result = await results.setMatchResult({
        matchId: request.params.match_id,
        adminId: request.currentUser().id,
        opponent1Score: request.body.opponent1_score,
        opponent2Score: request.body.opponent2_score,
        games: request.body.games?.map((game) =>
          'own_score' in game
            ? { opponent1: game.own_score, opponent2: game.opponent_score }
            : { opponent1: game.opponent1_score, opponent2: game.opponent2_score },
        ),
        reason: request.body.reason || undefined,
      });
      changed();
      const corrected = result.affected_team_ids.length > 0;
      return ok(corrected ? BRACKET_MESSAGES.resultCorrected : BRACKET_MESSAGES.resultSaved, {
        data: result,
      });
    },
  );

  app.post(
    '/api/admin/matches/:match_id/accept-report',
    {
      schema: {
        apiKeyScope: 'results:write',
        ...admin,
        operationId: 'acceptMatchReport',
        description:
          "One click on a dispute: the named team's report becomes the match's result, through the same path as a result the organiser sets (later matches follow, a decided final completes the tournament). The report's scores (and, optionally, its games) as the organiser saw them are sent back; a report changed since is refused with 409.",
        refusals: [404, 409],
        summary: "Accept one captain's report as the match's result",
        params: matchIdParams,
        body: acceptReportBody,
        response: { 200: envelopeSchema({ data: adminMatchResultSchema }) },
      },
    },
    async (request) => {
      const { result, teamName } = await results.acceptMatchReport({
        matchId: request.params.match_id,
        adminId: request.currentUser().id,
        teamId: request.body.team_id,
        ownScore: request.body.own_score,
        opponentScore: request.body.opponent_score,
        games: request.body.games,
      });
      changed();
      return ok(BRACKET_MESSAGES.reportAccepted(teamName), { data: result });
    },
  );

  app.get(
    '/api/admin/match-audit',
    {
      schema: {
        apiKeyScope: 'read',
        ...admin,
        operationId: 'listMatchAudit',
        description: "Every change of a tournament's match results, newest first.",
        refusals: [404],
        summary: "Every change of a tournament's match results, newest first",
        querystring: tournamentBracketQuery,
        response: { 200: envelopeSchema({ data: z.array(matchAuditEntrySchema) }) },
      },
    },
    async (request) => ok('Match results audit', { data: await reads.audit(request.query.tournament_id) }),
  );
};
