/** POST /api/change-password (bearer): current, new and confirm password. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@arena/shared/auth';
import { apiRequest } from '../../../lib/api-client';
import { accountSessionsKey } from './sessions';

export function changePassword(input: ChangePasswordInput) {
  return apiRequest('/api/change-password', { method: 'POST', body: input });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  // A new password signs every other device out (decision 0031): the devices list shows this one alone.
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsKey }),
  });
}
