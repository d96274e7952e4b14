/** GET /api/admin/match-audit?tournament_id: every change of a tournament's match results, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchAuditEntry } from '@arena/shared/brackets';
import { apiRequest } from '../../../lib/api-client';

export function getMatchAudit(tournamentId: number, signal?: AbortSignal) {
  return apiRequest<{ data: MatchAuditEntry[] }>('/api/admin/match-audit', {
    query: { tournament_id: tournamentId },
    signal,
  });
}

export const matchAuditKey = (tournamentId: number) => ['admin', 'match-audit', tournamentId] as const;

export const matchAuditQuery = (tournamentId: number) =>
  queryOptions({
    queryKey: matchAuditKey(tournamentId),
    queryFn: async ({ signal }) => (await getMatchAudit(tournamentId, signal)).data,
    staleTime: 0,
  });

export function useMatchAudit(tournamentId: number, enabled: boolean) {
  return useQuery({ ...matchAuditQuery(tournamentId), enabled });
}
