/**
 * POST /api/match-evidence (bearer, multipart: `match_id`, then the JPEG or PNG in `screenshot`) and
 * DELETE /api/match-evidence?evidence_id= (bearer): a captain attaches screenshots to the match and removes
 * the team's own. Both change only the match room (the organiser's screens follow their own stream).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVIDENCE_FIELDS, type MatchEvidence } from '@arena/shared/match-evidence';
import { matchRoomKey } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

export function addMatchEvidence({ matchId, file }: { matchId: number; file: File }) {
  const form = new FormData();
  // The match first: the server reads the fields sent before the file.
  form.append(EVIDENCE_FIELDS.matchId, String(matchId));
  form.append(EVIDENCE_FIELDS.file, file);
  return apiRequest<{ data: MatchEvidence }>('/api/match-evidence', { method: 'POST', body: form });
}

export function removeMatchEvidence(evidenceId: number) {
  return apiRequest('/api/match-evidence', { method: 'DELETE', query: { evidence_id: evidenceId } });
}

/** Refreshes the room only: its messages, under the same key prefix, did not change. */
const refreshRoom = (queryClient: ReturnType<typeof useQueryClient>, matchId: number) =>
  queryClient.invalidateQueries({ queryKey: matchRoomKey(matchId), exact: true });

export function useAddMatchEvidence(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => addMatchEvidence({ matchId, file }),
    onSuccess: () => refreshRoom(queryClient, matchId),
    // The uploader shows each file's refusal beside its preview.
    meta: { silentError: true },
  });
}

export function useRemoveMatchEvidence(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMatchEvidence,
    onSuccess: () => refreshRoom(queryClient, matchId),
  });
}
