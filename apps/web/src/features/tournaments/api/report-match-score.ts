/**
 * POST /api/report-match-score (bearer, captain): my team's score and the opponent's. The answer's
 * message says whether the result is confirmed, waits for the other captain, or is disputed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportMatchScoreInput, ReportMatchScoreResult } from '@arena/shared/brackets';
import {
  invalidateKeys,
  myMatchesKey,
  resultChangeKeys,
  tournamentBracketKey,
} from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

export function reportMatchScore(body: ReportMatchScoreInput) {
  return apiRequest<{ data: ReportMatchScoreResult }>('/api/report-match-score', { method: 'POST', body });
}

export function useReportMatchScore(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportMatchScore,
    onSuccess: (answer) => {
      // A confirmed result moves the winner on and, after the final, completes the tournament and pays
      // the prizes; a report still waiting for the other captain changes only this bracket's matches.
      if (answer.data.status === 'confirmed')
        return invalidateKeys(queryClient, resultChangeKeys(tournamentId));
      return invalidateKeys(queryClient, [tournamentBracketKey(tournamentId), myMatchesKey(tournamentId)]);
    },
  });
}
