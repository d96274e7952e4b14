/** The console's games: create, rename, archive and unarchive, banner; each change audited in its transaction. */
import { ADMIN_CATALOGUE_MESSAGES as M, type AdminGame } from '@arena/shared/admin-catalogue';
import type { Db, Tx } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/errors';
import { AppError, notFound } from '../../http/errors';
import { BANNER_SIZE, storeReplacingImage } from '../../integrations/storage/image-uploads';
import type { FileStorage } from '../../integrations/storage/local-storage';
import type { Clock } from '../../lib/clock';
import { recordAdminAction } from '../audit/audit.service';
import { toAdminGame } from './game.mapper';
import {
  countOpenTournamentsOfGame,
  findGameNamed,
  findGameWithCounts,
  insertGameRow,
  listGamesForAdmin,
  lockGame,
  updateGameRow,
  type GameWithCounts,
} from './games.repository';

const GAME_NAME_INDEX = 'games_name_lower_unique';

const nameTaken = (name: string) => new AppError('conflict', 'GAME_NAME_TAKEN', M.gameNameTaken(name));
const dto = (row: GameWithCounts) => toAdminGame(row.game, row);

export function createAdminGamesService(deps: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  /** Public catalogue pages show games: called after every change. */
  onChange: () => void;
}) {
  const { db, clock } = deps;

  /** A race on the same name is settled by the unique index; its refusal reads like the check's. */
  async function withNameGuard<T>(name: string, change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } catch (error) {
      if (violatedUniqueConstraint(error) === GAME_NAME_INDEX) throw nameTaken(name);
      throw error;
    }
  }

  async function reloaded(tx: Tx, id: number) {
    const row = await findGameWithCounts(tx, id);
    if (!row) throw notFound('The game');
    return dto(row);
  }

  /**
   * One audited change of a game, in its transaction: lock the row, check, change, and record the game
   * before and after under `action`.
   */
  async function changeGame(
    adminId: number,
    id: number,
    action: string,
    change: (tx: Tx, row: NonNullable<Awaited<ReturnType<typeof lockGame>>>) => Promise<unknown>,
  ): Promise<{ before: AdminGame; after: AdminGame }> {
    return db.transaction(async (tx) => {
      const row = await lockGame(tx, id);
      if (!row) throw notFound('The game');
      const before = await reloaded(tx, id);
      await change(tx, row);
      const after = await reloaded(tx, id);
      await recordAdminAction(tx, { adminId, action, targetType: 'game', targetId: id, before, after });
      return { before, after };
    });
  }

  return {
    async list(
      filter: { search?: string; status: 'all' | 'active' | 'archived' },
      page: { limit?: number; offset?: number },
    ) {
      const { rows, total } = await listGamesForAdmin(db, filter, page);
      return { games: rows.map(dto), total };
    },

    async create(adminId: number, gameName: string): Promise<AdminGame> {
      const game = await withNameGuard(gameName, () =>
        db.transaction(async (tx) => {
          const clash = await findGameNamed(tx, gameName);
          if (clash) throw nameTaken(clash.gameName);
          const row = await insertGameRow(tx, gameName, clock.now());
          const after = toAdminGame(row, { tournamentCount: 0, openTournamentCount: 0 });
          await recordAdminAction(tx, {
            adminId,
            action: 'game.create',
            targetType: 'game',
            targetId: row.id,
            before: null,
            after,
          });
          return after;
        }),
      );
      deps.onChange();
      return game;
    },

    async rename(adminId: number, id: number, gameName: string): Promise<AdminGame> {
      const { after } = await withNameGuard(gameName, () =>
        changeGame(adminId, id, 'game.update', async (tx) => {
          const clash = await findGameNamed(tx, gameName, id);
          if (clash) throw nameTaken(clash.gameName);
          await updateGameRow(tx, id, { gameName, updatedAt: clock.now() });
        }),
      );
      deps.onChange();
      return after;
    },

    /** Leaves the public catalogue; refused while the game has tournaments open or underway. */
    async archive(adminId: number, id: number): Promise<AdminGame> {
      const { after } = await changeGame(adminId, id, 'game.archive', async (tx, row) => {
        if (row.archivedAt) throw new AppError('conflict', 'GAME_ARCHIVED', M.gameAlreadyArchived);
        const open = await countOpenTournamentsOfGame(tx, id);
        if (open > 0) throw new AppError('invalid', 'GAME_IN_USE', M.gameHasOpenTournaments(open));
        const now = clock.now();
        await updateGameRow(tx, id, { archivedAt: now, updatedAt: now });
      });
      deps.onChange();
      return after;
    },

    async unarchive(adminId: number, id: number): Promise<AdminGame> {
      const { after } = await changeGame(adminId, id, 'game.unarchive', async (tx, row) => {
        if (!row.archivedAt) throw new AppError('conflict', 'GAME_NOT_ARCHIVED', M.gameNotArchived);
        await updateGameRow(tx, id, { archivedAt: null, updatedAt: clock.now() });
      });
      deps.onChange();
      return after;
    },

    /** Re-encodes the upload and points the game at it; the old banner file goes once that is committed. */
    async replaceBanner(adminId: number, id: number, upload: Buffer): Promise<AdminGame> {
      if (!(await findGameWithCounts(db, id))) throw notFound('The game');
      const game = await storeReplacingImage(
        deps.storage,
        { folder: 'games', size: BANNER_SIZE, upload },
        async (path) => {
          const { before, after } = await changeGame(adminId, id, 'game.banner', (tx) =>
            updateGameRow(tx, id, { gameBanner: path, updatedAt: clock.now() }),
          );
          return { result: after, replaced: before.game_banner };
        },
      );
      deps.onChange();
      return game;
    },
  };
}

export type AdminGamesService = ReturnType<typeof createAdminGamesService>;
