/** GET /api/tournaments-list: a page of tournaments by tab, game, filters and search, with the filter bounds. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tournament, TournamentFilters, TournamentStateFilter } from '@arena/shared/catalogue';
import { PAGE_SIZE } from '@arena/shared/constants';
import { apiRequest } from '../../../lib/api-client';

export interface TournamentsListParams {
  tournament_state: TournamentStateFilter;
  game_id?: number;
  search?: string;
  /** The filters are upper bounds, sent only once the player applies the filter form. */
  entry_fee?: number;
  total_teams?: number;
  winning_prize?: number;
  region?: string;
  page: number;
}

export interface TournamentsPage {
  tournaments: Tournament[];
  filters: TournamentFilters;
  pagination: { page: number; per_page: number; total: number; last_page: number };
}

export async function getTournaments(params: TournamentsListParams, signal?: AbortSignal) {
  const body = await apiRequest<{
    tournaments: Tournament[];
    data: TournamentFilters;
    pagination?: TournamentsPage['pagination'];
  }>('/api/tournaments-list', {
    query: { ...params, per_page: PAGE_SIZE.tournaments },
    signal,
  });
  return {
    tournaments: body.tournaments,
    filters: body.data,
    pagination: body.pagination ?? {
      page: params.page,
      per_page: PAGE_SIZE.tournaments,
      total: body.tournaments.length,
      last_page: 1,
    },
  } satisfies TournamentsPage;
}

export const tournamentsQuery = (params: TournamentsListParams, viewerId: number | null) =>
  queryOptions({
    // participate is per viewer, so the viewer is part of the key.
    queryKey: ['tournaments-list', 'page', params, viewerId],
    queryFn: ({ signal }) => getTournaments(params, signal),
    placeholderData: keepPreviousData,
  });

export function useTournaments(params: TournamentsListParams, viewerId: number | null) {
  return useQuery(tournamentsQuery(params, viewerId));
}
