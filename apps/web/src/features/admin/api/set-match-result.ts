/**
 * POST /api/admin/matches/:match_id/result {opponent1_score, opponent2_score, reason?}: the admin sets or
 * corrects a result; later matches that followed the old one are reset, and a decided final completes the
 * tournament.
 */
import type { AdminMatchResult, AdminMatchResultInput } from '@arena/shared/brackets';
import { apiRequest } from '../../../lib/api-client';
import { useMatchDecision } from './match-decision';

export function setMatchResult({ matchId, body }: { matchId: number; body: AdminMatchResultInput }) {
  return apiRequest<{ data: AdminMatchResult }>(`/api/admin/matches/${matchId}/result`, {
    method: 'POST',
    body,
  });
}

export const useSetMatchResult = (tournamentId: number) => useMatchDecision(tournamentId, setMatchResult);
