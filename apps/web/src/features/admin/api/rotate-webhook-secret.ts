/** POST /api/admin/webhooks/:id/rotate-secret: a new secret, shown once; the previous one signs for 24 hours. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { WebhookWithSecret } from './create-webhook';
import { webhooksKey } from './get-webhooks';

export function rotateWebhookSecret(id: number) {
  return apiRequest<{ data: WebhookWithSecret }>(`/api/admin/webhooks/${id}/rotate-secret`, {
    method: 'POST',
  });
}

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}
