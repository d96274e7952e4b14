/** Queries for purchases: what is for sale, the orders the server created, and VIP periods. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  appSettings,
  creditPackages,
  paymentOrders,
  subscriptionPlans,
  userSubscriptions,
} from '../../db/schema/payments';
import { users } from '../../db/schema/users';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type NewPaymentOrder = typeof paymentOrders.$inferInsert;
export type PurchaseKindValue = PaymentOrderRow['kind'];

/** The token price when an organiser never set one: £1.00. */
export const DEFAULT_TOKEN_PRICE_PENCE = 100;
export const TOKEN_PRICE_SETTING = 'token_price_pence';

export function listActivePackages(db: DbOrTx) {
  return db
    .select()
    .from(creditPackages)
    .where(eq(creditPackages.active, true))
    .orderBy(asc(creditPackages.sortOrder), asc(creditPackages.credit), asc(creditPackages.id));
}

export async function findActivePackage(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(creditPackages)
    .where(and(eq(creditPackages.id, id), eq(creditPackages.active, true)))
    .limit(1);
  return row;
}

/** The plan on sale: the spec shows one VIP plan; with several active, the oldest is offered. */
export async function findOfferedPlan(db: DbOrTx) {
  const [row] = await db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.active, true))
    .orderBy(asc(subscriptionPlans.id))
    .limit(1);
  return row;
}

export async function findActivePlan(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, id), eq(subscriptionPlans.active, true)))
    .limit(1);
  return row;
}

export async function tokenPricePence(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, TOKEN_PRICE_SETTING))
    .limit(1);
  const price = row ? Number(row.value) : NaN;
  return Number.isSafeInteger(price) && price > 0 ? price : DEFAULT_TOKEN_PRICE_PENCE;
}

export async function insertPaymentOrder(db: DbOrTx, values: NewPaymentOrder): Promise<PaymentOrderRow> {
  const [row] = await db.insert(paymentOrders).values(values).returning();
  return row!;
}

export async function findPaymentOrder(db: DbOrTx, provider: PaymentOrderRow['provider'], orderId: string) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.providerOrderId, orderId)))
    .limit(1);
  return row;
}

/** created → completed, once: the caller that gets the row grants the purchase in the same transaction. */
export async function completePaymentOrder(
  tx: Tx,
  id: number,
  completedAt: Date,
  reportedPaymentType: string | null,
): Promise<PaymentOrderRow | undefined> {
  const [row] = await tx
    .update(paymentOrders)
    .set({ status: 'completed', completedAt, reportedPaymentType })
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'created')))
    .returning();
  return row;
}

export async function listCompletedOrders(
  db: DbOrTx,
  userId: number,
  kind: PurchaseKindValue,
  page: { limit?: number; offset?: number },
) {
  const where = and(
    eq(paymentOrders.userId, userId),
    eq(paymentOrders.kind, kind),
    eq(paymentOrders.status, 'completed'),
  );
  let query = db
    .select()
    .from(paymentOrders)
    .where(where)
    .orderBy(desc(paymentOrders.completedAt), desc(paymentOrders.id))
    .$dynamic();
  if (page.limit !== undefined) query = query.limit(page.limit).offset(page.offset ?? 0);
  const [rows, [counted]] = await Promise.all([
    query,
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(paymentOrders)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Adds `months` of VIP from now, or from the end of a still-active period, in one statement on the
 * locked user row, and records the period. Answers the period added.
 */
export async function extendVip(
  tx: Tx,
  input: {
    userId: number;
    months: number;
    now: Date;
    planId: number | null;
    planName: string;
    paymentOrderId: number | null;
  },
): Promise<{ startsAt: Date; expiresAt: Date }> {
  const result = await tx.execute<{ starts_at: string | Date; expires_at: string | Date }>(sql`
    WITH current AS (
      SELECT id, GREATEST(COALESCE(vip_expires_at, ${input.now}::timestamptz), ${input.now}::timestamptz) AS starts_at
      FROM ${users} WHERE id = ${input.userId} FOR UPDATE
    )
    UPDATE ${users} AS u
    SET vip_expires_at = current.starts_at + make_interval(months => ${input.months}::int)
    FROM current
    WHERE u.id = current.id
    RETURNING current.starts_at AS starts_at, u.vip_expires_at AS expires_at
  `);
  const row = (result as unknown as { rows: Array<{ starts_at: string | Date; expires_at: string | Date }> })
    .rows[0];
  if (!row) throw new Error(`user ${input.userId} not found while extending VIP`);
  const period = { startsAt: new Date(row.starts_at), expiresAt: new Date(row.expires_at) };
  await tx.insert(userSubscriptions).values({
    userId: input.userId,
    planId: input.planId,
    planName: input.planName,
    paymentOrderId: input.paymentOrderId,
    ...period,
  });
  return period;
}

export async function latestSubscriptionName(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ planName: userSubscriptions.planName })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId))
    .orderBy(desc(userSubscriptions.expiresAt), desc(userSubscriptions.id))
    .limit(1);
  return row?.planName ?? null;
}
