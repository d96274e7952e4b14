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
import { violatedUniqueConstraint } from '../../db/errors';
import { AppError, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { recordEvent } from '../notifications/domain-events';
import { teamRosterIds } from '../notifications/notifications.service';
import { LINKS } from '../notifications/notify';
import {
  closeEntry,
  countActiveEntries,
  findActiveEntry,
  findCaptainEntry,
  lockTournament,
  playersAlreadyEntered,
} from './enrolment.repository';
import { checkCanPay, checkTeamCanEnter, enterTeam, refuse } from './enrolment.rules';
import {
  captainContact,
  closeWaiting,
  entriesNotCheckedIn,
  findCaptainWaiting,
  findWaitingTeam,
  insertWaitlisted,
  markEntryCheckedIn,
  markWaitingCheckedIn,
  nextWaiting,
} from './waitlist.repository';

/** Records a match-day event for a team's players (the captain and the accepted roster). */
async function tellTeam(
  tx: Tx,
  tournament: TournamentRow,
  teamId: number,
  type: 'enrolment.dropped' | 'waitlist.promoted' | 'waitlist.skipped',
  notice: { title: string; body: string },
  data: Record<string, unknown> = {},
) {
  await recordEvent(tx, {
    type,
    recipients: await teamRosterIds(tx, teamId),
    tournamentId: tournament.id,
    teamId,
    notice: { ...notice, link: LINKS.tournament(tournament.id) },
    data,
  });
}

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
 * Called with the tournament row locked (leave, start); answers how many teams were promoted.
 */
export async function fillFreePlaces(tx: Tx, tournament: TournamentRow, now: Date): Promise<number> {
  let promoted = 0;
  const checkedInOnly = checkInHasOpened(tournament, now);
  while ((await countActiveEntries(tx, tournament.id)) < tournament.totalTeams) {
    const next = await nextWaiting(tx, tournament.id, checkedInOnly);
    if (!next) break;
    try {
      // A savepoint: a refusal half-way (e.g. a token short) undoes only this team's attempt.
      const entry = await tx.transaction(async (savepoint) => {
        const { team, roster } = await checkTeamCanEnter(
          savepoint,
          tournament,
          next.teamId,
          next.captainId,
          now,
        );
        return enterTeam(savepoint, tournament, team, roster, now, { checkedInAt: next.checkedInAt });
      });
      await closeWaiting(tx, next.id, 'promoted', now, { entryId: entry.id });
      const contact = await captainContact(tx, next.teamId);
      promoted += 1;
      await tellTeam(tx, tournament, next.teamId, 'waitlist.promoted', {
        title: WAITLIST_MESSAGES.promotedSubject(tournament.tournamentName),
        body: WAITLIST_MESSAGES.promoted(
          contact?.teamName ?? '',
          tournament.tournamentName,
          tournament.entryFee,
        ),
      });
    } catch (error) {
      const reason = refusalOf(error);
      if (reason === undefined) throw error;
      await closeWaiting(tx, next.id, 'skipped', now, { note: reason });
      const contact = await captainContact(tx, next.teamId);
      await tellTeam(
        tx,
        tournament,
        next.teamId,
        'waitlist.skipped',
        {
          title: WAITLIST_MESSAGES.skippedSubject(tournament.tournamentName),
          body: WAITLIST_MESSAGES.skipped(contact?.teamName ?? '', tournament.tournamentName, reason),
        },
        { reason },
      );
    }
  }
  return promoted;
}

/**
 * At the start of a tournament with check-in: every entry that did not check in becomes a no-show (its
 * team unlocked, its fee kept: decision 0023), then the freed places go to checked-in waiting teams.
 */
export async function dropNoShows(tx: Tx, tournament: TournamentRow, now: Date): Promise<number> {
  if (tournament.checkInMinutes <= 0) return 0;
  let dropped = 0;
  for (const entry of await entriesNotCheckedIn(tx, tournament.id)) {
    if (!(await closeEntry(tx, entry.id, 'no_show', now))) continue;
    dropped += 1;
    const contact = await captainContact(tx, entry.teamId);
    await tellTeam(tx, tournament, entry.teamId, 'enrolment.dropped', {
      title: CHECK_IN_MESSAGES.droppedSubject(tournament.tournamentName),
      body: CHECK_IN_MESSAGES.dropped(contact?.teamName ?? '', tournament.tournamentName),
    });
  }
  return dropped;
}

export function createWaitlistService(deps: { db: Db; clock: Clock; onChange: () => void }) {
  const { db, clock } = deps;
  return {
    /** Queues a team for a full tournament: the enrolment rules are checked now, nothing is charged. */
    async join(
      userId: number,
      input: EnrolInput & { team_id: number; tournament_id: number; captain_id: number },
    ) {
      if (input.captain_id !== userId) throw refuse('NOT_CAPTAIN', ENROLMENT_MESSAGES.notCaptain);
      try {
        await db.transaction(async (tx) => {
          const now = clock.now();
          const tournament = await lockTournament(tx, input.tournament_id);
          if (!tournament) throw notFound('The tournament');
          if (tournament.tournamentState !== 'pending' || now >= tournament.registrationDeadlineDate)
            throw refuse('REGISTRATION_CLOSED', ENROLMENT_MESSAGES.registrationClosed);
          if ((await countActiveEntries(tx, tournament.id)) < tournament.totalTeams)
            throw refuse('NOT_FULL', WAITLIST_MESSAGES.notFull);
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
          throw refuse('CHECK_IN_NOT_REQUIRED', CHECK_IN_MESSAGES.notRequired);
        if (tournament.tournamentState !== 'pending' || now >= tournament.tournamentStartDate)
          throw refuse('CHECK_IN_CLOSED', CHECK_IN_MESSAGES.closed);
        if (now < checkInOpensAt(tournament))
          throw refuse('CHECK_IN_NOT_OPEN', CHECK_IN_MESSAGES.notOpen(tournament.checkInMinutes));
        const entry = await findCaptainEntry(tx, tournament.id, userId);
        if (entry) return markEntryCheckedIn(tx, entry.id, now);
        const waiting = await findCaptainWaiting(tx, tournament.id, userId);
        if (waiting) return markWaitingCheckedIn(tx, waiting.id, now);
        if ((await playersAlreadyEntered(tx, tournament.id, [userId])).length > 0)
          throw refuse('NOT_CAPTAIN', CHECK_IN_MESSAGES.notCaptain);
        throw refuse('NOT_ENTERED', CHECK_IN_MESSAGES.notEntered);
      });
      deps.onChange();
    },

    /** Leaves the waitlist (the leave call does this for a captain who is waiting, not entered). */
    async leave(tx: Tx, tournament: TournamentRow, userId: number): Promise<boolean> {
      const waiting = await findCaptainWaiting(tx, tournament.id, userId);
      if (!waiting) return false;
      if (await findActiveEntry(tx, tournament.id, waiting.teamId)) return false;
      return (await closeWaiting(tx, waiting.id, 'left', clock.now())) !== undefined;
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;

/** Waitlist reads and closing for other modules' transactions (the lifecycle's start, the tournament page). */
export { closeWaitlist, listWaiting, viewerPlace } from './waitlist.repository';
