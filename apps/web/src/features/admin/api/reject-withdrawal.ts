/** POST /api/admin/withdrawals/:id/reject {note?}: rejects a pending request; the amount returns to the wallet. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Withdrawal } from '@arena/shared/wallet';
import { balanceChangeKeys, invalidateKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { withdrawalsKey } from './get-withdrawals';

export function rejectWithdrawal({ id, note }: { id: number; note?: string }) {
  return apiRequest<{ data: Withdrawal }>(`/api/admin/withdrawals/${id}/reject`, {
    method: 'POST',
    body: note ? { note } : {},
  });
}

export function useRejectWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectWithdrawal,
    onSuccess: () => invalidateKeys(queryClient, [withdrawalsKey, ...balanceChangeKeys]),
  });
}
