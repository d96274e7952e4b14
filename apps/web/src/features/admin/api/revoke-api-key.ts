/** DELETE /api/admin/api-keys/:id: the key is refused from now on, on every instance. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiKeysKey } from './get-api-keys';

export function revokeApiKey(id: number) {
  return apiRequest<{ message: string }>(`/api/admin/api-keys/${id}`, { method: 'DELETE' });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
