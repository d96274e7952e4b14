/** POST /api/admin/webhook-deliveries/:id/replay: queues a delivery again with the same webhook-id. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookDelivery } from '@arena/shared/webhooks';
import { apiRequest } from '../../../lib/api-client';
import { webhooksKey } from './get-webhooks';

export function replayWebhookDelivery(id: number) {
  return apiRequest<{ data: WebhookDelivery }>(`/api/admin/webhook-deliveries/${id}/replay`, {
    method: 'POST',
  });
}

export function useReplayWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replayWebhookDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}
