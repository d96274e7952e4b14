/** GET /api/user-withdrawal-money-requests?page=&per_page= (bearer): my withdrawal requests, newest first, 5 a page. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Withdrawal } from '@arena/shared/wallet';
import { sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { listPage, type Pagination } from '../../../lib/pagination';

/** The spec pages its other histories 5 at a time; the withdrawal history follows them. */
export const WITHDRAWALS_PER_PAGE = 5;

export async function getWithdrawalRequests(page: number, signal?: AbortSignal) {
  const body = await apiRequest<{ data: Withdrawal[]; pagination?: Pagination }>(
    '/api/user-withdrawal-money-requests',
    { query: { page, per_page: WITHDRAWALS_PER_PAGE }, signal },
  );
  return listPage(body.data, body.pagination, page, WITHDRAWALS_PER_PAGE);
}

/** Every page of the history: what a new request invalidates. */
export const withdrawalRequestsKey = sharedQueryKeys.withdrawalRequests;

export const withdrawalRequestsQuery = (userId: number, page: number) =>
  queryOptions({
    queryKey: [...withdrawalRequestsKey, userId, page],
    queryFn: ({ signal }) => getWithdrawalRequests(page, signal),
    placeholderData: keepPreviousData,
  });

export function useWithdrawalRequests(userId: number, page: number) {
  return useQuery(withdrawalRequestsQuery(userId, page));
}
