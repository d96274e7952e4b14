/** PUT /api/admin/subscription-plan: name, price, duration in months, features and instruction (HTML). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionPlanInput } from '@arena/shared/admin';
import type { SubscriptionPlan } from '@arena/shared/payments';
import { invalidateKeys, sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { adminSubscriptionPlanKey } from './get-admin-subscription-plan';

export function updateSubscriptionPlan(body: SubscriptionPlanInput) {
  return apiRequest<{ data: SubscriptionPlan }>('/api/admin/subscription-plan', { method: 'PUT', body });
}

export function useUpdateSubscriptionPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscriptionPlan,
    onSuccess: (answer) => {
      queryClient.setQueryData(adminSubscriptionPlanKey, answer.data);
      return invalidateKeys(queryClient, [
        sharedQueryKeys.subscriptionPlan,
        sharedQueryKeys.userSubscription,
      ]);
    },
  });
}
