/** PUT /api/admin/tournaments/:id: edits every field of a pending tournament. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTournament, TournamentValues } from '@arena/shared/admin-catalogue';
import { catalogueChangeKeys, invalidateKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { adminTournamentKey } from './get-admin-tournament';
import { adminTournamentsKey } from './get-admin-tournaments';

export function updateTournament({ id, body }: { id: number; body: TournamentValues }) {
  return apiRequest<{ data: AdminTournament }>(`/api/admin/tournaments/${id}`, { method: 'PUT', body });
}

export function useUpdateTournament(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TournamentValues) => updateTournament({ id, body }),
    onSuccess: () =>
      invalidateKeys(queryClient, [adminTournamentKey(id), adminTournamentsKey, ...catalogueChangeKeys]),
  });
}
