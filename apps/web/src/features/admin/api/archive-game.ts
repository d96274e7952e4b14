/** POST /api/admin/games/:id/archive: takes a game out of the catalogue (refused while it has open tournaments). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGame } from '@arena/shared/admin-catalogue';
import { apiRequest } from '../../../lib/api-client';
import { adminGamesKey } from './get-admin-games';

export function archiveGame(id: number) {
  return apiRequest<{ data: AdminGame }>(`/api/admin/games/${id}/archive`, { method: 'POST' });
}

export function useArchiveGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveGame,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminGamesKey }),
  });
}
