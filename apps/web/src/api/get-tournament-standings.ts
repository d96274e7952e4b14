/**
 * GET /api/tournament-standings?tournament_id= (public, decision 0043): each stage's groups with every team's
 * record and rank, and the final placings once completed. Keyed under the tournament's bracket key, so whatever
 * refreshes the bracket (its live stream, a result set) refreshes the standings too.
 */
import { useQuery } from '@tanstack/react-query';
import type { TournamentStandings } from '@arena/shared/standings';
import { apiRequest } from '../lib/api-client';
import { tournamentBracketKey } from './query-keys';
import { BRACKET_REFRESH_MS } from './get-tournament-bracket';
import { useTournamentStreamOpen } from './live-streams';

export async function getTournamentStandings(
  tournamentId: number,
  signal?: AbortSignal,
): Promise<TournamentStandings> {
  const body = await apiRequest<{ data: TournamentStandings }>('/api/tournament-standings', {
    query: { tournament_id: tournamentId },
    signal,
  });
  return body.data;
}

export function useStageStandings(tournamentId: number, live: boolean, enabled: boolean) {
  const streaming = useTournamentStreamOpen(tournamentId);
  return useQuery({
    queryKey: [...tournamentBracketKey(tournamentId), 'standings'],
    queryFn: ({ signal }) => getTournamentStandings(tournamentId, signal),
    refetchInterval: live && !streaming ? BRACKET_REFRESH_MS : false,
    meta: { silentError: true },
    enabled,
  });
}
