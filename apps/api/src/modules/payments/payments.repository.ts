/** Queries for purchases: what is for sale, the orders the server created, and VIP periods. */
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  accountShortfalls,
  appSettings,
  creditPackages,
  paymentOrders,
  paymentRefunds,
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

export type PaymentOrderStatusValue = PaymentOrderRow['status'];

/** States in which the purchase was granted (and maybe taken back since): never granted again. */
export const SETTLED_ORDER_STATES: readonly PaymentOrderStatusValue[] = [
  'completed',
  'refunded',
  'partially_refunded',
  'reversed',
];
/** States the sweep follows up: money may have moved at PayPal without Arena knowing. */
export const UNSETTLED_ORDER_STATES: PaymentOrderStatusValue[] = ['created', 'approved', 'capture_pending'];

/** The order, locked for the rest of the transaction: every grant or take-back of it queues here. */
export async function lockPaymentOrder(tx: Tx, provider: PaymentOrderRow['provider'], orderId: string) {
  const [row] = await tx
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.providerOrderId, orderId)))
    .for('update')
    .limit(1);
  return row;
}

export async function findPaymentOrderByCapture(
  db: DbOrTx,
  provider: PaymentOrderRow['provider'],
  captureId: string,
) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.captureId, captureId)))
    .limit(1);
  return row;
}

/** A status change from one of `from`, in one conditional statement; undefined when the row moved on. */
export async function moveOrder(
  db: DbOrTx,
  id: number,
  from: readonly PaymentOrderStatusValue[],
  values: Partial<typeof paymentOrders.$inferInsert> & { status: PaymentOrderStatusValue },
) {
  const [row] = await db
    .update(paymentOrders)
    .set(values)
    .where(and(eq(paymentOrders.id, id), inArray(paymentOrders.status, [...from])))
    .returning();
  return row;
}

/** created/declined/approved -> approved with a new attempt number: the PayPal-Request-Id of this capture. */
export async function beginCaptureAttempt(db: DbOrTx, id: number, now: Date) {
  const [row] = await db
    .update(paymentOrders)
    .set({
      status: 'approved',
      captureAttempts: sql`CASE WHEN ${paymentOrders.status} = 'approved' THEN ${paymentOrders.captureAttempts} ELSE ${paymentOrders.captureAttempts} + 1 END`,
      updatedAt: now,
    })
    .where(and(eq(paymentOrders.id, id), inArray(paymentOrders.status, ['created', 'declined', 'approved'])))
    .returning();
  return row;
}

export async function setOrderNote(
  db: DbOrTx,
  id: number,
  values: { lastError?: string | null; checkedAt?: Date },
) {
  await db.update(paymentOrders).set(values).where(eq(paymentOrders.id, id));
}

/** Settled orders whose capture can still be refunded or reversed at PayPal: the sweep follows them. */
export const REFUNDABLE_ORDER_STATES: PaymentOrderStatusValue[] = ['completed', 'partially_refunded'];

/**
 * Claims up to `limit` orders in `states` older than `before` (and younger than `since`) for this sweep:
 * SKIP LOCKED and the checked_at stamp keep two instances from asking about the same orders at once.
 */
export async function claimOrdersToCheck(
  tx: Tx,
  input: {
    states: PaymentOrderStatusValue[];
    before: Date;
    since: Date;
    checkedBefore: Date;
    now: Date;
    limit: number;
  },
) {
  const candidates = await tx
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        inArray(paymentOrders.status, input.states),
        lte(paymentOrders.createdAt, input.before),
        gte(paymentOrders.createdAt, input.since),
        or(
          isNull(paymentOrders.checkedAt),
          and(
            lte(paymentOrders.checkedAt, input.checkedBefore),
            // Back off: wait at least as long as the order was old when last checked, so an abandoned order
            // is asked about a dozen times over its 3 days, not every minute.
            sql`${paymentOrders.checkedAt} - ${paymentOrders.createdAt} <= ${input.now}::timestamptz - ${paymentOrders.checkedAt}`,
          ),
        ),
      ),
    )
    .orderBy(sql`${paymentOrders.checkedAt} ASC NULLS FIRST`, asc(paymentOrders.id))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  if (candidates.length === 0) return [];
  return tx
    .update(paymentOrders)
    .set({ checkedAt: input.now })
    .where(
      inArray(
        paymentOrders.id,
        candidates.map((c) => c.id),
      ),
    )
    .returning();
}

