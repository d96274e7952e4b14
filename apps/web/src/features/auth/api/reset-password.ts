/** POST /api/reset-password: sets the new password of a verified e-mail. */
import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@arena/shared/auth';
import { apiRequest } from '../../../lib/api-client';

export function resetPassword(input: ResetPasswordInput) {
  return apiRequest('/api/reset-password', { method: 'POST', body: input, auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
