/**
 * DELETE /api/remove-tournament-participants (bearer): the captain's team leaves a pending tournament, or its
 * waitlist when it is only waiting. Used by the tournament page and My Tournaments.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaveInput } from '@arena/shared/enrolment';
import { apiRequest } from '../lib/api-client';
import { enrolmentChangeKeys, invalidateKeys } from './query-keys';

export function removeTournamentParticipant(input: LeaveInput) {
  return apiRequest('/api/remove-tournament-participants', { method: 'DELETE', body: input });
}

export function useRemoveTournamentParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTournamentParticipant,
    onSuccess: () => invalidateKeys(queryClient, enrolmentChangeKeys),
  });
}
