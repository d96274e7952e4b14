/** POST /api/admin/tournaments/:id/cancel {reason}: cancels; every entry fee and VIP token is refunded once. */
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
import { disputesKey } from './get-disputes';

export function cancelTournament({ id, reason }: { id: number; reason: string }) {
  return apiRequest<{ data: { refunded_entries: number } }>(`/api/admin/tournaments/${id}/cancel`, {
    method: 'POST',
    body: { reason },
  });
}

export function useCancelTournament(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelTournament({ id, reason }),
    // Every entry is refunded and every team unlocked; the bracket and its matches stop.
    onSuccess: () =>
      invalidateKeys(queryClient, [
        adminTournamentKey(id),
        adminTournamentsKey,
        disputesKey,
        tournamentBracketKey(id),
        myMatchesKey(id),
        ...enrolmentChangeKeys,
      ]),
  });
}
