import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameName: text('game_name').notNull(),
    /** Relative path under the public storage location, or null for the default banner. */
    gameBanner: text('game_banner'),
    /** Archived games leave the catalogue but keep their tournaments' history. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_name_lower_unique').on(sql`lower(${t.gameName})`),
    index('games_listing_idx').on(t.archivedAt, t.id),
  ],
);

export type GameRow = typeof games.$inferSelect;
