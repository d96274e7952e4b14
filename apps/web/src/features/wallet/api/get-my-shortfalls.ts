/**
 * GET /api/user-shortfalls (bearer): what refunds or reversals of my purchases could not take back because it
 * had been spent. While one is open the server refuses withdrawals (decision 0012); the Wallet says so first.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Shortfall } from '@arena/shared/payments';
import { sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

export async function getMyShortfalls(signal?: AbortSignal) {
  return (await apiRequest<{ data: Shortfall[] }>('/api/user-shortfalls', { signal })).data;
}

/** Under the wallet's keys: a refund, reversal or settlement (live `purchase.*` events) refreshes it. */
export const myShortfallsQuery = (userId: number) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.wallet, 'shortfalls', userId],
    queryFn: ({ signal }) => getMyShortfalls(signal),
    // A notice beside the balance: if it cannot load, the withdrawal dialog still shows the server's refusal.
    meta: { silentError: true },
  });

export function useMyShortfalls(userId: number) {
  return useQuery(myShortfallsQuery(userId));
}
