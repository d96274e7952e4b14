/** PUT /api/notification-preferences (bearer): `preferences`, each `category`, `in_app`, `email`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';
import type { NotificationPreference } from './notifications-contract';
import { sharedQueryKeys } from './query-keys';

export type PreferenceChoice = Omit<NotificationPreference, 'label'>;

export function updateNotificationPreferences(preferences: PreferenceChoice[]) {
  return apiRequest<{ data: NotificationPreference[] }>('/api/notification-preferences', {
    method: 'PUT',
    body: { preferences },
  });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.notificationPreferences }),
  });
}
