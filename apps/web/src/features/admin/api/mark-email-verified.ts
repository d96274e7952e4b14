/** POST /api/admin/players/:id/verify-email {reason}: marks the player's e-mail address verified, audited. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPlayer } from '@arena/shared/admin';
import { apiRequest } from '../../../lib/api-client';
import { refreshPlayer } from './player-mutation';

export function markEmailVerified({ id, reason }: { id: number; reason: string }) {
  return apiRequest<{ message: string; data: AdminPlayer }>(`/api/admin/players/${id}/verify-email`, {
    method: 'POST',
    body: { reason },
  });
}

export function useMarkEmailVerified(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => markEmailVerified({ id, reason }),
    onSuccess: () => refreshPlayer(queryClient, id),
  });
}
