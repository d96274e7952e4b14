/** Queries for the waitlist of full tournaments and for check-in; callers pass their transaction. */
import { and, asc, eq, getTableColumns, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
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
import { tournaments, type TournamentRow } from '../../db/schema/tournaments';
import { users } from '../../db/schema/users';
import { enrolledTeamsCount } from '../../db/sql';

export type WaitlistRow = typeof tournamentWaitlist.$inferSelect;

export async function insertWaitlisted(db: DbOrTx, values: typeof tournamentWaitlist.$inferInsert) {
  const [row] = await db.insert(tournamentWaitlist).values(values).returning();
  return row!;
}

/** A tournament's waiting rows; with `who`, only those matching it. */
const waitingIn = (tournamentId: number, who?: SQL) =>
  and(eq(tournamentWaitlist.tournamentId, tournamentId), eq(tournamentWaitlist.status, 'waiting'), who);

/** The first waiting row in queue order among those matching `who`, with its team's name. */
async function firstWaiting(db: DbOrTx, tournamentId: number, who?: SQL) {
  const [row] = await db
    .select({ ...getTableColumns(tournamentWaitlist), teamName: teams.teamName })
    .from(tournamentWaitlist)
    .innerJoin(teams, eq(teams.id, tournamentWaitlist.teamId))
    .where(waitingIn(tournamentId, who))
    .orderBy(asc(tournamentWaitlist.id))
    .limit(1);
  return row;
}

/** The team's waiting row in a tournament. */
export const findWaitingTeam = (db: DbOrTx, tournamentId: number, teamId: number) =>
  firstWaiting(db, tournamentId, eq(tournamentWaitlist.teamId, teamId));

/** The captain's waiting row in a tournament (one captain may queue only one team at a time). */
export const findCaptainWaiting = (db: DbOrTx, tournamentId: number, captainId: number) =>
  firstWaiting(db, tournamentId, eq(tournamentWaitlist.captainId, captainId));

/** The next waiting team in queue order; with `checkedInOnly`, the next one that has checked in. */
export const nextWaiting = (db: DbOrTx, tournamentId: number, checkedInOnly: boolean) =>
  firstWaiting(db, tournamentId, checkedInOnly ? isNotNull(tournamentWaitlist.checkedInAt) : undefined);

/** waiting → another status, once (a conditional update, so a repeat changes nothing). */
export async function closeWaiting(
  db: DbOrTx,
  id: number,
  status: Exclude<WaitlistStatus, 'waiting'>,
  now: Date,
  extra: { note?: string } = {},
): Promise<WaitlistRow | undefined> {
  const [row] = await db
    .update(tournamentWaitlist)
    .set({ status, updatedAt: now, ...extra })
    .where(and(eq(tournamentWaitlist.id, id), eq(tournamentWaitlist.status, 'waiting')))
    .returning();
  return row;
}

/** A deleted team's waiting rows → left, all at once; answers the tournaments it was waiting for. */
export async function closeTeamWaiting(
  db: DbOrTx,
  teamId: number,
  now: Date,
): Promise<Array<Pick<TournamentRow, 'id' | 'tournamentName'>>> {
  const closed = await db
    .update(tournamentWaitlist)
    .set({ status: 'left', updatedAt: now })
    .where(and(eq(tournamentWaitlist.teamId, teamId), eq(tournamentWaitlist.status, 'waiting')))
    .returning({ tournamentId: tournamentWaitlist.tournamentId });
  if (closed.length === 0) return [];
  return db
    .select({ id: tournaments.id, tournamentName: tournaments.tournamentName })
    .from(tournaments)
    .where(
      inArray(
        tournaments.id,
        closed.map((row) => row.tournamentId),
      ),
    );
}

/** The entry a promoted waiting row became. */
export async function linkPromotedEntry(db: DbOrTx, id: number, entryId: number): Promise<void> {
  await db.update(tournamentWaitlist).set({ entryId }).where(eq(tournamentWaitlist.id, id));
}

/** At the start or a cancel: nobody is waiting for a place any more. */
export async function closeWaitlist(db: DbOrTx, tournamentId: number, now: Date): Promise<void> {
  await db
    .update(tournamentWaitlist)
    .set({ status: 'closed', updatedAt: now })
    .where(waitingIn(tournamentId));
}

export async function markWaitingCheckedIn(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db
    .update(tournamentWaitlist)
    .set({ checkedInAt: now, updatedAt: now })
    .where(and(eq(tournamentWaitlist.id, id), isNull(tournamentWaitlist.checkedInAt)));
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
    .where(waitingIn(tournamentId))
    .orderBy(asc(tournamentWaitlist.id));
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
      waitingIn(
        tournamentId,
        and(eq(teamMembers.userId, userId), inArray(teamMembers.isAccepted, [...ROSTER_STATES])),
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
