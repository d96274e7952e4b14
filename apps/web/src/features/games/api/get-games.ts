/** GET /api/games-list?page=&per_page=: a page of games (8 a page, spec 000 section 9). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '@arena/shared/catalogue';
import { PAGE_SIZE } from '@arena/shared/constants';
import { apiRequest } from '../../../lib/api-client';

export interface GamesPage {
  games: Game[];
  pagination: { page: number; per_page: number; total: number; last_page: number };
}

export async function getGames(page: number, signal?: AbortSignal): Promise<GamesPage> {
  const body = await apiRequest<{ data: Game[]; pagination?: GamesPage['pagination'] }>('/api/games-list', {
    query: { page, per_page: PAGE_SIZE.games },
    signal,
  });
  return {
    games: body.data,
    pagination: body.pagination ?? { page, per_page: PAGE_SIZE.games, total: body.data.length, last_page: 1 },
  };
}

export const gamesQuery = (page: number) =>
  queryOptions({
    queryKey: ['games-list', 'page', page],
    queryFn: ({ signal }) => getGames(page, signal),
    placeholderData: keepPreviousData,
  });

export function useGames(page: number) {
  return useQuery(gamesQuery(page));
}
