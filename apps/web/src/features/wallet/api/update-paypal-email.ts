/** POST /api/update-user-paypal-email (bearer): links the PayPal e-mail withdrawals are paid to. */
import { useMutation } from '@tanstack/react-query';
import type { User } from '@arena/shared/user';
import type { PaypalEmailInput } from '@arena/shared/wallet';
import { apiRequest } from '../../../lib/api-client';

export function updatePaypalEmail(body: PaypalEmailInput) {
  return apiRequest<{ user: User }>('/api/update-user-paypal-email', { method: 'POST', body });
}

export function useUpdatePaypalEmail() {
  // Only the user changes: the panel stores the answer's user.
  return useMutation({ mutationFn: updatePaypalEmail });
}