/** Records a refund or reversal once (by the provider's id); undefined when it was recorded before. */
export async function insertRefund(tx: Tx, values: typeof paymentRefunds.$inferInsert) {
  const [row] = await tx
    .insert(paymentRefunds)
    .values(values)
    .onConflictDoNothing({ target: paymentRefunds.providerRefundId })
    .returning();
  return row;
}

export async function insertShortfall(tx: Tx, values: typeof accountShortfalls.$inferInsert) {
  await tx
    .insert(accountShortfalls)
    .values(values)
    .onConflictDoNothing({ target: [accountShortfalls.reference, accountShortfalls.asset] });
}

export async function hasOpenShortfall(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accountShortfalls.id })
    .from(accountShortfalls)
    .where(and(eq(accountShortfalls.userId, userId), isNull(accountShortfalls.settledAt)))
    .limit(1);
  return row !== undefined;
}

export async function listShortfalls(db: DbOrTx, filter: { userId?: number; open?: boolean }) {
  const conditions = [];
  if (filter.userId !== undefined) conditions.push(eq(accountShortfalls.userId, filter.userId));
  if (filter.open) conditions.push(isNull(accountShortfalls.settledAt));
  return db
    .select({ shortfall: accountShortfalls, orderId: paymentOrders.providerOrderId })
    .from(accountShortfalls)
    .innerJoin(paymentOrders, eq(paymentOrders.id, accountShortfalls.paymentOrderId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(accountShortfalls.createdAt), desc(accountShortfalls.id))
    .limit(500);
}

export async function settleShortfall(tx: Tx, id: number, adminId: number, note: string, now: Date) {
  const [row] = await tx
    .update(accountShortfalls)
    .set({ settledAt: now, settledBy: adminId, settleNote: note })
    .where(and(eq(accountShortfalls.id, id), isNull(accountShortfalls.settledAt)))
    .returning();
  return row;
}

export async function findShortfall(db: DbOrTx, id: number) {
  const [row] = await db.select().from(accountShortfalls).where(eq(accountShortfalls.id, id)).limit(1);
  return row;
}

export async function listUserOrders(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, userId))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(500);
}

/** The user's balances, locked: a take-back reads what is left and debits it in the same transaction. */
export async function lockUserBalances(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ credits: users.credits, tokens: users.tokens, vipExpiresAt: users.vipExpiresAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .limit(1);
  return row;
}

export async function findSubscriptionPeriod(db: DbOrTx, paymentOrderId: number) {
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.paymentOrderId, paymentOrderId))
    .limit(1);
  return row;
}

/** Moves the end of VIP earlier by `ms`, never before `notBefore`; answers the new end. */
export async function shortenVip(tx: Tx, userId: number, ms: number, notBefore: Date) {
  const [row] = await tx
    .update(users)
    .set({
      vipExpiresAt: sql`GREATEST(${users.vipExpiresAt} - make_interval(secs => ${ms / 1000}), ${notBefore}::timestamptz)`,
    })
    .where(eq(users.id, userId))
    .returning({ vipExpiresAt: users.vipExpiresAt });
  return row?.vipExpiresAt ?? null;
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
    inArray(paymentOrders.status, [...SETTLED_ORDER_STATES]),
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

/** The player's unfinished orders (created or approved) made since `since`. */
export async function countOpenOrders(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        inArray(paymentOrders.status, ['created', 'approved']),
        gte(paymentOrders.createdAt, since),
      ),
    );
  return row?.count ?? 0;
}
