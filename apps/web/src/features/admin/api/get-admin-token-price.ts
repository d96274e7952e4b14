/** GET /api/admin/token-price: the price of one VIP token, in pounds. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getAdminTokenPrice(signal?: AbortSignal) {
  return apiRequest<{ data: { token_price: number } }>('/api/admin/token-price', { signal });
}

export const adminTokenPriceKey = ['admin', 'token-price'] as const;

export const adminTokenPriceQuery = () =>
  queryOptions({
    queryKey: adminTokenPriceKey,
    queryFn: async ({ signal }) => (await getAdminTokenPrice(signal)).data.token_price,
  });

export function useAdminTokenPrice() {
  return useQuery(adminTokenPriceQuery());
}
