/** POST /api/two-factor/enable (bearer): the first code turns it on and answers the recovery codes, once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnableTwoFactorInput } from '@arena/shared/two-factor';
import { apiRequest } from '../../../lib/api-client';
import { twoFactorQueryKey } from '../../../api/get-two-factor';

export function enableTwoFactor(input: EnableTwoFactorInput) {
  return apiRequest<{ recovery_codes: string[] }>('/api/two-factor/enable', { method: 'POST', body: input });
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
  });
}
