/**
 * GET /api/tournament-bracket?tournament_id= (public; the bearer, when stored, fills my_team_ids): the
 * bracket in brackets-viewer's data shape, or null before it is drawn.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentBracket } from '@arena/shared/brackets';
import { apiRequest } from '../../../lib/api-client';

/** How often a live bracket is fetched again while its page is open. */
export const BRACKET_REFRESH_MS = 10_000;

export async function getTournamentBracket(tournamentId: number, signal?: AbortSignal) {
  const body = await apiRequest<{ data: TournamentBracket | null }>('/api/tournament-bracket', {
    query: { tournament_id: tournamentId },
    signal,
  });
  return body.data;
}

/** Every viewer's copy of one tournament's bracket: what a score report invalidates. */
export const tournamentBracketKey = (tournamentId: number) => ['tournament-bracket', tournamentId] as const;

export const tournamentBracketQuery = (tournamentId: number, viewerId: number | null) =>
  queryOptions({
    // my_team_ids is per viewer, so the viewer is part of the key.
    queryKey: [...tournamentBracketKey(tournamentId), viewerId],
    queryFn: ({ signal }) => getTournamentBracket(tournamentId, signal),
    // The tab falls back to the bracket image or an empty state; a refresh that fails is not worth a toast.
    meta: { silentError: true },
  });

export function useTournamentBracket(tournamentId: number, viewerId: number | null, live: boolean) {
  return useQuery({
    ...tournamentBracketQuery(tournamentId, viewerId),
    refetchInterval: live ? BRACKET_REFRESH_MS : false,
  });
}
