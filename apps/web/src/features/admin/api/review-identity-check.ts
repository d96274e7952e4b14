/**
 * POST /api/admin/withdrawals/:id/identity-check/{approve|refuse} {note}: the identity check of a request held at
 * the threshold (decision 0056). Approved, it is pending payout; refused, its amount returns to the wallet.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Withdrawal } from '@arena/shared/wallet';
import { balanceChangeKeys, invalidateKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { withdrawalsKey } from './get-withdrawals';
import { playerIdentityCheckKey } from './get-player-identity-check';

export type IdentityDecision = 'approve' | 'refuse';

export function reviewIdentityCheck({
  id,
  decision,
  note,
}: {
  id: number;
  decision: IdentityDecision;
  note: string;
}) {
  return apiRequest<{ data: Withdrawal }>(`/api/admin/withdrawals/${id}/identity-check/${decision}`, {
    method: 'POST',
    body: { note },
  });
}

export function useReviewIdentityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewIdentityCheck,
    onSuccess: () =>
      invalidateKeys(queryClient, [withdrawalsKey, playerIdentityCheckKey, ...balanceChangeKeys]),
  });
}
