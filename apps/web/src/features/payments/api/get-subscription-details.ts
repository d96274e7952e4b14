/** GET /api/subscription-details (bearer): the VIP plan on sale, or null when there is none. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionPlan } from '@arena/shared/payments';
import { sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

export function getSubscriptionDetails(signal?: AbortSignal) {
  return apiRequest<{ subscription: SubscriptionPlan | null }>('/api/subscription-details', { signal });
}

export const subscriptionPlanQuery = () =>
  queryOptions({
    queryKey: sharedQueryKeys.subscriptionPlan,
    queryFn: async ({ signal }) => (await getSubscriptionDetails(signal)).subscription ?? null,
  });

export function useSubscriptionPlan() {
  return useQuery(subscriptionPlanQuery());
}
