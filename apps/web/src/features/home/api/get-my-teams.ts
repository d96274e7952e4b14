/** GET /api/teams-list (bearer): the teams the player captains, for the enrolment dialog. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from '@arena/shared/teams';
import { apiRequest } from '../../../lib/api-client';

export async function getMyTeams(signal?: AbortSignal) {
  return (await apiRequest<{ data: Team[] }>('/api/teams-list', { signal })).data;
}

export const myTeamsQuery = () =>
  queryOptions({
    queryKey: ['enrolment-teams'],
    queryFn: ({ signal }) => getMyTeams(signal),
    // The dialog shows the failure in place.
    meta: { silentError: true },
  });

export function useMyTeams(enabled: boolean) {
  return useQuery({ ...myTeamsQuery(), enabled });
}
