/** PUT /api/admin/tournaments/:id/seeds {seeds: [{team_id, seed}]}: the organiser's seeding of a pending tournament. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSeed, SeedsInput } from '@arena/shared/admin-catalogue';
import { apiRequest } from '../../../lib/api-client';
import { adminTournamentKey } from './get-admin-tournament';

export function saveSeeds({ id, body }: { id: number; body: SeedsInput }) {
  return apiRequest<{ data: AdminSeed[] }>(`/api/admin/tournaments/${id}/seeds`, { method: 'PUT', body });
}

export function useSaveSeeds(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SeedsInput) => saveSeeds({ id, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTournamentKey(id) }),
  });
}
