/** POST /api/admin/webhooks: registers an endpoint; the answer holds its secret, shown this once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWebhookRequest, WebhookEndpoint } from '@arena/shared/webhooks';
import { apiRequest } from '../../../lib/api-client';
import { webhooksKey } from './get-webhooks';

export type WebhookWithSecret = WebhookEndpoint & { secret: string };

export function createWebhook(body: CreateWebhookRequest) {
  return apiRequest<{ data: WebhookWithSecret }>('/api/admin/webhooks', { method: 'POST', body });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}
