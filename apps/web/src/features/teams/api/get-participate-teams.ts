/** GET /api/participate-teams-list (bearer): the teams I play in (panel 7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from '@arena/shared/teams';
import { sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

export function getParticipateTeams(signal?: AbortSignal) {
  return apiRequest<{ data: Team[] }>('/api/participate-teams-list', { signal });
}

export const participateTeamsQuery = () =>
  queryOptions({
    queryKey: [...sharedQueryKeys.teams, 'participating'],
    queryFn: async ({ signal }) => (await getParticipateTeams(signal)).data,
  });

export function useParticipateTeams() {
  return useQuery(participateTeamsQuery());
}
