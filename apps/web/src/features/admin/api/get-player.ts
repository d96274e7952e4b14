/** GET /api/admin/players/:id?page&per_page: a player's profile and balances, and a page of their ledger. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPlayer, LedgerEntry } from '@arena/shared/admin';
import { apiRequest } from '../../../lib/api-client';
import { listPage, type Pagination } from '../../../lib/pagination';
import { ADMIN_PER_PAGE } from './paged';

export async function getPlayer(id: number, page: number, signal?: AbortSignal) {
  const answer = await apiRequest<{ data: AdminPlayer; ledger: LedgerEntry[]; pagination?: Pagination }>(
    `/api/admin/players/${id}`,
    { query: { page, per_page: ADMIN_PER_PAGE }, signal },
  );
  return { player: answer.data, ledger: listPage(answer.ledger, answer.pagination, page, ADMIN_PER_PAGE) };
}

export const playerKey = (id: number) => ['admin', 'player', id] as const;

export const playerQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: [...playerKey(id), page],
    queryFn: ({ signal }) => getPlayer(id, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function usePlayer(id: number, page: number) {
  return useQuery(playerQuery(id, page));
}
