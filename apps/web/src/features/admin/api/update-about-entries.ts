/** PUT /api/admin/pages/aboutus/entries {entries}: replaces the ordered about-us entries (HTML). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AboutEntriesInput, AdminAboutEntries } from '@arena/shared/admin-catalogue';
import { invalidateKeys, sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { aboutEntriesKey } from './get-about-entries';

export function updateAboutEntries(body: AboutEntriesInput) {
  return apiRequest<{ data: AdminAboutEntries }>('/api/admin/pages/aboutus/entries', {
    method: 'PUT',
    body,
  });
}

export function useUpdateAboutEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAboutEntries,
    onSuccess: (answer) => {
      queryClient.setQueryData(aboutEntriesKey, answer.data.entries);
      return invalidateKeys(queryClient, [sharedQueryKeys.aboutPage]);
    },
  });
}
