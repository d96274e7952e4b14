/**
 * POST /api/tournament-check-in (bearer): the captain checks the team in while the window is open. Used by
 * the tournament page and My Tournaments, so it lives in the shared data layer.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tournament } from '@arena/shared/catalogue';
import type { CheckInInput } from '@arena/shared/enrolment';
import { apiRequest } from '../lib/api-client';
import { enrolmentChangeKeys } from './query-keys';

export function checkInTeam(input: CheckInInput) {
  return apiRequest('/api/tournament-check-in', { method: 'POST', body: input });
}

export function useCheckInTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInTeam,
    onSuccess: () =>
      Promise.all(enrolmentChangeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Whether check-in is open at `now`: from check_in_opens_at until the start, while the tournament is pending. */
export function isCheckInOpen(
  tournament: Pick<Tournament, 'check_in_opens_at' | 'tournament_start_date' | 'tournament_state'>,
  now: number,
): boolean {
  if (tournament.tournament_state !== 'pending' || tournament.check_in_opens_at === null) return false;
  return (
    now >= Date.parse(tournament.check_in_opens_at) && now < Date.parse(tournament.tournament_start_date)
  );
}
