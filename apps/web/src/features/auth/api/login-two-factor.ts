/** POST /api/login-two-factor: the login's challenge and the second factor; answers as a login does. */
import { useMutation } from '@tanstack/react-query';
import type { LoginTwoFactorInput } from '@arena/shared/two-factor';
import type { User } from '@arena/shared/user';
import { apiRequest } from '../../../lib/api-client';

export function loginTwoFactor(input: LoginTwoFactorInput) {
  return apiRequest<{ token: string; user: User }>('/api/login-two-factor', {
    method: 'POST',
    body: input,
    auth: false,
  });
}

export function useLoginTwoFactor() {
  return useMutation({ mutationFn: loginTwoFactor });
}
