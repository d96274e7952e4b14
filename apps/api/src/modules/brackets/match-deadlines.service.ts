/**
 * Match deadlines (decision 0024). Every match that becomes ready gets a report deadline from its
 * tournament's `match_report_minutes`; a sweep, safe on several instances, confirms a single report when
 * the deadline passes and puts a match nobody reported into the organiser's no-show queue.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { MatchDeadlineState } from '../../db/schema/match-deadlines';
import type { Clock } from '../../lib/clock';
import { matchOf, matchesIn, openBracket, teamLookupOf, type BracketEngine } from './bracket-engine';
import type { BracketEvent, ChangedMatchIds, OnBracketEvent, OnTournamentFinished } from './bracket-events';
import { readBracket } from './bracket-reads.service';
import { lockMatchForChange } from './bracket-results.service';
import { finishedAfter, placingsOf } from './bracket-standings';
import { isDecided, isPlayable, opponentId, type MatchRecord } from './bracket.rules';
import {
  deleteMatchGames,
  deleteReports,
  insertAudit,
  isLadderTournament,
  listReports,
  saveMatchGames,
} from './brackets.repository';
import { bracketNotices } from './brackets.notices';
import {
  WAITING_DEADLINE_STATES,
  claimDueDeadline,
  claimWarning,
  closeDeadlines,
  findReportMinutes,
  insertDeadlines,
  listDueDeadlines,
  listDeadlinesOf,
  listDueWarnings,
  listTournamentDeadlines,
  reopenDeadline,
} from './match-deadlines.repository';
import { applyResult } from './result-cascade';
import { gamesBySide } from './series.rules';
import { continueSwiss } from './swiss/swiss-progress';

/** The captains are warned this long before the deadline, or half-way through a shorter one. */
const WARN_BEFORE_MS = 10 * 60_000;

export const AUTO_CONFIRM_REASON = 'The report deadline passed with a single report';

export interface BracketHooks {
  onFinished: OnTournamentFinished;
  onEvent: OnBracketEvent;
}

/**
 * Emits the event (with the matches the engine's writes changed), then completes the tournament (prizes) if the
 * result decided the whole bracket.
 */
export async function announceResult(
  tx: Tx,
  hooks: BracketHooks,
  engine: BracketEngine,
  event: Exclude<BracketEvent, { type: 'tournament_finished' }>,
): Promise<void> {
  await hooks.onEvent(tx, { ...event, changedMatchIds: engine.changedMatchIds() });
  if (!(await finishedAfter(engine))) return;
  // A ladder's match tournament never finishes: each accepted challenge adds a stage (decision 0048).
  if (await isLadderTournament(tx, event.tournamentId)) return;
  if (await continueSwiss(tx, event.tournamentId, engine, hooks.onEvent)) return;
  const placings = await placingsOf(engine);
  await hooks.onFinished(tx, event.tournamentId, placings);
  await hooks.onEvent(tx, { type: 'tournament_finished', tournamentId: event.tournamentId, placings });
}

export function deadlineTimes(readyAt: Date, minutes: number) {
  if (minutes <= 0) return { readyAt, reportDeadline: null, warnAt: null };
  const total = minutes * 60_000;
  const deadline = readyAt.getTime() + total;
  return {
    readyAt,
    reportDeadline: new Date(deadline),
    warnAt: new Date(deadline - Math.min(WARN_BEFORE_MS, Math.floor(total / 2))),
  };
}

const waiting = (state: MatchDeadlineState) => WAITING_DEADLINE_STATES.includes(state);

/**
 * Brings a tournament's deadlines in line with its bracket, in the transaction that changed the bracket:
 * a match that became ready gets its deadline from now; one that is decided, or no longer ready after a
 * correction, leaves the queues; one ready again after a correction gets a fresh deadline. `matchIds`: only
 * the matches a result changed (the others cannot have changed), or every match (a bracket just drawn).
 */
