/** GET /api/leaderboard: one page of a game and team size's board, ranked or provisional (decision 0047). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@arena/shared/constants';
import type { Leaderboard } from '@arena/shared/leaderboard';
import { apiRequest } from '../../../lib/api-client';

export interface LeaderboardParams {
  gameId: number;
  teamSize: number;
  region?: string;
  provisional: boolean;
  page: number;
}

export interface LeaderboardPage {
  board: Leaderboard;
  pagination: { page: number; per_page: number; total: number; last_page: number };
}

export async function getLeaderboard(params: LeaderboardParams, signal?: AbortSignal) {
  const body = await apiRequest<{ data: Leaderboard; pagination: LeaderboardPage['pagination'] }>(
    '/api/leaderboard',
    {
      query: {
        game_id: params.gameId,
        team_size: params.teamSize,
        region: params.region,
        provisional: params.provisional ? 'true' : undefined,
        page: params.page,
        per_page: PAGE_SIZE.leaderboard,
      },
      signal,
    },
  );
  return { board: body.data, pagination: body.pagination } satisfies LeaderboardPage;
}

export const leaderboardQuery = (params: LeaderboardParams) =>
  queryOptions({
    queryKey: ['leaderboard', params],
    queryFn: ({ signal }) => getLeaderboard(params, signal),
    placeholderData: keepPreviousData,
  });

export function useLeaderboard(params: LeaderboardParams | null) {
  return useQuery({
    ...leaderboardQuery(params ?? { gameId: 0, teamSize: 1, provisional: false, page: 1 }),
    enabled: params !== null,
  });
}
