/** Organisers' webhook endpoints and their deliveries (decision 0058). */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { WebhookEvent } from '@arena/shared/webhooks';
import { tournaments } from './tournaments';
import { users } from './users';

export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  url: text('url').notNull(),
  events: jsonb('events').$type<WebhookEvent[]>().notNull(),
  /** Only this tournament's events when set. */
  tournamentId: integer('tournament_id').references(() => tournaments.id, { onDelete: 'cascade' }),
  /** The `whsec_...` secret, sealed (lib/secret-box) with the context `webhook:<id>`. */
  secretSealed: text('secret_sealed').notNull(),
  /** After a rotation: the previous secret, which keeps signing alongside until it expires. */
  previousSecretSealed: text('previous_secret_sealed'),
  previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
  /** Deliveries failed for the whole retry window: nothing is sent until an admin enables it again. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One event to one endpoint: its payload as first built, attempts, outcome. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The domain event it comes from (kept after the outbox's retention prunes the event). */
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    /** One delivery per fact and endpoint: a fact some domain events tell once per team is sent once. */
    dedupeKey: text('dedupe_key').notNull(),
    /** `webhook-id`: `msg_<...>`, the same on every attempt and replay. */
    messageId: text('message_id').notNull(),
    type: text('type').$type<WebhookEvent>().notNull(),
    /** The order lane: deliveries of one endpoint and tournament (0: none) go out one at a time, in event order. */
    tournamentKey: integer('tournament_key').notNull(),
    /** The JSON body, exactly as sent. */
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The start of the retry window (the first attempt, or the replay's). */
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastResponseCode: integer('last_response_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_dedupe_uq').on(t.endpointId, t.dedupeKey),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_lane_idx')
      .on(t.endpointId, t.tournamentKey, t.eventId)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
  ],
);
