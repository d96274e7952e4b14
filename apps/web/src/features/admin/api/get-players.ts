/** GET /api/admin/players?search&page&per_page: players by name, e-mail or player ID, newest first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPlayer } from '@arena/shared/admin';
import { apiRequest } from '../../../lib/api-client';
import type { Pagination } from '../../../lib/pagination';
import { ADMIN_PER_PAGE, cleanQuery, pageOf } from './paged';

export interface PlayersFilter {
  page: number;
  search?: string;
}

export async function getPlayers(filter: PlayersFilter, signal?: AbortSignal) {
  const answer = await apiRequest<{ data: AdminPlayer[]; pagination?: Pagination }>('/api/admin/players', {
    query: cleanQuery({ page: filter.page, per_page: ADMIN_PER_PAGE, search: filter.search }),
    signal,
  });
  return pageOf(answer, filter.page, ADMIN_PER_PAGE);
}

/** Every page of the list: what a ban, an adjustment or a role change invalidates. */
export const playersKey = ['admin', 'players'] as const;

export const playersQuery = (filter: PlayersFilter) =>
  queryOptions({
    queryKey: [...playersKey, filter],
    queryFn: ({ signal }) => getPlayers(filter, signal),
    placeholderData: keepPreviousData,
  });

export function usePlayers(filter: PlayersFilter) {
  return useQuery(playersQuery(filter));
}
