/** Discord accounts linked to Arena accounts, for the `/arena` commands (decision 0060). */
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One Discord user to one Arena account, both ways. */
export const discordLinks = pgTable(
  'discord_links',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Discord's snowflake id of the user, as Discord writes it (a decimal string). */
    discordUserId: text('discord_user_id').notNull(),
    /** The Discord username when the link was made, to show in My Account. */
    discordUsername: text('discord_username').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('discord_links_discord_user_unique').on(t.discordUserId)],
);

/** The one-time code My Account shows for `/arena link`: one at a time per account, hashed, short-lived. */
export const discordLinkCodes = pgTable(
  'discord_link_codes',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('discord_link_codes_hash_unique').on(t.codeHash)],
);
