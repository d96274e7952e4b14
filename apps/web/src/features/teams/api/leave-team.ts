/** POST /api/member-leave-team (bearer, accepted player, not while locked). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { participateTeamsQuery } from './get-participate-teams';
import { teamPlayersQuery } from './get-team-players';

export function leaveTeam(teamId: number) {
  return apiRequest('/api/member-leave-team', { method: 'POST', body: { team_id: teamId } });
}

export function useLeaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveTeam,
    onSuccess: (_answer, teamId) => {
      queryClient.removeQueries({ queryKey: teamPlayersQuery(teamId).queryKey });
      return queryClient.invalidateQueries({ queryKey: participateTeamsQuery().queryKey });
    },
  });
}
