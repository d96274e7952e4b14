/**
 * POST /api/paypal-sandbox/controls/payouts-item/{item}/outcome (admin session): makes the built-in sandbox
 * settle a payout item as PayPal would (succeed, fail, be returned, stay unclaimed); the sandbox then sends
 * its webhook and the withdrawal moves (decision 0012). The sandbox answers PayPal-style JSON, not the
 * envelope, so this does not go through apiRequest.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { balanceChangeKeys, invalidateKeys } from '../../../api/query-keys';
import { ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';
import { withdrawalsKey } from './get-withdrawals';

export const SANDBOX_PAYOUT_OUTCOMES = ['SUCCESS', 'FAILED', 'RETURNED', 'UNCLAIMED'] as const;
export type SandboxPayoutOutcome = (typeof SANDBOX_PAYOUT_OUTCOMES)[number];

export async function setSandboxPayoutOutcome({
  itemId,
  outcome,
}: {
  itemId: string;
  outcome: SandboxPayoutOutcome;
}): Promise<void> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(
      `/api/paypal-sandbox/controls/payouts-item/${encodeURIComponent(itemId)}/outcome`,
      { method: 'POST', headers, body: JSON.stringify({ outcome }), credentials: 'same-origin' },
    );
  } catch {
    throw new ApiError({ status: 0, kind: 'network', message: 'The payment sandbox could not be reached' });
  }
  if (response.ok) {
    // Read the answer to its end, so the browser completes the request and frees its connection.
    await response.arrayBuffer().catch(() => undefined);
    return;
  }
  let message = `The payment sandbox answered ${response.status}`;
  try {
    const body = (await response.json()) as { message?: unknown; details?: Array<{ description?: unknown }> };
    const detail = body.details?.[0]?.description;
    if (typeof detail === 'string' && detail) message = detail;
    else if (typeof body.message === 'string' && body.message) message = body.message;
  } catch {
    // No JSON body: the status says enough.
  }
  throw new ApiError({ status: response.status, kind: 'http', message });
}

export function useSandboxPayoutOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSandboxPayoutOutcome,
    onSettled: () => invalidateKeys(queryClient, [withdrawalsKey, ...balanceChangeKeys]),
  });
}
