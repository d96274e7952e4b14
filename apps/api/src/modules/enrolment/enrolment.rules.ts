/**
 * The rules a team meets to take a place in a tournament, shared by enrolment, the waitlist (checked when
 * joining, applied again at promotion) and promotion itself. Everything runs in the caller's transaction,
 * on the tournament row it has already locked.
 */
import { ENROLMENT_MESSAGES } from '@arena/shared/enrolment';
import type { TeamRow } from '../../db/schema/teams';
import type { TournamentRow } from '../../db/schema/tournaments';
import type { Tx } from '../../db/client';
import { AppError, invalid } from '../../http/errors';
import { applyLedgerChange } from '../ledger/ledger.service';
import { isVip } from '../users/vip';
import {
  refuseUnlessOfAgeAndAllowed,
  refuseUnlessTeamMatesOfAgeAndAllowed,
} from '../users/age-and-country.service';
import { requireCaptain, teamRoster } from '../teams/teams.service';
import {
  closeEntry,
  entryPlayers,
  findActiveEntry,
  insertEntry,
  insertEntryPlayers,
  playerInOverlappingTournament,
  playersAlreadyEntered,
  setEntryPlayerTokens,
  type EntryRow,
} from './enrolment.repository';

export type Roster = Awaited<ReturnType<typeof teamRoster>>;

/** An entry that costs money: a fee in credits, or VIP tokens (decision 0055: both are bought). */
export function isPaidEntry(tournament: Pick<TournamentRow, 'entryFee' | 'tournamentCategory'>): boolean {
  return tournament.entryFee > 0 || tournament.tournamentCategory === 'vip';
}

/**
 * Locks the team and checks who asks and what the team is: captain, not entered yet, size, full roster,
 * nobody playing twice nor in another tournament at the same time, VIP plans. Balances are not checked here (enrolment debits, the waitlist checks).
 */
export async function checkTeamCanEnter(
  tx: Tx,
  tournament: TournamentRow,
  teamId: number,
  userId: number,
  now: Date,
): Promise<{ team: TeamRow; roster: Roster }> {
  const team = await requireCaptain(tx, teamId, userId, ENROLMENT_MESSAGES.notCaptain);
  if (await findActiveEntry(tx, tournament.id, team.id))
    throw new AppError('conflict', 'ALREADY_ENROLLED', ENROLMENT_MESSAGES.alreadyEnrolled);
  if (team.totalPlayers !== tournament.teamSize)
    throw invalid('TEAM_SIZE', ENROLMENT_MESSAGES.teamSize(tournament.teamSize, team.totalPlayers));
  const roster = await teamRoster(tx, team.id);
  if (roster.length !== tournament.teamSize)
    throw invalid(
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
  if (twice) throw invalid('PLAYER_TWICE', ENROLMENT_MESSAGES.playerTwice(twice.name));
  // Being in another tournament is fine (next week's cup while this week's runs); overlapping times are not.
  const busy = await playerInOverlappingTournament(
    tx,
    tournament,
    roster.map((p) => p.userId),
  );
  if (busy) {
    const name = roster.find((p) => p.userId === busy.userId)?.name ?? 'A player of your team';
    throw invalid('OVERLAPPING_TOURNAMENT', ENROLMENT_MESSAGES.overlap(name, busy.tournamentName));
  }
  if (tournament.tournamentCategory === 'vip') {
    const lapsed = roster.find((p) => !isVip(p, now));
    if (lapsed) throw invalid('VIP_REQUIRED', ENROLMENT_MESSAGES.vipRequired(lapsed.name));
  }
  if (isPaidEntry(tournament)) {
    await refuseUnlessOfAgeAndAllowed(tx, userId, 'paid_entry', now);
    await refuseUnlessTeamMatesOfAgeAndAllowed(
      tx,
      roster.map((p) => p.userId).filter((id) => id !== userId),
      now,
    );
  }
  return { team, roster };
}

/** What the waitlist checks without charging: the entry fee and, for VIP, one token per player. */
export function checkCanPay(tournament: TournamentRow, team: TeamRow, roster: Roster): void {
  const captain = roster.find((p) => p.userId === team.captainId);
  if ((captain?.credits ?? 0) < tournament.entryFee)
    throw invalid(
      'NOT_ENOUGH_CREDITS',
      ENROLMENT_MESSAGES.notEnoughCredits(tournament.entryFee, captain?.credits ?? 0),
    );
  if (tournament.tournamentCategory === 'vip') {
    const without = roster.find((p) => p.tokens < 1);
    if (without) throw invalid('TOKEN_REQUIRED', ENROLMENT_MESSAGES.tokenRequired(without.name));
  }
}

/** Inserts the entry and its roster and takes the fee (and VIP tokens) through the ledger. */
export async function enterTeam(
  tx: Tx,
  tournament: TournamentRow,
  team: TeamRow,
  roster: Roster,
  now: Date,
  options: { checkedInAt?: Date | null } = {},
) {
  const entry = await insertEntry(tx, {
    tournamentId: tournament.id,
    teamId: team.id,
    captainId: team.captainId,
    entryFeePaid: tournament.entryFee,
    checkedInAt: options.checkedInAt ?? null,
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
        throw invalid(
          'NOT_ENOUGH_CREDITS',
          ENROLMENT_MESSAGES.notEnoughCredits(tournament.entryFee, captain?.credits ?? 0),
        );
      }
      throw error;
    });
  }
  if (tournament.tournamentCategory === 'vip') {
    for (const player of roster) {
      await applyLedgerChange(tx, {
        userId: player.userId,
        asset: 'tokens',
        delta: -1,
        reason: 'VIP token for entry',
        reference: `entry:${entry.id}:token:${player.userId}`,
      }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE')
          throw invalid('TOKEN_REQUIRED', ENROLMENT_MESSAGES.tokenRequired(player.name));
        throw error;
      });
      await setEntryPlayerTokens(tx, entry.id, player.userId, 1);
    }
  }
  return entry;
}

/** Why an entry's payment came back, as the ledger names it. */
const REFUND_REASONS = {
  left: 'left',
  refunded: 'cancelled',
  no_show: 'dropped by an early start',
  removed: 'removed by the organiser',
} as const;

/**
 * Gives back exactly what an entry paid (credits to its captain, each token to its player) and closes it with
 * `status`; answers the credits given back, or undefined when the entry was already closed. A second call
 * finds the entry closed and does nothing, and the ledger references (one refund per entry, whatever closed
 * it) refuse a repeat.
 */
export async function refundEntry(
  tx: Tx,
  entry: Pick<EntryRow, 'id'>,
  status: keyof typeof REFUND_REASONS,
  now: Date,
  actorId?: number,
): Promise<number | undefined> {
  const closed = await closeEntry(tx, entry.id, status, now);
  if (!closed) return undefined;
  const why = REFUND_REASONS[status];
  if (closed.entryFeePaid > 0) {
    await applyLedgerChange(tx, {
      userId: closed.captainId,
      asset: 'credits',
      delta: closed.entryFeePaid,
      reason: `entry fee refund (${why})`,
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
      reason: `VIP token refund (${why})`,
      reference: `entry:${closed.id}:token:${player.userId}:refund`,
      createdBy: actorId,
    });
  }
  return closed.entryFeePaid;
}
