/** The game catalogue as the public reads it, and what other modules may ask of it in their transaction. */
import type { Game } from '@arena/shared/catalogue';
import type { Db } from '../../db/client';
import { listActiveGames } from './games.repository';

export {
  /** The game's row locked until the transaction ends: a tournament attached to it and its archiving do not interleave. */
  lockGame,
} from './games.repository';

export function createGamesService(deps: { db: Db }) {
  return {
    /** Games in the catalogue (not archived) by name; one page, or all without a limit. */
    async listActive(options: { search?: string; limit?: number; offset?: number }) {
      const { rows, total } = await listActiveGames(deps.db, options);
      const games: Game[] = rows.map((row) => ({
        id: row.id,
        game_name: row.gameName,
        game_banner: row.gameBanner,
      }));
      return { games, total };
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
