import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * State of the built-in PayPal-compatible sandbox (decision 0012), kept in the database so every API
 * instance sees the same orders. Unused when real PayPal credentials are configured.
 */
export const paypalSandboxOrders = pgTable(
  'paypal_sandbox_orders',
  {
    id: text('id').primaryKey(),
    /** PayPal-Request-Id of the create call: a retried create answers the same order. */
    requestId: text('request_id'),
    status: text('status').notNull(),
    amountPence: bigint('amount_pence', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    description: text('description'),
    customId: text('custom_id'),
    payeeMerchantId: text('payee_merchant_id').notNull(),
    captureId: text('capture_id'),
    capturedPence: bigint('captured_pence', { mode: 'number' }).notNull().default(0),
    /** COMPLETED, PENDING, REFUNDED, PARTIALLY_REFUNDED or REVERSED, once captured. */
    captureStatus: text('capture_status'),
    /** PayPal-Request-Id of the capture that succeeded: a retry with it answers the same capture. */
    captureRequestId: text('capture_request_id'),
    refundedPence: bigint('refunded_pence', { mode: 'number' }).notNull().default(0),
    /** Test control: what the next capture does (COMPLETED by default, PENDING or DECLINED). */
    nextCaptureOutcome: text('next_capture_outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('paypal_sandbox_orders_request_unique').on(t.requestId)],
);

export const paypalSandboxPayouts = pgTable(
  'paypal_sandbox_payouts',
  {
    batchId: text('batch_id').primaryKey(),
    senderBatchId: text('sender_batch_id').notNull(),
    receiverEmail: text('receiver_email').notNull(),
    amountPence: bigint('amount_pence', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    note: text('note'),
    status: text('status').notNull(),
    itemId: text('item_id'),
    /** PENDING until a control settles it: SUCCESS, FAILED, RETURNED, UNCLAIMED, BLOCKED, DENIED. */
    itemStatus: text('item_status').notNull().default('PENDING'),
    itemError: text('item_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('paypal_sandbox_payouts_sender_batch_unique').on(t.senderBatchId),
    uniqueIndex('paypal_sandbox_payouts_item_unique').on(t.itemId),
  ],
);

/** Refunds the sandbox made, so GET /v2/payments/refunds/{id} and retries answer the same refund. */
export const paypalSandboxRefunds = pgTable(
  'paypal_sandbox_refunds',
  {
    id: text('id').primaryKey(),
    captureId: text('capture_id').notNull(),
    requestId: text('request_id'),
    amountPence: bigint('amount_pence', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** A chargeback (captures/{id}/reverse): readable as a refund, but not listed among the order's refunds. */
    reversal: boolean('reversal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('paypal_sandbox_refunds_request_unique').on(t.requestId)],
);

/**
 * This installation's sandbox credentials and webhook signing key (decision 0030): generated once, at random,
 * by the first instance that starts with the sandbox, and read by every other instance of the same database.
 * One row at most.
 */
export const paypalSandboxSecrets = pgTable(
  'paypal_sandbox_secrets',
  {
    id: integer('id').primaryKey(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    merchantId: text('merchant_id').notNull(),
    webhookId: text('webhook_id').notNull(),
    signingKey: text('signing_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('paypal_sandbox_secrets_single_row', sql`${t.id} = 1`)],
);
