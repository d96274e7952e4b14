/**
 * POST /api/save-transaction (bearer): records a captured credit-package order; the server checks the
 * order with the provider before it adds the credits (decision 0008).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreditTransaction, saveCreditTransactionBody } from '@arena/shared/payments';
import type { User } from '@arena/shared/user';
import { invalidateKeys, sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { creditTransactionsKey } from './get-credit-transactions';

export function saveCreditTransaction(body: z.input<typeof saveCreditTransactionBody>) {
  return apiRequest<{ data: CreditTransaction; user: User }>('/api/save-transaction', {
    method: 'POST',
    body,
  });
}

export function useSaveCreditTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCreditTransaction,
    meta: { silentError: true },
    // The balance changed too: the enrolment dialog and the account screens read it from the profile.
    onSuccess: () => invalidateKeys(queryClient, [creditTransactionsKey, sharedQueryKeys.userProfile]),
  });
}
