import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One-time codes for the password reset (decision 0004): hashed, 10 minutes, 5 tries,
 * and once verified they allow one reset of that e-mail within 15 minutes.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    otpHash: text('otp_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Set when the code is used for a reset, voided by a newer request, or out of tries. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_email_idx').on(t.email, t.createdAt)],
);
