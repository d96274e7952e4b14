/** GET /api/token-price?user_id= (bearer): the price of one VIP token, in pounds. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

export function getTokenPrice(userId: number, signal?: AbortSignal) {
  return apiRequest<{ token_price: number }>('/api/token-price', { query: { user_id: userId }, signal });
}

export const tokenPriceQuery = (userId: number) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.tokenPrice, userId],
    queryFn: async ({ signal }) => (await getTokenPrice(userId, signal)).token_price,
  });

export function useTokenPrice(userId: number) {
  return useQuery(tokenPriceQuery(userId));
}
