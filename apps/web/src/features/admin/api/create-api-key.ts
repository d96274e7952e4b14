/** POST /api/admin/api-keys: makes a named key with scopes; the answer holds the key, shown this once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, CreateApiKeyRequest } from '@arena/shared/api-keys';
import { apiRequest } from '../../../lib/api-client';
import { apiKeysKey } from './get-api-keys';

export function createApiKey(input: CreateApiKeyRequest) {
  return apiRequest<{ message: string; data: ApiKey & { key: string } }>('/api/admin/api-keys', {
    method: 'POST',
    body: input,
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
