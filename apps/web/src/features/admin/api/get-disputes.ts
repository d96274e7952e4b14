/** GET /api/admin/disputes?tournament_id: matches whose captains reported different results, oldest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dispute } from '@arena/shared/brackets';
import { sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

export function getDisputes(tournamentId: number | undefined, signal?: AbortSignal) {
  return apiRequest<{ data: Dispute[] }>('/api/admin/disputes', {
    query: { tournament_id: tournamentId },
    signal,
  });
}

/** Every disputes query: what a decided result (or a live event of a match) invalidates. */
export const disputesKey = sharedQueryKeys.disputes;

export const disputesQuery = (tournamentId: number | undefined) =>
  queryOptions({
    queryKey: [...disputesKey, tournamentId ?? 'all'],
    queryFn: async ({ signal }) => (await getDisputes(tournamentId, signal)).data,
    staleTime: 0,
  });

export function useDisputes(tournamentId: number | undefined, enabled = true) {
  return useQuery({ ...disputesQuery(tournamentId), enabled });
}
