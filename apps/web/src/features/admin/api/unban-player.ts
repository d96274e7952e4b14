/** POST /api/admin/players/:id/unban: lifts a ban. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPlayer } from '@arena/shared/admin';
import { apiRequest } from '../../../lib/api-client';
import { refreshPlayer } from './player-mutation';

export function unbanPlayer(id: number) {
  return apiRequest<{ data: AdminPlayer }>(`/api/admin/players/${id}/unban`, { method: 'POST' });
}

export function useUnbanPlayer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unbanPlayer(id),
    onSuccess: () => refreshPlayer(queryClient, id),
  });
}
