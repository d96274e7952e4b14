/** GET /api/get-page-data/aboutus: the about-us page's indexed content entries (shared ABOUT_ENTRY). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

export interface AboutEntry {
  id: number;
  index: number;
  keyValue: string;
}

export async function getAboutPage(signal?: AbortSignal) {
  return (await apiRequest<{ data: AboutEntry[] }>('/api/get-page-data/aboutus', { auth: false, signal }))
    .data;
}

export const aboutPageQuery = () =>
  queryOptions({
    queryKey: sharedQueryKeys.aboutPage,
    queryFn: ({ signal }) => getAboutPage(signal),
    staleTime: 10 * 60_000,
  });

export function useAboutPage() {
  return useQuery(aboutPageQuery());
}
