/** DELETE /api/admin/webhooks/:id: removes an endpoint with its delivery log. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { webhooksKey } from './get-webhooks';

export function deleteWebhook(id: number) {
  return apiRequest(`/api/admin/webhooks/${id}`, { method: 'DELETE' });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}
