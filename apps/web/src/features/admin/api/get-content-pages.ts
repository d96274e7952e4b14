/** GET /api/admin/pages: the terms and privacy pages as stored (title and sanitised HTML). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminContentPage } from '@arena/shared/admin-catalogue';
import { apiRequest } from '../../../lib/api-client';

export function getContentPages(signal?: AbortSignal) {
  return apiRequest<{ data: AdminContentPage[] }>('/api/admin/pages', { signal });
}

export const contentPagesKey = ['admin', 'pages'] as const;

export const contentPagesQuery = () =>
  queryOptions({
    queryKey: contentPagesKey,
    queryFn: async ({ signal }) => (await getContentPages(signal)).data,
  });

export function useContentPages() {
  return useQuery(contentPagesQuery());
}
