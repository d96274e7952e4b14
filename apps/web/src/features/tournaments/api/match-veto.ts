/**
 * GET /api/match-veto?match_id= (public; the bearer, when stored, adds the captain's choices) and POST
 * /api/match-veto (bearer; decision 0041): a match's map veto, which the match room follows live: each step
 * reaches both teams' players on their own stream (`match.veto_step`, and `match.veto_turn` to the captain on
 * turn), which makes it stale; it polls only while that stream is down.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MatchVeto, MatchVetoInput } from '@arena/shared/match-veto';
import { useUserStreamStatus } from '../../../api/live-streams';
import { matchRoomKey } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

const VETO_REFRESH_MS = 5_000;

export const matchVetoQuery = (matchId: number) =>
  queryOptions({
    queryKey: [...matchRoomKey(matchId), 'veto'],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: MatchVeto | null }>('/api/match-veto', {
          query: { match_id: matchId },
          signal,
        })
      ).data,
    meta: { silentError: true },
  });

export function useMatchVeto(matchId: number) {
  const stream = useUserStreamStatus();
  return useQuery({
    ...matchVetoQuery(matchId),
    refetchInterval: (query) =>
      stream !== 'open' && query.state.data && !query.state.data.completed_at ? VETO_REFRESH_MS : false,
  });
}

/** How often the tournament page's public veto is fetched again while it runs (a visitor has no stream of it). */
export const PUBLIC_VETO_REFRESH_MS = 10_000;

/**
 * The public view of a match's veto on the tournament page (decision 0041, Update): anyone may read it; the steps
 * reach only the two teams' streams, so it is fetched again every few seconds while a turn is on the clock.
 */
export function usePublicMatchVeto(matchId: number | null) {
  return useQuery({
    ...matchVetoQuery(matchId ?? 0),
    enabled: matchId !== null,
    refetchInterval: (query) => (query.state.data?.turn ? PUBLIC_VETO_REFRESH_MS : false),
  });
}

export function useVetoAction(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Omit<MatchVetoInput, 'match_id'>) =>
      (
        await apiRequest<{ data: MatchVeto | null }>('/api/match-veto', {
          method: 'POST',
          body: { match_id: matchId, ...input },
        })
      ).data,
    onSuccess: (veto) => queryClient.setQueryData(matchVetoQuery(matchId).queryKey, veto),
  });
}
