/** GET /api/two-factor (bearer): whether two-factor sign-in is on, since when, recovery codes left. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TwoFactorStatus } from '@arena/shared/two-factor';
import { apiRequest } from '../lib/api-client';

export const twoFactorQueryKey = ['account', 'two-factor'] as const;

export function getTwoFactor(signal?: AbortSignal) {
  return apiRequest<{ two_factor: TwoFactorStatus }>('/api/two-factor', { signal });
}

export const twoFactorQuery = () =>
  queryOptions({
    queryKey: twoFactorQueryKey,
    queryFn: async ({ signal }) => (await getTwoFactor(signal)).two_factor,
  });

export function useTwoFactor() {
  return useQuery(twoFactorQuery());
}
