/**
 * GET /api/user-enroll-tournament-list?captain_id={me} (bearer): the tournaments my teams are entered in,
 * newest first, as one list (panel 3 pages it here, 5 rows a page).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnrolledTournament } from '@arena/shared/enrolment';
import { sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

export async function getEnrolledTournaments(userId: number, signal?: AbortSignal) {
  const body = await apiRequest<{ data: EnrolledTournament[] }>('/api/user-enroll-tournament-list', {
    query: { captain_id: userId },
    signal,
  });
  return body.data;
}

export const enrolledTournamentsQuery = (userId: number) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.enrolledTournaments, userId],
    queryFn: ({ signal }) => getEnrolledTournaments(userId, signal),
    // The panel shows a failure in place.
    meta: { silentError: true },
  });

export function useEnrolledTournaments(userId: number) {
  return useQuery(enrolledTournamentsQuery(userId));
}
