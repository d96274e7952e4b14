/** POST /api/verify-otp: checks the e-mailed code; `otp` is the six digits as an integer. */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface VerifyOtpPayload {
  email: string;
  otp: number;
}

export function verifyOtp(input: VerifyOtpPayload) {
  return apiRequest('/api/verify-otp', { method: 'POST', body: input, auth: false });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
