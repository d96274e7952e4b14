/**
 * Entering and leaving tournaments (DESIGN section 5): every rule is checked, and every credit and token
 * moved, in one transaction on the locked tournament and team rows.
 */
import { ENROLMENT_MESSAGES, type EnrolInput } from '@arena/shared/enrolment';
import type { Db, Tx } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/errors';
import { AppError, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { applyLedgerChange } from '../ledger/ledger.service';
import { isVip } from '../payments/vip';
import { findMembership, lockTeam } from '../teams/teams.repository';
import {
  acceptedRoster,
  closeEntry,
  countActiveEntries,
  entryPlayers,
  findActiveEntry,
  findCaptainEntry,
  insertEntry,
  insertEntryPlayers,
  lockTournament,
  playersAlreadyEntered,
  setEntryPlayerTokens,
  type EntryRow,
} from './enrolment.repository';
import { MEMBER } from '@arena/shared/teams';

const refuse = (code: string, message: string) => new AppError('invalid', code, message);

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

export function createEnrolmentService(deps: { db: Db; clock: Clock; onChange: () => void }) {
  const { db, clock } = deps;

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

    const team = await lockTeam(tx, input.team_id);
    if (!team) throw notFound('The team');
    if (team.captainId !== userId) {
      const membership = await findMembership(tx, team.id, userId);
      if (!membership || membership.isAccepted === MEMBER.pending) throw notFound('The team');
      throw refuse('NOT_CAPTAIN', ENROLMENT_MESSAGES.notCaptain);
    }
    if (await findActiveEntry(tx, tournament.id, team.id))
      throw new AppError('conflict', 'ALREADY_ENROLLED', ENROLMENT_MESSAGES.alreadyEnrolled);
    if (team.totalPlayers !== tournament.teamSize)
      throw refuse('TEAM_SIZE', ENROLMENT_MESSAGES.teamSize(tournament.teamSize, team.totalPlayers));
    const roster = await acceptedRoster(tx, team.id);
    if (roster.length !== tournament.teamSize)
      throw refuse(
        'ROSTER_INCOMPLETE',
        ENROLMENT_MESSAGES.rosterIncomplete(tournament.teamSize, roster.length),
      );
    const taken = new Set(
      (
        await playersAlreadyEntered(
          tx,
          tournament.id,
          roster.map((p) => p.userId),
        )
      ).map((p) => p.userId),
    );
    const twice = roster.find((p) => taken.has(p.userId));
    if (twice) throw refuse('PLAYER_TWICE', ENROLMENT_MESSAGES.playerTwice(twice.name));
    const vip = tournament.tournamentCategory === 'vip';
    if (vip) {
      const lapsed = roster.find((p) => !isVip(p, now));
      if (lapsed) throw refuse('VIP_REQUIRED', ENROLMENT_MESSAGES.vipRequired(lapsed.name));
    }

    const entry = await insertEntry(tx, {
      tournamentId: tournament.id,
      teamId: team.id,
      captainId: team.captainId,
      entryFeePaid: tournament.entryFee,
      createdAt: now,
      updatedAt: now,
    });
    await insertEntryPlayers(
      tx,
      roster.map((p) => ({ entryId: entry.id, tournamentId: tournament.id, userId: p.userId })),
    );
    if (tournament.entryFee > 0) {
      await applyLedgerChange(tx, {
        userId: team.captainId,
        asset: 'credits',
        delta: -tournament.entryFee,
        reason: 'entry fee',
        reference: `entry:${entry.id}:fee`,
      }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE') {
          const captain = roster.find((p) => p.userId === team.captainId);
          throw refuse(
            'NOT_ENOUGH_CREDITS',
            ENROLMENT_MESSAGES.notEnoughCredits(tournament.entryFee, captain?.credits ?? 0),
          );
        }
        throw error;
      });
    }
    if (vip) {
      for (const player of roster) {
        await applyLedgerChange(tx, {
          userId: player.userId,
          asset: 'tokens',
          delta: -1,
          reason: 'VIP token for entry',
          reference: `entry:${entry.id}:token:${player.userId}`,
        }).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE')
            throw refuse('TOKEN_REQUIRED', ENROLMENT_MESSAGES.tokenRequired(player.name));
          throw error;
        });
        await setEntryPlayerTokens(tx, entry.id, player.userId, 1);
      }
    }
    return entry;
  }

  return {
    async enrol(
      userId: number,
      input: EnrolInput & { team_id: number; tournament_id: number; captain_id: number },
    ) {
      if (input.captain_id !== userId) throw refuse('NOT_CAPTAIN', ENROLMENT_MESSAGES.notCaptain);
      try {
        const entry = await db.transaction((tx) => enrolInTransaction(tx, userId, input));
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

    async leave(userId: number, input: { tournament_id: number; captain_id: number }) {
      if (input.captain_id !== userId) throw refuse('NOT_CAPTAIN', ENROLMENT_MESSAGES.notCaptain);
      await db.transaction(async (tx) => {
        const tournament = await lockTournament(tx, input.tournament_id);
        if (!tournament) throw notFound('The tournament');
        const entry = await findCaptainEntry(tx, tournament.id, userId);
        if (!entry) throw refuse('NOT_ENROLLED', ENROLMENT_MESSAGES.notEnrolled);
        if (tournament.tournamentState !== 'pending')
          throw refuse('LEAVE_CLOSED', ENROLMENT_MESSAGES.leaveClosed);
        await refundEntry(tx, entry, 'left', clock.now());
      });
      deps.onChange();
    },
  };
}
