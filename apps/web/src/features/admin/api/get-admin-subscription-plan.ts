/** GET /api/admin/subscription-plan: the VIP plan on sale (null before one is set). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionPlan } from '@arena/shared/payments';
import { apiRequest } from '../../../lib/api-client';

export function getAdminSubscriptionPlan(signal?: AbortSignal) {
  return apiRequest<{ data: SubscriptionPlan | null }>('/api/admin/subscription-plan', { signal });
}

export const adminSubscriptionPlanKey = ['admin', 'subscription-plan'] as const;

export const adminSubscriptionPlanQuery = () =>
  queryOptions({
    queryKey: adminSubscriptionPlanKey,
    queryFn: async ({ signal }) => (await getAdminSubscriptionPlan(signal)).data,
  });

export function useAdminSubscriptionPlan() {
  return useQuery(adminSubscriptionPlanQuery());
}
