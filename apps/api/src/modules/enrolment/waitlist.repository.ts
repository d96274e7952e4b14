/** Queries for the waitlist of full tournaments and for check-in; callers pass their transaction. */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { ROSTER_STATES } from '@arena/shared/teams';
import type { DbOrTx } from '../../db/client';
import { games } from '../../db/schema/games';
import { teamMembers, teams } from '../../db/schema/teams';
import {
  tournamentEntries,
  tournamentEntryPlayers,
  tournamentWaitlist,
  type WaitlistStatus,
} from '../../db/schema/tournament-entries';
import { tournaments } from '../../db/schema/tournaments';
import { users } from '../../db/schema/users';
import { enrolledTeamsCount } from '../../db/sql';

export type WaitlistRow = typeof tournamentWaitlist.$inferSelect;

export async function insertWaitlisted(db: DbOrTx, values: typeof tournamentWaitlist.$inferInsert) {
  const [row] = await db.insert(tournamentWaitlist).values(values).returning();
  return row!;
}

export async function findWaitingTeam(db: DbOrTx, tournamentId: number, teamId: number) {
  const [row] = await db
    .select()
    .from(tournamentWaitlist)
    .where(
      and(
        eq(tournamentWaitlist.tournamentId, tournamentId),
        eq(tournamentWaitlist.teamId, teamId),
        eq(tournamentWaitlist.status, 'waiting'),
      ),
    )
    .limit(1);
  return row;
}

/** The captain's waiting row in a tournament (one captain may queue only one team at a time). */
export async function findCaptainWaiting(db: DbOrTx, tournamentId: number, captainId: number) {
  const [row] = await db
    .select()
    .from(tournamentWaitlist)
    .where(
      and(
        eq(tournamentWaitlist.tournamentId, tournamentId),
        eq(tournamentWaitlist.captainId, captainId),
        eq(tournamentWaitlist.status, 'waiting'),
      ),
    )
    .orderBy(asc(tournamentWaitlist.id))
    .limit(1);
  return row;
}

/** The next waiting team in queue order; with `checkedInOnly`, the next one that has checked in. */
export async function nextWaiting(db: DbOrTx, tournamentId: number, checkedInOnly: boolean) {
  const [row] = await db
    .select()
    .from(tournamentWaitlist)
    .where(
      and(
        eq(tournamentWaitlist.tournamentId, tournamentId),
        eq(tournamentWaitlist.status, 'waiting'),
        checkedInOnly ? isNotNull(tournamentWaitlist.checkedInAt) : undefined,
      ),
    )
    .orderBy(asc(tournamentWaitlist.id))
    .limit(1);
  return row;
}

/** waiting → another status, once (a conditional update, so a repeat changes nothing). */
export async function closeWaiting(
  db: DbOrTx,
  id: number,
  status: Exclude<WaitlistStatus, 'waiting'>,
  now: Date,
  extra: { note?: string; entryId?: number } = {},
): Promise<WaitlistRow | undefined> {
  const [row] = await db
    .update(tournamentWaitlist)
    .set({ status, updatedAt: now, ...extra })
    .where(and(eq(tournamentWaitlist.id, id), eq(tournamentWaitlist.status, 'waiting')))
    .returning();
  return row;
}

/** At the start or a cancel: nobody is waiting for a place any more. */
export async function closeWaitlist(db: DbOrTx, tournamentId: number, now: Date): Promise<void> {
  await db
    .update(tournamentWaitlist)
    .set({ status: 'closed', updatedAt: now })
    .where(and(eq(tournamentWaitlist.tournamentId, tournamentId), eq(tournamentWaitlist.status, 'waiting')));
}

export async function markWaitingCheckedIn(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db
    .update(tournamentWaitlist)
    .set({ checkedInAt: now, updatedAt: now })
    .where(and(eq(tournamentWaitlist.id, id), isNull(tournamentWaitlist.checkedInAt)));
}

export async function markEntryCheckedIn(db: DbOrTx, entryId: number, now: Date): Promise<void> {
  await db
    .update(tournamentEntries)
    .set({ checkedInAt: now, updatedAt: now })
    .where(and(eq(tournamentEntries.id, entryId), isNull(tournamentEntries.checkedInAt)));
}

