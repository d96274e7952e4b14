/**
 * POST /api/admin/tournaments/:id/entries/:entry_id/remove {refund, reason}: the organiser takes an entered
 * team out before the start, refunded or not; the place goes to the waitlist.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntryActionResult, RemoveEntryInput } from '@arena/shared/organiser-entries';
import { enrolmentChangeKeys, invalidateKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { adminTournamentKey } from './get-admin-tournament';
import { adminTournamentsKey } from './get-admin-tournaments';

export function removeEntry({ id, entryId, body }: { id: number; entryId: number; body: RemoveEntryInput }) {
  return apiRequest<{ data: EntryActionResult }>(`/api/admin/tournaments/${id}/entries/${entryId}/remove`, {
    method: 'POST',
    body,
  });
}

export function useRemoveEntry(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, body }: { entryId: number; body: RemoveEntryInput }) =>
      removeEntry({ id, entryId, body }),
    onSuccess: () =>
      invalidateKeys(queryClient, [adminTournamentKey(id), adminTournamentsKey, ...enrolmentChangeKeys]),
  });
}
