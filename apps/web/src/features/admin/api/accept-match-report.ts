/**
 * POST /api/admin/matches/:match_id/accept-report {team_id, own_score, opponent_score}: one click on a dispute
 * makes that captain's report the result (decision 0032); the scores are the report as the organiser saw it.
 */
import type { AcceptReportInput, AdminMatchResult } from '@arena/shared/brackets';
import { apiRequest } from '../../../lib/api-client';
import { useMatchDecision } from './match-decision';

export function acceptMatchReport({ matchId, body }: { matchId: number; body: AcceptReportInput }) {
  return apiRequest<{ data: AdminMatchResult }>(`/api/admin/matches/${matchId}/accept-report`, {
    method: 'POST',
    body,
  });
}

export const useAcceptMatchReport = (tournamentId: number) =>
  useMatchDecision(tournamentId, acceptMatchReport);
