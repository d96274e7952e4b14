/** POST /api/admin/shortfalls/:id/settle {note}: marks a shortfall settled; withdrawals resume when none is open. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Shortfall } from '@arena/shared/payments';
import { balanceChangeKeys, invalidateKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { shortfallsKey } from './get-shortfalls';

export function settleShortfall({ id, note }: { id: number; note: string }) {
  return apiRequest<{ data: Shortfall }>(`/api/admin/shortfalls/${id}/settle`, {
    method: 'POST',
    body: { note },
  });
}

export function useSettleShortfall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleShortfall,
    // 409 when another admin settled it first: the list shows that either way.
    onSettled: () => invalidateKeys(queryClient, [shortfallsKey, ...balanceChangeKeys]),
  });
}
