/** GET /api/tournament-team-players?tournament_id=&team_id=: the roster of an entered team. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamPlayer } from '@arena/shared/catalogue';
import { sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

export async function getTournamentTeamPlayers(tournamentId: number, teamId: number, signal?: AbortSignal) {
  const body = await apiRequest<{ players: TeamPlayer[] }>('/api/tournament-team-players', {
    query: { tournament_id: tournamentId, team_id: teamId },
    signal,
  });
  return body.players;
}

export const tournamentTeamPlayersQuery = (tournamentId: number, teamId: number) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.tournamentTeamPlayers, tournamentId, teamId],
    queryFn: ({ signal }) => getTournamentTeamPlayers(tournamentId, teamId, signal),
  });

export function useTournamentTeamPlayers(tournamentId: number, teamId: number | null) {
  return useQuery({ ...tournamentTeamPlayersQuery(tournamentId, teamId ?? 0), enabled: teamId !== null });
}
