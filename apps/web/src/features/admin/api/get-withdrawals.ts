/** GET /api/admin/withdrawals?status&page&per_page: withdrawal requests of every player, newest first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminWithdrawal, WithdrawalStatus } from '@arena/shared/wallet';
import { apiRequest } from '../../../lib/api-client';
import type { Pagination } from '../../../lib/pagination';
import { ADMIN_PER_PAGE, cleanQuery, pageOf } from './paged';

export interface WithdrawalsFilter {
  page: number;
  status?: WithdrawalStatus;
}

export async function getWithdrawals(filter: WithdrawalsFilter, signal?: AbortSignal) {
  const answer = await apiRequest<{ data: AdminWithdrawal[]; pagination?: Pagination }>(
    '/api/admin/withdrawals',
    {
      query: cleanQuery({ page: filter.page, per_page: ADMIN_PER_PAGE, status: filter.status }),
      signal,
    },
  );
  return pageOf(answer, filter.page, ADMIN_PER_PAGE);
}

/** Every page of the queue: what a payout or a rejection invalidates. */
export const withdrawalsKey = ['admin', 'withdrawals'] as const;

export const withdrawalsQuery = (filter: WithdrawalsFilter) =>
  queryOptions({
    queryKey: [...withdrawalsKey, filter],
    queryFn: ({ signal }) => getWithdrawals(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** `pollMs`: refetch at this interval (while waiting on a payout webhook), or never when absent. */
export function useWithdrawals(filter: WithdrawalsFilter, pollMs?: number) {
  return useQuery({ ...withdrawalsQuery(filter), refetchInterval: pollMs ?? false });
}
