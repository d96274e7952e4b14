/**
 * GET /api/match-room?match_id=, GET /api/match-messages?match_id= and POST /api/match-messages (bearer): the
 * match room's data and its thread, which follows new messages live while the page is open.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MatchMessage, MatchRoom } from '@arena/shared/match-room';
import { useUserStreamStatus } from '../../../api/live-streams';
import { matchRoomKey } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

const THREAD_REFRESH_MS = 10_000;

export const matchRoomQuery = (matchId: number) =>
  queryOptions({
    queryKey: matchRoomKey(matchId),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: MatchRoom }>('/api/match-room', { query: { match_id: matchId }, signal }))
        .data,
    // The page shows "not found" in place.
    meta: { silentError: true },
  });

export const matchMessagesQuery = (matchId: number) =>
  queryOptions({
    queryKey: [...matchRoomKey(matchId), 'messages'],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: MatchMessage[] }>('/api/match-messages', {
          query: { match_id: matchId },
          signal,
        })
      ).data,
    meta: { silentError: true },
  });

export function useMatchRoom(matchId: number) {
  return useQuery(matchRoomQuery(matchId));
}

/**
 * New messages arrive on the signed-in user's stream (`match.message` to the two teams, `admin.match_message`
 * to the admins), which makes the thread stale; it polls only while that stream is down.
 */
export function useMatchMessages(matchId: number, enabled: boolean) {
  const stream = useUserStreamStatus();
  return useQuery({
    ...matchMessagesQuery(matchId),
    enabled,
    refetchInterval: stream === 'open' ? false : THREAD_REFRESH_MS,
  });
}

export function usePostMatchMessage(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      apiRequest('/api/match-messages', { method: 'POST', body: { match_id: matchId, message } }),
    // The POST alone settles the mutation (and clears the box); the thread's refetch follows on its own, so a slow
    // refetch never holds a sent message in the text box.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: matchMessagesQuery(matchId).queryKey });
    },
  });
}
