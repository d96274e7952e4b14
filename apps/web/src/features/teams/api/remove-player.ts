/** POST /api/captain-delete-player (bearer): Remove a player from the team (captain, not while locked). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterRosterChange, type TeamPlayerBody } from './team-player-change';

export function removePlayer(body: TeamPlayerBody) {
  return apiRequest('/api/captain-delete-player', { method: 'POST', body });
}

export function useRemovePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePlayer,
    onSuccess: (_answer, { team_id }) => refreshAfterRosterChange(queryClient, team_id),
  });
}
