/**
 * GET /api/notifications (bearer): my notifications, newest first, a page at a time (`page`, `per_page`),
 * with my unread count over all of them.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';
import { useUserStreamStatus } from './live-streams';
import type { AppNotification } from './notifications-contract';
import { sharedQueryKeys } from './query-keys';

/** How many the bell lists; the Notifications panel of My Account pages through the rest. */
export const BELL_PAGE_SIZE = 8;
export const NOTIFICATIONS_PANEL_PAGE_SIZE = 10;
/** While the user stream is down, the bell asks this often instead. */
export const NOTIFICATIONS_POLL_MS = 20_000;

export interface NotificationsPage {
  items: AppNotification[];
  unreadCount: number;
  /** Whether a page follows this one. */
  hasMore: boolean;
}

export async function getNotifications(
  { page, perPage }: { page: number; perPage: number },
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  const body = await apiRequest<{
    data: AppNotification[];
    unread_count: number;
    pagination: { last_page: number };
  }>('/api/notifications', { query: { page, per_page: perPage }, signal });
  return {
    items: body.data,
    unreadCount: body.unread_count,
    hasMore: page < body.pagination.last_page,
  };
}

export const notificationsQuery = (viewerId: number, page: number, perPage: number) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.notifications, viewerId, page, perPage],
    queryFn: ({ signal }) => getNotifications({ page, perPage }, signal),
    // The bell is on every page: a failed refresh is not worth a toast on each of them.
    meta: { silentError: true },
  });

/** My notifications; polled only while the user stream is not delivering them. */
export function useNotifications(viewerId: number, { page = 1, perPage = BELL_PAGE_SIZE } = {}) {
  const stream = useUserStreamStatus();
  return useQuery({
    ...notificationsQuery(viewerId, page, perPage),
    staleTime: stream === 'open' ? Number.POSITIVE_INFINITY : 0,
    refetchInterval: stream === 'open' ? false : NOTIFICATIONS_POLL_MS,
    placeholderData: keepPreviousData,
  });
}
