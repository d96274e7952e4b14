/** POST /api/admin/withdrawals/:id/pay: sends the PayPal payout (at most once per request). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Withdrawal } from '@arena/shared/wallet';
import { balanceChangeKeys, invalidateKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { withdrawalsKey } from './get-withdrawals';

export function payWithdrawal(id: number) {
  return apiRequest<{ data: Withdrawal }>(`/api/admin/withdrawals/${id}/pay`, { method: 'POST' });
}

export function usePayWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payWithdrawal,
    // A refused payout changes the request too (pending again): refresh either way.
    onSettled: () => invalidateKeys(queryClient, [withdrawalsKey, ...balanceChangeKeys]),
  });
}
