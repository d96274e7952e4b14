/**
 * GET /api/tournament-bracket?tournament_id= (public; the bearer, when stored, fills my_team_ids): the
 * bracket in brackets-viewer's data shape, or null before it is drawn, and the standings once completed.
 * One cached answer per viewer, read by the tournament page and by the organiser's results screen (so a
 * result set on either side refreshes the other); the bracket and the standings are two views (`select`).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentBracket, TournamentStanding } from '@arena/shared/brackets';
import { useTournamentStreamOpen } from './live-streams';
import { apiRequest } from '../lib/api-client';
import { tournamentBracketKey } from './query-keys';

/** How often a live bracket is fetched again while its page is open and its stream is down. */
export const BRACKET_REFRESH_MS = 10_000;

export interface TournamentBracketAnswer {
  bracket: TournamentBracket | null;
  standings: TournamentStanding[];
}

export async function getTournamentBracket(
  tournamentId: number,
  signal?: AbortSignal,
): Promise<TournamentBracketAnswer> {
  const body = await apiRequest<{ data: TournamentBracket | null; standings?: TournamentStanding[] }>(
    '/api/tournament-bracket',
    { query: { tournament_id: tournamentId }, signal },
  );
  return { bracket: body.data, standings: body.standings ?? [] };
}

export const tournamentBracketQuery = (tournamentId: number, viewerId: number | null) =>
  queryOptions({
    // my_team_ids is per viewer, so the viewer is part of the key.
    queryKey: [...tournamentBracketKey(tournamentId), viewerId],
    queryFn: ({ signal }) => getTournamentBracket(tournamentId, signal),
    // The tab falls back to the bracket image or an empty state; a refresh that fails is not worth a toast.
    meta: { silentError: true },
  });

export function useTournamentBracket(tournamentId: number, viewerId: number | null, live: boolean) {
  // The tournament's stream says when the bracket changes; polling is the fallback while it is down.
  const streaming = useTournamentStreamOpen(tournamentId);
  return useQuery({
    ...tournamentBracketQuery(tournamentId, viewerId),
    refetchInterval: live && !streaming ? BRACKET_REFRESH_MS : false,
    select: (answer) => answer.bracket,
  });
}

/** A completed tournament's final places (empty before): the results tab's champion, podium and table. */
export function useTournamentStandings(tournamentId: number, viewerId: number | null) {
  return useQuery({
    ...tournamentBracketQuery(tournamentId, viewerId),
    select: (answer) => answer.standings,
  });
}

/** The organiser's copy: captains report while the organiser looks, so it is never trusted when old. */
export function useAdminTournamentBracket(tournamentId: number, viewerId: number | null, enabled: boolean) {
  return useQuery({
    ...tournamentBracketQuery(tournamentId, viewerId),
    meta: undefined,
    staleTime: 0,
    enabled,
    select: (answer) => answer.bracket,
  });
}
