/** GET /api/admin/dashboard: players, revenue by product, open withdrawals, disputes and the next starts. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@arena/shared/admin';
import { apiRequest } from '../../../lib/api-client';

export function getDashboard(signal?: AbortSignal) {
  return apiRequest<{ data: Dashboard }>('/api/admin/dashboard', { signal });
}

export const dashboardKey = ['admin', 'dashboard'] as const;

export const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKey,
    queryFn: async ({ signal }) => (await getDashboard(signal)).data,
    // The figures move with every payment and report: read them fresh on each visit.
    staleTime: 0,
  });

export function useDashboard() {
  return useQuery(dashboardQuery());
}
