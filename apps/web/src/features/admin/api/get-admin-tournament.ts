/** GET /api/admin/tournaments/:id: one tournament with every field, and every entry with its roster. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTournamentDetail } from '@arena/shared/admin-catalogue';
import { apiRequest } from '../../../lib/api-client';

export function getAdminTournament(id: number, signal?: AbortSignal) {
  return apiRequest<{ data: AdminTournamentDetail }>(`/api/admin/tournaments/${id}`, { signal });
}

export const adminTournamentKey = (id: number) => ['admin', 'tournament', id] as const;

export const adminTournamentQuery = (id: number) =>
  queryOptions({
    queryKey: adminTournamentKey(id),
    queryFn: async ({ signal }) => (await getAdminTournament(id, signal)).data,
  });

export function useAdminTournament(id: number) {
  return useQuery(adminTournamentQuery(id));
}
