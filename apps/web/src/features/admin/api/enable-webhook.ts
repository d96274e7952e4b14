/** POST /api/admin/webhooks/:id/enable: an endpoint the retry window disabled sends again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpoint } from '@arena/shared/webhooks';
import { apiRequest } from '../../../lib/api-client';
import { webhooksKey } from './get-webhooks';

export function enableWebhook(id: number) {
  return apiRequest<{ data: WebhookEndpoint }>(`/api/admin/webhooks/${id}/enable`, { method: 'POST' });
}

export function useEnableWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}
