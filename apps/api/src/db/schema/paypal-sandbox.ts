import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * State of the built-in PayPal-compatible sandbox (DESIGN section 6), kept in the database so every API
 * instance sees the same orders. Unused when real PayPal credentials are configured.
 */
export const paypalSandboxOrders = pgTable(
  'paypal_sandbox_orders',
  {
    id: text('id').primaryKey(),
    /** PayPal-Request-Id of the create call: a retried create answers the same order. */
    requestId: text('request_id'),
    status: text('status').notNull(),
    amountPence: integer('amount_pence').notNull(),
    currency: text('currency').notNull(),
    description: text('description'),
    customId: text('custom_id'),
    payeeMerchantId: text('payee_merchant_id').notNull(),
    captureId: text('capture_id'),
    capturedPence: integer('captured_pence').notNull().default(0),
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
    amountPence: integer('amount_pence').notNull(),
    currency: text('currency').notNull(),
    note: text('note'),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('paypal_sandbox_payouts_sender_batch_unique').on(t.senderBatchId)],
);
