/**
 * POST /api/withdrawal-money-request (bearer): asks for whole pounds to be paid to the linked PayPal
 * e-mail; the server checks the balance and debits it at once (docs/product.md, Wallet and withdrawals).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@arena/shared/user';
import type { StepUpInput } from '@arena/shared/two-factor';
import type { Withdrawal } from '@arena/shared/wallet';
import { invalidateKeys, sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { withdrawalRequestsKey } from './get-withdrawal-requests';

export function requestWithdrawal(body: { amount: number } & StepUpInput) {
  return apiRequest<{ data: Withdrawal; user: User }>('/api/withdrawal-money-request', {
    method: 'POST',
    body,
  });
}

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    // The dialog shows the refusal where the player withdraws (e.g. an open shortfall, decision 0012).
    meta: { silentError: true },
    onSuccess: () => invalidateKeys(queryClient, [withdrawalRequestsKey, sharedQueryKeys.userProfile]),
  });
}
