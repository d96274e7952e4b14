/** PUT /api/admin/games/:id {game_name}: renames a game. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGame, GameInput } from '@arena/shared/admin-catalogue';
import { apiRequest } from '../../../lib/api-client';
import { adminGamesKey } from './get-admin-games';

export function updateGame({ id, ...body }: GameInput & { id: number }) {
  return apiRequest<{ data: AdminGame }>(`/api/admin/games/${id}`, { method: 'PUT', body });
}

export function useUpdateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGame,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminGamesKey }),
  });
}
