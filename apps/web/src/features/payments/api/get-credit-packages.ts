/** GET /api/credit-packages?user_id= (bearer): the credit packages on sale. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditPackage } from '@arena/shared/payments';
import { sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

export function getCreditPackages(userId: number, signal?: AbortSignal) {
  return apiRequest<{ data: CreditPackage[] }>('/api/credit-packages', {
    query: { user_id: userId },
    signal,
  });
}

export const creditPackagesQuery = (userId: number) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.creditPackages, userId],
    queryFn: async ({ signal }) => (await getCreditPackages(userId, signal)).data,
  });

/** Asked for only while the Buy Credits dialog is open. */
export function useCreditPackages(userId: number, enabled: boolean) {
  return useQuery({ ...creditPackagesQuery(userId), enabled });
}
