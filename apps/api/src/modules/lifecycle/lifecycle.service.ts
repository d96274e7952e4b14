/**
 * A tournament's life after registration (decision 0009): start (bracket drawn, or cancelled with
 * refunds when fewer than 2 teams entered), cancel (every entry refunded once), and completion (prizes
 * into wallets once). Each step is one transaction on the locked tournament row, so API instances and the
 * scheduler can race without doing anything twice.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { TournamentRow } from '../../db/schema/tournaments';
import { AppError, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { recordAdminAction } from '../audit/audit.service';
import {
  entryPlayers,
  findActiveEntry,
  listActiveEntries,
  lockTournament,
  refundEntry,
} from '../enrolment/enrolment.service';
import { closeWaitlist, dropNoShows, fillFreePlaces } from '../enrolment/waitlist.service';
import { applyLedgerChange } from '../ledger/ledger.service';
import {
  averageOf,
  entryRatings,
  ratingSeedOrder,
  recordEntrySeeds,
  shuffle,
} from '../seeding/rating-seeds.service';
import {
  claimCheckInOpening,
  claimStartingSoon,
  listDueToStart,
  markCancelled,
  markCompleted,
  markUnderway,
} from './lifecycle.repository';
import { lifecycleNotices } from './lifecycle.notices';
import { prizeByPlayer, prizeByTeam } from './prizes';

export const LIFECYCLE_MESSAGES = {
  started: 'The tournament has started and its bracket is drawn',
  cancelled: 'The tournament has been cancelled and every entry refunded',
  tooFewTeams: 'Fewer than 2 teams entered',
  notPending: 'Only a tournament that has not started can be started.',
  alreadyOver: 'This tournament is already over.',
} as const;

export type BracketFormat = TournamentRow['bracketFormat'];

export type CreateBracket = (
  tx: Tx,
  input: {
    tournamentId: number;
    format: BracketFormat;
    teams: Array<{ teamId: number; name: string }>;
    /** The elimination options and group stage (decision 0043). */
    options?: {
      thirdPlaceMatch: boolean;
      grandFinal: TournamentRow['grandFinal'];
      groupStage: TournamentRow['groupStage'];
    };
  },
) => Promise<unknown>;

export type StartOutcome = 'started' | 'cancelled' | 'skipped';

