/** GET /api/page/terms-and-conditions and /api/page/privacy-policy: a content page (HTML in data.data). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPageKey } from '@arena/shared/pages';
import { sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

export interface ContentPage {
  key: string;
  title: string;
  data: string;
  updated_at: string;
}

export async function getContentPage(key: ContentPageKey, signal?: AbortSignal) {
  return (await apiRequest<{ data: ContentPage }>(`/api/page/${key}`, { auth: false, signal })).data;
}

export const contentPageQuery = (key: ContentPageKey) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.contentPages, key],
    queryFn: ({ signal }) => getContentPage(key, signal),
    staleTime: 10 * 60_000,
    // Both pages fall back to their static text; a failure is only logged (spec 001 section 8).
    meta: { silentError: true },
  });

export function useContentPage(key: ContentPageKey) {
  return useQuery(contentPageQuery(key));
}
