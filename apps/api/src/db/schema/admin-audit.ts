import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { apiKeys } from './api-keys';
import { users } from './users';

/**
 * Every action an admin takes (decision 0011): who, what, on which record, the record before and after. Written in
 * the same transaction as the change it describes, so neither exists without the other.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => users.id),
    /** Set when an API key acted (decision 0059): `admin_id` is then the admin who made the key. */
    apiKeyId: integer('api_key_id').references(() => apiKeys.id),
    /** e.g. `game.create`, `tournament.cancel`, `player.ban`, `withdrawal.pay`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The admin's written reason, where the action asks for one. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_created_idx').on(t.createdAt),
    index('admin_audit_target_idx').on(t.targetType, t.targetId),
    index('admin_audit_admin_idx').on(t.adminId, t.createdAt),
  ],
);
