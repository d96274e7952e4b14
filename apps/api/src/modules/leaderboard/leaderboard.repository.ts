/**
 * The leaderboard's reads of player_ratings (decision 0047). Every statement walks the board indexes
 * (game_id, team_size[, region], rating DESC, user_id) in their order and stops at the page: no sort, no scan of
 * the whole board per request.
 */
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import { PROVISIONAL_MATCHES } from '@arena/shared/leaderboard';
import type { DbOrTx } from '../../db/client';
import { games } from '../../db/schema/games';
import { playerRatings } from '../../db/schema/ratings';

/** The count behind `pagination.total` stops here: deeper boards answer this many (decision 0047). */
export const LEADERBOARD_COUNT_CAP = 10_000;

export interface Board {
  gameId: number;
  teamSize: number;
  region?: string;
  /** The provisional players' list (fewer than 10 rated matches) instead of the ranked board. */
  provisional: boolean;
}

export interface BoardRow {
  userId: number;
  username: string;
  picture: string | null;
  rating: number;
  matches: number;
  wins: number;
  losses: number;
  draws: number;
  lastChange: number;
}

/**
 * The board's rows: the game and size (and region), listed (not banned), established or provisional. The
 * predicates are written with the constants the partial indexes of player_ratings are built with (migration 0021;
 * a bound parameter would not let the planner prove the index applies), so pages, ranks and counts are index-only
 * scans of the board's own index.
 */
function onBoard(board: Board, alias = 'player_ratings'): SQL {
  const split = board.provisional ? `< ${PROVISIONAL_MATCHES}` : `>= ${PROVISIONAL_MATCHES}`;
  return sql`${sql.raw(`${alias}.game_id`)} = ${board.gameId} AND ${sql.raw(`${alias}.team_size`)} = ${board.teamSize}
    AND ${sql.raw(`${alias}.listed AND ${alias}.matches ${split}`)}
    ${board.region === undefined ? sql`` : sql`AND ${sql.raw(`${alias}.region`)} = ${board.region}`}`;
}

export async function gameExists(db: DbOrTx, gameId: number): Promise<boolean> {
  const [row] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId)).limit(1);
  return row !== undefined;
}

/**
 * One page of the board, by rating then user id: the page's user ids come from an index-only walk of the board's
 * partial index (OFFSET passes index entries only), then only the page's rows are read with their players.
 */
export async function boardPage(
  db: DbOrTx,
  board: Board,
  page: { limit: number; offset: number },
): Promise<BoardRow[]> {
  const result = await db.execute(sql`
    WITH page AS (
      SELECT pb.user_id, pb.rating FROM player_ratings pb
      WHERE ${onBoard(board, 'pb')}
      -- NULLS LAST as the indexes spell it: a plain DESC (nulls first) would not match them and sort instead.
      ORDER BY pb.rating DESC NULLS LAST, pb.user_id
      LIMIT ${page.limit} OFFSET ${page.offset}
    )
    SELECT pr.user_id, u.name, u.profile_picture, pr.rating, pr.matches, pr.wins, pr.losses, pr.draws, pr.last_change
    FROM page
    JOIN player_ratings pr
      ON pr.user_id = page.user_id AND pr.game_id = ${board.gameId} AND pr.team_size = ${board.teamSize}
    JOIN users u ON u.id = pr.user_id
    ORDER BY page.rating DESC, page.user_id`);
  type Row = {
    user_id: number;
    name: string;
    profile_picture: string | null;
    rating: number;
    matches: number;
    wins: number;
    losses: number;
    draws: number;
    last_change: number;
  };
  return (result as unknown as { rows: Row[] }).rows.map((row) => ({
    userId: Number(row.user_id),
    username: row.name,
    picture: row.profile_picture,
    rating: Number(row.rating),
    matches: Number(row.matches),
    wins: Number(row.wins),
    losses: Number(row.losses),
    draws: Number(row.draws),
    lastChange: Number(row.last_change),
  }));
}

/** How many of the board's players rate above `rating`: one more is the rank of a player with that rating. */
export async function countAbove(db: DbOrTx, board: Board, rating: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(playerRatings)
    .where(and(onBoard(board), gt(playerRatings.rating, rating)));
  return row?.n ?? 0;
}

/** The board's size, counted up to LEADERBOARD_COUNT_CAP + 1 rows so a huge board costs no full count. */
export async function countBoard(db: DbOrTx, board: Board): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(playerRatings)
    .where(onBoard(board))
    .limit(LEADERBOARD_COUNT_CAP + 1)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
}

/**
 * The distinct regions on a game and size's board, for the filter: a loose index scan that jumps from one region
 * to the next over player_ratings_region_board_idx (one index probe per region), not a DISTINCT over every row.
 */
export async function boardRegions(db: DbOrTx, gameId: number, teamSize: number): Promise<string[]> {
  const result = await db.execute(sql`
    WITH RECURSIVE seen(region) AS (
      SELECT (SELECT min(region) FROM player_ratings
              WHERE game_id = ${gameId} AND team_size = ${teamSize} AND region IS NOT NULL)
      UNION ALL
      SELECT (SELECT min(p.region) FROM player_ratings p
              WHERE p.game_id = ${gameId} AND p.team_size = ${teamSize} AND p.region > seen.region)
      FROM seen WHERE seen.region IS NOT NULL
    )
    SELECT region FROM seen WHERE region IS NOT NULL`);
  return (result as unknown as { rows: Array<{ region: string }> }).rows.map((row) => row.region);
}
