/** GET /api/user-subscription-details?user_id= (bearer): my VIP status (0 never, 1 active, 2 expired) and its end. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSubscription } from '@arena/shared/payments';
import { sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

export function getUserSubscriptionDetails(userId: number, signal?: AbortSignal) {
  return apiRequest<{ data: UserSubscription }>('/api/user-subscription-details', {
    query: { user_id: userId },
    signal,
  });
}

/** What a subscription purchase invalidates. */
export const userSubscriptionKey = sharedQueryKeys.userSubscription;

export const userSubscriptionQuery = (userId: number) =>
  queryOptions({
    queryKey: [...userSubscriptionKey, userId],
    queryFn: async ({ signal }) => (await getUserSubscriptionDetails(userId, signal)).data,
  });

export function useUserSubscription(userId: number) {
  return useQuery(userSubscriptionQuery(userId));
}
