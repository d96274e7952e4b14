/**
 * POST /api/admin/payments/:order_id/refund {note?}: refunds what is left of the purchase with PayPal and takes
 * back what is unspent of what it granted; the rest becomes a shortfall (decision 0012).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPaymentOrder } from '@arena/shared/payments';
import { balanceChangeKeys, invalidateKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { playerPaymentsKey } from './get-player-payments';
import { shortfallsKey } from './get-shortfalls';

export function refundPayment({ orderId, note }: { orderId: string; note?: string }) {
  return apiRequest<{ data: AdminPaymentOrder }>(
    `/api/admin/payments/${encodeURIComponent(orderId)}/refund`,
    {
      method: 'POST',
      body: note ? { note } : {},
    },
  );
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    // The balances, the purchase list and the shortfalls may all have moved; a refusal may mean another
    // admin refunded first.
    onSettled: () =>
      invalidateKeys(queryClient, [
        playerPaymentsKey,
        shortfallsKey,
        ['admin', 'player'],
        ...balanceChangeKeys,
      ]),
  });
}
