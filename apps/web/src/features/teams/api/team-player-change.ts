/** What the captain's player calls change: the team's roster and its accepted count on the cards. */
import type { QueryClient } from '@tanstack/react-query';
import { myTeamsQuery } from '../../../api/get-my-teams';
import { teamPlayersQuery } from './get-team-players';

export interface TeamPlayerBody {
  team_id: number;
  player_id: number;
}

export function refreshAfterRosterChange(queryClient: QueryClient, teamId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: teamPlayersQuery(teamId).queryKey }),
    queryClient.invalidateQueries({ queryKey: myTeamsQuery().queryKey }),
  ]);
}
