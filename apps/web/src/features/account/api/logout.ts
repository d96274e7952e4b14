/** POST /api/logout (bearer): ends this session on the server. */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function logout() {
  return apiRequest('/api/logout', { method: 'POST', body: {} });
}

export function useLogout() {
  // Whatever the server answers, the browser forgets the session; no error toast needed.
  return useMutation({ mutationFn: logout, meta: { silentError: true } });
}
