/** GET /api/admin/credit-packages: every credit package, on sale or not, with how many were sold. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCreditPackage } from '@arena/shared/admin';
import { apiRequest } from '../../../lib/api-client';

export function getAdminCreditPackages(signal?: AbortSignal) {
  return apiRequest<{ data: AdminCreditPackage[] }>('/api/admin/credit-packages', { signal });
}

export const adminCreditPackagesKey = ['admin', 'credit-packages'] as const;

export const adminCreditPackagesQuery = () =>
  queryOptions({
    queryKey: adminCreditPackagesKey,
    queryFn: async ({ signal }) => (await getAdminCreditPackages(signal)).data,
  });

export function useAdminCreditPackages() {
  return useQuery(adminCreditPackagesQuery());
}
