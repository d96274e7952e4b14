/** GET /api/my-matches?tournament_id= (bearer): my team's matches in a tournament, with what I may report. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyMatch } from '@arena/shared/brackets';
import { useTournamentStreamOpen } from '../../../api/live-streams';
import { apiRequest } from '../../../lib/api-client';
import { BRACKET_REFRESH_MS } from '../../../api/get-tournament-bracket';
import { myMatchesKey } from '../../../api/query-keys';

export async function getMyMatches(tournamentId: number, signal?: AbortSignal) {
  const body = await apiRequest<{ data: MyMatch[] }>('/api/my-matches', {
    query: { tournament_id: tournamentId },
    signal,
  });
  return body.data;
}

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
  const streaming = useTournamentStreamOpen(tournamentId);
  return useQuery({
    ...myMatchesQuery(tournamentId, viewerId ?? 0),
    enabled: enabled && viewerId !== null,
    refetchInterval: live && !streaming ? BRACKET_REFRESH_MS : false,
  });
}
