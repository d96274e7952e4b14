/** Game rows to the console's wire shape; the same shape is the audit log's before and after snapshots. */
import type { AdminGame } from '@arena/shared/admin-catalogue';
import type { GameRow } from '../../db/schema/games';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toAdminGame(
  row: GameRow,
  counts: { tournamentCount: number; openTournamentCount: number },
): AdminGame {
  return {
    id: row.id,
    game_name: row.gameName,
    game_banner: row.gameBanner,
    archived_at: iso(row.archivedAt),
    tournament_count: counts.tournamentCount,
    open_tournament_count: counts.openTournamentCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
