/** POST /api/admin/tournaments/:id/start: draws the bracket now (or cancels and refunds with fewer than 2 teams). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  enrolmentChangeKeys,
  invalidateKeys,
  myMatchesKey,
  tournamentBracketKey,
} from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { adminTournamentKey } from './get-admin-tournament';
import { adminTournamentsKey } from './get-admin-tournaments';

export function startTournament(id: number) {
  return apiRequest<{ data: { outcome: 'started' | 'cancelled' } }>(`/api/admin/tournaments/${id}/start`, {
    method: 'POST',
  });
}

export function useStartTournament(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startTournament(id),
    // A start draws the bracket; one without enough teams cancels the tournament and refunds every entry.
    onSuccess: () =>
      invalidateKeys(queryClient, [
        adminTournamentKey(id),
        adminTournamentsKey,
        tournamentBracketKey(id),
        myMatchesKey(id),
        ...enrolmentChangeKeys,
      ]),
  });
}
