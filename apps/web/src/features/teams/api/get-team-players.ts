/** GET /api/player-list?team_id= (bearer): a team and its players (its captain also sees pending requests). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamPlayer } from '@arena/shared/catalogue';
import type { Team } from '@arena/shared/teams';
import { sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

export function getTeamPlayers(teamId: number, signal?: AbortSignal) {
  return apiRequest<{ team: Team; players: TeamPlayer[] }>('/api/player-list', {
    query: { team_id: teamId },
    signal,
  });
}

export const teamPlayersQuery = (teamId: number) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.teams, teamId, 'players'],
    queryFn: async ({ signal }) => {
      const { team, players } = await getTeamPlayers(teamId, signal);
      return { team, players };
    },
  });

export function useTeamPlayers(teamId: number) {
  return useQuery(teamPlayersQuery(teamId));
}
