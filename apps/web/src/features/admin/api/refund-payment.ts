/**
 * POST /api/admin/payments/:order_id/refund {amount?, note?, refunded_before?}: refunds `amount` pounds (what is
 * left when absent) with PayPal and takes back the same share of what is unspent; the rest becomes a shortfall
 * (decision 0012). A purchase refunded since `refunded_before` is refused (409).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPaymentOrder } from '@arena/shared/payments';
import { balanceChangeKeys, invalidateKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { playerPaymentsKey } from './get-player-payments';
import { shortfallsKey } from './get-shortfalls';

export function refundPayment({
  orderId,
  amount,
  note,
  refundedBefore,
}: {
  orderId: string;
  amount?: number;
  note?: string;
  /** What the admin saw as already refunded: a purchase refunded since is refused (409), not refunded twice. */
  refundedBefore?: number;
}) {
  return apiRequest<{ data: AdminPaymentOrder }>(
    `/api/admin/payments/${encodeURIComponent(orderId)}/refund`,
    {
      method: 'POST',
      body: {
        ...(amount === undefined ? {} : { amount }),
        ...(note ? { note } : {}),
        ...(refundedBefore === undefined ? {} : { refunded_before: refundedBefore }),
      },
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
