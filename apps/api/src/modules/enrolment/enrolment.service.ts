/**
 * Entering and leaving tournaments (DESIGN section 5): every rule is checked, and every credit and token
 * moved, in one transaction on the locked tournament and team rows.
 */
import { ENROLMENT_MESSAGES, type EnrolInput, type EnrolledTournament } from '@arena/shared/enrolment';
import type { Db, Tx } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/errors';
import { AppError, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { applyLedgerChange } from '../ledger/ledger.service';
import { notify } from '../notifications/notify';
import { toTournamentDto } from '../tournaments/tournament.mapper';
import {
  closeEntry,
  countActiveEntries,
  entryPlayers,
  findCaptainEntry,
  listEnrolledTournaments,
  lockTournament,
  type EntryRow,
} from './enrolment.repository';
import { checkTeamCanEnter, enterTeam, refuse } from './enrolment.rules';
import { fillFreePlaces, type WaitlistService } from './waitlist.service';
import { listWaitlistedTournaments } from './waitlist.repository';

/** Entry queries other modules run in their own transactions (the lifecycle, the console's tournaments). */
export {
  countActiveEntries,
  entryPlayers,
  findActiveEntry,
  listActiveEntries,
  lockTournament,
} from './enrolment.repository';

/**
 * Gives back exactly what an entry paid (credits to its captain, each token to its player) and closes it;
 * a second call finds the entry closed and does nothing, and the ledger references refuse a repeat.
 */
export async function refundEntry(
  tx: Tx,
  entry: EntryRow,
  status: 'left' | 'refunded',
  now: Date,
  actorId?: number,
): Promise<boolean> {
  const closed = await closeEntry(tx, entry.id, status, now);
  if (!closed) return false;
  if (closed.entryFeePaid > 0) {
    await applyLedgerChange(tx, {
      userId: closed.captainId,
      asset: 'credits',
      delta: closed.entryFeePaid,
      reason: status === 'left' ? 'entry fee refund (left)' : 'entry fee refund (cancelled)',
      reference: `entry:${closed.id}:fee:refund`,
      createdBy: actorId,
    });
  }
  for (const player of await entryPlayers(tx, closed.id)) {
    if (player.tokensPaid <= 0) continue;
    await applyLedgerChange(tx, {
      userId: player.userId,
      asset: 'tokens',
      delta: player.tokensPaid,
      reason: status === 'left' ? 'VIP token refund (left)' : 'VIP token refund (cancelled)',
      reference: `entry:${closed.id}:token:${player.userId}:refund`,
      createdBy: actorId,
    });
  }
  return true;
}

export function createEnrolmentService(deps: {
  db: Db;
  clock: Clock;
  onChange: () => void;
  /** Leaving takes a waiting team out of the waitlist too. */
  waitlist: WaitlistService;
}) {
  const { db, clock, waitlist } = deps;

  async function enrolInTransaction(
    tx: Tx,
    userId: number,
    input: EnrolInput & { team_id: number; tournament_id: number },
  ) {
    const now = clock.now();
    const tournament = await lockTournament(tx, input.tournament_id);
    if (!tournament) throw notFound('The tournament');
    if (tournament.tournamentState !== 'pending' || now >= tournament.registrationDeadlineDate)
      throw refuse('REGISTRATION_CLOSED', ENROLMENT_MESSAGES.registrationClosed);
    // Cheap refusals first: in a rush for the last slots most callers stop here.
    if ((await countActiveEntries(tx, tournament.id)) >= tournament.totalTeams)
      throw refuse('TOURNAMENT_FULL', ENROLMENT_MESSAGES.full);
    const { team, roster } = await checkTeamCanEnter(tx, tournament, input.team_id, userId, now);
    return enterTeam(tx, tournament, team, roster, now);
  }

  return {
    /**
     * The tournaments the user plays in (as captain or on a roster) and those their teams wait for, newest
     * start first, with the team.
     */
    async enrolledTournaments(userId: number): Promise<EnrolledTournament[]> {
      const [entered, waiting] = await Promise.all([
        listEnrolledTournaments(db, userId),
        listWaitlistedTournaments(db, userId),
      ]);
      const rows: EnrolledTournament[] = [
        ...entered.map((row) => ({
          ...toTournamentDto(row, true),
          team_id: row.teamId,
          team_name: row.teamName,
          is_captain: row.captainId === userId,
          checked_in: row.checkedInAt !== null,
          entry_status: 'enrolled' as const,
          waitlist_position: null,
        })),
        ...waiting.map((row) => ({
          ...toTournamentDto(row, false),
          team_id: row.teamId,
          team_name: row.teamName,
          is_captain: row.captainId === userId,
          checked_in: row.checkedInAt !== null,
          entry_status: 'waitlisted' as const,
          waitlist_position: row.position,
        })),
      ];
      return rows.sort(
        (a, b) =>
          Date.parse(b.tournament_start_date) - Date.parse(a.tournament_start_date) ||
          b.id - a.id ||
          a.team_id - b.team_id,
      );
    },

    async enrol(
      userId: number,
      input: EnrolInput & { team_id: number; tournament_id: number; captain_id: number },
    ) {
      if (input.captain_id !== userId) throw refuse('NOT_CAPTAIN', ENROLMENT_MESSAGES.notCaptain);
      try {
        const entry = await db.transaction(async (tx) => {
          const entry = await enrolInTransaction(tx, userId, input);
          await notify.enrolled(tx, entry);
          return entry;
        });
        deps.onChange();
        return entry;
      } catch (error) {
        // The partial unique indexes are the last word when two requests pass the checks together.
        const constraint = violatedUniqueConstraint(error);
        if (constraint === 'tournament_entries_active_unique')
          throw new AppError('conflict', 'ALREADY_ENROLLED', ENROLMENT_MESSAGES.alreadyEnrolled);
        if (constraint === 'tournament_entry_players_active_unique')
          throw refuse('PLAYER_TWICE', ENROLMENT_MESSAGES.playerTwice('A player of your team'));
        throw error;
      }
    },

    /**
     * The captain takes the team out before the start (refunded, and the place goes to the waitlist in the
     * same transaction), or out of the waitlist when it is only waiting.
     */
    async leave(
      userId: number,
      input: { tournament_id: number; captain_id: number },
    ): Promise<'entry' | 'waitlist'> {
      if (input.captain_id !== userId) throw refuse('NOT_CAPTAIN', ENROLMENT_MESSAGES.notCaptain);
      const left = await db.transaction(async (tx): Promise<'entry' | 'waitlist'> => {
        const tournament = await lockTournament(tx, input.tournament_id);
        if (!tournament) throw notFound('The tournament');
        const entry = await findCaptainEntry(tx, tournament.id, userId);
        if (!entry) {
          if (tournament.tournamentState === 'pending' && (await waitlist.leave(tx, tournament, userId)))
            return 'waitlist';
          throw refuse('NOT_ENROLLED', ENROLMENT_MESSAGES.notEnrolled);
        }
        if (tournament.tournamentState !== 'pending')
          throw refuse('LEAVE_CLOSED', ENROLMENT_MESSAGES.leaveClosed);
        const now = clock.now();
        await refundEntry(tx, entry, 'left', now);
        await notify.leftTournament(tx, entry);
        await fillFreePlaces(tx, tournament, now);
        return 'entry';
      });
      deps.onChange();
      return left;
    },
  };
}

export type EnrolmentService = ReturnType<typeof createEnrolmentService>;
