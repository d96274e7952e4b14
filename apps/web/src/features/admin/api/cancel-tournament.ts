/** POST /api/admin/tournaments/:id/cancel {reason}: cancels; every entry fee and VIP token is refunded once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
    onSuccess: async () => {
      await Promise.all(
        [adminTournamentKey(id), adminTournamentsKey, disputesKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
