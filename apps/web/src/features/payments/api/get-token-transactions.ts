/** GET /api/user-token-transactions?page=&per_page= (bearer): my VIP token purchases, newest first, 5 a page. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@arena/shared/constants';
import type { TokenTransaction } from '@arena/shared/payments';
import { sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { listPage, type Pagination } from '../../../lib/pagination';

export async function getTokenTransactions(page: number, signal?: AbortSignal) {
  const body = await apiRequest<{ data: TokenTransaction[]; pagination?: Pagination }>(
    '/api/user-token-transactions',
    { query: { page, per_page: PAGE_SIZE.tokensHistory }, signal },
  );
  return listPage(body.data, body.pagination, page, PAGE_SIZE.tokensHistory);
}

/** Every page of the history: what a new purchase invalidates. */
export const tokenTransactionsKey = sharedQueryKeys.tokenTransactions;

export const tokenTransactionsQuery = (userId: number, page: number) =>
  queryOptions({
    queryKey: [...tokenTransactionsKey, userId, page],
    queryFn: ({ signal }) => getTokenTransactions(page, signal),
    placeholderData: keepPreviousData,
  });

export function useTokenTransactions(userId: number, page: number) {
  return useQuery(tokenTransactionsQuery(userId, page));
}