/** The waiting teams of a tournament in queue order, for its public page. */
export async function listWaiting(db: DbOrTx, tournamentId: number) {
  return db
    .select({
      teamId: teams.id,
      teamName: teams.teamName,
      captainName: users.name,
      checkedInAt: tournamentWaitlist.checkedInAt,
    })
    .from(tournamentWaitlist)
    .innerJoin(teams, eq(teams.id, tournamentWaitlist.teamId))
    .innerJoin(users, eq(users.id, tournamentWaitlist.captainId))
    .where(and(eq(tournamentWaitlist.tournamentId, tournamentId), eq(tournamentWaitlist.status, 'waiting')))
    .orderBy(asc(tournamentWaitlist.id));
}

/** Active entries that have not checked in: the no-shows when the tournament starts. */
export async function entriesNotCheckedIn(db: DbOrTx, tournamentId: number) {
  return db
    .select()
    .from(tournamentEntries)
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        eq(tournamentEntries.status, 'active'),
        isNull(tournamentEntries.checkedInAt),
      ),
    )
    .orderBy(asc(tournamentEntries.id));
}

export async function captainContact(db: DbOrTx, teamId: number) {
  const [row] = await db
    .select({ teamName: teams.teamName, email: users.email })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.captainId))
    .where(eq(teams.id, teamId));
  return row;
}

/** The viewer's place in a tournament: the entry they play in, else a waiting team they belong to. */
export async function viewerPlace(db: DbOrTx, tournamentId: number, userId: number) {
  const [entered] = await db
    .select({
      teamId: teams.id,
      teamName: teams.teamName,
      captainId: tournamentEntries.captainId,
      checkedInAt: tournamentEntries.checkedInAt,
    })
    .from(tournamentEntryPlayers)
    .innerJoin(tournamentEntries, eq(tournamentEntries.id, tournamentEntryPlayers.entryId))
    .innerJoin(teams, eq(teams.id, tournamentEntries.teamId))
    .where(
      and(
        eq(tournamentEntryPlayers.tournamentId, tournamentId),
        eq(tournamentEntryPlayers.userId, userId),
        eq(tournamentEntryPlayers.active, 1),
      ),
    )
    .limit(1);
  if (entered) return { ...entered, status: 'enrolled' as const };
  const [waiting] = await db
    .select({
      teamId: teams.id,
      teamName: teams.teamName,
      captainId: tournamentWaitlist.captainId,
      checkedInAt: tournamentWaitlist.checkedInAt,
    })
    .from(tournamentWaitlist)
    .innerJoin(teams, eq(teams.id, tournamentWaitlist.teamId))
    .innerJoin(teamMembers, eq(teamMembers.teamId, tournamentWaitlist.teamId))
    .where(
      and(
        eq(tournamentWaitlist.tournamentId, tournamentId),
        eq(tournamentWaitlist.status, 'waiting'),
        eq(teamMembers.userId, userId),
        inArray(teamMembers.isAccepted, [...ROSTER_STATES]),
      ),
    )
    .orderBy(asc(tournamentWaitlist.id))
    .limit(1);
  return waiting ? { ...waiting, status: 'waitlisted' as const } : undefined;
}

/** A waiting row's place in its tournament's queue (1 = next), counted as the tournament page lists it. */
const queuePosition = sql<number>`(
  SELECT count(*)::int FROM tournament_waitlist wl_q
  WHERE wl_q.tournament_id = "tournament_waitlist"."tournament_id" AND wl_q.status = 'waiting'
    AND wl_q.id <= "tournament_waitlist"."id"
)`;

/**
 * The tournaments a player's teams are waiting for (captain or accepted player: a waiting team is not locked,
 * so its roster is the team's current one), with the place in the queue; for My Tournaments.
 */
export async function listWaitlistedTournaments(db: DbOrTx, userId: number) {
  return db
    .select({
      tournament: tournaments,
      gameName: games.gameName,
      enrolledTeams: enrolledTeamsCount,
      teamId: teams.id,
      teamName: teams.teamName,
      captainId: tournamentWaitlist.captainId,
      checkedInAt: tournamentWaitlist.checkedInAt,
      position: queuePosition,
    })
    .from(tournamentWaitlist)
    .innerJoin(tournaments, eq(tournaments.id, tournamentWaitlist.tournamentId))
    .innerJoin(games, eq(games.id, tournaments.gameId))
    .innerJoin(teams, eq(teams.id, tournamentWaitlist.teamId))
    .innerJoin(teamMembers, eq(teamMembers.teamId, tournamentWaitlist.teamId))
    .where(
      and(
        eq(tournamentWaitlist.status, 'waiting'),
        eq(teamMembers.userId, userId),
        inArray(teamMembers.isAccepted, [...ROSTER_STATES]),
        isNull(teams.deletedAt),
      ),
    );
}
