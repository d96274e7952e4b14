/** POST /api/add-tournament-participants (bearer): enrols a team, paid by its captain. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnrolInput } from '@arena/shared/enrolment';
import { apiRequest } from '../lib/api-client';
import { enrolmentChangeKeys, invalidateKeys } from './query-keys';

export function addTournamentParticipant(input: EnrolInput) {
  return apiRequest('/api/add-tournament-participants', { method: 'POST', body: input });
}

export function useAddTournamentParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTournamentParticipant,
    onSuccess: () => invalidateKeys(queryClient, enrolmentChangeKeys),
  });
}
