/** POST /api/payments/orders/{order_id}/capture (bearer): the server captures an approved order with the provider. */
import { useMutation } from '@tanstack/react-query';
import type { PaymentOrder } from '@arena/shared/payments';
import { apiRequest } from '../../../lib/api-client';

export function capturePaymentOrder(orderId: string) {
  return apiRequest<{ data: PaymentOrder }>(`/api/payments/orders/${encodeURIComponent(orderId)}/capture`, {
    method: 'POST',
    body: {},
  });
}

export function useCapturePaymentOrder() {
  return useMutation({ mutationFn: capturePaymentOrder, meta: { silentError: true } });
}
