/** POST /api/admin/games {game_name}: adds a game to the catalogue. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGame, GameInput } from '@arena/shared/admin-catalogue';
import { apiRequest } from '../../../lib/api-client';
import { adminGamesKey } from './get-admin-games';

export function createGame(body: GameInput) {
  return apiRequest<{ data: AdminGame }>('/api/admin/games', { method: 'POST', body });
}

export function useCreateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGame,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminGamesKey }),
  });
}
