import { and, asc, count, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { games } from '../../db/schema/games';
import { teamMembers, teams } from '../../db/schema/teams';
import { tournamentEntries } from '../../db/schema/tournament-entries';
import { tournaments, type TournamentRow, type TournamentState } from '../../db/schema/tournaments';
import { users } from '../../db/schema/users';
import { containsText } from '../../db/sql';
import { ROSTER_STATES } from '@arena/shared/teams';

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

// Spelled out: drizzle leaves columns unqualified in single-table selects, which a correlated subquery cannot have.
const enrolledTeams = sql<number>`(
  SELECT count(*)::int FROM tournament_entries enr_e
  WHERE enr_e.tournament_id = "tournaments"."id" AND enr_e.status = 'active'
)`;

function listConditions(filters: TournamentListFilters): SQL | undefined {
  const conditions: SQL[] = [inArray(tournaments.tournamentState, filters.states)];
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
  sql`CASE WHEN ${tournaments.tournamentState} IN ('pending', 'underway')
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
    .select({ tournament: tournaments, gameName: games.gameName, enrolledTeams })
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
  const notCancelled = ne(tournaments.tournamentState, 'cancelled');
  const [bounds] = await db
    .select({
      maxEntryFee: sql<number>`coalesce(max(${tournaments.entryFee}), 0)::int`,
      maxTotalTeams: sql<number>`coalesce(max(${tournaments.totalTeams}), 0)::int`,
      maxWinningPrizePence: sql<number>`coalesce(max(${tournaments.winningPrizePence}), 0)::int`,
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
    .select({ tournament: tournaments, gameName: games.gameName, enrolledTeams })
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
    .select({ team_id: teams.id, team_name: teams.teamName, captain_name: users.name })
    .from(tournamentEntries)
    .innerJoin(teams, eq(teams.id, tournamentEntries.teamId))
    .innerJoin(users, eq(users.id, teams.captainId))
    .where(and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.status, 'active')))
    .orderBy(asc(tournamentEntries.createdAt), asc(tournamentEntries.id));
}

/** The roster (captain and accepted players) of a team entered in a tournament; undefined if it is not entered. */
export async function participantRoster(db: DbOrTx, tournamentId: number, teamId: number) {
  const [entry] = await db
    .select({ id: tournamentEntries.id })
    .from(tournamentEntries)
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        eq(tournamentEntries.teamId, teamId),
        eq(tournamentEntries.status, 'active'),
      ),
    )
    .limit(1);
  if (!entry) return undefined;
  return db
    .select({
      id: users.id,
      name: users.name,
      isAccepted: teamMembers.isAccepted,
      psn: users.psn,
      activision: users.activision,
      xbox: users.xbox,
      ea: users.ea,
      ubisoft: users.ubisoft,
      discord: users.discord,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.isAccepted, [...ROSTER_STATES])))
    .orderBy(sql`${teamMembers.isAccepted} DESC`, asc(teamMembers.createdAt), asc(teamMembers.id));
}
