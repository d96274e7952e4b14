/** GET /api/my-matches?tournament_id= (bearer): my team's matches in a tournament, with what I may report. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyMatch } from '@arena/shared/brackets';
import { apiRequest } from '../../../lib/api-client';
import { BRACKET_REFRESH_MS } from './get-tournament-bracket';

export async function getMyMatches(tournamentId: number, signal?: AbortSignal) {
  const body = await apiRequest<{ data: MyMatch[] }>('/api/my-matches', {
    query: { tournament_id: tournamentId },
    signal,
  });
  return body.data;
}

/** Every viewer's copy of one tournament's matches: what a score report invalidates. */
export const myMatchesKey = (tournamentId: number) => ['my-matches', tournamentId] as const;

export const myMatchesQuery = (tournamentId: number, viewerId: number) =>
  queryOptions({
    queryKey: [...myMatchesKey(tournamentId), viewerId],
    queryFn: ({ signal }) => getMyMatches(tournamentId, signal),
    // The section shows a failure in place.
    meta: { silentError: true },
  });

export function useMyMatches(
  tournamentId: number,
  viewerId: number | null,
  { enabled, live }: { enabled: boolean; live: boolean },
) {
  return useQuery({
    ...myMatchesQuery(tournamentId, viewerId ?? 0),
    enabled: enabled && viewerId !== null,
    refetchInterval: live ? BRACKET_REFRESH_MS : false,
  });
}
