/** GET /api/user-credit-transactions?page=&per_page= (bearer): my credit purchases, newest first, 5 a page. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@arena/shared/constants';
import type { CreditTransaction } from '@arena/shared/payments';
import { sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { listPage, type Pagination } from '../../../lib/pagination';

export async function getCreditTransactions(page: number, signal?: AbortSignal) {
  const body = await apiRequest<{ data: CreditTransaction[]; pagination?: Pagination }>(
    '/api/user-credit-transactions',
    { query: { page, per_page: PAGE_SIZE.creditsHistory }, signal },
  );
  return listPage(body.data, body.pagination, page, PAGE_SIZE.creditsHistory);
}

/** Every page of the history: what a new purchase invalidates. */
export const creditTransactionsKey = sharedQueryKeys.creditTransactions;

export const creditTransactionsQuery = (userId: number, page: number) =>
  queryOptions({
    queryKey: [...creditTransactionsKey, userId, page],
    queryFn: ({ signal }) => getCreditTransactions(page, signal),
    placeholderData: keepPreviousData,
  });

export function useCreditTransactions(userId: number, page: number) {
  return useQuery(creditTransactionsQuery(userId, page));
}
