/** POST /api/login: answers the bearer token and the user. */
import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@arena/shared/auth';
import type { User } from '@arena/shared/user';
import { apiRequest } from '../../../lib/api-client';

export function login(input: LoginInput) {
  return apiRequest<{ token: string; user: User }>('/api/login', {
    method: 'POST',
    body: input,
    auth: false,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
