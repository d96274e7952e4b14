/**
 * Signing in with a passkey (decision 0053): POST /api/passkey-login/options, the device's confirmation through
 * @simplewebauthn/browser, then POST /api/passkey-login; answers as a login does.
 */
import { useMutation } from '@tanstack/react-query';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { User } from '@arena/shared/user';
import { apiRequest } from '../../../lib/api-client';

export async function passkeyLogin(remember: boolean) {
  const { options } = await apiRequest<{ options: Record<string, unknown> }>('/api/passkey-login/options', {
    method: 'POST',
    body: {},
    auth: false,
  });
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return apiRequest<{ token: string; user: User }>('/api/passkey-login', {
    method: 'POST',
    body: { response, remember },
    auth: false,
  });
}

export function usePasskeyLogin() {
  return useMutation({ mutationFn: passkeyLogin, meta: { silentError: true } });
}
