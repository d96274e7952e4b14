/**
 * A passkey confirming an action (a step-up, decisions 0053 and 0057): POST /api/passkeys/step-up-options, then the
 * device's confirmation through @simplewebauthn/browser. The answer is sent as `passkey` with the action itself, or
 * to POST /api/step-up.
 */
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiRequest } from '../lib/api-client';

export async function passkeyStepUp() {
  const { options } = await apiRequest<{ options: Record<string, unknown> }>(
    '/api/passkeys/step-up-options',
    {
      method: 'POST',
      body: {},
    },
  );
  return startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
}

/** A WebAuthn refusal of the browser (cancelled, timed out, unsupported): said in words, never as a crash. */
export function passkeyBrowserError(error: unknown, cancelled: string, unsupported: string): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError' || name === 'InvalidStateError') return cancelled;
  return unsupported;
}
