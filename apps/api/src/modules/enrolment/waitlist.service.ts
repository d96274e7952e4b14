/**
 * The waitlist of a full tournament and check-in (decision 0023). Joining checks the enrolment rules and
 * charges nothing; when a place frees, `fillFreePlaces` enrols the first eligible waiting team in the
 * transaction that freed it, each attempt inside a savepoint so a team that cannot enter is skipped without
 * undoing the rest. Who was promoted, skipped or dropped is told through a domain event recorded in the same
 * transaction (in-app, e-mail and live streams: the notifications outbox).
 */
import { ENROLMENT_MESSAGES, type EnrolInput } from '@arena/shared/enrolment';
import { CHECK_IN_MESSAGES, WAITLIST_MESSAGES } from '@arena/shared/match-day-messages';
import type { Db, Tx } from '../../db/client';
import type { TournamentRow } from '../../db/schema/tournaments';
import type { UserRow } from '../../db/schema/users';
import { violatedUniqueConstraint } from '../../db/errors';
import { AppError, invalid, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { requireCaptain } from '../teams/teams.service';
import { requireVerifiedEmail } from '../users/verified-email';
import {
  closeEntry,
  countActiveEntries,
  findActiveEntry,
  findCaptainEntry,
  listActiveEntries,
  lockTournament,
  markEntryCheckedIn,
  playersAlreadyEntered,
} from './enrolment.repository';
import { checkCanPay, checkTeamCanEnter, enterTeam, isPaidEntry, refundEntry } from './enrolment.rules';
import {
  closeTeamWaiting,
  closeWaiting,
  findCaptainWaiting,
  findWaitingTeam,
  insertWaitlisted,
  linkPromotedEntry,
  markWaitingCheckedIn,
  nextWaiting,
} from './waitlist.repository';
import { enrolmentNotices } from './enrolment.notices';

export const checkInOpensAt = (t: TournamentRow) =>
  new Date(t.tournamentStartDate.getTime() - t.checkInMinutes * 60_000);

/** From the moment check-in opens, only checked-in teams can take a place from the waitlist. */
const checkInHasOpened = (t: TournamentRow, now: Date) =>
  t.checkInMinutes > 0 && now.getTime() >= checkInOpensAt(t).getTime();

/** The sentence a refused promotion is skipped with, or undefined for a failure that is not a refusal. */
function refusalOf(error: unknown): string | undefined {
  if (error instanceof AppError && ['invalid', 'conflict', 'not_found'].includes(error.kind))
    return error.message;
  if (violatedUniqueConstraint(error) === 'tournament_entry_players_active_unique')
    return ENROLMENT_MESSAGES.playerTwice('A player of your team');
  return undefined;
}

/**
 * Gives every free place to the next eligible waiting team, in queue order, paying as enrolment does.
 * Called with the tournament row locked (leave, start, the console raising total_teams), which serialises
 * it; the conditional claim of the waiting row makes a second promotion of one row impossible besides.
 * Answers how many teams were promoted.
 */
export async function fillFreePlaces(tx: Tx, tournament: TournamentRow, now: Date): Promise<number> {
  let promoted = 0;
  const checkedInOnly = checkInHasOpened(tournament, now);
  while ((await countActiveEntries(tx, tournament.id)) < tournament.totalTeams) {
    const next = await nextWaiting(tx, tournament.id, checkedInOnly);
    if (!next) break;
    try {
      // A savepoint: a refusal half-way (e.g. a token short) undoes only this team's attempt, claim included.
      const entered = await tx.transaction(async (savepoint) => {
        // The team's row first, then the waiting row: the order a team's deletion takes them in (no deadlock).
        await requireCaptain(savepoint, next.teamId, next.captainId, ENROLMENT_MESSAGES.notCaptain);
        if (!(await closeWaiting(savepoint, next.id, 'promoted', now))) return false;
        const { team, roster } = await checkTeamCanEnter(
          savepoint,
          tournament,
          next.teamId,
          next.captainId,
          now,
        );
        const entry = await enterTeam(savepoint, tournament, team, roster, now, {
          checkedInAt: next.checkedInAt,
        });
        await linkPromotedEntry(savepoint, next.id, entry.id);
        return true;
      });
      if (!entered) continue;
      promoted += 1;
      await enrolmentNotices.tellTeam(tx, tournament, next.teamId, 'waitlist.promoted', {
        title: WAITLIST_MESSAGES.promotedSubject(tournament.tournamentName),
        body: WAITLIST_MESSAGES.promoted(next.teamName, tournament.tournamentName, tournament.entryFee),
      });
    } catch (error) {
      const reason = refusalOf(error);
      if (reason === undefined) throw error;
      // Already closed meanwhile (e.g. the team was deleted): nobody is told of a skip.
      if (!(await closeWaiting(tx, next.id, 'skipped', now, { note: reason }))) continue;
      await enrolmentNotices.tellTeam(
        tx,
        tournament,
        next.teamId,
        'waitlist.skipped',
        {
          title: WAITLIST_MESSAGES.skippedSubject(tournament.tournamentName),
          body: WAITLIST_MESSAGES.skipped(next.teamName, tournament.tournamentName, reason),
        },
        { reason },
      );
    }
  }
  return promoted;
}

/**
 * At the start of a tournament with check-in: every entry that did not check in becomes a no-show (its
 * team unlocked, its fee kept: decision 0023), then the freed places go to checked-in waiting teams. A start
 * before the advertised close of check-in (the organiser's Start now) refunds what the dropped entries paid
 * (decision 0028): the team was promised until the start time to check in. Answers the teams dropped.
 */
export async function dropNoShows(
  tx: Tx,
  tournament: TournamentRow,
  now: Date,
): Promise<Array<{ team_id: number; team_name: string; refunded_credits: number | null }>> {
  if (tournament.checkInMinutes <= 0) return [];
  const early = now.getTime() < tournament.tournamentStartDate.getTime();
  const dropped: Array<{ team_id: number; team_name: string; refunded_credits: number | null }> = [];
  for (const { entry, teamName } of await listActiveEntries(tx, tournament.id)) {
    if (entry.checkedInAt !== null) continue;
    let refunded: number | null = null;
    if (early) {
      const credits = await refundEntry(tx, entry, 'no_show', now);
      if (credits === undefined) continue;
      refunded = credits;
    } else if (!(await closeEntry(tx, entry.id, 'no_show', now))) continue;
    dropped.push({ team_id: entry.teamId, team_name: teamName, refunded_credits: refunded });
    await enrolmentNotices.tellTeam(
      tx,
      tournament,
      entry.teamId,
      'enrolment.dropped',
      {
        title: CHECK_IN_MESSAGES.droppedSubject(tournament.tournamentName),
        body: (early ? CHECK_IN_MESSAGES.droppedRefunded : CHECK_IN_MESSAGES.dropped)(
          teamName,
          tournament.tournamentName,
        ),
      },
      { refunded: early },
    );
  }
  return dropped;
}

export function createWaitlistService(deps: { db: Db; clock: Clock; onChange: () => void }) {
  const { db, clock } = deps;
  return {
    /** Queues a team for a full tournament: the enrolment rules are checked now, nothing is charged. */
    async join(
      captain: Pick<UserRow, 'id' | 'emailVerifiedAt'>,
      input: EnrolInput & { team_id: number; tournament_id: number; captain_id: number },
    ) {
      const userId = captain.id;
      if (input.captain_id !== userId) throw invalid('NOT_CAPTAIN', ENROLMENT_MESSAGES.notCaptain);
      try {
        await db.transaction(async (tx) => {
          const now = clock.now();
          const tournament = await lockTournament(tx, input.tournament_id);
          if (!tournament) throw notFound('The tournament');
          if (tournament.tournamentState !== 'pending' || now >= tournament.registrationDeadlineDate)
            throw invalid('REGISTRATION_CLOSED', ENROLMENT_MESSAGES.registrationClosed);
          // The place it waits for is a paid entry: it needs the captain's verified e-mail (decision 0054).
          if (isPaidEntry(tournament)) requireVerifiedEmail(captain);
          if ((await countActiveEntries(tx, tournament.id)) < tournament.totalTeams)
            throw invalid('NOT_FULL', WAITLIST_MESSAGES.notFull);
          const { team, roster } = await checkTeamCanEnter(tx, tournament, input.team_id, userId, now);
          if (await findWaitingTeam(tx, tournament.id, team.id))
            throw new AppError('conflict', 'ALREADY_WAITLISTED', WAITLIST_MESSAGES.alreadyWaitlisted);
          checkCanPay(tournament, team, roster);
          await insertWaitlisted(tx, {
            tournamentId: tournament.id,
            teamId: team.id,
            captainId: userId,
            createdAt: now,
            updatedAt: now,
          });
          await enrolmentNotices.showChange(tx, tournament, team.id, 'waitlist.joined');
        });
      } catch (error) {
        if (violatedUniqueConstraint(error) === 'tournament_waitlist_waiting_unique')
          throw new AppError('conflict', 'ALREADY_WAITLISTED', WAITLIST_MESSAGES.alreadyWaitlisted);
        throw error;
      }
      deps.onChange();
    },

    /** The captain checks the team in while the window is open: an entered team, or one on the waitlist. */
    async checkIn(userId: number, tournamentId: number) {
      await db.transaction(async (tx) => {
        const now = clock.now();
        const tournament = await lockTournament(tx, tournamentId);
        if (!tournament) throw notFound('The tournament');
        if (tournament.checkInMinutes <= 0)
          throw invalid('CHECK_IN_NOT_REQUIRED', CHECK_IN_MESSAGES.notRequired);
        if (tournament.tournamentState !== 'pending' || now >= tournament.tournamentStartDate)
          throw invalid('CHECK_IN_CLOSED', CHECK_IN_MESSAGES.closed);
        if (now < checkInOpensAt(tournament))
          throw invalid('CHECK_IN_NOT_OPEN', CHECK_IN_MESSAGES.notOpen(tournament.checkInMinutes));
        // Under the tournament's lock: a second check-in finds the first one and changes nothing.
        const entry = await findCaptainEntry(tx, tournament.id, userId);
        if (entry) {
          if (entry.checkedInAt !== null) return;
          await markEntryCheckedIn(tx, entry.id, now);
          return enrolmentNotices.showChange(tx, tournament, entry.teamId, 'enrolment.checked_in');
        }
        const waiting = await findCaptainWaiting(tx, tournament.id, userId);
        if (waiting) {
          if (waiting.checkedInAt !== null) return;
          await markWaitingCheckedIn(tx, waiting.id, now);
          return enrolmentNotices.showChange(tx, tournament, waiting.teamId, 'enrolment.checked_in');
        }
        if ((await playersAlreadyEntered(tx, tournament.id, [userId])).length > 0)
          throw invalid('NOT_CAPTAIN', CHECK_IN_MESSAGES.notCaptain);
        throw invalid('NOT_ENTERED', CHECK_IN_MESSAGES.notEntered);
      });
      deps.onChange();
    },

    /**
     * A team is being deleted (its row locked, in the deletion's transaction): it leaves every waitlist it is
     * on, so it is no longer listed, never promoted, and its captain may queue another team.
     */
    async teamDeleted(tx: Tx, teamId: number): Promise<void> {
      const left = await closeTeamWaiting(tx, teamId, clock.now());
      if (left.length === 0) return;
      const facts = await enrolmentNotices.teamFacts(tx, teamId);
      for (const tournament of left)
        await enrolmentNotices.showChange(tx, tournament, teamId, 'waitlist.left', facts);
    },

    /** Leaves the waitlist (the leave call does this for a captain who is waiting, not entered). */
    async leave(tx: Tx, tournament: TournamentRow, userId: number): Promise<boolean> {
      const waiting = await findCaptainWaiting(tx, tournament.id, userId);
      if (!waiting) return false;
      if (await findActiveEntry(tx, tournament.id, waiting.teamId)) return false;
      if (!(await closeWaiting(tx, waiting.id, 'left', clock.now()))) return false;
      await enrolmentNotices.showChange(tx, tournament, waiting.teamId, 'waitlist.left');
      return true;
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;

/** Waitlist reads and closing for other modules' transactions (the lifecycle's start, the tournament page). */
export { closeWaitlist, listWaiting, listWaitlistedTournaments, viewerPlace } from './waitlist.repository';
