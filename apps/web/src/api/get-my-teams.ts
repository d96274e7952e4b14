/** GET /api/teams-list (bearer): the teams I captain (panel 6, and the teams the enrolment dialog offers). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from '@arena/shared/teams';
import { apiRequest } from '../lib/api-client';
import { sharedQueryKeys } from './query-keys';

export function getMyTeams(signal?: AbortSignal) {
  return apiRequest<{ data: Team[] }>('/api/teams-list', { signal });
}

export const myTeamsQuery = () =>
  queryOptions({
    queryKey: [...sharedQueryKeys.teams, 'mine'],
    queryFn: async ({ signal }) => (await getMyTeams(signal)).data,
  });

export function useMyTeams({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myTeamsQuery(), enabled });
}
