/** PUT /api/admin/pages/:key {title, content}: saves the terms-and-conditions or privacy-policy page. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContentPage, ContentPageInput } from '@arena/shared/admin-catalogue';
import type { ContentPageKey } from '@arena/shared/pages';
import { invalidateKeys, sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { contentPagesKey } from './get-content-pages';

export function updateContentPage({ key, body }: { key: ContentPageKey; body: ContentPageInput }) {
  return apiRequest<{ data: AdminContentPage }>(`/api/admin/pages/${key}`, { method: 'PUT', body });
}

export function useUpdateContentPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContentPage,
    onSuccess: () => invalidateKeys(queryClient, [contentPagesKey, sharedQueryKeys.contentPages]),
  });
}
