/**
 * GET /api/admin/tournaments/:id/control-room: every match with its state, deadline, reports, evidence and
 * no-shows. It follows the tournament's public stream (events make it stale, decision 0021); it polls only
 * while that stream is down, as the tournament page does.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ControlRoom } from '@arena/shared/match-control';
import { useTournamentStreamOpen } from '../../../api/live-streams';
import { controlRoomKey } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

/** How often the control room asks again while the tournament is underway and its stream is down. */
export const CONTROL_ROOM_REFRESH_MS = 5000;

export function getControlRoom(tournamentId: number, signal?: AbortSignal) {
  return apiRequest<{ data: ControlRoom }>(`/api/admin/tournaments/${tournamentId}/control-room`, { signal });
}

export const controlRoomQuery = (tournamentId: number) =>
  queryOptions({
    queryKey: controlRoomKey(tournamentId),
    queryFn: async ({ signal }) => (await getControlRoom(tournamentId, signal)).data,
    staleTime: 0,
  });

export function useControlRoom(tournamentId: number, live: boolean) {
  const streaming = useTournamentStreamOpen(tournamentId);
  return useQuery({
    ...controlRoomQuery(tournamentId),
    refetchInterval: live && !streaming ? CONTROL_ROOM_REFRESH_MS : false,
  });
}
