/** POST /api/reject-player (bearer): Turn down a pending request (captain). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterRosterChange, type TeamPlayerBody } from './team-player-change';

export function rejectPlayer(body: TeamPlayerBody) {
  return apiRequest('/api/reject-player', { method: 'POST', body });
}

export function useRejectPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectPlayer,
    onSuccess: (_answer, { team_id }) => refreshAfterRosterChange(queryClient, team_id),
  });
}
