/**
 * My Account's passkeys (decision 0053): GET /api/passkeys, adding one (POST /api/passkeys/registration-options,
 * the browser's WebAuthn creation through @simplewebauthn/browser, then POST /api/passkeys), DELETE /api/passkeys/{id}.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { Passkey } from '@arena/shared/passkeys';
import { apiRequest } from '../../../lib/api-client';
import { invalidateKeys } from '../../../api/query-keys';
import { twoFactorQueryKey } from '../../../api/get-two-factor';

export const passkeysKey = ['account', 'passkeys'] as const;

export function usePasskeys() {
  return useQuery({
    queryKey: passkeysKey,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ passkeys: Passkey[] }>('/api/passkeys', { signal })).passkeys,
    meta: { silentError: true },
  });
}

/** The whole ceremony: the server's options, the device's confirmation, the server's verification. */
export async function addPasskey(name: string) {
  const { options } = await apiRequest<{ options: Record<string, unknown> }>(
    '/api/passkeys/registration-options',
    { method: 'POST', body: {} },
  );
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return apiRequest<{ passkey: Passkey }>('/api/passkeys', { method: 'POST', body: { name, response } });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    // The section tells a browser refusal from the server's.
    meta: { silentError: true },
    // The two-factor status counts passkeys too (a second factor, decision 0057).
    onSettled: () => invalidateKeys(queryClient, [passkeysKey, twoFactorQueryKey]),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/passkeys/${id}`, { method: 'DELETE' }),
    // The two-factor status counts passkeys too (a second factor, decision 0057).
    onSettled: () => invalidateKeys(queryClient, [passkeysKey, twoFactorQueryKey]),
  });
}
