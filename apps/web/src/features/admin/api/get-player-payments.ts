/** GET /api/admin/players/:id/payments: the player's purchases (PayPal orders) with their state, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPaymentOrder } from '@arena/shared/payments';
import { apiRequest } from '../../../lib/api-client';

export const playerPaymentsKey = ['admin', 'player-payments'] as const;

export const playerPaymentsQuery = (playerId: number) =>
  queryOptions({
    queryKey: [...playerPaymentsKey, playerId],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: AdminPaymentOrder[] }>(`/api/admin/players/${playerId}/payments`, { signal }))
        .data,
    staleTime: 0,
  });

export function usePlayerPayments(playerId: number) {
  return useQuery(playerPaymentsQuery(playerId));
}
