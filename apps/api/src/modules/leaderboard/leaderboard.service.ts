/** The public leaderboard (decision 0047): ranks with shared places for equal ratings, right across pages. */
import type { Leaderboard, LeaderboardEntry } from '@arena/shared/leaderboard';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import {
  boardPage,
  boardRegions,
  countAbove,
  countBoard,
  gameExists,
  type Board,
  type BoardRow,
} from './leaderboard.repository';

/**
 * Standard competition ranks ("1, 2, 2, 4") for a page in rating order: a player's rank is one more than the
 * number of players rated above them. `firstRank` is the first row's; each later row either ties the row before
 * (same rank) or has exactly its position's rank, since every player before it on the board rates higher.
 */
export function rankPage(ratings: number[], offset: number, firstRank: number): number[] {
  const ranks: number[] = [];
  ratings.forEach((rating, index) => {
    if (index === 0) ranks.push(firstRank);
    else ranks.push(rating === ratings[index - 1] ? ranks[index - 1]! : offset + index + 1);
  });
  return ranks;
}

function toEntry(row: BoardRow, rank: number | null, provisional: boolean): LeaderboardEntry {
  return {
    rank,
    user_id: row.userId,
    username: row.username,
    picture: row.picture,
    rating: row.rating,
    matches: row.matches,
    wins: row.wins,
    losses: row.losses,
    draws: row.draws,
    trend: row.lastChange,
    provisional,
  };
}

export function createLeaderboardService(deps: {
  db: Db;
  /**
   * Keeps what every page of a board shares, its size and its regions, for as long as public answers are cached
   * (decision 0047): counting thousands of rows is the dearest part of a page.
   */
  remember: <T>(key: string, load: () => Promise<T>) => Promise<T>;
}) {
  return {
    async board(
      board: Board,
      page: { limit: number; offset: number },
    ): Promise<{
      leaderboard: Leaderboard;
      total: number;
    }> {
      // A later page reads one row more, the last of the page before, to see whether its first row ties it.
      const before = page.offset > 0 ? 1 : 0;
      const [read, total, regions] = await Promise.all([
        boardPage(deps.db, board, { limit: page.limit + before, offset: page.offset - before }),
        deps.remember(
          `leaderboard-total:${board.gameId}:${board.teamSize}:${board.provisional}:${board.region ?? ''}`,
          () => countBoard(deps.db, board),
        ),
        deps.remember(`leaderboard-regions:${board.gameId}:${board.teamSize}`, () =>
          boardRegions(deps.db, board.gameId, board.teamSize),
        ),
      ]);
      // Rows prove the game exists (player_ratings references it); an empty page asks.
      if (read.length === 0 && !(await gameExists(deps.db, board.gameId))) throw notFound('Game');
      const previous = before === 1 ? read[0] : undefined;
      const rows = read.slice(before);
      let players: LeaderboardEntry[];
      if (board.provisional || rows.length === 0) {
        players = rows.map((row) => toEntry(row, null, board.provisional));
      } else {
        // Only a first row tied with the page before needs counting; otherwise its place is its position.
        const first = rows[0]!;
        const firstRank =
          previous !== undefined && previous.rating === first.rating
            ? (await countAbove(deps.db, board, first.rating)) + 1
            : page.offset + 1;
        const ranks = rankPage(
          rows.map((row) => row.rating),
          page.offset,
          firstRank,
        );
        players = rows.map((row, index) => toEntry(row, ranks[index]!, false));
      }
      return {
        leaderboard: {
          game_id: board.gameId,
          team_size: board.teamSize,
          region: board.region ?? null,
          provisional: board.provisional,
          players,
          regions,
        },
        total,
      };
    },
  };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
