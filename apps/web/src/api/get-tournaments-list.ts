/**
 * GET /api/tournaments-list: a page of tournaments by tab, game, filters and search, with the filter bounds
 * (the tournament list), or the first few of every state (the home page's featured competitions). Both copies
 * live under `sharedQueryKeys.tournamentLists`, which enrolment, results and catalogue edits invalidate.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tournament, TournamentFilters, TournamentStateFilter } from '@arena/shared/catalogue';
import { PAGE_SIZE } from '@arena/shared/constants';
import { apiRequest } from '../lib/api-client';
import { sharedQueryKeys } from './query-keys';

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
    queryKey: [...sharedQueryKeys.tournamentLists, 'page', params, viewerId],
    queryFn: ({ signal }) => getTournaments(params, signal),
    placeholderData: keepPreviousData,
  });

export function useTournaments(params: TournamentsListParams, viewerId: number | null) {
  return useQuery(tournamentsQuery(params, viewerId));
}

/** Spec 000 section 7: the home page shows the first 3 as featured competitions. */
export async function getFeaturedTournaments(signal?: AbortSignal) {
  const body = await apiRequest<{ tournaments: Tournament[] }>('/api/tournaments-list', {
    query: { tournament_state: 'all' },
    signal,
  });
  return body.tournaments.slice(0, PAGE_SIZE.featuredTournaments);
}

export const featuredTournamentsQuery = (viewerId: number | null) =>
  queryOptions({
    // participate is per viewer, so the viewer is part of the key.
    queryKey: [...sharedQueryKeys.tournamentLists, 'featured', viewerId],
    queryFn: ({ signal }) => getFeaturedTournaments(signal),
    // The section shows its own empty state; a failing call does not need a toast on the home page.
    meta: { silentError: true },
  });

export function useFeaturedTournaments(viewerId: number | null) {
  return useQuery(featuredTournamentsQuery(viewerId));
}
