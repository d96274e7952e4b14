/**
 * POST /api/paypal-sandbox/v2/checkout/orders/{id}/approve (no session): the built-in sandbox's stand-in
 * for the buyer approving on PayPal. It answers PayPal-style JSON, not the envelope, so it does not go
 * through the API client.
 */
import { useMutation } from '@tanstack/react-query';

export class SandboxApprovalError extends Error {
  readonly status: number;
  /** PayPal's error name, e.g. RESOURCE_NOT_FOUND. */
  readonly providerName: string | null;

  constructor(status: number, providerName: string | null, message: string) {
    super(message);
    this.name = 'SandboxApprovalError';
    this.status = status;
    this.providerName = providerName;
  }
}

export async function approveSandboxOrder(orderId: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/paypal-sandbox/v2/checkout/orders/${encodeURIComponent(orderId)}/approve`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      credentials: 'omit',
    });
  } catch {
    throw new SandboxApprovalError(0, null, 'The payment sandbox could not be reached');
  }
  if (response.ok) {
    // Read the answer to its end, so the browser completes the request and frees its connection.
    await response.arrayBuffer().catch(() => undefined);
    return;
  }
  let name: string | null = null;
  let message = `The payment sandbox answered ${response.status}`;
  try {
    const body = (await response.json()) as { name?: unknown; message?: unknown };
    if (typeof body.name === 'string') name = body.name;
    if (typeof body.message === 'string' && body.message) message = body.message;
  } catch {
    // No JSON body: the status says enough.
  }
  throw new SandboxApprovalError(response.status, name, message);
}

export function useApproveSandboxOrder() {
  // An approval failure is only logged (spec 001 section 8).
  return useMutation({ mutationFn: approveSandboxOrder, meta: { silentError: true } });
}
