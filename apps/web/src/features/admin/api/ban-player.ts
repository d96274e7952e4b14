/** POST /api/admin/players/:id/ban {reason}: bans a player and ends their sessions. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPlayer } from '@arena/shared/admin';
import { apiRequest } from '../../../lib/api-client';
import { refreshPlayer } from './player-mutation';

export function banPlayer({ id, reason }: { id: number; reason: string }) {
  return apiRequest<{ data: AdminPlayer }>(`/api/admin/players/${id}/ban`, {
    method: 'POST',
    body: { reason },
  });
}

export function useBanPlayer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => banPlayer({ id, reason }),
    onSuccess: () => refreshPlayer(queryClient, id),
  });
}
