/**
 * GET /api/generate-invite-player-link?id= (bearer, captain, not while locked): the team's invitation
 * link; `regenerate=1` issues a new one and the old links stop working.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

export function getInviteLink(teamId: number, regenerate = false, signal?: AbortSignal) {
  return apiRequest<{ url: string }>('/api/generate-invite-player-link', {
    query: { id: teamId, regenerate: regenerate ? 1 : undefined },
    signal,
  });
}

export const inviteLinkQuery = (teamId: number) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.teams, teamId, 'invite-link'],
    queryFn: async ({ signal }) => (await getInviteLink(teamId, false, signal)).url,
  });

/** The link is asked for only while the team is unlocked (a locked team has none to show). */
export function useInviteLink(teamId: number, enabled: boolean) {
  return useQuery({ ...inviteLinkQuery(teamId), enabled });
}

export function useRegenerateInviteLink(teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await getInviteLink(teamId, true)).url,
    onSuccess: (url) => queryClient.setQueryData(inviteLinkQuery(teamId).queryKey, url),
  });
}
