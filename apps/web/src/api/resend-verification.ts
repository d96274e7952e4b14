/**
 * POST /api/resend-verification (bearer): a new link to verify the login e-mail (decision 0054). Used by My
 * Account's banner and by every dialog a refusal for an unverified e-mail reaches.
 */
import { useMutation } from '@tanstack/react-query';
import { EMAIL_NOT_VERIFIED } from '@arena/shared/refusal-codes';
import { apiRequest, isApiError } from '../lib/api-client';

export function resendVerification() {
  return apiRequest<{ data: { email: string } }>('/api/resend-verification', { method: 'POST', body: {} });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    // The notice that offers it shows the answer, and the refusal, itself.
    meta: { silentError: true },
  });
}

/** Whether a call was refused because the login e-mail is not verified yet. */
export function isEmailNotVerified(error: unknown): boolean {
  return isApiError(error) && error.code === EMAIL_NOT_VERIFIED;
}
