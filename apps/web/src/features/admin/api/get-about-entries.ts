/** GET /api/admin/pages/aboutus/entries: the about-us entries in index order. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAboutEntries } from '@arena/shared/admin-catalogue';
import { apiRequest } from '../../../lib/api-client';

export function getAboutEntries(signal?: AbortSignal) {
  return apiRequest<{ data: AdminAboutEntries }>('/api/admin/pages/aboutus/entries', { signal });
}

export const aboutEntriesKey = ['admin', 'about-entries'] as const;

export const aboutEntriesQuery = () =>
  queryOptions({
    queryKey: aboutEntriesKey,
    queryFn: async ({ signal }) => (await getAboutEntries(signal)).data.entries,
  });

export function useAboutEntries() {
  return useQuery(aboutEntriesQuery());
}
