/**
 * POST /api/admin/matches/:match_id/forfeit {team_id, reason}: the team forfeits, the other goes through, and
 * later matches follow as for any result.
 */
import type { ForfeitInput, ForfeitResult } from '@arena/shared/match-control';
import { apiRequest } from '../../../lib/api-client';
import { useMatchDecision } from './match-decision';

export function forfeitMatch({ matchId, body }: { matchId: number; body: ForfeitInput }) {
  return apiRequest<{ data: ForfeitResult }>(`/api/admin/matches/${matchId}/forfeit`, {
    method: 'POST',
    body,
  });
}

/** A forfeit decides a match like a result: the same screens follow it (a decided final completes the cup). */
export const useForfeitMatch = (tournamentId: number) => useMatchDecision(tournamentId, forfeitMatch);
