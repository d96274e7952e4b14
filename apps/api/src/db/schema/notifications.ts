/** The transactional outbox of domain events, its per-channel deliveries, in-app notifications, preferences. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { EventType, NotificationCategory } from '@arena/shared/notifications';
import { users } from './users';

/** What a notification says, written with the event so the text is that of the moment it happened. */
export interface EventNotice {
  title: string;
  body: string;
  link: string;
  /**
   * Instants (ISO) the title and body name as `{{key}}`: each reader sees them in their own zone, the web app
   * in the browser's, e-mails in the account's (decision 0032).
   */
  times?: Record<string, string>;
}

/** Who an event concerns: user ids known when it happened, or every admin at delivery time. */
export type EventRecipients = number[] | 'admins';

/** A change that committed and that someone must hear about; written in the change's own transaction. */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').$type<EventType>().notNull(),
    tournamentId: integer('tournament_id'),
    matchId: integer('match_id'),
    teamId: integer('team_id'),
    recipients: jsonb('recipients').$type<EventRecipients>().notNull(),
    notice: jsonb('notice').$type<EventNotice>().notNull(),
    /** Facts the channels render (e-mail templates, Discord embeds); never shown raw. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('domain_events_tournament_idx').on(t.tournamentId, t.id),
    // "Was this pairing announced?" is asked for every playable match inside each result's transaction.
    index('domain_events_match_ready_idx')
      .on(t.matchId, t.teamId)
      .where(sql`${t.type} = 'match.ready'`),
  ],
);

/** `webhook`: the fan-out to organisers' webhook endpoints (decision 0058), which send on their own lane. */
export const deliveryChannels = ['in_app', 'email', 'discord', 'live', 'webhook'] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];

/** One event on one channel: attempts, the next try (with backoff) and the outcome. */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: deliveryChannels }).notNull(),
    /** pending until delivered; failed once the attempts run out. */
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Due time; a claim pushes it forward by a lease, so a worker that dies mid-delivery is retried. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_deliveries_event_channel_uq').on(t.eventId, t.channel),
    index('event_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The event it tells about; null once the event is pruned (OUTBOX_RETENTION_DAYS): a notification keeps
     * its own copy of what it says, for NOTIFICATION_RETENTION_DAYS.
     */
    eventId: bigint('event_id', { mode: 'number' }).references(() => domainEvents.id, {
      onDelete: 'set null',
    }),
    type: text('type').$type<EventType>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    /** The notice's times (`EventNotice.times`), rendered by the reader. */
    times: jsonb('times').$type<Record<string, string>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At-least-once delivery: a retried event never notifies the same player twice.
    uniqueIndex('notifications_event_user_uq').on(t.eventId, t.userId),
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);

/** A row only where the player changed a default (everything on). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').$type<NotificationCategory>().notNull(),
    inApp: boolean('in_app').notNull().default(true),
    email: boolean('email').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

/**
 * Keys the server signs links with (one-click unsubscribe), made on first use and shared by every instance
 * through the database, so a link keeps working across restarts without one more secret to configure.
 */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
