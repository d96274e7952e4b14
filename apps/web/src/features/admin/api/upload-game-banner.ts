/** POST /api/admin/games/:id/banner (multipart field `banner`): replaces a game's banner. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMAGE_FIELDS, type AdminGame } from '@arena/shared/admin-catalogue';
import { gameChangeKeys, invalidateKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { adminGamesKey } from './get-admin-games';

export function uploadGameBanner({ id, file }: { id: number; file: File }) {
  const form = new FormData();
  form.append(IMAGE_FIELDS.gameBanner, file);
  return apiRequest<{ data: AdminGame }>(`/api/admin/games/${id}/banner`, { method: 'POST', body: form });
}

export function useUploadGameBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadGameBanner,
    onSuccess: () => invalidateKeys(queryClient, [adminGamesKey, ...gameChangeKeys]),
  });
}
