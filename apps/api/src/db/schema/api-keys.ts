/** Organisers' API keys (decision 0059): stored as a SHA-256 hash, never as given. */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '@arena/shared/api-keys';
import { users } from './users';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    scopes: jsonb('scopes').$type<ApiKeyScope[]>().notNull(),
    /** Hex SHA-256 of the whole key: the key has 256 random bits, so a plain hash is enough. */
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, shown in the console to tell keys apart. */
    prefix: text('prefix').notNull(),
    /** The admin who made it; the key acts on their behalf (and stops when they are no longer an admin). */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Kept to the minute: at most one write a minute per key. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.keyHash), index('api_keys_created_idx').on(t.createdAt)],
);
