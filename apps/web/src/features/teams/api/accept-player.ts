/** POST /api/accept-player (bearer): Accept a pending request (captain, not while locked, while the roster has room). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterRosterChange, type TeamPlayerBody } from './team-player-change';

export function acceptPlayer(body: TeamPlayerBody) {
  return apiRequest('/api/accept-player', { method: 'POST', body });
}

export function useAcceptPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPlayer,
    onSuccess: (_answer, { team_id }) => refreshAfterRosterChange(queryClient, team_id),
  });
}
