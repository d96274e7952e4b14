/**
 * What an organiser's decision of a match (a result set or corrected, a forfeit) changes: the dispute queue, the
 * results audit, the console's tournament and list, the control room and every public screen of the result.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { controlRoomKey, invalidateKeys, resultChangeKeys } from '../../../api/query-keys';
import { adminTournamentKey } from './get-admin-tournament';
import { adminTournamentsKey } from './get-admin-tournaments';
import { disputesKey } from './get-disputes';
import { matchAuditKey } from './get-match-audit';

/** A mutation that decides a match of the tournament; on success every screen showing the match follows. */
export function useMatchDecision<TVariables, TResult>(
  tournamentId: number,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
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
