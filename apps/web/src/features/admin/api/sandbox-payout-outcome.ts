/**
 * POST /api/paypal-sandbox/controls/payouts-item/{item}/outcome (admin session): makes the built-in sandbox
 * settle a payout item as PayPal would (succeed, fail, be returned, stay unclaimed); the sandbox then sends
 * its webhook and the withdrawal moves (decision 0012). An item settled already is refused with 409.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { balanceChangeKeys, invalidateKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { withdrawalsKey } from './get-withdrawals';

export const SANDBOX_PAYOUT_OUTCOMES = ['SUCCESS', 'FAILED', 'RETURNED', 'UNCLAIMED'] as const;
export type SandboxPayoutOutcome = (typeof SANDBOX_PAYOUT_OUTCOMES)[number];

export function setSandboxPayoutOutcome({
  itemId,
  outcome,
}: {
  itemId: string;
  outcome: SandboxPayoutOutcome;
}) {
  return apiRequest(`/api/paypal-sandbox/controls/payouts-item/${encodeURIComponent(itemId)}/outcome`, {
    method: 'POST',
    body: { outcome },
  });
}

export function useSandboxPayoutOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSandboxPayoutOutcome,
    onSettled: () => invalidateKeys(queryClient, [withdrawalsKey, ...balanceChangeKeys]),
  });
}
