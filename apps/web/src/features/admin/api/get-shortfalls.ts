/** GET /api/admin/shortfalls?user_id&open=1: what refunds could not take back; an open one blocks withdrawals. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Shortfall } from '@arena/shared/payments';
import { apiRequest } from '../../../lib/api-client';
import { cleanQuery } from './paged';

export interface ShortfallsFilter {
  userId?: number;
  open?: boolean;
}

export const shortfallsKey = ['admin', 'shortfalls'] as const;

export const shortfallsQuery = (filter: ShortfallsFilter) =>
  queryOptions({
    queryKey: [...shortfallsKey, filter],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: Shortfall[] }>('/api/admin/shortfalls', {
          query: cleanQuery({ user_id: filter.userId, open: filter.open ? 1 : undefined }),
          signal,
        })
      ).data,
    staleTime: 0,
  });

export function useShortfalls(filter: ShortfallsFilter) {
  return useQuery(shortfallsQuery(filter));
}
