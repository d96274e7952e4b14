/** POST /api/admin/tournaments/:id/start: draws the bracket now (or cancels and refunds with fewer than 2 teams). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminTournamentKey } from './get-admin-tournament';
import { adminTournamentsKey } from './get-admin-tournaments';
import { tournamentBracketKey } from './get-tournament-bracket';

export function startTournament(id: number) {
  return apiRequest<{ data: { outcome: 'started' | 'cancelled' } }>(`/api/admin/tournaments/${id}/start`, {
    method: 'POST',
  });
}

export function useStartTournament(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startTournament(id),
    onSuccess: async () => {
      await Promise.all(
        [adminTournamentKey(id), adminTournamentsKey, tournamentBracketKey(id)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
