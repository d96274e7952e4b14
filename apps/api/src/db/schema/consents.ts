import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What a player agreed to, and when (issue 28, decision 0051): at sign-up the terms and the privacy policy, each
 * with the version of the page the player was shown (the page's last edit). Kept while the account's financial
 * records are kept (decision 0052): the proof of the agreement those records rest on; nothing personal in it.
 */
export const consents = pgTable(
  'consents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The content page agreed to: `terms-and-conditions` or `privacy-policy`. */
    document: text('document').notNull(),
    /** The page's last edit when it was agreed to (ISO 8601 UTC); null when the page had never been written. */
    version: text('version'),
    /** Where it was given: `registration`. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consents_user_idx').on(t.userId)],
);
