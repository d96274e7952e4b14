/**
 * My Account's signed-in devices (issue 28, decision 0050): GET /api/sessions, DELETE /api/sessions/{id} (one
 * device), DELETE /api/sessions (every other device).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSession } from '@arena/shared/sessions';
import { apiRequest } from '../../../lib/api-client';

export const accountSessionsKey = ['account', 'sessions'] as const;

export function useAccountSessions() {
  return useQuery({
    queryKey: accountSessionsKey,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: AccountSession[] }>('/api/sessions', { signal })).data,
    // The section shows a failure in place.
    meta: { silentError: true },
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string; data: { current: boolean } }>(`/api/sessions/${id}`, {
        method: 'DELETE',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsKey }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ message: string; data: { ended: number } }>('/api/sessions', { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsKey }),
  });
}
