import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';
import { withdrawalStatuses } from '@arena/shared/wallet';

/** The wire values (packages/shared/src/wallet.ts); failed, returned and unclaimed give the amount back once. */
export const withdrawalStatusValues = withdrawalStatuses;

/**
 * A request to send wallet money to PayPal. The amount leaves the wallet when requested; a rejection
 * returns it; a payout is sent at most once (`sender_batch_id` is unique per request).
 */
export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountPence: bigint('amount_pence', { mode: 'number' }).notNull(),
    feePence: bigint('fee_pence', { mode: 'number' }).notNull(),
    netPence: bigint('net_pence', { mode: 'number' }).notNull(),
    paypalEmail: text('paypal_email').notNull(),
    status: text('status', { enum: withdrawalStatusValues }).notNull().default('pending'),
    senderBatchId: text('sender_batch_id').notNull(),
    payoutBatchId: text('payout_batch_id'),
    payoutStatus: text('payout_status'),
    lastError: text('last_error'),
    payoutItemId: text('payout_item_id'),
    /** PayPal's reason for a failed, returned or unclaimed payout, shown to the player and the admin. */
    failureReason: text('failure_reason'),
    /** When the sweep last asked PayPal about this payout. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    processedBy: integer('processed_by').references(() => users.id),
    /**
     * Why the request was held for the identity check (decision 0056), as the player was told; null when it was
     * never held. The review's decision, admin, time and note follow (null until reviewed).
     */
    reviewReason: text('review_reason'),
    reviewDecision: text('review_decision', { enum: ['approved', 'refused'] }),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while pending (the spec shows '-'). */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdrawal_requests_sender_batch_unique').on(t.senderBatchId),
    index('withdrawal_requests_user_idx').on(t.userId, t.createdAt),
    index('withdrawal_requests_status_idx').on(t.status, t.createdAt),
    index('withdrawal_requests_batch_idx').on(t.payoutBatchId),
    check('withdrawal_requests_amount_positive', sql`${t.amountPence} > 0`),
    check('withdrawal_requests_net_positive', sql`${t.netPence} > 0`),
    check('withdrawal_requests_fee_non_negative', sql`${t.feePence} >= 0`),
  ],
);
