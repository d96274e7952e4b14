/** GET /api/games-list without paging: every game, for the list's game picker. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '@arena/shared/catalogue';
import { apiRequest } from '../../../lib/api-client';

export async function getGamesList(signal?: AbortSignal) {
  return (await apiRequest<{ data: Game[] }>('/api/games-list', { signal })).data;
}

export const gamesListQuery = () =>
  queryOptions({
    queryKey: ['games-list', 'all'],
    queryFn: ({ signal }) => getGamesList(signal),
    staleTime: 5 * 60_000,
    meta: { silentError: true },
  });

export function useGamesList() {
  return useQuery(gamesListQuery());
}
