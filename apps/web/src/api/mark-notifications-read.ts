/** POST /api/notifications/read (bearer): `ids`, or `all: true`; the bell and the list refresh. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkReadChoice } from '@arena/shared/notifications';
import { apiRequest } from '../lib/api-client';
import type { AppNotification } from './notifications-contract';
import { sharedQueryKeys } from './query-keys';
import type { NotificationsPage } from './get-notifications';

export function markNotificationsRead(request: MarkReadChoice) {
  return apiRequest('/api/notifications/read', { method: 'POST', body: request });
}

/** Marks read at once on screen (the count drops as the player clicks), then takes the server's word. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (request) => {
      await queryClient.cancelQueries({ queryKey: sharedQueryKeys.notifications });
      const now = new Date().toISOString();
      const marks = (item: AppNotification) =>
        item.read_at === null && ('all' in request || request.ids.includes(item.id));
      queryClient.setQueriesData<NotificationsPage>({ queryKey: sharedQueryKeys.notifications }, (page) => {
        if (!page) return page;
        const newlyRead = page.items.filter(marks).length;
        return {
          ...page,
          items: page.items.map((item) => (marks(item) ? { ...item, read_at: now } : item)),
          unreadCount: 'all' in request ? 0 : Math.max(0, page.unreadCount - newlyRead),
        };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.notifications }),
  });
}
