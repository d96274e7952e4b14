import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The links that verify a login e-mail (decision 0054): one per sign-up and per resend, sent to `email`, stored
 * as the SHA-256 of the link's token only; each works once, within its expiry, and only while the account's
 * e-mail is still `email`.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_verifications_token_unique').on(t.tokenHash),
    index('email_verifications_user_idx').on(t.userId, t.createdAt),
  ],
);

export type EmailVerificationRow = typeof emailVerifications.$inferSelect;
