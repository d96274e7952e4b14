/** POST /api/login: answers the bearer token and the user, or a challenge when the account has two-factor sign-in. */
import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@arena/shared/auth';
import type { TwoFactorChallenge } from '@arena/shared/two-factor';
import type { User } from '@arena/shared/user';
import { apiRequest } from '../../../lib/api-client';

export function login(input: LoginInput) {
  return apiRequest<{ token: string; user: User } | TwoFactorChallenge>('/api/login', {
    method: 'POST',
    body: input,
    auth: false,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
