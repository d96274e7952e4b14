/** Queries for tournament entries and the rosters they were made with; callers pass their transaction. */
import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { games } from '../../db/schema/games';
import { teams } from '../../db/schema/teams';
import {
  tournamentEntries,
  tournamentEntryPlayers,
  type EntryStatus,
} from '../../db/schema/tournament-entries';
import { tournaments, type TournamentRow } from '../../db/schema/tournaments';
import { userPlatformIds, users } from '../../db/schema/users';
import { enrolledTeamsCount } from '../../db/sql';

export type EntryRow = typeof tournamentEntries.$inferSelect;

/** Serialises every change to one tournament's entries (enrol, leave, start, cancel). */
export async function lockTournament(db: DbOrTx, id: number): Promise<TournamentRow | undefined> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
  return row;
}

/**
 * What an enrolment is first refused on, read without a lock in one statement (so from one snapshot): the
 * tournament's state, deadline and places, and its enrolled teams counted as every list and page counts them.
 */
export async function readPlaces(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      tournamentState: tournaments.tournamentState,
      registrationDeadlineDate: tournaments.registrationDeadlineDate,
      totalTeams: tournaments.totalTeams,
      enrolled: enrolledTeamsCount,
    })
    .from(tournaments)
    .where(eq(tournaments.id, id));
  return row;
}

/** The tournament's enrolled teams, counted as every list and page counts them. */
export async function countActiveEntries(db: DbOrTx, tournamentId: number): Promise<number> {
  const [row] = await db
    .select({ n: enrolledTeamsCount })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  return row?.n ?? 0;
}

/** A tournament's active entries; with `who`, only those matching it (a team's, a captain's). */
const activeIn = (tournamentId: number, who?: SQL) =>
  and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.status, 'active'), who);

async function firstActiveEntry(db: DbOrTx, tournamentId: number, who: SQL) {
  const [row] = await db
    .select()
    .from(tournamentEntries)
    .where(activeIn(tournamentId, who))
    .orderBy(asc(tournamentEntries.id))
    .limit(1);
  return row;
}

/** One entry of a tournament (any status), with its team's name; undefined for another tournament's. */
export async function findEntry(db: DbOrTx, tournamentId: number, entryId: number) {
  const [row] = await db
    .select({ entry: tournamentEntries, teamName: teams.teamName })
    .from(tournamentEntries)
    .innerJoin(teams, eq(teams.id, tournamentEntries.teamId))
    .where(and(eq(tournamentEntries.id, entryId), eq(tournamentEntries.tournamentId, tournamentId)));
  return row;
}

/** The team's active entry in a tournament. */
export const findActiveEntry = (db: DbOrTx, tournamentId: number, teamId: number) =>
  firstActiveEntry(db, tournamentId, eq(tournamentEntries.teamId, teamId));

/** The captain's active entry in a tournament. */
export const findCaptainEntry = (db: DbOrTx, tournamentId: number, captainId: number) =>
  firstActiveEntry(db, tournamentId, eq(tournamentEntries.captainId, captainId));

export async function listActiveEntries(db: DbOrTx, tournamentId: number) {
  return db
    .select({ entry: tournamentEntries, teamName: teams.teamName })
    .from(tournamentEntries)
    .innerJoin(teams, eq(teams.id, tournamentEntries.teamId))
    .where(activeIn(tournamentId))
    .orderBy(asc(tournamentEntries.createdAt), asc(tournamentEntries.id));
}

/** Which of these users already play in the tournament for an active entry. */
export async function playersAlreadyEntered(db: DbOrTx, tournamentId: number, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: tournamentEntryPlayers.userId })
    .from(tournamentEntryPlayers)
    .where(
      and(
        eq(tournamentEntryPlayers.tournamentId, tournamentId),
        eq(tournamentEntryPlayers.active, 1),
        inArray(tournamentEntryPlayers.userId, userIds),
      ),
    );
}

