/** POST /api/register: creates the account; the player then logs in. */
import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@arena/shared/auth';
import { apiRequest } from '../../../lib/api-client';

export function register(input: RegisterInput) {
  return apiRequest('/api/register', { method: 'POST', body: input, auth: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
