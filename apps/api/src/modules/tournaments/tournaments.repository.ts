/** Queries of tournaments, public and the console's, and of their entries as the organiser sees them. */
import { and, asc, count, desc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { OPEN_TOURNAMENT_STATES, type TournamentState } from '@arena/shared/catalogue';
import type { DbOrTx } from '../../db/client';
import { games } from '../../db/schema/games';
import { teamMembers, teams } from '../../db/schema/teams';
import { tournamentEntries, type EntryStatus } from '../../db/schema/tournament-entries';
import { tournaments, type TournamentRow } from '../../db/schema/tournaments';
import { users } from '../../db/schema/users';
import { containsText, enrolledTeamsCount } from '../../db/sql';
import { ROSTER_STATES } from '@arena/shared/teams';
import type { PlatformIds } from '@arena/shared/platforms';

type Page = { limit?: number; offset?: number };

export interface TournamentListFilters {
  states: TournamentState[];
  gameId?: number;
  maxTotalTeams?: number;
  maxEntryFee?: number;
  maxWinningPrizePence?: number;
  region?: string;
  search?: string;
}

export type TournamentWithGame = { tournament: TournamentRow; gameName: string; enrolledTeams: number };

function listConditions(filters: TournamentListFilters): SQL | undefined {
  // A ladder's hidden match tournament (kind 'ladder') is in no tournament list (issue 27).
  const conditions: SQL[] = [
    eq(tournaments.kind, 'cup'),
    inArray(tournaments.tournamentState, filters.states),
  ];
  if (filters.gameId !== undefined) conditions.push(eq(tournaments.gameId, filters.gameId));
  if (filters.maxTotalTeams !== undefined)
    conditions.push(lte(tournaments.totalTeams, filters.maxTotalTeams));
  if (filters.maxEntryFee !== undefined) conditions.push(lte(tournaments.entryFee, filters.maxEntryFee));
  if (filters.maxWinningPrizePence !== undefined) {
    conditions.push(lte(tournaments.winningPrizePence, filters.maxWinningPrizePence));
  }
  if (filters.region !== undefined) conditions.push(eq(tournaments.region, filters.region));
  if (filters.search) conditions.push(containsText(tournaments.tournamentName, filters.search));
  return and(...conditions);
}

/** Live first, then open for registration (soonest first), then finished (latest first). */
const listOrder = [
  sql`CASE ${tournaments.tournamentState} WHEN 'underway' THEN 0 WHEN 'pending' THEN 1 ELSE 2 END`,
  sql`CASE WHEN ${inArray(tournaments.tournamentState, [...OPEN_TOURNAMENT_STATES])}
      THEN extract(epoch from ${tournaments.tournamentStartDate})
      ELSE -extract(epoch from ${tournaments.tournamentStartDate}) END`,
  asc(tournaments.id),
];

export async function listTournaments(
  db: DbOrTx,
  filters: TournamentListFilters,
  page: { limit?: number; offset?: number },
): Promise<{ rows: TournamentWithGame[]; total: number }> {
  const where = listConditions(filters);
  const query = db
    .select({ tournament: tournaments, gameName: games.gameName, enrolledTeams: enrolledTeamsCount })
    .from(tournaments)
    .innerJoin(games, eq(games.id, tournaments.gameId))
    .where(where)
    .orderBy(...listOrder);
  const rows = await (page.limit === undefined ? query : query.limit(page.limit).offset(page.offset ?? 0));
  const total =
    page.limit === undefined
      ? rows.length
      : ((await db.select({ n: count() }).from(tournaments).where(where))[0]?.n ?? 0);
  return { rows, total };
}

/** The slider maxima and the region choices, over every tournament that is not cancelled. */
export async function tournamentFilterBounds(db: DbOrTx) {
  const notCancelled = and(ne(tournaments.tournamentState, 'cancelled'), eq(tournaments.kind, 'cup'));
  const [bounds] = await db
    .select({
      maxEntryFee: sql`coalesce(max(${tournaments.entryFee}), 0)`.mapWith(Number),
      maxTotalTeams: sql<number>`coalesce(max(${tournaments.totalTeams}), 0)::int`,
      maxWinningPrizePence: sql`coalesce(max(${tournaments.winningPrizePence}), 0)`.mapWith(Number),
    })
    .from(tournaments)
    .where(notCancelled);
  const regions = await db
    .selectDistinct({ region: tournaments.region })
    .from(tournaments)
    .where(notCancelled)
    .orderBy(asc(tournaments.region));
  return {
    maxEntryFee: bounds?.maxEntryFee ?? 0,
    maxTotalTeams: bounds?.maxTotalTeams ?? 0,
    maxWinningPrizePence: bounds?.maxWinningPrizePence ?? 0,
    regions: regions.map((r) => r.region),
  };
}

export async function findTournament(db: DbOrTx, id: number): Promise<TournamentWithGame | undefined> {
  const [row] = await db
    .select({ tournament: tournaments, gameName: games.gameName, enrolledTeams: enrolledTeamsCount })
    .from(tournaments)
    .innerJoin(games, eq(games.id, tournaments.gameId))
    .where(eq(tournaments.id, id))
    .limit(1);
  return row;
}

/** Of the given tournaments, those in which the user plays for an enrolled team. */
export async function tournamentsJoinedBy(
  db: DbOrTx,
  userId: number,
  tournamentIds: number[],
): Promise<Set<number>> {
  if (tournamentIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: tournamentEntries.tournamentId })
    .from(tournamentEntries)
    .innerJoin(teamMembers, eq(teamMembers.teamId, tournamentEntries.teamId))
    .where(
      and(
        eq(tournamentEntries.status, 'active'),
        eq(teamMembers.userId, userId),
        inArray(teamMembers.isAccepted, [...ROSTER_STATES]),
        inArray(tournamentEntries.tournamentId, tournamentIds),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function listParticipants(db: DbOrTx, tournamentId: number) {
  return db
    .select({
      team_id: teams.id,
      team_name: teams.teamName,
      captain_name: users.name,
      checked_in: sql<boolean>`${tournamentEntries.checkedInAt} IS NOT NULL`,
    })
    .from(tournamentEntries)
    .innerJoin(teams, eq(teams.id, tournamentEntries.teamId))
    .innerJoin(users, eq(users.id, teams.captainId))
    .where(and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.status, 'active')))
    .orderBy(asc(tournamentEntries.createdAt), asc(tournamentEntries.id));
}

/* The console */

export async function listTournamentsForAdmin(
  db: DbOrTx,
  filter: { search?: string; state: 'all' | TournamentState; gameId?: number },
  page: Page,
): Promise<{ rows: TournamentWithGame[]; total: number }> {
  const conditions: SQL[] = [eq(tournaments.kind, 'cup')];
  if (filter.state !== 'all') conditions.push(eq(tournaments.tournamentState, filter.state));
  if (filter.gameId !== undefined) conditions.push(eq(tournaments.gameId, filter.gameId));
  if (filter.search) conditions.push(containsText(tournaments.tournamentName, filter.search));
  const where = and(...conditions);
  const rows = await db
    .select({ tournament: tournaments, gameName: games.gameName, enrolledTeams: enrolledTeamsCount })
    .from(tournaments)
    .innerJoin(games, eq(games.id, tournaments.gameId))
    .where(where)
    .orderBy(desc(tournaments.tournamentStartDate), desc(tournaments.id))
    .limit(page.limit ?? 100_000)
    .offset(page.offset ?? 0);
  const [counted] = await db.select({ n: count() }).from(tournaments).where(where);
  return { rows, total: counted?.n ?? 0 };
}

export async function insertTournamentRow(
  db: DbOrTx,
  values: typeof tournaments.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(tournaments).values(values).returning({ id: tournaments.id });
  return row!.id;
}

export async function updateTournamentRow(
  db: DbOrTx,
  id: number,
  values: Partial<typeof tournaments.$inferInsert> & { updatedAt: Date },
): Promise<void> {
  await db.update(tournaments).set(values).where(eq(tournaments.id, id));
}

export type EntryWithCaptain = {
  entryId: number;
  teamId: number;
  teamName: string;
  status: EntryStatus;
  seed: number | null;
  checkedInAt: Date | null;
  entryFeePaid: number;
  createdAt: Date;
  captainId: number;
  captainName: string;
  captainPlayerId: string;
};

/** Every entry of a tournament: active first (by seed, then by time of entry), then the closed ones. */
export async function listEntriesForAdmin(db: DbOrTx, tournamentId: number): Promise<EntryWithCaptain[]> {
  return db
    .select({
      entryId: tournamentEntries.id,
      teamId: tournamentEntries.teamId,
      teamName: teams.teamName,
      status: tournamentEntries.status,
      seed: tournamentEntries.seed,
      checkedInAt: tournamentEntries.checkedInAt,
      entryFeePaid: tournamentEntries.entryFeePaid,
      createdAt: tournamentEntries.createdAt,
      captainId: tournamentEntries.captainId,
      captainName: users.name,
      captainPlayerId: users.playerId,
    })
    .from(tournamentEntries)
    .innerJoin(teams, eq(teams.id, tournamentEntries.teamId))
    .innerJoin(users, eq(users.id, tournamentEntries.captainId))
    .where(eq(tournamentEntries.tournamentId, tournamentId))
    .orderBy(
      sql`CASE WHEN ${tournamentEntries.status} = 'active' THEN 0 ELSE 1 END`,
      sql`${tournamentEntries.seed} ASC NULLS LAST`,
      asc(tournamentEntries.createdAt),
      asc(tournamentEntries.id),
    );
}

/** A player of an entry's roster with platform IDs, as the console shows it (enrolment reads them: `rostersOfEntries`). */
export type RosterPlayerRow = {
  entryId: number;
  userId: number;
  name: string;
  playerId: string;
  tokensPaid: number;
} & PlatformIds;

/** Replaces the seeds of the active entries: the listed teams get theirs, every other entry none. */
export async function setActiveEntrySeeds(
  db: DbOrTx,
  tournamentId: number,
  seeds: Array<{ teamId: number; seed: number }>,
  now: Date,
): Promise<void> {
  const active = and(
    eq(tournamentEntries.tournamentId, tournamentId),
    eq(tournamentEntries.status, 'active'),
  );
  await db.update(tournamentEntries).set({ seed: null, updatedAt: now }).where(active);
  for (const { teamId, seed } of seeds) {
    await db
      .update(tournamentEntries)
      .set({ seed, updatedAt: now })
      .where(and(active, eq(tournamentEntries.teamId, teamId)));
  }
}

/** The tournament's name, as notices name it ("a tournament" for one that is gone). */
export async function tournamentName(db: DbOrTx, tournamentId: number): Promise<string> {
  const [row] = await db
    .select({ name: tournaments.tournamentName })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  return row?.name ?? 'a tournament';
}
