/** The lifecycle's queries: a tournament's state changes (on the row the caller's transaction locked) and the due starts. */
import { and, asc, eq, gt, isNull, lte, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { domainEvents } from '../../db/schema/notifications';
import { teams } from '../../db/schema/teams';
import { tournamentEntries, tournamentWaitlist } from '../../db/schema/tournament-entries';
import { tournaments, type TournamentRow } from '../../db/schema/tournaments';

export async function markCancelled(tx: Tx, tournamentId: number, reason: string, now: Date): Promise<void> {
  await tx
    .update(tournaments)
    .set({ tournamentState: 'cancelled', cancelledAt: now, cancelReason: reason, updatedAt: now })
    .where(eq(tournaments.id, tournamentId));
}

export async function markUnderway(tx: Tx, tournamentId: number, now: Date): Promise<void> {
  await tx
    .update(tournaments)
    .set({ tournamentState: 'underway', startedAt: now, updatedAt: now })
    .where(eq(tournaments.id, tournamentId));
}

/** Underway to completed in one conditional statement: the tournament, or undefined when it was not underway. */
export async function markCompleted(
  tx: Tx,
  tournamentId: number,
  now: Date,
): Promise<TournamentRow | undefined> {
  const [tournament] = await tx
    .update(tournaments)
    .set({ tournamentState: 'completed', completedAt: now, updatedAt: now })
    .where(and(eq(tournaments.id, tournamentId), eq(tournaments.tournamentState, 'underway')))
    .returning();
  return tournament;
}

/** Pending tournaments whose start time has come, the earliest first. */
export async function listDueToStart(db: Db, now: Date, limit: number): Promise<Array<{ id: number }>> {
  return db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(eq(tournaments.tournamentState, 'pending'), lte(tournaments.tournamentStartDate, now)))
    .orderBy(asc(tournaments.tournamentStartDate))
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------------------
// What the announcement sweeps claim: the event's existence is the mark that a tournament or team was told.

/** Pending tournaments starting within `withinMs` whose "starts soon" was not told yet; locked for this sweep. */
export async function claimStartingSoon(tx: Tx, input: { now: Date; withinMs: number; limit: number }) {
  const until = new Date(input.now.getTime() + input.withinMs);
  return tx
    .select({
      id: tournaments.id,
      name: tournaments.tournamentName,
      startsAt: tournaments.tournamentStartDate,
    })
    .from(tournaments)
    .where(
      and(
        eq(tournaments.tournamentState, 'pending'),
        gt(tournaments.tournamentStartDate, input.now),
        lte(tournaments.tournamentStartDate, until),
        sql`NOT EXISTS (SELECT 1 FROM ${domainEvents} WHERE ${domainEvents.tournamentId} = ${tournaments.id} AND ${domainEvents.type} = 'tournament.starts_soon')`,
      ),
    )
    .orderBy(asc(tournaments.tournamentStartDate))
    .limit(input.limit)
    .for('update', { skipLocked: true });
}

/** No "check-in open" event was recorded yet for this team in this tournament. */
const notToldCheckInOpen = (tournamentId: SQLWrapper, teamId: SQLWrapper) =>
  sql`NOT EXISTS (SELECT 1 FROM ${domainEvents} WHERE ${domainEvents.tournamentId} = ${tournamentId}
    AND ${domainEvents.type} = 'tournament.check_in_open' AND ${domainEvents.teamId} = ${teamId})`;

/**
 * Pending tournaments whose check-in window has opened and that have a team (entered and not checked in, or
 * waiting) not told yet; locked for this sweep (SKIP LOCKED: another instance, or an enrolment, holds it).
 * The teams themselves are read again after the lock (`teamsToTellCheckInOpen`): this statement's snapshot
 * may predate another instance's commit, the next statement's cannot.
 */
export async function claimCheckInOpening(tx: Tx, input: { now: Date; limit: number }) {
  return tx
    .select({
      id: tournaments.id,
      name: tournaments.tournamentName,
      startsAt: tournaments.tournamentStartDate,
    })
    .from(tournaments)
    .where(
      and(
        eq(tournaments.tournamentState, 'pending'),
        gt(tournaments.checkInMinutes, 0),
        gt(tournaments.tournamentStartDate, input.now),
        sql`${tournaments.tournamentStartDate} - ${tournaments.checkInMinutes} * interval '1 minute' <= ${input.now}`,
        sql`(EXISTS (SELECT 1 FROM ${tournamentEntries} WHERE ${tournamentEntries.tournamentId} = ${tournaments.id}
          AND ${tournamentEntries.status} = 'active' AND ${tournamentEntries.checkedInAt} IS NULL
          AND ${notToldCheckInOpen(tournaments.id, tournamentEntries.teamId)})
        OR EXISTS (SELECT 1 FROM ${tournamentWaitlist} WHERE ${tournamentWaitlist.tournamentId} = ${tournaments.id}
          AND ${tournamentWaitlist.status} = 'waiting' AND ${tournamentWaitlist.checkedInAt} IS NULL
          AND ${notToldCheckInOpen(tournaments.id, tournamentWaitlist.teamId)}))`,
      ),
    )
    .orderBy(asc(tournaments.tournamentStartDate))
    .limit(input.limit)
    .for('update', { skipLocked: true });
}

/** The teams of a (locked) tournament to tell that check-in is open: entered ones first, then waiting ones. */
export async function teamsToTellCheckInOpen(tx: Tx, tournamentId: number) {
  const entered = await tx
    .select({ teamId: tournamentEntries.teamId, entryId: tournamentEntries.id, teamName: teams.teamName })
    .from(tournamentEntries)
    .innerJoin(teams, eq(teams.id, tournamentEntries.teamId))
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        eq(tournamentEntries.status, 'active'),
        isNull(tournamentEntries.checkedInAt),
        notToldCheckInOpen(tournamentEntries.tournamentId, tournamentEntries.teamId),
      ),
    )
    .orderBy(asc(tournamentEntries.id));
  const waiting = await tx
    .select({ teamId: tournamentWaitlist.teamId, teamName: teams.teamName })
    .from(tournamentWaitlist)
    .innerJoin(teams, eq(teams.id, tournamentWaitlist.teamId))
    .where(
      and(
        eq(tournamentWaitlist.tournamentId, tournamentId),
        eq(tournamentWaitlist.status, 'waiting'),
        isNull(tournamentWaitlist.checkedInAt),
        notToldCheckInOpen(tournamentWaitlist.tournamentId, tournamentWaitlist.teamId),
      ),
    )
    .orderBy(asc(tournamentWaitlist.id));
  return { entered, waiting };
}
