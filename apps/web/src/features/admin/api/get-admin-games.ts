/** GET /api/admin/games?search&status&page&per_page: every game, archived included, with its tournament counts. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminGame } from '@arena/shared/admin-catalogue';
import { apiRequest } from '../../../lib/api-client';
import type { Pagination } from '../../../lib/pagination';
import { ADMIN_PER_PAGE, cleanQuery, pageOf } from './paged';

export type GameStatusFilter = 'all' | 'active' | 'archived';

export interface AdminGamesFilter {
  page: number;
  search?: string;
  status?: GameStatusFilter;
  perPage?: number;
}

export async function getAdminGames(filter: AdminGamesFilter, signal?: AbortSignal) {
  const perPage = filter.perPage ?? ADMIN_PER_PAGE;
  const answer = await apiRequest<{ data: AdminGame[]; pagination?: Pagination }>('/api/admin/games', {
    query: cleanQuery({ page: filter.page, per_page: perPage, search: filter.search, status: filter.status }),
    signal,
  });
  return pageOf(answer, filter.page, perPage);
}

/** Every games query (the list and the tournament form's choice): what a game change invalidates. */
export const adminGamesKey = ['admin', 'games'] as const;

export const adminGamesQuery = (filter: AdminGamesFilter) =>
  queryOptions({
    queryKey: [...adminGamesKey, filter],
    queryFn: ({ signal }) => getAdminGames(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminGames(filter: AdminGamesFilter) {
  return useQuery(adminGamesQuery(filter));
}

/** The games a tournament can be given: those in the catalogue, by name (the API's largest page). */
export function useGameChoices() {
  return useQuery({
    ...adminGamesQuery({ page: 1, status: 'active', perPage: 100 }),
    select: (page) => page.rows,
  });
}
