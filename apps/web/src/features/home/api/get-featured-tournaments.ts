/**
 * GET /api/tournaments-list with only tournament_state (spec 000 section 7): the home page shows the
 * first 3 as featured competitions.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tournament } from '@arena/shared/catalogue';
import { PAGE_SIZE } from '@arena/shared/constants';
import { apiRequest } from '../../../lib/api-client';

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
    queryKey: ['tournaments-list', 'featured', viewerId],
    queryFn: ({ signal }) => getFeaturedTournaments(signal),
    // The section shows its own empty state; a failing call does not need a toast on the home page.
    meta: { silentError: true },
  });

export function useFeaturedTournaments(viewerId: number | null) {
  return useQuery(featuredTournamentsQuery(viewerId));
}