/**
 * The first of these users found playing (an active entry) in another pending or underway tournament whose
 * time, start to end, overlaps this one's (decision 0028), with that tournament's name.
 */
export async function playerInOverlappingTournament(
  db: DbOrTx,
  tournament: Pick<TournamentRow, 'id' | 'tournamentStartDate' | 'tournamentEndDate'>,
  userIds: number[],
) {
  if (userIds.length === 0) return undefined;
  const [row] = await db
    .select({ userId: tournamentEntryPlayers.userId, tournamentName: tournaments.tournamentName })
    .from(tournamentEntryPlayers)
    .innerJoin(tournaments, eq(tournaments.id, tournamentEntryPlayers.tournamentId))
    .where(
      and(
        eq(tournamentEntryPlayers.active, 1),
        inArray(tournamentEntryPlayers.userId, userIds),
        ne(tournamentEntryPlayers.tournamentId, tournament.id),
        // A season ladder runs for weeks beside the cups: its entries never make a cup overlap (issue 27).
        eq(tournaments.kind, 'cup'),
        inArray(tournaments.tournamentState, ['pending', 'underway']),
        lt(tournaments.tournamentStartDate, tournament.tournamentEndDate),
        gt(tournaments.tournamentEndDate, tournament.tournamentStartDate),
      ),
    )
    .orderBy(asc(tournaments.tournamentStartDate), asc(tournaments.id))
    .limit(1);
  return row;
}

export async function insertEntry(db: DbOrTx, values: typeof tournamentEntries.$inferInsert) {
  const [row] = await db.insert(tournamentEntries).values(values).returning();
  return row!;
}

export async function insertEntryPlayers(
  db: DbOrTx,
  rows: Array<typeof tournamentEntryPlayers.$inferInsert>,
): Promise<void> {
  if (rows.length > 0) await db.insert(tournamentEntryPlayers).values(rows);
}

export async function setEntryPlayerTokens(db: DbOrTx, entryId: number, userId: number, tokens: number) {
  await db
    .update(tournamentEntryPlayers)
    .set({ tokensPaid: tokens })
    .where(and(eq(tournamentEntryPlayers.entryId, entryId), eq(tournamentEntryPlayers.userId, userId)));
}

export async function entryPlayers(db: DbOrTx, entryId: number) {
  return db
    .select()
    .from(tournamentEntryPlayers)
    .where(eq(tournamentEntryPlayers.entryId, entryId))
    .orderBy(asc(tournamentEntryPlayers.id));
}

export async function markEntryCheckedIn(db: DbOrTx, entryId: number, now: Date): Promise<void> {
  await db
    .update(tournamentEntries)
    .set({ checkedInAt: now, updatedAt: now })
    .where(and(eq(tournamentEntries.id, entryId), isNull(tournamentEntries.checkedInAt)));
}

/** active → left, refunded or no_show, once; the roster rows stop reserving their players. */
export async function closeEntry(
  db: DbOrTx,
  entryId: number,
  status: Exclude<EntryStatus, 'active'>,
  now: Date,
): Promise<EntryRow | undefined> {
  const [row] = await db
    .update(tournamentEntries)
    .set({ status, updatedAt: now })
    .where(and(eq(tournamentEntries.id, entryId), eq(tournamentEntries.status, 'active')))
    .returning();
  if (row) {
    await db
      .update(tournamentEntryPlayers)
      .set({ active: 0 })
      .where(eq(tournamentEntryPlayers.entryId, entryId));
  }
  return row;
}

/**
 * Tournaments in which the user plays (as captain or on the roster of an active entry) or whose start dropped
 * their team for not checking in (a no-show entry), newest first.
 */
