/** GET /api/tournament-bracket?tournament_id: the bracket's matches (null before the tournament starts). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentBracket } from '@arena/shared/brackets';
import { apiRequest } from '../../../lib/api-client';

export function getTournamentBracket(tournamentId: number, signal?: AbortSignal) {
  return apiRequest<{ data: TournamentBracket | null }>('/api/tournament-bracket', {
    query: { tournament_id: tournamentId },
    signal,
  });
}

export const tournamentBracketKey = (tournamentId: number) => ['admin', 'bracket', tournamentId] as const;

export const tournamentBracketQuery = (tournamentId: number) =>
  queryOptions({
    queryKey: tournamentBracketKey(tournamentId),
    queryFn: async ({ signal }) => (await getTournamentBracket(tournamentId, signal)).data,
    // Captains report while the organiser looks: never trust an old copy.
    staleTime: 0,
  });

export function useTournamentBracket(tournamentId: number, enabled: boolean) {
  return useQuery({ ...tournamentBracketQuery(tournamentId), enabled });
}
