/** POST /api/save-token-transaction (bearer): records a captured VIP token order; `token` is the quantity. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TokenTransaction, saveTokenTransactionBody } from '@arena/shared/payments';
import type { User } from '@arena/shared/user';
import { invalidateKeys, sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { tokenTransactionsKey } from './get-token-transactions';

export function saveTokenTransaction(body: z.input<typeof saveTokenTransactionBody>) {
  return apiRequest<{ data: TokenTransaction; user: User }>('/api/save-token-transaction', {
    method: 'POST',
    body,
  });
}

export function useSaveTokenTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTokenTransaction,
    // After a failed token save nothing is shown (spec 001 section 8).
    meta: { silentError: true },
    // The balance changed too: the enrolment dialog and the account screens read it from the profile.
    onSuccess: () => invalidateKeys(queryClient, [tokenTransactionsKey, sharedQueryKeys.userProfile]),
  });
}
