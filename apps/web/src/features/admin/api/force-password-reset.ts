/** POST /api/admin/players/:id/force-password-reset: the password stops working, every session ends (0050). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPlayer } from '@arena/shared/admin';
import { apiRequest } from '../../../lib/api-client';
import { refreshPlayer } from './player-mutation';

export function forcePasswordReset(id: number) {
  return apiRequest<{ message: string; data: AdminPlayer }>(`/api/admin/players/${id}/force-password-reset`, {
    method: 'POST',
  });
}

export function useForcePasswordReset(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => forcePasswordReset(id),
    onSuccess: () => refreshPlayer(queryClient, id),
  });
}
