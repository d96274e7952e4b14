/** POST /api/verify-otp: checks the e-mailed code; `otp` is the six digits as an integer. */
import { useMutation } from '@tanstack/react-query';
import type { VerifyOtpInput } from '@arena/shared/auth';
import { apiRequest } from '../../../lib/api-client';

export function verifyOtp(input: VerifyOtpInput) {
  return apiRequest('/api/verify-otp', { method: 'POST', body: input, auth: false });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