export async function syncMatchDeadlines(
  tx: Tx,
  tournamentId: number,
  now: Date,
  matchIds: ChangedMatchIds = 'all',
): Promise<void> {
  const matches =
    matchIds === 'all'
      ? (await readBracket(tx, tournamentId)).matches
      : await matchesIn(openBracket(tx, tournamentId).storage, matchIds);
  if (matches.length === 0) return;
  const deadlines =
    matchIds === 'all'
      ? await listTournamentDeadlines(tx, tournamentId)
      : await listDeadlinesOf(tx, tournamentId, matchIds);
  const rows = new Map(deadlines.map((row) => [row.matchId, row]));
  const minutes = await findReportMinutes(tx, tournamentId);
  const created: Parameters<typeof insertDeadlines>[1] = [];
  const closed: number[] = [];
  for (const match of matches) {
    const matchId = Number(match.id);
    const row = rows.get(matchId);
    if (isPlayable(match) && !isDecided(match)) {
      if (!row) created.push({ matchId, tournamentId, ...deadlineTimes(now, minutes) });
      else if (!waiting(row.state)) await reopenDeadline(tx, matchId, deadlineTimes(now, minutes));
    } else if (row && waiting(row.state)) {
      closed.push(matchId);
    }
  }
  await insertDeadlines(tx, created);
  await closeDeadlines(tx, closed, now);
}

function teamsOfMatch(match: MatchRecord, teamOf: (participantId: number | null) => number | null) {
  return [teamOf(opponentId(match.opponent1)), teamOf(opponentId(match.opponent2))].filter(
    (id): id is number => id !== null,
  );
}

export type DeadlineOutcome = 'auto_confirmed' | 'no_show' | 'disputed' | 'closed' | 'skipped';

export interface SweepResult {
  warned: number;
  autoConfirmed: number;
  noShows: number;
  disputed: number;
}

