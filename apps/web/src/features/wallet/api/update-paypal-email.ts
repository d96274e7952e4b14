/** POST /api/update-user-paypal-email (bearer): links the PayPal e-mail withdrawals are paid to. */
import { useMutation } from '@tanstack/react-query';
import type { User } from '@arena/shared/user';
import type { StepUpInput } from '@arena/shared/two-factor';
import { apiRequest } from '../../../lib/api-client';

export function updatePaypalEmail(body: { paypal_email: string } & StepUpInput) {
  return apiRequest<{ user: User }>('/api/update-user-paypal-email', { method: 'POST', body });
}

export function useUpdatePaypalEmail() {
  // Only the user changes: the panel stores the answer's user.
  return useMutation({ mutationFn: updatePaypalEmail });
}
