/** GET /api/player-profile and GET /api/team-profile (decision 0046): public; a signed-in viewer's token is sent. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerProfile, TeamProfile } from '@arena/shared/profiles';
import { apiRequest } from '../../../lib/api-client';

export const playerProfileQuery = (userId: number) =>
  queryOptions({
    queryKey: ['player-profile', userId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: PlayerProfile }>('/api/player-profile', {
          query: { user_id: userId },
          signal,
        })
      ).data,
    // The page shows its own "not found" state.
    meta: { silentError: true },
    retry: false,
  });

export const teamProfileQuery = (teamId: number) =>
  queryOptions({
    queryKey: ['team-profile', teamId],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: TeamProfile }>('/api/team-profile', { query: { team_id: teamId }, signal }))
        .data,
    meta: { silentError: true },
    retry: false,
  });

export const usePlayerProfile = (userId: number) => useQuery(playerProfileQuery(userId));
export const useTeamProfile = (teamId: number) => useQuery(teamProfileQuery(teamId));