export function createLifecycleService(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  createBracket: CreateBracket;
  /** After the start's notice, in its transaction: the drawn bracket's playable matches are told (brackets). */
  announceReadyMatches: (tx: Tx, tournamentId: number) => Promise<void>;
  onChange: () => void;
  /** After a start's transaction committed: the bracket it drew is the tournament's now. */
  onStarted?: (tournamentId: number) => void;
}) {
  const { db, clock } = deps;

  async function cancelInTransaction(tx: Tx, tournament: TournamentRow, reason: string, actorId?: number) {
    const now = clock.now();
    // Told before the entries close: their players are the ones to hear it.
    await lifecycleNotices.cancelled(tx, tournament, reason);
    await markCancelled(tx, tournament.id, reason, now);
    await closeWaitlist(tx, tournament.id, now);
    let refunded = 0;
    for (const { entry } of await listActiveEntries(tx, tournament.id)) {
      if ((await refundEntry(tx, entry, 'refunded', now, actorId)) !== undefined) refunded += 1;
    }
    return refunded;
  }

  const service = {
    /** Draws the bracket from the entered teams; with fewer than 2 the tournament is cancelled and refunded. */
    async start(
      tournamentId: number,
      options: { actorId?: number; strict?: boolean } = {},
    ): Promise<StartOutcome> {
      const outcome = await db.transaction(async (tx): Promise<StartOutcome> => {
        const tournament = await lockTournament(tx, tournamentId);
        if (!tournament) throw notFound('The tournament');
        if (tournament.tournamentState !== 'pending') {
          if (options.strict) throw new AppError('conflict', 'NOT_PENDING', LIFECYCLE_MESSAGES.notPending);
          return 'skipped';
        }
        // Check-in closes now: absent teams are dropped and checked-in waiting teams take their places.
        const startingAt = clock.now();
        const dropped = await dropNoShows(tx, tournament, startingAt);
        await fillFreePlaces(tx, tournament, startingAt);
        await closeWaitlist(tx, tournament.id, startingAt);
        const entries = await listActiveEntries(tx, tournament.id);
        /** A rating start's seeds, for the audit. */
        let ratingSeeds: Array<{ team_id: number; seed: number; rating: number | null }> | undefined;
        const audit = async (outcome: StartOutcome) => {
          if (options.actorId === undefined) return;
          await recordAdminAction(tx, {
            adminId: options.actorId,
            action: 'tournament.start',
            targetType: 'tournament',
            targetId: tournament.id,
            before: { tournament_state: tournament.tournamentState, entries: entries.length },
            after: {
              tournament_state: outcome === 'started' ? 'underway' : 'cancelled',
              outcome,
              dropped_no_show: dropped,
              ...(outcome === 'started' && ratingSeeds ? { rating_seeds: ratingSeeds } : {}),
            },
          });
        };
        if (entries.length < 2) {
          await cancelInTransaction(tx, tournament, LIFECYCLE_MESSAGES.tooFewTeams, options.actorId);
          await audit('cancelled');
          return 'cancelled';
        }
        let ordered: typeof entries;
        if (tournament.seeding === 'organiser')
          ordered = [...entries].sort(
            (a, b) =>
              (a.entry.seed ?? Number.MAX_SAFE_INTEGER) - (b.entry.seed ?? Number.MAX_SAFE_INTEGER) ||
              a.entry.id - b.entry.id,
          );
        else if (tournament.seeding === 'rating') {
          // By the rosters' average rating, unrated last, lots drawn among equals (decision 0045); the seeds
          // drawn are kept on the entries and in the audit.
          const ratings = await entryRatings(
            tx,
            tournament,
            entries.map(({ entry }) => entry.id),
          );
          ordered = ratingSeedOrder(
            entries.map((e) => ({ ...e, rating: ratings.get(e.entry.id)! })),
            shuffle,
          );
          await recordEntrySeeds(
            tx,
            ordered.map(({ entry }) => entry.id),
            startingAt,
          );
          ratingSeeds = ordered.map(({ entry }, i) => ({
            team_id: entry.teamId,
            seed: i + 1,
            rating: averageOf(ratings.get(entry.id)!),
          }));
        } else ordered = shuffle(entries);
        await deps.createBracket(tx, {
          tournamentId: tournament.id,
          format: tournament.bracketFormat,
          teams: ordered.map(({ entry, teamName }) => ({ teamId: entry.teamId, name: teamName })),
          options: {
            thirdPlaceMatch: tournament.thirdPlaceMatch,
            grandFinal: tournament.grandFinal,
            groupStage: tournament.groupStage,
          },
        });
        await markUnderway(tx, tournament.id, clock.now());
        await lifecycleNotices.started(tx, tournament, entries.length);
        await deps.announceReadyMatches(tx, tournament.id);
        await audit('started');
        return 'started';
      });
      if (outcome !== 'skipped') {
        deps.log.info({ tournamentId, outcome }, 'tournament start');
        deps.onChange();
      }
      if (outcome === 'started') deps.onStarted?.(tournamentId);
      return outcome;
    },

    /** Admin cancel: pending or underway; every entry fee and token back exactly once. */
    async cancel(tournamentId: number, actorId: number, reason: string | undefined): Promise<number> {
      const refunded = await db.transaction(async (tx) => {
        const tournament = await lockTournament(tx, tournamentId);
        if (!tournament) throw notFound('The tournament');
        if (tournament.tournamentState === 'completed' || tournament.tournamentState === 'cancelled')
          throw new AppError('conflict', 'ALREADY_OVER', LIFECYCLE_MESSAGES.alreadyOver);
        const refunded = await cancelInTransaction(
          tx,
          tournament,
          reason ?? 'Cancelled by the organiser',
          actorId,
        );
        await recordAdminAction(tx, {
          adminId: actorId,
          action: 'tournament.cancel',
          targetType: 'tournament',
          targetId: tournament.id,
          before: { tournament_state: tournament.tournamentState },
          after: { tournament_state: 'cancelled', refunded_entries: refunded },
          note: reason ?? null,
        });
        return refunded;
      });
      deps.onChange();
      return refunded;
    },

    /**
     * The bracket's final is decided (called inside the bracket's transaction): completes the tournament
     * and pays each placing's prize to its roster's wallets, once.
     */
    async complete(tx: Tx, tournamentId: number, placings: number[][]): Promise<void> {
      const tournament = await markCompleted(tx, tournamentId, clock.now());
      if (!tournament) return;
      await lifecycleNotices.completed(tx, tournament, placings);
      const byTeam = prizeByTeam(tournament.winningPrizePence, tournament.prizeSplit, placings);
      for (const [teamId, teamPence] of byTeam) {
        const entry = await findActiveEntry(tx, tournamentId, teamId);
        if (!entry) throw new Error(`team ${teamId} placed in tournament ${tournamentId} without an entry`);
        const roster = await entryPlayers(tx, entry.id);
        const parts = prizeByPlayer(
          teamPence,
          roster.map((r) => r.userId),
          entry.captainId,
        );
        for (const [userId, pence] of parts) {
          // Never limited: a prize is owed, and the final's result must always be recorded (decision 0030).
          await applyLedgerChange(tx, {
            userId,
            asset: 'wallet',
            delta: pence,
            reason: `prize: ${tournament.tournamentName}`,
            reference: `prize:${tournamentId}:${teamId}:${userId}`,
          });
          await lifecycleNotices.prizePaid(tx, {
            tournamentId,
            tournamentName: tournament.tournamentName,
            userId,
            pence,
          });
        }
      }
      deps.log.info({ tournamentId, placings: placings.slice(0, 2) }, 'tournament completed and prizes paid');
      deps.onChange();
    },

    /**
     * Tells the players of tournaments starting within `withinMs` (NOTIFY_STARTS_SOON_MINUTES), once each:
     * the event's existence is the mark, checked and written under the tournament's row lock.
     */
    async announceStartingSoon(withinMs: number, limit = 20): Promise<number> {
      return db.transaction(async (tx) => {
        const due = await claimStartingSoon(tx, { now: clock.now(), withinMs, limit });
        for (const tournament of due) await lifecycleNotices.startsSoon(tx, tournament);
        return due.length;
      });
    },

    /**
     * Tells the players of every entered (and waiting) team that check-in has opened, once per team: the
     * event's existence is the mark, read and written under the tournament's row lock (decision 0023).
     */
    async announceCheckInOpen(limit = 20): Promise<number> {
      return db.transaction(async (tx) => {
        const due = await claimCheckInOpening(tx, { now: clock.now(), limit });
        let told = 0;
        for (const tournament of due) told += await lifecycleNotices.checkInOpen(tx, tournament);
        return told;
      });
    },

    /** Tournaments whose start time has come, not locked by another instance right now. */
    async startDue(limit = 20): Promise<number> {
      const due = await listDueToStart(db, clock.now(), limit);
      let started = 0;
      for (const { id } of due) {
        try {
          if ((await service.start(id)) !== 'skipped') started += 1;
        } catch (error) {
          deps.log.error({ err: error, tournamentId: id }, 'could not start a due tournament');
        }
      }
      return started;
    },
  };
  return service;
}

export type LifecycleService = ReturnType<typeof createLifecycleService>;
