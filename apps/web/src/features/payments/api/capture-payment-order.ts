/**
 * POST /api/payments/orders/{order_id}/capture (bearer): the server captures an approved order with the provider
 * and, when PayPal completes it, grants the purchase in the same call (decision 0012). `data.state` says which:
 * completed (granted) or capture_pending (PayPal holds it; granted when PayPal completes it); `user` carries
 * the fresh balances.
 */
import { useMutation } from '@tanstack/react-query';
import type { PaymentOrder } from '@arena/shared/payments';
import type { User } from '@arena/shared/user';
import { apiRequest } from '../../../lib/api-client';

export function capturePaymentOrder(orderId: string) {
  return apiRequest<{ data: PaymentOrder; user?: User }>(
    `/api/payments/orders/${encodeURIComponent(orderId)}/capture`,
    {
      method: 'POST',
      body: {},
    },
  );
}

export function useCapturePaymentOrder() {
  return useMutation({ mutationFn: capturePaymentOrder, meta: { silentError: true } });
}
