/** PUT /api/admin/games/:id {game_name}: renames a game. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGame, GameInput } from '@arena/shared/admin-catalogue';
import { gameChangeKeys, invalidateKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { adminGamesKey } from './get-admin-games';
import { adminTournamentsKey } from './get-admin-tournaments';

export function updateGame({ id, ...body }: GameInput & { id: number }) {
  return apiRequest<{ data: AdminGame }>(`/api/admin/games/${id}`, { method: 'PUT', body });
}

export function useUpdateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGame,
    // The games page, the game picker and every tournament showing the game change with it.
    onSuccess: () => invalidateKeys(queryClient, [adminGamesKey, adminTournamentsKey, ...gameChangeKeys]),
  });
}
