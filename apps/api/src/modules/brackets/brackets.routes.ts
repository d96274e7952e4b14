/** Brackets and results over HTTP: the public bracket, a team's matches, score reports and the admin's decisions. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BRACKET_MESSAGES,
  adminMatchResultBody,
  adminMatchResultSchema,
  disputeSchema,
  disputesQuery,
  matchAuditEntrySchema,
  matchIdParams,
  myMatchSchema,
  reportMatchScoreBody,
  reportMatchScoreResultSchema,
  tournamentBracketQuery,
  tournamentBracketSchema,
  tournamentStandingSchema,
} from '@arena/shared/brackets';
import { envelopeSchema, ok } from '../../http/envelope';
import type { OnBracketEvent, OnTournamentFinished } from './bracket-events';
import { createBracketReads } from './bracket-reads.service';
import { createBracketResults } from './bracket-results.service';
import { readStandings } from './tournament-standings';
import { notifyBracketEvent } from '../notifications/bracket-notifications';

const REPORT_MESSAGES = {
  awaiting_opponent: BRACKET_MESSAGES.reportRecorded,
  confirmed: BRACKET_MESSAGES.reportConfirmed,
  disputed: BRACKET_MESSAGES.reportDisputed,
} as const;

export interface BracketsRoutesOptions {
  /** The tournament lifecycle's completion (prizes, state), run in the transaction that decided the bracket. */
  onFinished: OnTournamentFinished;
  /** Told of every result change in its transaction (match deadlines follow the bracket). */
  onEvent?: OnBracketEvent;
}

export const bracketsRoutes: FastifyPluginAsyncZod<BracketsRoutesOptions> = async (app, options) => {
  const results = createBracketResults({
    db: app.deps.database.db,
    clock: app.deps.clock,
    onFinished: options.onFinished,
    // The app passes every listener (notifications, match deadlines); alone, the notifications listen.
    onEvent: options.onEvent ?? notifyBracketEvent,
  });
  const reads = createBracketReads({ db: app.deps.database.db });
  // Brackets and results show on public tournament pages.
  const changed = () => app.deps.catalogueCache.clear();
  const secured = { security: [{ bearer: [] }], tags: ['brackets'] };
  const admin = { security: [{ bearer: [] }], tags: ['admin'] };

  app.get(
    '/api/tournament-bracket',
    {
      preHandler: app.optionalUser,
      schema: {
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
    async (request) => {
      const viewerId = request.session?.user.id ?? null;
      const tournamentId = request.query.tournament_id;
      const data = await reads.view(tournamentId, viewerId);
      return ok('Bracket', { data, standings: await readStandings(app.deps.database.db, tournamentId) });
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
          "A captain reports a match's score; when both captains report the same result it is confirmed, otherwise the match is disputed for an admin. Once the report deadline has passed with no report and the match is in the organiser's no-show queue, reports are refused (409): the organiser decides.",
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
      });
      changed();
      return ok(REPORT_MESSAGES[result.status], { data: result });
    },
  );

  app.get(
    '/api/admin/disputes',
    {
      onRequest: app.requireAdmin,
      schema: {
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
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        operationId: 'setMatchResult',
        description:
          "Sets or corrects a match's result; later matches that followed the old result are reset, and the final's result completes the tournament and pays the prizes.",
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
        reason: request.body.reason || undefined,
      });
      changed();
      const corrected = result.affected_team_ids.length > 0;
      return ok(corrected ? BRACKET_MESSAGES.resultCorrected : BRACKET_MESSAGES.resultSaved, {
        data: result,
      });
    },
  );

  app.get(
    '/api/admin/match-audit',
    {
      onRequest: app.requireAdmin,
      schema: {
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
