/** POST /api/admin/contact-messages/:id/handled: marks a contact message as handled. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContactMessage } from '@arena/shared/admin-catalogue';
import { apiRequest } from '../../../lib/api-client';
import { contactMessagesKey } from './get-contact-messages';

export function markContactHandled(id: number) {
  return apiRequest<{ data: AdminContactMessage }>(`/api/admin/contact-messages/${id}/handled`, {
    method: 'POST',
  });
}

export function useMarkContactHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markContactHandled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessagesKey }),
  });
}
