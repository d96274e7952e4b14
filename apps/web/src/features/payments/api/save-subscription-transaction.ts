/** POST /api/save-subscription-transaction (bearer): records a captured VIP plan order and activates (or extends) the plan. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UserSubscription, saveSubscriptionTransactionBody } from '@arena/shared/payments';
import type { User } from '@arena/shared/user';
import { invalidateKeys, sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { userSubscriptionKey } from './get-user-subscription-details';

export function saveSubscriptionTransaction(body: z.input<typeof saveSubscriptionTransactionBody>) {
  return apiRequest<{ data: UserSubscription; user: User }>('/api/save-subscription-transaction', {
    method: 'POST',
    body,
  });
}

export function useSaveSubscriptionTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSubscriptionTransaction,
    meta: { silentError: true },
    // VIP status is part of the profile, which the enrolment dialog reads.
    onSuccess: () => invalidateKeys(queryClient, [userSubscriptionKey, sharedQueryKeys.userProfile]),
  });
}
