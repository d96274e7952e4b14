import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail the platform sends; the delivery log, and the mailbox itself when no SMTP is set. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** stored (no SMTP configured), sent, or failed. */
    status: text('status', { enum: ['stored', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_emails_to_idx').on(t.to, t.createdAt),
    index('outbox_emails_created_at_idx').on(t.createdAt),
  ],
);
