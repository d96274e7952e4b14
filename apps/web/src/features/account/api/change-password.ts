/** POST /api/change-password (bearer): current, new and confirm password. */
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@arena/shared/auth';
import { apiRequest } from '../../../lib/api-client';

export function changePassword(input: ChangePasswordInput) {
  return apiRequest('/api/change-password', { method: 'POST', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
