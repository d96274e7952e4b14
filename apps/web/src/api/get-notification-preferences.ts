/** GET /api/notification-preferences (bearer): per category, in-app and e-mail on or off. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';
import type { NotificationPreference } from './notifications-contract';
import { sharedQueryKeys } from './query-keys';

export async function getNotificationPreferences(signal?: AbortSignal) {
  const body = await apiRequest<{ data: NotificationPreference[] }>('/api/notification-preferences', {
    signal,
  });
  return body.data;
}

export const notificationPreferencesQuery = (viewerId: number) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.notificationPreferences, viewerId],
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });

export function useNotificationPreferences(viewerId: number) {
  return useQuery(notificationPreferencesQuery(viewerId));
}
