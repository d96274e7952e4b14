import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { paymentOrderStates } from '@arena/shared/payments';

/**
 * What a player can buy with credits: packages of credits, priced in pence (docs/product.md, Credits, VIP and
 * tokens).
 */
export const creditPackages = pgTable(
  'credit_packages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    credit: bigint('credit', { mode: 'number' }).notNull(),
    amountPence: bigint('amount_pence', { mode: 'number' }).notNull(),
    /** The price charged when set; below the full price. */
    discountedAmountPence: bigint('discounted_amount_pence', { mode: 'number' }),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('credit_packages_credit_positive', sql`${t.credit} > 0`),
    check('credit_packages_amount_positive', sql`${t.amountPence} > 0`),
    check(
      'credit_packages_discount_below_amount',
      sql`${t.discountedAmountPence} IS NULL OR (${t.discountedAmountPence} > 0 AND ${t.discountedAmountPence} < ${t.amountPence})`,
    ),
  ],
);

/** The VIP plan: bought for `duration_months` at a time, never renewed automatically. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Price of one purchase (one period of `duration_months`), in pence; shown per month. */
    pricePence: bigint('price_pence', { mode: 'number' }).notNull(),
    durationMonths: integer('duration_months').notNull().default(1),
    /** Sanitised HTML. */
    features: text('features').notNull().default(''),
    /** Sanitised HTML. */
    instruction: text('instruction').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('subscription_plans_price_positive', sql`${t.pricePence} > 0`),
    check('subscription_plans_duration_positive', sql`${t.durationMonths} BETWEEN 1 AND 24`),
  ],
);

/** Organiser settings that are single values, e.g. `token_price_pence`. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const purchaseKindValues = ['credits', 'subscription', 'tokens'] as const;

/**
 * The payment state machine (decision 0012): created -> approved (capture asked for) -> capture_pending
 * (PayPal holds the capture, e.g. under review) -> completed (granted). declined lets the buyer capture
 * again; refunded / partially_refunded / reversed follow a completed order.
 */
export const paymentOrderStatusValues = paymentOrderStates;

/**
 * An order the server created with the payment provider, priced by the server. It is `completed` once the
 * provider confirmed the payment and the purchase was granted, in the same transaction, exactly once.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider', { enum: ['paypal', 'sandbox'] }).notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: purchaseKindValues }).notNull(),
    /** The credit package or subscription plan bought; null for tokens. */
    itemId: integer('item_id'),
    /** Credits or tokens granted, or months of VIP. */
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    amountPence: bigint('amount_pence', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    /** The payee PayPal reported when the order was created: the capture must be paid to the same. */
    payeeMerchantId: text('payee_merchant_id'),
    status: text('status', { enum: paymentOrderStatusValues }).notNull().default('created'),
    /** The provider's capture of this order, once one exists (refunds and webhooks name it). */
    captureId: text('capture_id'),
    /** Capture attempts made (a declined one lets the buyer try again with a new PayPal-Request-Id). */
    captureAttempts: integer('capture_attempts').notNull().default(0),
    /** Pence refunded or reversed so far. */
    refundedPence: bigint('refunded_pence', { mode: 'number' }).notNull().default(0),
    /** Why the last capture or check did not grant (declined, pending reason, a failed verification). */
    lastError: text('last_error'),
    /** When the sweep last asked the provider about this order; it asks the least recently checked first. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** What the browser reported on save (kept for support; never trusted). */
    reportedPaymentType: text('reported_payment_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_orders_provider_order_unique').on(t.provider, t.providerOrderId),
    index('payment_orders_user_kind_idx').on(t.userId, t.kind, t.status, t.completedAt),
    uniqueIndex('payment_orders_capture_unique').on(t.provider, t.captureId),
    index('payment_orders_unsettled_idx')
      .on(t.checkedAt)
      .where(sql`${t.status} IN ('created', 'approved', 'capture_pending')`),
    // The sweep follows settled orders' refunds for 180 days (decision 0012): only those are read.
    index('payment_orders_refundable_idx')
      .on(t.createdAt)
      .where(sql`${t.status} IN ('completed', 'partially_refunded')`),
    check('payment_orders_amount_positive', sql`${t.amountPence} > 0`),
    check('payment_orders_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** One row per VIP purchase: the period it added. The user's current expiry is users.vip_expires_at. */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    planId: integer('plan_id').references(() => subscriptionPlans.id),
    planName: text('plan_name').notNull(),
    /** The payment, or null for a period granted by an admin. */
    paymentOrderId: integer('payment_order_id').references(() => paymentOrders.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_subscriptions_payment_unique').on(t.paymentOrderId),
    index('user_subscriptions_user_idx').on(t.userId, t.expiresAt),
  ],
);

/**
 * What a refund or reversal could not take back because it was already spent (decision 0012). While a row
 * is unsettled the player cannot withdraw; an admin settles it.
 */
export const accountShortfalls = pgTable(
  'account_shortfalls',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    paymentOrderId: integer('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id),
    /** credits, tokens, or vip_days. */
    asset: text('asset', { enum: ['credits', 'tokens', 'vip_days'] }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The refund or reversal it comes from, unique with the asset: recorded once. */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settledBy: integer('settled_by').references(() => users.id),
    settleNote: text('settle_note'),
  },
  (t) => [
    uniqueIndex('account_shortfalls_reference_unique').on(t.reference, t.asset),
    index('account_shortfalls_open_idx')
      .on(t.userId)
      .where(sql`${t.settledAt} IS NULL`),
    check('account_shortfalls_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Each refund or reversal of a purchase, once by the provider's id: what it took back is applied once. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentOrderId: integer('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id),
    providerRefundId: text('provider_refund_id').notNull(),
    kind: text('kind', { enum: ['refund', 'reversal'] }).notNull(),
    amountPence: bigint('amount_pence', { mode: 'number' }).notNull(),
    /** The admin who asked for it; null when it came from PayPal (webhook or sweep). */
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_refunds_provider_unique').on(t.providerRefundId)],
);

/** PayPal webhook events, stored once by PayPal's event id; processed once. */
export const paypalWebhookEvents = pgTable(
  'paypal_webhook_events',
  {
    id: text('id').primaryKey(),
    eventType: text('event_type').notNull(),
    resourceId: text('resource_id'),
    /** The event exactly as received. */
    body: text('body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** What processing did, for support: fulfilled, already, ignored, error text. */
    outcome: text('outcome'),
  },
  (t) => [
    index('paypal_webhook_events_unprocessed_idx')
      .on(t.receivedAt)
      .where(sql`${t.processedAt} IS NULL`),
  ],
);
