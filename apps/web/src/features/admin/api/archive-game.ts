/** POST /api/admin/games/:id/archive: takes a game out of the catalogue (refused while it has open tournaments). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGame } from '@arena/shared/admin-catalogue';
import { gameChangeKeys, invalidateKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { adminGamesKey } from './get-admin-games';
import { adminTournamentsKey } from './get-admin-tournaments';

export function archiveGame(id: number) {
  return apiRequest<{ data: AdminGame }>(`/api/admin/games/${id}/archive`, { method: 'POST' });
}

export function useArchiveGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveGame,
    // The games page, the game picker and every tournament showing the game change with it.
    onSuccess: () => invalidateKeys(queryClient, [adminGamesKey, adminTournamentsKey, ...gameChangeKeys]),
  });
}
