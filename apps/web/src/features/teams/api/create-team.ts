/** POST /api/create-team (bearer): a new team with me as its captain. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTeamInput, Team } from '@arena/shared/teams';
import { apiRequest } from '../../../lib/api-client';
import { myTeamsQuery } from '../../../api/get-my-teams';

export function createTeam(body: CreateTeamInput) {
  return apiRequest<{ data: Team }>('/api/create-team', { method: 'POST', body });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myTeamsQuery().queryKey }),
  });
}
