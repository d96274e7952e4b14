/** POST /api/admin/games/:id/unarchive: puts an archived game back in the catalogue. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGame } from '@arena/shared/admin-catalogue';
import { gameChangeKeys, invalidateKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { adminGamesKey } from './get-admin-games';
import { adminTournamentsKey } from './get-admin-tournaments';

export function unarchiveGame(id: number) {
  return apiRequest<{ data: AdminGame }>(`/api/admin/games/${id}/unarchive`, { method: 'POST' });
}

export function useUnarchiveGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unarchiveGame,
    // The games page, the game picker and every tournament showing the game change with it.
    onSuccess: () => invalidateKeys(queryClient, [adminGamesKey, adminTournamentsKey, ...gameChangeKeys]),
  });
}
