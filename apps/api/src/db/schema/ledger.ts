import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const ledgerAssets = ['credits', 'tokens', 'wallet'] as const;
export type LedgerAsset = (typeof ledgerAssets)[number];

/**
 * Append-only record of every balance change (docs/product.md, Payments and refunds). A user's balance of an
 * asset always equals the sum of its deltas; `reference` (a payment, an entry, a prize, a withdrawal) is applied
 * at most once.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    asset: text('asset', { enum: ledgerAssets }).notNull(),
    /** Credits, tokens, or pence for the wallet. */
    delta: bigint('delta', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    reference: text('reference').notNull(),
    /** The admin behind a manual adjustment, with their written note. */
    createdBy: integer('created_by').references(() => users.id),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_reference_unique').on(t.reference),
    index('ledger_entries_user_asset_idx').on(t.userId, t.asset, t.createdAt),
  ],
);
