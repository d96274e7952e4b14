/** GET /api/admin/players/:id/identity-check: the withdrawals counted, the threshold and the reviews (decision 0056). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerIdentityCheck } from '@arena/shared/wallet';
import { apiRequest } from '../../../lib/api-client';

export const playerIdentityCheckKey = ['admin', 'player-identity-check'] as const;

export const playerIdentityCheckQuery = (playerId: number) =>
  queryOptions({
    queryKey: [...playerIdentityCheckKey, playerId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: PlayerIdentityCheck }>(`/api/admin/players/${playerId}/identity-check`, {
          signal,
        })
      ).data,
    staleTime: 0,
  });

export function usePlayerIdentityCheck(playerId: number) {
  return useQuery(playerIdentityCheckQuery(playerId));
}
