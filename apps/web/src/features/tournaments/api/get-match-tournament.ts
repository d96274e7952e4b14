/** GET /api/match-tournament?match_id=: the tournament of a match (the match overlay opens by the match alone). */
import { useQuery } from '@tanstack/react-query';
import type { MatchTournament } from '@arena/shared/brackets';
import { apiRequest } from '../../../lib/api-client';

export function useMatchTournament(matchId: number) {
  return useQuery({
    queryKey: ['match-tournament', matchId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: MatchTournament }>('/api/match-tournament', {
          query: { match_id: matchId },
          signal,
        })
      ).data,
    enabled: Number.isInteger(matchId) && matchId > 0,
    // A match never moves to another tournament.
    staleTime: Infinity,
    meta: { silentError: true },
  });
}
