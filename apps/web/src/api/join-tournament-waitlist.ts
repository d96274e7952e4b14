/** POST /api/join-tournament-waitlist (bearer): the captain queues a team for a full tournament; no charge yet. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';
import type { EnrolInput } from '@arena/shared/enrolment';
import { enrolmentChangeKeys } from './query-keys';

export function joinTournamentWaitlist(input: EnrolInput) {
  return apiRequest('/api/join-tournament-waitlist', { method: 'POST', body: input });
}

export function useJoinTournamentWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinTournamentWaitlist,
    onSuccess: () =>
      Promise.all(enrolmentChangeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
