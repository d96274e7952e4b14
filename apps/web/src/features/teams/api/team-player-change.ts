/** What the captain's player calls change: the team's roster and its accepted count on the cards. */
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { teamPlayerBody } from '@arena/shared/teams';
import { myTeamsQuery } from '../../../api/get-my-teams';
import { teamPlayersQuery } from './get-team-players';

/** The body of accept-player, reject-player and remove-player: numbers, as the caches are keyed. */
export type TeamPlayerBody = z.output<typeof teamPlayerBody>;

export function refreshAfterRosterChange(queryClient: QueryClient, teamId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: teamPlayersQuery(teamId).queryKey }),
    queryClient.invalidateQueries({ queryKey: myTeamsQuery().queryKey }),
  ]);
}
