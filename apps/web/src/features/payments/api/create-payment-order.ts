/** POST /api/payments/orders (bearer): the server creates and prices the provider's order for what is bought. */
import { useMutation } from '@tanstack/react-query';
import type { CreateOrderBody, PaymentOrder } from '@arena/shared/payments';
import { apiRequest } from '../../../lib/api-client';

export function createPaymentOrder(body: CreateOrderBody) {
  return apiRequest<{ data: PaymentOrder }>('/api/payments/orders', { method: 'POST', body });
}

export function useCreatePaymentOrder() {
  // The checkout decides what a failure shows (spec 001 section 8).
  return useMutation({ mutationFn: createPaymentOrder, meta: { silentError: true } });
}
