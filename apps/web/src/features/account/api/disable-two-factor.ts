/** POST /api/two-factor/disable (bearer): the password and a code (or a recovery code, or a passkey) turn it off. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StepUpInput } from '@arena/shared/two-factor';
import { apiRequest } from '../../../lib/api-client';
import { twoFactorQueryKey } from '../../../api/get-two-factor';

export function disableTwoFactor(input: { password: string } & StepUpInput) {
  return apiRequest('/api/two-factor/disable', { method: 'POST', body: input });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
  });
}
