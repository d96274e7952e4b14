/** POST /api/two-factor/setup (bearer): a new key waiting for its first code, as text and as an otpauth URL. */
import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetup } from '@arena/shared/two-factor';
import { apiRequest } from '../../../lib/api-client';

export function setUpTwoFactor() {
  return apiRequest<TwoFactorSetup>('/api/two-factor/setup', { method: 'POST', body: {} });
}

export function useSetUpTwoFactor() {
  return useMutation({ mutationFn: setUpTwoFactor });
}
