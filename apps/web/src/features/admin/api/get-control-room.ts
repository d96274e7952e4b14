/** GET /api/admin/tournaments/:id/control-room: every match with its state, deadline, reports and no-shows. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ControlRoom } from '@arena/shared/match-control';
import { apiRequest } from '../../../lib/api-client';

/** The control room refreshes itself this often while the tournament is underway. */
export const CONTROL_ROOM_REFRESH_MS = 5000;

export function getControlRoom(tournamentId: number, signal?: AbortSignal) {
  return apiRequest<{ data: ControlRoom }>(`/api/admin/tournaments/${tournamentId}/control-room`, { signal });
}

export const controlRoomKey = (tournamentId: number) => ['admin', 'control-room', tournamentId] as const;

export const controlRoomQuery = (tournamentId: number) =>
  queryOptions({
    queryKey: controlRoomKey(tournamentId),
    queryFn: async ({ signal }) => (await getControlRoom(tournamentId, signal)).data,
    staleTime: 0,
  });

export function useControlRoom(tournamentId: number, live: boolean) {
  return useQuery({
    ...controlRoomQuery(tournamentId),
    refetchInterval: live ? CONTROL_ROOM_REFRESH_MS : false,
  });
}
