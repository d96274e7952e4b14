/**
 * POST /api/admin/matches/:match_id/result {opponent1_score, opponent2_score, reason?}: the admin sets or
 * corrects a result; later matches that followed the old one are reset, and a decided final completes the
 * tournament.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMatchResult } from '@arena/shared/brackets';
import { controlRoomKey, invalidateKeys, resultChangeKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { adminTournamentKey } from './get-admin-tournament';
import { adminTournamentsKey } from './get-admin-tournaments';
import { disputesKey } from './get-disputes';
import { matchAuditKey } from './get-match-audit';

export interface MatchResultBody {
  opponent1_score: number;
  opponent2_score: number;
  reason?: string;
}

export function setMatchResult({ matchId, body }: { matchId: number; body: MatchResultBody }) {
  return apiRequest<{ data: AdminMatchResult }>(`/api/admin/matches/${matchId}/result`, {
    method: 'POST',
    body,
  });
}

export function useSetMatchResult(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMatchResult,
    onSuccess: () =>
      invalidateKeys(queryClient, [
        disputesKey,
        matchAuditKey(tournamentId),
        adminTournamentKey(tournamentId),
        adminTournamentsKey,
        controlRoomKey(tournamentId),
        ...resultChangeKeys(tournamentId),
      ]),
  });
}
