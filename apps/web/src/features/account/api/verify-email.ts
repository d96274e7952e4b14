/** POST /api/verify-email {token}: the verification link of a login e-mail (no session; decision 0054). */
import { useMutation } from '@tanstack/react-query';
import type { VerifyEmailBody } from '@arena/shared/email-verification';
import { apiRequest } from '../../../lib/api-client';

export function verifyEmail(body: VerifyEmailBody) {
  return apiRequest<{ data: { email: string } }>('/api/verify-email', { method: 'POST', body, auth: false });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: verifyEmail,
    // The page shows the answer and the refusal itself.
    meta: { silentError: true },
  });
}
