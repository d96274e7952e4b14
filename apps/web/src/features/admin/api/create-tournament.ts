/** POST /api/admin/tournaments: creates a pending tournament (registration open until its deadline). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTournament, TournamentValues } from '@arena/shared/admin-catalogue';
import { catalogueChangeKeys, invalidateKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { adminTournamentsKey } from './get-admin-tournaments';

export function createTournament(body: TournamentValues) {
  return apiRequest<{ data: AdminTournament }>('/api/admin/tournaments', { method: 'POST', body });
}

export function useCreateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTournament,
    onSuccess: () => invalidateKeys(queryClient, [adminTournamentsKey, ...catalogueChangeKeys]),
  });
}
