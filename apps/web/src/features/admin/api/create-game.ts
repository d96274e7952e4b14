/** POST /api/admin/games {game_name}: adds a game to the catalogue. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGame, GameInput } from '@arena/shared/admin-catalogue';
import { gameChangeKeys, invalidateKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { adminGamesKey } from './get-admin-games';
import { adminTournamentsKey } from './get-admin-tournaments';

export function createGame(body: GameInput) {
  return apiRequest<{ data: AdminGame }>('/api/admin/games', { method: 'POST', body });
}

export function useCreateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGame,
    // The games page, the game picker and every tournament showing the game change with it.
    onSuccess: () => invalidateKeys(queryClient, [adminGamesKey, adminTournamentsKey, ...gameChangeKeys]),
  });
}
