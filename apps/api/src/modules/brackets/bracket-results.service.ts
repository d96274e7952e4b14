/**
 * Match results: the captains' reports (two agreeing reports confirm a match, disagreeing ones leave it
 * disputed), the admin's results and corrections with their cascade, the audit, and the captains' e-mails.
 * Every change runs in one transaction holding the tournament row's lock.
 */
import {
  BRACKET_MESSAGES,
  MAX_SCORE,
  type AdminMatchResult,
  type ReportMatchScoreResult,
} from '@arena/shared/brackets';
import type { Db, Tx } from '../../db/client';
import type { MatchAuditAction, MatchSnapshot, ReportedGame, SeriesGame } from '../../db/schema/brackets';
import { AppError, invalid, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { recordAdminAction } from '../audit/audit.service';
import { matchOf, openBracket, teamLookupOf, type BracketEngine } from './bracket-engine';
import type { BracketEvent, OnBracketEvent, OnTournamentFinished } from './bracket-events';
import { finishedAfter, placingsOf } from './bracket-standings';
import {
  MATCH_STATUS,
  hasBothTeams,
  isDecided,
  isPlayable,
  opponentId,
  reportsAgree,
  type GroupRecord,
  type MatchRecord,
  type RoundRecord,
  type StageRecord,
} from './bracket.rules';
import {
  deleteMatchGames,
  deleteReports,
  findMatchTournamentId,
  findTeams,
  insertAudit,
  isLadderTournament,
  listReports,
  lockTournament,
  saveMatchGames,
  upsertReport,
  type TournamentHead,
} from './brackets.repository';
import { findDeadlineState } from './match-deadlines.repository';
import { applyResult } from './result-cascade';
import { checkSeries, gamesBySide, sameGames, seriesLengthOf } from './series.rules';
import { mirrorGames } from '@arena/shared/series-games';
import { bracketNotices } from './brackets.notices';
import { continueSwiss } from './swiss/swiss-progress';
import { allowsDraws, assertSwissCorrectable } from './swiss/swiss-corrections';

export interface BracketResultsDeps {
  db: Db;
  clock: Clock;
  onFinished: OnTournamentFinished;
  /** Told of every result change in its transaction (notifications and live updates listen). */
  onEvent?: OnBracketEvent | undefined;
}

export interface ReportScoreInput {
  tournamentId?: number;
  matchId: number;
  userId: number;
  ownScore: number;
  opponentScore: number;
  /** A series' games from the reporter's side (decision 0040); absent or empty: the scores alone. */
  games?: ReportedGame[] | undefined;
}

export interface SetResultInput {
  matchId: number;
  adminId: number;
  opponent1Score: number;
  opponent2Score: number;
  /** A series' games by side; absent or empty: the scores alone (a correction then removes any games). */
  games?: SeriesGame[] | undefined;
  reason?: string | undefined;
}

export interface AcceptReportInput {
  matchId: number;
  adminId: number;
  teamId: number;
  /** The report as the organiser saw it: a report changed since is refused rather than accepted unseen. */
  ownScore: number;
  opponentScore: number;
  /** The report's games as the organiser saw them; absent: not compared. */
  games?: ReportedGame[] | undefined;
}

export interface SetResultOutcome {
  tournamentId: number;
  tournamentName: string;
  matchId: number;
  /** Later matches that had results and were reset because they followed the old result. */
  resetMatchIds: number[];
  /** Teams whose match was corrected, reset or given a new opponent: their captains are told. */
  affectedTeamIds: number[];
}

/** A match about to change, with its locked tournament and its bracket. */
export interface MatchInChange {
  tournament: TournamentHead;
  engine: BracketEngine;
  match: MatchRecord;
  stage: StageRecord;
  /** Participant id to team id, for this match's two sides. */
  teamOf: (participantId: number | null) => number | null;
}

function assertValidScore(score: number): void {
  if (!Number.isInteger(score) || score < 0 || score > MAX_SCORE)
    throw invalid('INVALID_SCORE', BRACKET_MESSAGES.scoreInvalid('A score'));
}

/** The series length this match is played as (decision 0040), from its place in its stage. */
export async function seriesLengthOfChange(change: MatchInChange): Promise<number> {
  const { storage } = change.engine;
  const group = (await storage.select('group', change.match.group_id)) as GroupRecord | null;
  const rounds = ((await storage.select('round', { group_id: change.match.group_id })) ??
    []) as RoundRecord[];
  return seriesLengthOf(change.tournament, {
    stageType: change.stage.type,
    groupNumber: group?.number ?? 1,
    roundNumber: rounds.find((r) => Number(r.id) === Number(change.match.round_id))?.number ?? 1,
    roundCount: Math.max(1, ...rounds.map((r) => r.number)),
    explicitBestOf: (change.match as { best_of?: unknown }).best_of,
  });
}

/** Refuses a result that is not a complete series of this match's length (or, in a Bo1, a draw outside round robin). */
async function assertSeries(
  change: MatchInChange,
  own: number,
  opponent: number,
  games: readonly ReportedGame[],
): Promise<void> {
  const refusal = checkSeries({
    bestOf: await seriesLengthOfChange(change),
    // Round robin may draw a Bo1; elimination and Swiss never draw (decision 0042).
    roundRobin: allowsDraws(change.stage),
    own,
    opponent,
    games,
  });
  if (refusal) throw invalid(refusal.code, refusal.message);
}

/** Results change only while the tournament is underway (a completed one has paid its prizes). */
export function assertUnderway(tournament: TournamentHead): void {
  if (tournament.state === 'completed')
    throw new AppError('conflict', 'TOURNAMENT_COMPLETED', BRACKET_MESSAGES.tournamentClosed);
  if (tournament.state === 'cancelled')
    throw new AppError('conflict', 'TOURNAMENT_CANCELLED', BRACKET_MESSAGES.tournamentCancelled);
  if (tournament.state !== 'underway') throw invalid('NOT_UNDERWAY', BRACKET_MESSAGES.notUnderway);
}

/**
 * Loads a match for a change with its tournament locked (changes to one bracket run one at a time); a match
 * of another tournament than the one named is not found.
 */
export async function lockMatchForChange(
  tx: Tx,
  matchId: number,
  tournamentId?: number,
): Promise<MatchInChange> {
  const owner = await findMatchTournamentId(tx, matchId);
  if (owner === undefined || (tournamentId !== undefined && owner !== tournamentId))
    throw notFound('The match');
  const tournament = await lockTournament(tx, owner);
  if (!tournament) throw notFound('The match');
  const engine = openBracket(tx, owner, { locked: true });
  const match = await matchOf(engine.storage, matchId);
  if (!match) throw notFound('The match');
  const stage = (await engine.storage.select('stage', match.stage_id)) as StageRecord | null;
  if (!stage) throw notFound('The match');
  const teamOf = await teamLookupOf(engine.storage, [match]);
  return { tournament, engine, match, stage, teamOf };
}

function teamsIn(snapshots: MatchSnapshot[]): number[] {
  const teams: number[] = [];
  for (const snapshot of snapshots)
    for (const side of [snapshot.opponent1, snapshot.opponent2])
      if (side?.team_id !== null && side?.team_id !== undefined) teams.push(side.team_id);
  return teams;
}

export function createBracketResults(deps: BracketResultsDeps) {
  const { db, clock } = deps;

  const emit = async (tx: Tx, event: BracketEvent) => {
    if (deps.onEvent) await deps.onEvent(tx, event);
  };

  /** The hook runs after any confirmed result that leaves the whole bracket decided. */
  async function finishIfDone(tx: Tx, tournamentId: number, engine: BracketEngine): Promise<void> {
    if (!(await finishedAfter(engine))) return;
    // A ladder's match tournament never finishes: each accepted challenge adds a stage (decision 0048).
    if (await isLadderTournament(tx, tournamentId)) return;
    if (await continueSwiss(tx, tournamentId, engine, deps.onEvent)) return;
    const placings = await placingsOf(engine);
    await deps.onFinished(tx, tournamentId, placings);
    await emit(tx, { type: 'tournament_finished', tournamentId, placings });
  }

  /**
   * A captain's report. Two agreeing reports confirm the match; disagreeing ones leave it disputed for the
   * admin. A captain may change the report until the match is confirmed.
   */
  async function reportScore(tx: Tx, input: ReportScoreInput): Promise<ReportMatchScoreResult> {
    assertValidScore(input.ownScore);
    assertValidScore(input.opponentScore);
    const games = input.games ?? [];
    for (const game of games) {
      assertValidScore(game.own_score);
      assertValidScore(game.opponent_score);
    }
    const change = await lockMatchForChange(tx, input.matchId, input.tournamentId);
    const { tournament, engine, match, stage, teamOf } = change;
    if (isDecided(match)) throw invalid('MATCH_CONFIRMED', BRACKET_MESSAGES.alreadyConfirmed);
    if (!isPlayable(match)) throw invalid('MATCH_NOT_READY', BRACKET_MESSAGES.notReady);
    assertUnderway(tournament);
    // Once the deadline sweep has handed the match to the organiser, a late report would change their queue
    // behind their back (decision 0024): refused, and the captains write to the organiser instead.
    if ((await findDeadlineState(tx, input.matchId)) === 'no_show')
      throw new AppError('conflict', 'REPORT_DEADLINE_PASSED', BRACKET_MESSAGES.reportAfterNoShow);

    const sides = (['opponent1', 'opponent2'] as const).map((side) => ({
      side,
      teamId: teamOf(opponentId(match[side])),
    }));
    const teams = await findTeams(
      tx,
      sides.map((s) => s.teamId).filter((id): id is number => id !== null),
    );
    const mine = sides.find((s) => teams.some((t) => t.id === s.teamId && t.captainId === input.userId));
    if (!mine || mine.teamId === null) throw invalid('NOT_CAPTAIN', BRACKET_MESSAGES.notCaptain);
    await assertSeries(change, input.ownScore, input.opponentScore, games);

    const now = clock.now();
    await upsertReport(tx, {
      matchId: input.matchId,
      tournamentId: tournament.id,
      teamId: mine.teamId,
      reportedBy: input.userId,
      ownScore: input.ownScore,
      opponentScore: input.opponentScore,
      games,
      now,
    });
    const theirs = (await listReports(tx, { matchId: input.matchId })).find((r) => r.teamId !== mine.teamId);
    const otherTeam = sides.find((s) => s !== mine)?.teamId ?? null;
    const matchRef = { id: input.matchId, tournamentId: tournament.id };
    if (!theirs) {
      if (otherTeam !== null)
        await bracketNotices.opponentReported(tx, matchRef, mine.teamId, otherTeam, {
          own: input.ownScore,
          opponent: input.opponentScore,
          games,
        });
      return { match_id: input.matchId, status: 'awaiting_opponent' };
    }
    if (!reportsAgree({ ...input, games }, theirs)) {
      await bracketNotices.disputed(tx, {
        ...matchRef,
        teamIds: [mine.teamId, ...(otherTeam === null ? [] : [otherTeam])],
      });
      return { match_id: input.matchId, status: 'disputed' };
    }

    const [score1, score2] =
      mine.side === 'opponent1'
        ? [input.ownScore, input.opponentScore]
        : [input.opponentScore, input.ownScore];
    const applied = await applyResult(engine, stage.type, match, { opponent1: score1, opponent2: score2 });
    // The games as the captains agreed them: a report without games takes the other one's (decision 0040).
    const agreed = games.length > 0 ? games : mirrorGames(theirs.games);
    await saveMatchGames(tx, {
      matchId: input.matchId,
      tournamentId: tournament.id,
      games: gamesBySide(agreed, mine.side === 'opponent1'),
      now,
    });
    await insertAudit(tx, [
      {
        tournamentId: tournament.id,
        matchId: input.matchId,
        actorUserId: input.userId,
        action: 'confirmed',
        before: applied.before,
        after: applied.after,
        createdAt: now,
      },
    ]);
    await emit(tx, {
      type: 'match_confirmed',
      tournamentId: tournament.id,
      matchId: input.matchId,
      changedMatchIds: engine.changedMatchIds(),
    });
    await finishIfDone(tx, tournament.id, engine);
    return { match_id: input.matchId, status: 'confirmed' };
  }

  /**
   * The admin sets or corrects a match's result. When the winner changes, every later match that followed
   * the old result and has a result of its own is reset first (its reports cleared), so the corrected
   * result flows through the bracket as if it had always been the result.
   */
  async function setResult(tx: Tx, input: SetResultInput): Promise<SetResultOutcome> {
    assertValidScore(input.opponent1Score);
    assertValidScore(input.opponent2Score);
    const games = input.games ?? [];
    for (const game of games) {
      assertValidScore(game.opponent1);
      assertValidScore(game.opponent2);
    }
    const change = await lockMatchForChange(tx, input.matchId);
    const { tournament, engine, match, stage } = change;
    assertUnderway(tournament);
    if (!hasBothTeams(match) || match.status < MATCH_STATUS.ready)
      throw invalid('MATCH_NOT_READY', BRACKET_MESSAGES.notReady);
    await assertSeries(
      change,
      input.opponent1Score,
      input.opponent2Score,
      games.map((game) => ({ own_score: game.opponent1, opponent_score: game.opponent2 })),
    );
    await assertSwissCorrectable(change.engine.storage, change.stage, change.match, {
      opponent1: input.opponent1Score,
      opponent2: input.opponent2Score,
    });

    const now = clock.now();
    const applied = await applyResult(engine, stage.type, match, {
      opponent1: input.opponent1Score,
      opponent2: input.opponent2Score,
    });
    const { wasDecided, before, after, laterChanges } = applied;
    const reset = laterChanges.filter((later) => later.wasDecided);
    const resetMatchIds = reset.map((later) => later.matchId);
    // A report made against the old opponent, or of a result that is gone, no longer stands; nor do its games.
    await deleteReports(
      tx,
      laterChanges.map((later) => later.matchId),
    );
    await deleteMatchGames(
      tx,
      laterChanges.map((later) => later.matchId),
    );
    // A correction replaces the games (none given: the match keeps none).
    await saveMatchGames(tx, { matchId: input.matchId, tournamentId: tournament.id, games, now });

    const affected = new Set(teamsIn(laterChanges.flatMap((later) => [later.before, later.after])));
    if (wasDecided) for (const team of teamsIn([before])) affected.add(team);
    const action: MatchAuditAction = wasDecided ? 'admin_corrected' : 'admin_set';
    await insertAudit(tx, [
      ...reset.map((later) => ({
        tournamentId: tournament.id,
        matchId: later.matchId,
        actorUserId: input.adminId,
        action: 'reset' as const,
        before: later.before,
        after: later.after,
        reason: input.reason ?? null,
        createdAt: now,
      })),
      {
        tournamentId: tournament.id,
        matchId: input.matchId,
        actorUserId: input.adminId,
        action,
        before,
        after,
        reason: input.reason ?? null,
        createdAt: now,
      },
    ]);
    await recordAdminAction(tx, {
      adminId: input.adminId,
      action: wasDecided ? 'match.correct' : 'match.set_result',
      targetType: 'match',
      targetId: input.matchId,
      before: { ...before, tournament_id: tournament.id },
      after: { ...after, tournament_id: tournament.id, reset_match_ids: resetMatchIds },
      note: input.reason ?? null,
    });
    const affectedTeamIds = [...affected].sort((a, b) => a - b);
    await emit(tx, {
      type: 'match_result_set',
      tournamentId: tournament.id,
      matchId: input.matchId,
      corrected: wasDecided,
      resetMatchIds,
      affectedTeamIds,
      reason: input.reason,
      changedMatchIds: engine.changedMatchIds(),
    });
    await finishIfDone(tx, tournament.id, engine);
    return {
      tournamentId: tournament.id,
      tournamentName: tournament.name,
      matchId: input.matchId,
      resetMatchIds,
      affectedTeamIds,
    };
  }

  /**
   * The organiser's one click on a dispute (decision 0032): one team's report, read under the tournament's lock,
   * becomes the result through the same path as a result the organiser types in.
   */
  async function acceptReport(
    tx: Tx,
    input: AcceptReportInput,
  ): Promise<SetResultOutcome & { teamName: string }> {
    const { tournament, match, teamOf } = await lockMatchForChange(tx, input.matchId);
    assertUnderway(tournament);
    if (isDecided(match)) throw invalid('MATCH_CONFIRMED', BRACKET_MESSAGES.alreadyConfirmed);
    const report = (await listReports(tx, { matchId: input.matchId })).find((r) => r.teamId === input.teamId);
    if (!report) throw invalid('NO_SUCH_REPORT', BRACKET_MESSAGES.noSuchReport);
    if (
      report.ownScore !== input.ownScore ||
      report.opponentScore !== input.opponentScore ||
      (input.games !== undefined && !sameGames(input.games, report.games))
    )
      throw new AppError('conflict', 'REPORT_CHANGED', BRACKET_MESSAGES.reportChanged);
    const reporterIsOpponent1 = teamOf(opponentId(match.opponent1)) === report.teamId;
    const teamName = (await findTeams(tx, [report.teamId]))[0]?.name ?? '';
    const outcome = await setResult(tx, {
      matchId: input.matchId,
      adminId: input.adminId,
      opponent1Score: reporterIsOpponent1 ? report.ownScore : report.opponentScore,
      opponent2Score: reporterIsOpponent1 ? report.opponentScore : report.ownScore,
      games: gamesBySide(report.games, reporterIsOpponent1),
      reason: BRACKET_MESSAGES.acceptedReason(teamName),
    });
    return { ...outcome, teamName };
  }

  return {
    reportScore,
    setResult,

    /** The organiser accepts one captain's report, in its own transaction; told through the result's events. */
    async acceptMatchReport(
      input: AcceptReportInput,
    ): Promise<{ result: AdminMatchResult; teamName: string }> {
      const outcome = await db.transaction((tx) => acceptReport(tx, input));
      return {
        result: {
          match_id: outcome.matchId,
          status: 'confirmed',
          reset_match_ids: outcome.resetMatchIds,
          affected_team_ids: outcome.affectedTeamIds,
        },
        teamName: outcome.teamName,
      };
    },

    /** A captain's report in its own transaction. */
    reportMatchScore(input: ReportScoreInput): Promise<ReportMatchScoreResult> {
      return db.transaction((tx) => reportScore(tx, input));
    },

    /** The admin's result in its own transaction; the players are told through its events (decision 0021). */
    async setMatchResult(input: SetResultInput): Promise<AdminMatchResult> {
      const outcome = await db.transaction((tx) => setResult(tx, input));
      return {
        match_id: outcome.matchId,
        status: 'confirmed',
        reset_match_ids: outcome.resetMatchIds,
        affected_team_ids: outcome.affectedTeamIds,
      };
    },
  };
}

export type BracketResults = ReturnType<typeof createBracketResults>;
