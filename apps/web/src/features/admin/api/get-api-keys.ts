/** GET /api/admin/api-keys: the organisers' API keys not revoked, newest first (never the key itself). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKey } from '@arena/shared/api-keys';
import { apiRequest } from '../../../lib/api-client';

export async function getApiKeys(signal?: AbortSignal) {
  return (await apiRequest<{ data: ApiKey[] }>('/api/admin/api-keys', { signal })).data;
}

export const apiKeysKey = ['admin', 'api-keys'] as const;

export const apiKeysQuery = () =>
  queryOptions({ queryKey: apiKeysKey, queryFn: ({ signal }) => getApiKeys(signal), staleTime: 0 });

export function useApiKeys() {
  return useQuery(apiKeysQuery());
}
