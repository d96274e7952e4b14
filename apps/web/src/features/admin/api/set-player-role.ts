/** POST /api/admin/players/:id/role {role}: promotes a player to admin, or back to player. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPlayer } from '@arena/shared/admin';
import { apiRequest } from '../../../lib/api-client';
import { refreshPlayer } from './player-mutation';

export type PlayerRole = AdminPlayer['role'];

export function setPlayerRole({ id, role }: { id: number; role: PlayerRole }) {
  return apiRequest<{ data: AdminPlayer }>(`/api/admin/players/${id}/role`, {
    method: 'POST',
    body: { role },
  });
}

export function useSetPlayerRole(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: PlayerRole) => setPlayerRole({ id, role }),
    onSuccess: () => refreshPlayer(queryClient, id),
  });
}
