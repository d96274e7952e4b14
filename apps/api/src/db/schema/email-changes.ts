import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessions } from './sessions';
import { users } from './users';

/**
 * A change of a login e-mail (decision 0029): asked for with the current password, applied only when the new
 * address opens its link, then undoable for 7 days from a link sent to the old address. Only SHA-256 hashes of
 * the two link tokens are stored; each works once.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    /** The session that asked: it stays signed in when the change is confirmed, every other one ends. */
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    confirmTokenHash: text('confirm_token_hash').notNull(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Set when confirmed: the old address's undo link. */
    undoTokenHash: text('undo_token_hash'),
    undoExpiresAt: timestamp('undo_expires_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    /** A newer request, or an undo, voids a change still waiting for its confirmation. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_changes_confirm_token_unique').on(t.confirmTokenHash),
    uniqueIndex('email_changes_undo_token_unique').on(t.undoTokenHash),
    index('email_changes_user_idx').on(t.userId, t.createdAt),
  ],
);

export type EmailChangeRow = typeof emailChanges.$inferSelect;
