/** GET /api/admin/webhooks: every webhook endpoint, newest first, without secrets (decision 0058). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookEndpoint } from '@arena/shared/webhooks';
import { apiRequest } from '../../../lib/api-client';

export async function getWebhooks(signal?: AbortSignal) {
  const answer = await apiRequest<{ data: WebhookEndpoint[] }>('/api/admin/webhooks', { signal });
  return answer.data;
}

/** The list and every endpoint's delivery log: what each webhook change invalidates. */
export const webhooksKey = ['admin', 'webhooks'] as const;

export const webhooksQuery = () =>
  queryOptions({ queryKey: [...webhooksKey, 'list'], queryFn: ({ signal }) => getWebhooks(signal) });

export function useWebhooks() {
  return useQuery(webhooksQuery());
}
