/**
 * The shapes of the notification calls and streams (decision 0021) as the web app reads them (the shared package's
 * types: GET /api/notifications, POST /api/notifications/read, GET/PUT /api/notification-preferences, and the
 * Server-Sent Events of GET /api/notifications/stream and GET /api/tournament-stream?tournament_id=).
 * Types only: the schemas stay out of the first download of every page (the bell is in the top bar).
 */
import type {
  LiveUpdate as SharedLiveUpdate,
  Notification,
  NotificationPreference as SharedPreference,
} from '@arena/shared/notifications';

/** One in-app notification: `link` is the hash route of the screen it is about, e.g. `#/viewtournament?id=3`. */
export type AppNotification = Notification;

export type NotificationPreference = SharedPreference;

/** An `update` event: something changed; the ids say where, the topics what to fetch again. */
export type LiveUpdate = SharedLiveUpdate;

export type LiveTopic = LiveUpdate['topics'][number];

/** The named events of both streams (the shared STREAM_EVENTS): `ready` first, `notification`, `update`. */
export const STREAM_EVENT = { ready: 'ready', notification: 'notification', update: 'update' } as const;

/** A `notification` event: the new notification and the user's unread count after it. */
export type NotificationEvent = AppNotification & { unread_count?: number };

export const USER_STREAM_PATH = '/api/notifications/stream';
export const TOURNAMENT_STREAM_PATH = '/api/tournament-stream';