export async function listEnrolledTournaments(db: DbOrTx, userId: number) {
  return db
    .select({
      tournament: tournaments,
      gameName: games.gameName,
      enrolledTeams: enrolledTeamsCount,
      teamId: teams.id,
      teamName: teams.teamName,
      captainId: tournamentEntries.captainId,
      checkedInAt: tournamentEntries.checkedInAt,
      status: tournamentEntries.status,
    })
    .from(tournamentEntries)
    .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
    .innerJoin(games, eq(games.id, tournaments.gameId))
    .innerJoin(teams, eq(teams.id, tournamentEntries.teamId))
    .where(
      and(
        inArray(tournamentEntries.status, ['active', 'no_show']),
        // A ladder's hidden match tournament is not one of My tournaments (issue 27).
        eq(tournaments.kind, 'cup'),
        // Every entry lists its roster, captain included: one indexed lookup finds the player's entries.
        inArray(
          tournamentEntries.id,
          db
            .select({ id: tournamentEntryPlayers.entryId })
            .from(tournamentEntryPlayers)
            .where(eq(tournamentEntryPlayers.userId, userId)),
        ),
      ),
    )
    .orderBy(desc(tournaments.tournamentStartDate), desc(tournaments.id));
}

// ---------------------------------------------------------------------------------------------------------
// Entry rosters: who an entry enrolled (its roster at enrolment, captain included), for the match room and the
// notices of every module.

/**
 * The entries that play in a bracket: active ones, and those refunded when the tournament was cancelled after
 * it started (their matches stay in the bracket). A team that left before the start is not among them.
 */
export const PLAYING_ENTRY_STATUSES = ['active', 'refunded'] as const satisfies readonly EntryStatus[];

/** One roster row: the entry, its team, and the player with their platform ids. */
function selectRosters(db: DbOrTx) {
  return db
    .select({
      entryId: tournamentEntryPlayers.entryId,
      teamId: tournamentEntries.teamId,
      teamName: teams.teamName,
      captainId: tournamentEntries.captainId,
      userId: users.id,
      name: users.name,
      playerId: users.playerId,
      tokensPaid: tournamentEntryPlayers.tokensPaid,
      ...userPlatformIds,
    })
    .from(tournamentEntryPlayers)
    .innerJoin(tournamentEntries, eq(tournamentEntries.id, tournamentEntryPlayers.entryId))
    .innerJoin(teams, eq(teams.id, tournamentEntries.teamId))
    .innerJoin(users, eq(users.id, tournamentEntryPlayers.userId));
}

/**
 * The players each of these teams entered the tournament with (its entry's roster), with their platform ids,
 * one row a player and team, by team and then in roster order (captain first). `statuses`: the entries read,
 * the active ones unless told.
 */
export async function entryRosters(
  db: DbOrTx,
  tournamentId: number,
  teamIds: number[],
  statuses: readonly EntryStatus[] = ['active'],
) {
  if (teamIds.length === 0) return [];
  return selectRosters(db)
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        inArray(tournamentEntries.status, [...statuses]),
        inArray(tournamentEntries.teamId, teamIds),
      ),
    )
    .orderBy(asc(tournamentEntries.teamId), asc(tournamentEntryPlayers.id));
}

/** The rosters these entries were made with (not the teams' current members), by entry, in roster order. */
export async function rostersOfEntries(db: DbOrTx, entryIds: number[]) {
  if (entryIds.length === 0) return [];
  return selectRosters(db)
    .where(inArray(tournamentEntryPlayers.entryId, entryIds))
    .orderBy(asc(tournamentEntryPlayers.entryId), asc(tournamentEntryPlayers.id));
}

/** The players an entry enrolled (its roster at enrolment), captain included. */
export async function entryRosterIds(db: DbOrTx, entryId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: tournamentEntryPlayers.userId })
    .from(tournamentEntryPlayers)
    .where(eq(tournamentEntryPlayers.entryId, entryId));
  return rows.map((r) => r.userId);
}

/** Every player of the tournament's active entries. */
export async function tournamentPlayerIds(db: DbOrTx, tournamentId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: tournamentEntryPlayers.userId })
    .from(tournamentEntryPlayers)
    .innerJoin(tournamentEntries, eq(tournamentEntries.id, tournamentEntryPlayers.entryId))
    .where(and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.status, 'active')));
  return [...new Set(rows.map((r) => r.userId))];
}
