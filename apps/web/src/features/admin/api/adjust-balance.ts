/** POST /api/admin/players/:id/adjust {asset, delta, reason}: corrects a balance through the ledger. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdjustBalanceInput, AdminPlayer } from '@arena/shared/admin';
import { balanceChangeKeys, invalidateKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { refreshPlayer } from './player-mutation';

export function adjustBalance({ id, body }: { id: number; body: AdjustBalanceInput }) {
  return apiRequest<{ data: AdminPlayer }>(`/api/admin/players/${id}/adjust`, { method: 'POST', body });
}

export function useAdjustBalance(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustBalanceInput) => adjustBalance({ id, body }),
    // The ledger moved a balance: the organiser may be correcting their own.
    onSuccess: () =>
      Promise.all([refreshPlayer(queryClient, id), invalidateKeys(queryClient, balanceChangeKeys)]),
  });
}