export function createMatchDeadlines(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  hooks: BracketHooks;
  batchSize?: number;
}) {
  const { db, clock, log, hooks } = deps;
  const batchSize = deps.batchSize ?? 100;

  /**
   * One due match, under its tournament's lock (the order every bracket change takes). The conditional
   * update out of 'open' decides who acts: another instance, or an admin who decided the match meanwhile,
   * leaves nothing to do.
   */
  async function settleDue(tx: Tx, matchId: number, now: Date): Promise<DeadlineOutcome> {
    const { tournament, engine, match, stage, teamOf } = await lockMatchForChange(tx, matchId);
    if (tournament.state !== 'underway' || !isPlayable(match) || isDecided(match)) {
      return (await claimDueDeadline(tx, matchId, now, 'closed')) ? 'closed' : 'skipped';
    }
    const reports = await listReports(tx, { matchId });
    const teamIds = teamsOfMatch(match, teamOf);
    if (reports.length === 0) {
      if (!(await claimDueDeadline(tx, matchId, now, 'no_show'))) return 'skipped';
      await bracketNotices.noShow(tx, { id: matchId, tournamentId: tournament.id, teamIds });
      return 'no_show';
    }
    if (reports.length > 1) {
      // Two different reports: already in the admin's dispute list.
      return (await claimDueDeadline(tx, matchId, now, 'disputed')) ? 'disputed' : 'skipped';
    }
    if (!(await claimDueDeadline(tx, matchId, now, 'auto_confirmed'))) return 'skipped';
    const [report] = reports;
    const reporterIsOpponent1 = teamOf(opponentId(match.opponent1)) === report!.teamId;
    const scores = reporterIsOpponent1
      ? { opponent1: report!.ownScore, opponent2: report!.opponentScore }
      : { opponent1: report!.opponentScore, opponent2: report!.ownScore };
    const applied = await applyResult(engine, stage.type, match, scores);
    await deleteReports(
      tx,
      applied.laterChanges.map((change) => change.matchId),
    );
    await deleteMatchGames(
      tx,
      applied.laterChanges.map((change) => change.matchId),
    );
    // The single report's games, as the captain reported them (decision 0040).
    await saveMatchGames(tx, {
      matchId,
      tournamentId: tournament.id,
      games: gamesBySide(report!.games, reporterIsOpponent1),
      now,
    });
    await insertAudit(tx, [
      {
        tournamentId: tournament.id,
        matchId,
        actorUserId: null,
        action: 'auto_confirmed',
        before: applied.before,
        after: applied.after,
        reason: AUTO_CONFIRM_REASON,
        createdAt: now,
      },
    ]);
    await bracketNotices.autoConfirmed(
      tx,
      { id: matchId, tournamentId: tournament.id, teamIds },
      report!.teamId,
    );
    await announceResult(tx, hooks, engine, {
      type: 'match_confirmed',
      tournamentId: tournament.id,
      matchId,
      byDeadline: true,
    });
    return 'auto_confirmed';
  }

  async function warn(tx: Tx, matchId: number, tournamentId: number, now: Date): Promise<boolean> {
    const claimed = await claimWarning(tx, matchId, now);
    if (!claimed?.reportDeadline) return false;
    const engine = openBracket(tx, tournamentId);
    const match = await matchOf(engine.storage, matchId);
    if (!match) return false;
    const teamOf = await teamLookupOf(engine.storage, [match]);
    // A team whose captain has reported has nothing left to do before the deadline (decision 0032): only the
    // teams that have not reported are reminded; with both reports in, nobody is.
    const reported = new Set((await listReports(tx, { matchId })).map((r) => r.teamId));
    const teamIds = teamsOfMatch(match, teamOf).filter((teamId) => !reported.has(teamId));
    if (teamIds.length === 0) return false;
    await bracketNotices.deadlineNear(tx, {
      id: matchId,
      tournamentId,
      teamIds,
      deadline: claimed.reportDeadline,
    });
    return true;
  }

  return {
    /** The bracket listener: keeps deadlines in line with every result, in its transaction. */
    async onBracketEvent(tx: Tx, event: BracketEvent): Promise<void> {
      const changed = event.type === 'tournament_finished' ? 'all' : (event.changedMatchIds ?? 'all');
      await syncMatchDeadlines(tx, event.tournamentId, clock.now(), changed);
    },

    /** After the bracket is drawn, in the start's transaction. */
    syncTournament(tx: Tx, tournamentId: number): Promise<void> {
      return syncMatchDeadlines(tx, tournamentId, clock.now());
    },

    /** One round: warnings due, then deadlines due; each match in its own transaction. */
    async sweep(): Promise<SweepResult> {
      const now = clock.now();
      const result: SweepResult = { warned: 0, autoConfirmed: 0, noShows: 0, disputed: 0 };
      for (const due of await listDueWarnings(db, now, batchSize)) {
        try {
          if (await db.transaction((tx) => warn(tx, due.matchId, due.tournamentId, now))) result.warned += 1;
        } catch (error) {
          log.warn({ err: error, matchId: due.matchId }, 'could not warn of a match deadline');
        }
      }
      for (const due of await listDueDeadlines(db, now, batchSize)) {
        try {
          const outcome = await db.transaction((tx) => settleDue(tx, due.matchId, now));
          if (outcome === 'auto_confirmed') result.autoConfirmed += 1;
          if (outcome === 'no_show') result.noShows += 1;
          if (outcome === 'disputed') result.disputed += 1;
        } catch (error) {
          log.warn({ err: error, matchId: due.matchId }, 'could not settle a match deadline');
        }
      }
      if (result.autoConfirmed + result.noShows + result.disputed > 0)
        log.info(result, 'match deadline sweep settled matches');
      return result;
    },
  };
}

export type MatchDeadlines = ReturnType<typeof createMatchDeadlines>;
