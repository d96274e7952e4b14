/**
 * POST /api/admin/matches/:match_id/forfeit {team_id, reason}: the team forfeits, the other goes through, and
 * later matches follow as for any result.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForfeitInput, ForfeitResult } from '@arena/shared/match-control';
import { controlRoomKey, invalidateKeys, resultChangeKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { adminTournamentKey } from './get-admin-tournament';
import { adminTournamentsKey } from './get-admin-tournaments';
import { disputesKey } from './get-disputes';
import { matchAuditKey } from './get-match-audit';

export function forfeitMatch({ matchId, body }: { matchId: number; body: ForfeitInput }) {
  return apiRequest<{ data: ForfeitResult }>(`/api/admin/matches/${matchId}/forfeit`, {
    method: 'POST',
    body,
  });
}

export function useForfeitMatch(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forfeitMatch,
    // A forfeit decides a match like a result: the same screens follow it (a decided final completes the cup).
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
