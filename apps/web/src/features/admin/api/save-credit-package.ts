/**
 * POST /api/admin/credit-packages (add) and PUT /api/admin/credit-packages/:id (change): one form, one call
 * each; orders already made keep their price.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCreditPackage, CreditPackageInput } from '@arena/shared/admin';
import { invalidateKeys, sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { adminCreditPackagesKey } from './get-admin-credit-packages';

export function saveCreditPackage({ id, body }: { id: number | null; body: CreditPackageInput }) {
  return apiRequest<{ data: AdminCreditPackage }>(
    id === null ? '/api/admin/credit-packages' : `/api/admin/credit-packages/${id}`,
    { method: id === null ? 'POST' : 'PUT', body },
  );
}

export function useSaveCreditPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCreditPackage,
    onSuccess: () => invalidateKeys(queryClient, [adminCreditPackagesKey, sharedQueryKeys.creditPackages]),
  });
}
