/** GET /api/admin/tournaments?search&state&page&per_page: every tournament, cancelled included, latest start first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTournamentSummary } from '@arena/shared/admin-catalogue';
import type { TOURNAMENT_STATES } from '@arena/shared/catalogue';
import { apiRequest } from '../../../lib/api-client';
import type { Pagination } from '../../../lib/pagination';
import { ADMIN_PER_PAGE, cleanQuery, pageOf } from './paged';

export type TournamentStateFilter = 'all' | (typeof TOURNAMENT_STATES)[number];

export interface AdminTournamentsFilter {
  page: number;
  search?: string;
  state?: TournamentStateFilter;
}

export async function getAdminTournaments(filter: AdminTournamentsFilter, signal?: AbortSignal) {
  const answer = await apiRequest<{ data: AdminTournamentSummary[]; pagination?: Pagination }>(
    '/api/admin/tournaments',
    {
      query: cleanQuery({
        page: filter.page,
        per_page: ADMIN_PER_PAGE,
        search: filter.search,
        state: filter.state,
      }),
      signal,
    },
  );
  return pageOf(answer, filter.page, ADMIN_PER_PAGE);
}

/** Every page of the list: what creating, editing, starting or cancelling a tournament invalidates. */
export const adminTournamentsKey = ['admin', 'tournaments'] as const;

export const adminTournamentsQuery = (filter: AdminTournamentsFilter) =>
  queryOptions({
    queryKey: [...adminTournamentsKey, filter],
    queryFn: ({ signal }) => getAdminTournaments(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminTournaments(filter: AdminTournamentsFilter) {
  return useQuery(adminTournamentsQuery(filter));
}
