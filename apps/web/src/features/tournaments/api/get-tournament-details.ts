/** GET /api/tournament-details?id=&user_id=: one tournament (participate for the viewer) and its participants. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tournament } from '@arena/shared/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { BRACKET_REFRESH_MS } from './get-tournament-bracket';

export interface TournamentParticipant {
  team_id: number;
  team_name: string;
  captain_name: string;
}

export async function getTournamentDetails(id: number, userId: number | null, signal?: AbortSignal) {
  const body = await apiRequest<{ tournament: Tournament; tournamentParticipants: TournamentParticipant[] }>(
    '/api/tournament-details',
    { query: { id, user_id: userId ?? undefined }, signal },
  );
  return { tournament: body.tournament, participants: body.tournamentParticipants };
}

export const tournamentDetailsQuery = (id: number, userId: number | null) =>
  queryOptions({
    queryKey: ['tournament-details', id, userId],
    queryFn: ({ signal }) => getTournamentDetails(id, userId, signal),
    // The page shows its own "not found" state.
    meta: { silentError: true },
  });

export function useTournamentDetails(id: number, userId: number | null) {
  return useQuery({
    ...tournamentDetailsQuery(id, userId),
    // While it is played, the page follows it: the final's result ends it (and stops the bracket's refresh).
    refetchInterval: (query) =>
      query.state.data?.tournament.tournament_state === 'underway' ? BRACKET_REFRESH_MS : false,
  });
}
