/** POST /api/delete-team (bearer, captain, not while locked). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { inviteLinkQuery } from './get-invite-link';
import { myTeamsQuery } from '../../../api/get-my-teams';
import { teamPlayersQuery } from './get-team-players';

export function deleteTeam(teamId: number) {
  return apiRequest('/api/delete-team', { method: 'POST', body: { id: teamId } });
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: (_answer, teamId) => {
      queryClient.removeQueries({ queryKey: teamPlayersQuery(teamId).queryKey });
      queryClient.removeQueries({ queryKey: inviteLinkQuery(teamId).queryKey });
      return queryClient.invalidateQueries({ queryKey: myTeamsQuery().queryKey });
    },
  });
}
