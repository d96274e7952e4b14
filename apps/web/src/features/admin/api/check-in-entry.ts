/** POST /api/admin/tournaments/:id/entries/:entry_id/check-in: the organiser checks an entered team in. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntryActionResult } from '@arena/shared/organiser-entries';
import { enrolmentChangeKeys, invalidateKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { adminTournamentKey } from './get-admin-tournament';

export function checkInEntry({ id, entryId }: { id: number; entryId: number }) {
  return apiRequest<{ data: EntryActionResult }>(`/api/admin/tournaments/${id}/entries/${entryId}/check-in`, {
    method: 'POST',
  });
}

export function useCheckInEntry(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => checkInEntry({ id, entryId }),
    onSuccess: () => invalidateKeys(queryClient, [adminTournamentKey(id), ...enrolmentChangeKeys]),
  });
}
