/** POST /api/admin/tournaments/:id/bracket-image (multipart field `image`): the fallback bracket picture. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMAGE_FIELDS, type AdminTournament } from '@arena/shared/admin-catalogue';
import { catalogueChangeKeys, invalidateKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { adminTournamentKey } from './get-admin-tournament';

export function uploadBracketImage({ id, file }: { id: number; file: File }) {
  const form = new FormData();
  form.append(IMAGE_FIELDS.bracketImage, file);
  return apiRequest<{ data: AdminTournament }>(`/api/admin/tournaments/${id}/bracket-image`, {
    method: 'POST',
    body: form,
  });
}

export function useUploadBracketImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadBracketImage({ id, file }),
    onSuccess: () => invalidateKeys(queryClient, [adminTournamentKey(id), ...catalogueChangeKeys]),
  });
}
