/** GET /api/tournament-details?id=&user_id=: one tournament (participate for the viewer) and its participants. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tournament } from '@arena/shared/catalogue';
import { sharedQueryKeys } from '../../../api/query-keys';
import type { ViewerEntry, WaitlistedTeam } from '@arena/shared/enrolment';
import { useTournamentStreamOpen } from '../../../api/live-streams';
import { apiRequest } from '../../../lib/api-client';
import { BRACKET_REFRESH_MS } from '../../../api/get-tournament-bracket';

export interface TournamentParticipant {
  team_id: number;
  team_name: string;
  captain_name: string;
  /** Whether the team has checked in (a tournament with check-in). */
  checked_in: boolean;
}

export async function getTournamentDetails(id: number, userId: number | null, signal?: AbortSignal) {
  const body = await apiRequest<{
    tournament: Tournament;
    tournamentParticipants: TournamentParticipant[];
    tournamentWaitlist?: WaitlistedTeam[];
    viewer_entry?: ViewerEntry | null;
  }>('/api/tournament-details', { query: { id, user_id: userId ?? undefined }, signal });
  return {
    tournament: body.tournament,
    participants: body.tournamentParticipants,
    waitlist: body.tournamentWaitlist ?? [],
    viewerEntry: body.viewer_entry ?? null,
  };
}

export const tournamentDetailsQuery = (id: number, userId: number | null) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.tournamentDetails, id, userId],
    queryFn: ({ signal }) => getTournamentDetails(id, userId, signal),
    // The page shows its own "not found" state.
    meta: { silentError: true },
  });

export function useTournamentDetails(id: number, userId: number | null) {
  const streaming = useTournamentStreamOpen(id);
  return useQuery({
    ...tournamentDetailsQuery(id, userId),
    // While it is played, the page follows it: the final's result ends it (and stops the bracket's refresh).
    // The tournament's stream tells of every change; polling is the fallback while the stream is down.
    refetchInterval: (query) =>
      !streaming && query.state.data?.tournament.tournament_state === 'underway' ? BRACKET_REFRESH_MS : false,
  });
}
