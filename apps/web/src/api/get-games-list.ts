/**
 * GET /api/games-list: every game (the tournament list's game picker) or a page of them (the games page, 8 a
 * page, spec 000 section 9). Both copies live under `sharedQueryKeys.games`, which a game edit invalidates.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '@arena/shared/catalogue';
import { PAGE_SIZE } from '@arena/shared/constants';
import { apiRequest } from '../lib/api-client';
import { sharedQueryKeys } from './query-keys';

export interface GamesPage {
  games: Game[];
  pagination: { page: number; per_page: number; total: number; last_page: number };
}

export async function getGamesList(signal?: AbortSignal) {
  return (await apiRequest<{ data: Game[] }>('/api/games-list', { signal })).data;
}

export const gamesListQuery = () =>
  queryOptions({
    queryKey: [...sharedQueryKeys.games, 'all'],
    queryFn: ({ signal }) => getGamesList(signal),
    staleTime: 5 * 60_000,
    meta: { silentError: true },
  });

export function useGamesList() {
  return useQuery(gamesListQuery());
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
    queryKey: [...sharedQueryKeys.games, 'page', page],
    queryFn: ({ signal }) => getGames(page, signal),
    placeholderData: keepPreviousData,
  });

export function useGames(page: number) {
  return useQuery(gamesQuery(page));
}
