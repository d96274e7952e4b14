import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const emailStatuses = ['queued', 'stored', 'sent', 'failed'] as const;
export type EmailStatus = (typeof emailStatuses)[number];

/**
 * Every e-mail the platform sends: written in the transaction of what causes it, then delivered by the
 * outbox worker with retries (decision 0021). It is also the mailbox itself when no SMTP is set.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The text as the console shows it, its one-time codes and link tokens masked; null when it has none. */
    maskedText: text('masked_text'),
    html: text('html'),
    /** queued (waiting for SMTP), stored (no SMTP configured), sent, or failed (attempts exhausted). */
    status: text('status', { enum: emailStatuses }).notNull(),
    error: text('error'),
    /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** The domain event this e-mail tells about: a retried event never mails the same address twice. */
    eventId: bigint('event_id', { mode: 'number' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_emails_to_idx').on(t.to, t.createdAt),
    index('outbox_emails_created_at_idx').on(t.createdAt),
    index('outbox_emails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    uniqueIndex('outbox_emails_event_to_uq')
      .on(t.eventId, t.to)
      .where(sql`${t.eventId} IS NOT NULL`),
  ],
);
