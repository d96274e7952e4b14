/** POST /api/admin/tournaments/:id/banner (multipart field `banner`): replaces a tournament's banner. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMAGE_FIELDS, type AdminTournament } from '@arena/shared/admin-catalogue';
import { catalogueChangeKeys, invalidateKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { adminTournamentKey } from './get-admin-tournament';

export function uploadTournamentBanner({ id, file }: { id: number; file: File }) {
  const form = new FormData();
  form.append(IMAGE_FIELDS.tournamentBanner, file);
  return apiRequest<{ data: AdminTournament }>(`/api/admin/tournaments/${id}/banner`, {
    method: 'POST',
    body: form,
  });
}

export function useUploadTournamentBanner(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadTournamentBanner({ id, file }),
    onSuccess: () => invalidateKeys(queryClient, [adminTournamentKey(id), ...catalogueChangeKeys]),
  });
}
