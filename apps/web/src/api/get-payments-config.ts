/** GET /api/payments/config (bearer): which payment provider runs (PayPal or the built-in sandbox) and its client id. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsConfig } from '@arena/shared/payments';
import { apiRequest } from '../lib/api-client';

export function getPaymentsConfig(signal?: AbortSignal) {
  return apiRequest<{ data: PaymentsConfig }>('/api/payments/config', { signal });
}

export const paymentsConfigQuery = () =>
  queryOptions({
    queryKey: ['payments', 'config'],
    queryFn: async ({ signal }) => (await getPaymentsConfig(signal)).data,
    // Set when the server starts; it does not change while the page is open.
    staleTime: Infinity,
    // The payment step says so itself when payments are unavailable.
    meta: { silentError: true },
  });

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQuery());
}
