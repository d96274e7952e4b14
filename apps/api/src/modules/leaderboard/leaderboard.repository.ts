/**
 * The leaderboard's reads of player_ratings (decision 0047). Every statement walks the board indexes
 * (game_id, team_size[, region], rating DESC, user_id) in their order and stops at the page: no sort, no scan of
 * the whole board per request.
 */
import { and, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
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
 * Not banned, asked per board row through the users primary key. A correlated subquery, not a join: the planner
 * cannot turn it into a hash join over every user, so counting a board costs one index probe per row counted.
 * Spelled out: drizzle leaves columns unqualified in single-table selects.
 */
const notBanned = sql`(SELECT lb_u.banned_at FROM users lb_u WHERE lb_u.id = "player_ratings"."user_id") IS NULL`;

/** The board's players who show on it: the game and size (and region), established or provisional, not banned. */
function onBoard(board: Board, unbanned: SQL): SQL {
  const conditions: SQL[] = [
    eq(playerRatings.gameId, board.gameId),
    eq(playerRatings.teamSize, board.teamSize),
    board.provisional
      ? lt(playerRatings.matches, PROVISIONAL_MATCHES)
      : gte(playerRatings.matches, PROVISIONAL_MATCHES),
    unbanned,
  ];
  if (board.region !== undefined) conditions.push(eq(playerRatings.region, board.region));
  return and(...conditions)!;
}

export async function gameExists(db: DbOrTx, gameId: number): Promise<boolean> {
  const [row] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId)).limit(1);
  return row !== undefined;
}

/**
 * One page of the board, by rating then user id: the index's order, walked until the page is complete. Each row's
 * player comes through a LATERAL subquery the planner cannot flatten (OFFSET 0), so the answer is always the
 * ordered index scan with one users primary-key probe per row passed, never a join of the whole board sorted
 * afterwards (which the planner may otherwise prefer for deep pages).
 */
export async function boardPage(
  db: DbOrTx,
  board: Board,
  page: { limit: number; offset: number },
): Promise<BoardRow[]> {
  const result = await db.execute(sql`
    SELECT pr.user_id, u.name, u.profile_picture, pr.rating, pr.matches, pr.wins, pr.losses, pr.draws, pr.last_change
    FROM player_ratings pr
    CROSS JOIN LATERAL (
      SELECT lb_u.name, lb_u.profile_picture, lb_u.banned_at FROM users lb_u WHERE lb_u.id = pr.user_id OFFSET 0
    ) u
    WHERE pr.game_id = ${board.gameId} AND pr.team_size = ${board.teamSize}
      AND ${board.provisional ? sql`pr.matches < ${PROVISIONAL_MATCHES}` : sql`pr.matches >= ${PROVISIONAL_MATCHES}`}
      AND u.banned_at IS NULL
      ${board.region === undefined ? sql`` : sql`AND pr.region = ${board.region}`}
    -- NULLS LAST as the indexes spell it: a plain DESC (nulls first) would not match them and sort instead.
    ORDER BY pr.rating DESC NULLS LAST, pr.user_id
    LIMIT ${page.limit} OFFSET ${page.offset}`);
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
    .where(and(onBoard(board, notBanned), gt(playerRatings.rating, rating)));
  return row?.n ?? 0;
}

/** The board's size, counted up to LEADERBOARD_COUNT_CAP + 1 rows so a huge board costs no full count. */
export async function countBoard(db: DbOrTx, board: Board): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(playerRatings)
    .where(onBoard(board, notBanned))
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
