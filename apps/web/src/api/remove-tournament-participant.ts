/**
 * DELETE /api/remove-tournament-participants (bearer): the captain's team leaves a pending tournament, or its
 * waitlist when it is only waiting. Used by the tournament page and My Tournaments.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';
import { enrolmentChangeKeys, invalidateKeys } from './query-keys';

export interface LeaveTournamentInput {
  tournament_id: number;
  captain_id: number;
}

export function removeTournamentParticipant(input: LeaveTournamentInput) {
  return apiRequest('/api/remove-tournament-participants', { method: 'DELETE', body: input });
}

export function useRemoveTournamentParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTournamentParticipant,
    onSuccess: () => invalidateKeys(queryClient, enrolmentChangeKeys),
  });
}
