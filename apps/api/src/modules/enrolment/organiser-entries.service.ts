/**
 * The organiser's hold on a pending tournament's entries (decision 0028): check a team in for it, or remove
 * it with or without a refund. Each runs in one transaction on the locked tournament row (the lock enrolment,
 * leave, check-in and the start take), is audited, and tells the team's players in the same transaction.
 */
import {
  ORGANISER_ENTRY_MESSAGES as M,
  type EntryActionResult,
  type RemoveEntryInput,
} from '@arena/shared/organiser-entries';
import type { Db, Tx } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { recordAdminAction } from '../audit/audit.service';
import { closeEntry, findEntry, lockTournament, markEntryCheckedIn } from './enrolment.repository';
import { enrolmentNotices } from './enrolment.notices';
import { refundEntry } from './enrolment.rules';
import { fillFreePlaces } from './waitlist.service';

/** The pending tournament and its active entry, both locked by the tournament row; refusals otherwise. */
async function lockActiveEntry(tx: Tx, tournamentId: number, entryId: number) {
  const tournament = await lockTournament(tx, tournamentId);
  if (!tournament) throw notFound('The tournament');
  const found = await findEntry(tx, tournament.id, entryId);
  if (!found) throw notFound('The entry');
  if (tournament.tournamentState !== 'pending') throw new AppError('conflict', 'NOT_PENDING', M.notPending);
  if (found.entry.status !== 'active') throw new AppError('conflict', 'ENTRY_NOT_ACTIVE', M.entryNotActive);
  return { tournament, ...found };
}

export function createOrganiserEntriesService(deps: { db: Db; clock: Clock; onChange: () => void }) {
  const { db, clock } = deps;
  return {
    /** Checks an entered team in (any time before the start); a second call changes nothing. */
    async checkIn(
      adminId: number,
      tournamentId: number,
      entryId: number,
    ): Promise<{ result: EntryActionResult; changed: boolean }> {
      const answer = await db.transaction(async (tx) => {
        const { tournament, entry, teamName } = await lockActiveEntry(tx, tournamentId, entryId);
        if (tournament.checkInMinutes <= 0)
          throw new AppError('invalid', 'CHECK_IN_NOT_REQUIRED', M.checkInNotUsed);
        const result: EntryActionResult = {
          entry_id: entry.id,
          team_id: entry.teamId,
          status: 'active',
          checked_in: true,
          refunded_credits: 0,
          promoted_from_waitlist: 0,
        };
        if (entry.checkedInAt !== null) return { result, changed: false };
        await markEntryCheckedIn(tx, entry.id, clock.now());
        await recordAdminAction(tx, {
          adminId,
          action: 'entry.check_in',
          targetType: 'tournament',
          targetId: tournament.id,
          before: { entry_id: entry.id, team_id: entry.teamId, team_name: teamName, checked_in: false },
          after: { entry_id: entry.id, team_id: entry.teamId, team_name: teamName, checked_in: true },
        });
        await enrolmentNotices.tellTeam(
          tx,
          tournament,
          entry.teamId,
          'enrolment.checked_in',
          {
            title: M.checkedInSubject(tournament.tournamentName),
            body: M.checkedInNotice(teamName, tournament.tournamentName),
          },
          { by_organiser: true },
        );
        return { result, changed: true };
      });
      if (answer.changed) deps.onChange();
      return answer;
    },

    /**
     * Takes an entered team out before the start: closed as `removed`, refunded exactly what it paid when
     * `refund` (through the ledger, once per entry), audited with the reason, the team told; the place goes
     * to the waitlist in the same transaction, as when a team leaves.
     */
    async remove(
      adminId: number,
      tournamentId: number,
      entryId: number,
      input: RemoveEntryInput,
    ): Promise<EntryActionResult> {
      const result = await db.transaction(async (tx) => {
        const { tournament, entry, teamName } = await lockActiveEntry(tx, tournamentId, entryId);
        const now = clock.now();
        let refunded = 0;
        if (input.refund) {
          const credits = await refundEntry(tx, entry, 'removed', now, adminId);
          if (credits === undefined) throw new AppError('conflict', 'ENTRY_NOT_ACTIVE', M.entryNotActive);
          refunded = credits;
        } else if (!(await closeEntry(tx, entry.id, 'removed', now))) {
          throw new AppError('conflict', 'ENTRY_NOT_ACTIVE', M.entryNotActive);
        }
        await enrolmentNotices.tellTeam(
          tx,
          tournament,
          entry.teamId,
          'enrolment.removed',
          {
            title: M.removedSubject(tournament.tournamentName),
            body: M.removedNotice(teamName, tournament.tournamentName, input.reason, input.refund),
          },
          { refunded: input.refund, reason: input.reason },
        );
        const promoted = await fillFreePlaces(tx, tournament, now);
        await recordAdminAction(tx, {
          adminId,
          action: 'entry.remove',
          targetType: 'tournament',
          targetId: tournament.id,
          before: {
            entry_id: entry.id,
            team_id: entry.teamId,
            team_name: teamName,
            status: 'active',
            checked_in: entry.checkedInAt !== null,
            entry_fee_paid: entry.entryFeePaid,
          },
          after: {
            entry_id: entry.id,
            team_id: entry.teamId,
            team_name: teamName,
            status: 'removed',
            refund: input.refund,
            refunded_credits: refunded,
            promoted_from_waitlist: promoted,
          },
          note: input.reason,
        });
        return {
          entry_id: entry.id,
          team_id: entry.teamId,
          status: 'removed' as const,
          checked_in: entry.checkedInAt !== null,
          refunded_credits: refunded,
          promoted_from_waitlist: promoted,
        };
      });
      deps.onChange();
      return result;
    },
  };
}

export type OrganiserEntriesService = ReturnType<typeof createOrganiserEntriesService>;
