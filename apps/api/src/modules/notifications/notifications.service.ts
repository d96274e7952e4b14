/** The player's side of notifications: the in-app list, marking read, preferences and unsubscribing. */
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  type MarkReadRequest,
  type NotificationCategory,
  type NotificationPreference,
  type UpdatePreferencesRequest,
} from '@arena/shared/notifications';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { isPublicUpdate, liveUpdateOf } from './live-updates';
import type { LanguageCode } from '@arena/shared/language';
import { notificationIn } from './notice-text';
import { toNotification } from './outbox-worker';
import {
  countUnread,
  listNotifications,
  listPreferences,
  markRead,
  notificationsAfter,
  tournamentEventsAfter,
  tournamentExists,
  upsertPreference,
} from './notifications.repository';
import type { UnsubscribeTokens } from './unsubscribe-tokens';

/** How many missed events a reconnecting stream is sent at most (older ones: the client refetches). */
const RESUME_LIMIT = 100;

export function createNotificationsService(deps: { db: Db; tokens: UnsubscribeTokens }) {
  const { db, tokens } = deps;

  async function preferencesOf(userId: number): Promise<NotificationPreference[]> {
    const rows = new Map((await listPreferences(db, userId)).map((r) => [r.category, r]));
    return NOTIFICATION_CATEGORIES.map((category) => ({
      category,
      label: NOTIFICATION_CATEGORY_LABELS[category],
      in_app: rows.get(category)?.inApp ?? true,
      email: rows.get(category)?.email ?? true,
    }));
  }

  return {
    /** The player's notifications, in `language` (the reader's: decision 0062). */
    async list(
      userId: number,
      input: { page: number; perPage: number; unreadOnly: boolean; language?: LanguageCode },
    ) {
      const [{ rows, total }, unread] = await Promise.all([
        listNotifications(db, {
          userId,
          unreadOnly: input.unreadOnly,
          limit: input.perPage,
          offset: (input.page - 1) * input.perPage,
        }),
        countUnread(db, userId),
      ]);
      const language = input.language ?? 'en';
      return { items: rows.map((row) => notificationIn(toNotification(row), language)), total, unread };
    },

    async markRead(userId: number, request: MarkReadRequest) {
      const changed = await markRead(db, userId, request.all ? 'all' : (request.ids ?? []));
      return { changed, unread: await countUnread(db, userId) };
    },

    preferencesOf,

    async updatePreferences(userId: number, request: UpdatePreferencesRequest) {
      await db.transaction(async (tx) => {
        for (const preference of request.preferences) {
          await upsertPreference(tx, {
            userId,
            category: preference.category,
            inApp: preference.in_app,
            email: preference.email,
          });
        }
      });
      return preferencesOf(userId);
    },

    /** The player's notifications after the stream's last event id, oldest first, with their event ids. */
    async missedNotifications(userId: number, afterEventId: number, language: LanguageCode = 'en') {
      const rows = await notificationsAfter(db, userId, afterEventId, RESUME_LIMIT);
      // A notification outlives its event (retention): without one it is sent with no id to resume from.
      return rows.map((row) => ({
        eventId: row.eventId ?? undefined,
        notification: notificationIn(toNotification(row), language),
      }));
    },

    /** Throws not found unless the tournament exists (its stream is public, its id is not guessed). */
    async requireTournament(tournamentId: number): Promise<void> {
      if (!(await tournamentExists(db, tournamentId))) throw notFound('The tournament');
    },

    /** The tournament's public updates after the stream's last event id, oldest first, with their ids. */
    async missedTournamentUpdates(tournamentId: number, afterEventId: number) {
      const events = await tournamentEventsAfter(db, tournamentId, afterEventId, RESUME_LIMIT);
      return events
        .filter(isPublicUpdate)
        .map((event) => ({ eventId: event.id, update: liveUpdateOf(event) }));
    },

    /** The category a valid unsubscribe token stands for, or null. */
    readUnsubscribeToken: (token: string) => tokens.verify(token),

    /** One-click unsubscribe: e-mail off for the token's category; answers it, or null for a bad token. */
    async unsubscribe(token: string): Promise<NotificationCategory | null> {
      const target = await tokens.verify(token);
      if (!target) return null;
      await upsertPreference(db, { userId: target.userId, category: target.category, email: false });
      return target.category;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
