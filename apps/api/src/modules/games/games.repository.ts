/** Queries of the game catalogue, public and the console's; callers pass their transaction. */
import { and, asc, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { OPEN_TOURNAMENT_STATES } from '@arena/shared/catalogue';
import type { DbOrTx } from '../../db/client';
import { games, type GameRow } from '../../db/schema/games';
import { tournaments } from '../../db/schema/tournaments';
import { containsText } from '../../db/sql';

type Page = { limit?: number; offset?: number };

export async function listActiveGames(
  db: DbOrTx,
  options: { search?: string; limit?: number; offset?: number },
): Promise<{ rows: GameRow[]; total: number }> {
  const conditions: SQL[] = [isNull(games.archivedAt)];
  if (options.search) conditions.push(containsText(games.gameName, options.search));
  const where = and(...conditions);
  const query = db
    .select()
    .from(games)
    .where(where)
    .orderBy(asc(sql`lower(${games.gameName})`), asc(games.id));
  const rows = await (options.limit === undefined
    ? query
    : query.limit(options.limit).offset(options.offset ?? 0));
  const total =
    options.limit === undefined
      ? rows.length
      : ((await db.select({ n: count() }).from(games).where(where))[0]?.n ?? 0);
  return { rows, total };
}

/* The console */

// Spelled out: drizzle leaves columns unqualified in single-table selects, which a correlated subquery cannot have.
const tournamentCount = sql<number>`(
  SELECT count(*)::int FROM tournaments gc_t WHERE gc_t.game_id = "games"."id" AND gc_t.kind = 'cup'
)`;
const openTournamentCount = sql<number>`(
  SELECT count(*)::int FROM tournaments gc_t
  WHERE gc_t.game_id = "games"."id" AND gc_t.kind = 'cup' AND gc_t.tournament_state IN (${sql.join(
    OPEN_TOURNAMENT_STATES.map((state) => sql`${state}`),
    sql`, `,
  )})
)`;

export type GameWithCounts = { game: GameRow; tournamentCount: number; openTournamentCount: number };

export async function listGamesForAdmin(
  db: DbOrTx,
  filter: { search?: string; status: 'all' | 'active' | 'archived' },
  page: Page,
): Promise<{ rows: GameWithCounts[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status === 'active') conditions.push(isNull(games.archivedAt));
  if (filter.status === 'archived') conditions.push(isNotNull(games.archivedAt));
  if (filter.search) conditions.push(containsText(games.gameName, filter.search));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({ game: games, tournamentCount, openTournamentCount })
    .from(games)
    .where(where)
    .orderBy(asc(sql`lower(${games.gameName})`), asc(games.id))
    .limit(page.limit ?? 100_000)
    .offset(page.offset ?? 0);
  const [counted] = await db.select({ n: count() }).from(games).where(where);
  return { rows, total: counted?.n ?? 0 };
}

export async function findGameWithCounts(db: DbOrTx, id: number): Promise<GameWithCounts | undefined> {
  const [row] = await db
    .select({ game: games, tournamentCount, openTournamentCount })
    .from(games)
    .where(eq(games.id, id))
    .limit(1);
  return row;
}

/** The game's row, locked until the transaction ends (edits, archive and banner swaps do not interleave). */
export async function lockGame(db: DbOrTx, id: number): Promise<GameRow | undefined> {
  const [row] = await db.select().from(games).where(eq(games.id, id)).for('update');
  return row;
}

/** Another game with this name, whatever its case. */
export async function findGameNamed(db: DbOrTx, name: string, exceptId?: number) {
  const conditions: SQL[] = [sql`lower(${games.gameName}) = lower(${name})`];
  if (exceptId !== undefined) conditions.push(sql`${games.id} <> ${exceptId}`);
  const [row] = await db
    .select({ id: games.id, gameName: games.gameName })
    .from(games)
    .where(and(...conditions))
    .limit(1);
  return row;
}

export async function insertGameRow(db: DbOrTx, gameName: string, now: Date): Promise<GameRow> {
  const [row] = await db.insert(games).values({ gameName, createdAt: now, updatedAt: now }).returning();
  return row!;
}

export async function updateGameRow(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<GameRow, 'gameName' | 'gameBanner' | 'archivedAt'>> & { updatedAt: Date },
): Promise<GameRow> {
  const [row] = await db.update(games).set(values).where(eq(games.id, id)).returning();
  return row!;
}

export async function countOpenTournamentsOfGame(db: DbOrTx, gameId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tournaments)
    .where(
      and(eq(tournaments.gameId, gameId), inArray(tournaments.tournamentState, [...OPEN_TOURNAMENT_STATES])),
    );
  return row?.n ?? 0;
}
