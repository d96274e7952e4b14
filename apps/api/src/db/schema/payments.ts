import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** What a player can buy with credits: packages of credits, priced in pence (DESIGN section 5). */
export const creditPackages = pgTable(
  'credit_packages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    credit: integer('credit').notNull(),
    amountPence: integer('amount_pence').notNull(),
    /** The price charged when set; below the full price. */
    discountedAmountPence: integer('discounted_amount_pence'),
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
    pricePence: integer('price_pence').notNull(),
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
    quantity: integer('quantity').notNull(),
    amountPence: integer('amount_pence').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    /** The payee PayPal reported when the order was created: the capture must be paid to the same. */
    payeeMerchantId: text('payee_merchant_id'),
    status: text('status', { enum: ['created', 'completed'] })
      .notNull()
      .default('created'),
    /** What the browser reported on save (kept for support; never trusted). */
    reportedPaymentType: text('reported_payment_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_orders_provider_order_unique').on(t.provider, t.providerOrderId),
    index('payment_orders_user_kind_idx').on(t.userId, t.kind, t.status, t.completedAt),
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
