/**
 * POST /api/report-match-score (bearer, captain): my team's score and the opponent's. The answer's
 * message says whether the result is confirmed, waits for the other captain, or is disputed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportMatchScoreResult } from '@arena/shared/brackets';
import { apiRequest } from '../../../lib/api-client';
import { myMatchesKey } from './get-my-matches';
import { tournamentBracketKey } from './get-tournament-bracket';

export interface ReportMatchScoreBody {
  match_id: number;
  own_score: number;
  opponent_score: number;
}

export function reportMatchScore(body: ReportMatchScoreBody) {
  return apiRequest<{ data: ReportMatchScoreResult }>('/api/report-match-score', { method: 'POST', body });
}

export function useReportMatchScore(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportMatchScore,
    onSuccess: (answer) => {
      if (answer.data.status === 'confirmed') {
        // A confirmed result moves the winner on and, after the final, completes the tournament and pays
        // the prizes: its state, the lists and the wallets all change, so everything is fetched again.
        return queryClient.invalidateQueries();
      }
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: tournamentBracketKey(tournamentId) }),
        queryClient.invalidateQueries({ queryKey: myMatchesKey(tournamentId) }),
      ]);
    },
  });
}
