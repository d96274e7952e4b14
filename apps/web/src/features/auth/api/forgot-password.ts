/** POST /api/forget-password: e-mails a 6-digit code (same answer for any e-mail). */
import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@arena/shared/auth';
import { apiRequest } from '../../../lib/api-client';

export function requestPasswordReset(input: ForgotPasswordInput) {
  return apiRequest('/api/forget-password', { method: 'POST', body: input, auth: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
