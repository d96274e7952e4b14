/**
 * The built-in PayPal sandbox's state (decision 0012): its orders, captures, refunds and payouts as rows,
 * so every API instance sees the same ones. Each change of state is one conditional statement, so racing
 * requests (two captures, two refunds) behave as PayPal does: one wins, the other is refused.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  paypalSandboxOrders,
  paypalSandboxPayouts,
  paypalSandboxRefunds,
} from '../../db/schema/paypal-sandbox';
import { systemClock, type Clock } from '../../lib/clock';

export type SandboxOrderRow = typeof paypalSandboxOrders.$inferSelect;
export type SandboxPayoutRow = typeof paypalSandboxPayouts.$inferSelect;
export type SandboxRefundRow = typeof paypalSandboxRefunds.$inferSelect;

/** Orders that can still be changed, approved or captured. */
const OPEN_ORDER = ['CREATED', 'APPROVED'];
/** Captures money can still go back from. */
const REFUNDABLE_CAPTURE = ['COMPLETED', 'PARTIALLY_REFUNDED'];
/** Payout items a control may still settle. */
const UNSETTLED_ITEM = ['PENDING', 'UNCLAIMED'];

export function createPayPalSandboxStore(deps: { db: Db; clock?: Clock }) {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  const orderWhere = (id: string) => eq(paypalSandboxOrders.id, id);
  const captureWhere = (captureId: string) => eq(paypalSandboxOrders.captureId, captureId);
  const itemWhere = (itemId: string) => eq(paypalSandboxPayouts.itemId, itemId);
  const first = <T>(rows: T[]): T | undefined => rows[0];

  return {
    /** The sandbox's time: token lifetimes and every row's timestamps. */
    clock,

    // --- Orders ------------------------------------------------------------------------------------------

    findOrder: async (id: string) =>
      first(await db.select().from(paypalSandboxOrders).where(orderWhere(id)).limit(1)),

    findOrderByCapture: async (captureId: string) =>
      first(await db.select().from(paypalSandboxOrders).where(captureWhere(captureId)).limit(1)),

    findOrderByRequestId: async (requestId: string) =>
      first(
        await db
          .select()
          .from(paypalSandboxOrders)
          .where(eq(paypalSandboxOrders.requestId, requestId))
          .limit(1),
      ),

    /** A new CREATED order; undefined when its PayPal-Request-Id made one already (even in a race). */
    async insertOrder(
      values: Pick<
        SandboxOrderRow,
        'id' | 'requestId' | 'amountPence' | 'currency' | 'description' | 'customId' | 'payeeMerchantId'
      >,
    ) {
      const now = clock.now();
      return first(
        await db
          .insert(paypalSandboxOrders)
          .values({ ...values, status: 'CREATED', createdAt: now, updatedAt: now })
          .onConflictDoNothing({ target: paypalSandboxOrders.requestId })
          .returning(),
      );
    },

    /** Changes an order that is not being captured; false when it is no longer open (or does not exist). */
    async patchOpenOrder(
      id: string,
      changes: Partial<Pick<SandboxOrderRow, 'amountPence' | 'currency' | 'description'>>,
    ): Promise<boolean> {
      const updated = await db
        .update(paypalSandboxOrders)
        .set({ ...changes, updatedAt: clock.now() })
        .where(and(orderWhere(id), inArray(paypalSandboxOrders.status, OPEN_ORDER)))
        .returning({ id: paypalSandboxOrders.id });
      return updated.length > 0;
    },

    /** The buyer approves: CREATED to APPROVED, once; undefined otherwise. */
    async approveOrder(id: string) {
      return first(
        await db
          .update(paypalSandboxOrders)
          .set({ status: 'APPROVED', updatedAt: clock.now() })
          .where(and(orderWhere(id), eq(paypalSandboxOrders.status, 'CREATED')))
          .returning(),
      );
    },

    /** A decline set by a control is used once: the buyer may try again. */
    async clearDecline(id: string): Promise<void> {
      await db
        .update(paypalSandboxOrders)
        .set({ nextCaptureOutcome: null, updatedAt: clock.now() })
        .where(and(orderWhere(id), eq(paypalSandboxOrders.status, 'APPROVED')));
    },

    /** APPROVED to COMPLETED with its capture: concurrent captures produce exactly one; undefined for the others. */
    async captureOrder(
      id: string,
      capture: { captureId: string; captureStatus: 'COMPLETED' | 'PENDING'; captureRequestId: string | null },
    ) {
      return first(
        await db
          .update(paypalSandboxOrders)
          .set({
            status: 'COMPLETED',
            ...capture,
            nextCaptureOutcome: null,
            capturedPence: sql`${paypalSandboxOrders.amountPence}`,
            updatedAt: clock.now(),
          })
          .where(and(orderWhere(id), eq(paypalSandboxOrders.status, 'APPROVED')))
          .returning(),
      );
    },

    // --- Refunds and reversals ------------------------------------------------------------------------

    /** The refunds of a capture, oldest first (GET order lists them under payments.refunds). */
    refundsOfCapture: async (captureId: string) =>
      db
        .select()
        .from(paypalSandboxRefunds)
        .where(and(eq(paypalSandboxRefunds.captureId, captureId), eq(paypalSandboxRefunds.reversal, false)))
        .orderBy(asc(paypalSandboxRefunds.createdAt), asc(paypalSandboxRefunds.id)),

    findRefund: async (id: string) =>
      first(await db.select().from(paypalSandboxRefunds).where(eq(paypalSandboxRefunds.id, id)).limit(1)),

    findRefundByRequestId: async (requestId: string) =>
      first(
        await db
          .select()
          .from(paypalSandboxRefunds)
          .where(eq(paypalSandboxRefunds.requestId, requestId))
          .limit(1),
      ),

    /**
     * A refund of `amountPence` from its capture, in one transaction: 'made' with the new refund; 'again' with
     * the refund an earlier request of the same PayPal-Request-Id made (even one racing this one: the unique
     * index makes the second wait for the first); 'refused' when the capture cannot give that much back.
     */
    async refundOnce(
      values: Pick<SandboxRefundRow, 'id' | 'captureId' | 'requestId' | 'amountPence' | 'currency'>,
    ): Promise<{ outcome: 'made' | 'again'; refund: SandboxRefundRow } | { outcome: 'refused' }> {
      const refused = Symbol('refused');
      try {
        return await db.transaction(async (tx) => {
          const [refund] = await tx
            .insert(paypalSandboxRefunds)
            .values({ ...values, createdAt: clock.now() })
            .onConflictDoNothing({ target: paypalSandboxRefunds.requestId })
            .returning();
          // Only a repeated PayPal-Request-Id conflicts (a refund without one never does).
          if (!refund && values.requestId !== null) {
            const [earlier] = await tx
              .select()
              .from(paypalSandboxRefunds)
              .where(eq(paypalSandboxRefunds.requestId, values.requestId))
              .limit(1);
            if (earlier) return { outcome: 'again' as const, refund: earlier };
          }
          if (!refund) throw new Error('a sandbox refund was neither inserted nor found by its request id');
          const [taken] = await tx
            .update(paypalSandboxOrders)
            .set({
              refundedPence: sql`${paypalSandboxOrders.refundedPence} + ${values.amountPence}`,
              captureStatus: sql`CASE WHEN ${paypalSandboxOrders.refundedPence} + ${values.amountPence} >= ${paypalSandboxOrders.capturedPence} THEN 'REFUNDED' ELSE 'PARTIALLY_REFUNDED' END`,
              updatedAt: clock.now(),
            })
            .where(
              and(
                captureWhere(values.captureId),
                inArray(paypalSandboxOrders.captureStatus, REFUNDABLE_CAPTURE),
                sql`${values.amountPence} > 0`,
                sql`${paypalSandboxOrders.refundedPence} + ${values.amountPence} <= ${paypalSandboxOrders.capturedPence}`,
              ),
            )
            .returning();
          if (!taken) throw refused;
          return { outcome: 'made' as const, refund };
        });
      } catch (error) {
        if (error === refused) return { outcome: 'refused' };
        throw error;
      }
    },

    /**
     * A chargeback: what is left of the capture goes back to the buyer, recorded as a reversal PayPal's refund
     * endpoint can show; undefined when the capture is not refundable (or nothing is left).
     */
    async reverseCapture(captureId: string, reversal: Pick<SandboxRefundRow, 'id' | 'currency'>) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(paypalSandboxOrders)
          .where(and(captureWhere(captureId), inArray(paypalSandboxOrders.captureStatus, REFUNDABLE_CAPTURE)))
          .for('update');
        const amountPence = before ? before.capturedPence - before.refundedPence : 0;
        if (!before || amountPence <= 0) return undefined;
        const now = clock.now();
        await tx
          .update(paypalSandboxOrders)
          .set({ captureStatus: 'REVERSED', refundedPence: before.capturedPence, updatedAt: now })
          .where(captureWhere(captureId));
        const [refund] = await tx
          .insert(paypalSandboxRefunds)
          .values({ ...reversal, captureId, requestId: null, amountPence, reversal: true, createdAt: now })
          .returning();
        return refund;
      });
    },

    // --- Controls: what a test or the admin console makes PayPal do next -------------------------------

    /** What the next capture of an open order does (null: it completes); undefined when none is open. */
    async setNextCaptureOutcome(id: string, outcome: 'PENDING' | 'DECLINED' | null) {
      return first(
        await db
          .update(paypalSandboxOrders)
          .set({ nextCaptureOutcome: outcome })
          .where(and(orderWhere(id), inArray(paypalSandboxOrders.status, OPEN_ORDER)))
          .returning(),
      );
    },

    /** A pending capture completes; undefined when it is not pending. */
    async completePendingCapture(captureId: string) {
      return first(
        await db
          .update(paypalSandboxOrders)
          .set({ captureStatus: 'COMPLETED', updatedAt: clock.now() })
          .where(and(captureWhere(captureId), eq(paypalSandboxOrders.captureStatus, 'PENDING')))
          .returning(),
      );
    },

    // --- Payouts ------------------------------------------------------------------------------------------

    /** A new PENDING payout batch of one item; undefined when its sender_batch_id is taken (even in a race). */
    async insertPayout(
      values: Pick<
        SandboxPayoutRow,
        'batchId' | 'itemId' | 'senderBatchId' | 'receiverEmail' | 'amountPence' | 'currency' | 'note'
      >,
    ) {
      const now = clock.now();
      return first(
        await db
          .insert(paypalSandboxPayouts)
          .values({ ...values, status: 'PENDING', itemStatus: 'PENDING', createdAt: now, updatedAt: now })
          .onConflictDoNothing({ target: paypalSandboxPayouts.senderBatchId })
          .returning(),
      );
    },

    findPayoutBySenderBatchId: async (senderBatchId: string) =>
      first(
        await db
          .select()
          .from(paypalSandboxPayouts)
          .where(eq(paypalSandboxPayouts.senderBatchId, senderBatchId))
          .limit(1),
      ),

    findPayoutBatch: async (batchId: string) =>
      first(
        await db
          .select()
          .from(paypalSandboxPayouts)
          .where(eq(paypalSandboxPayouts.batchId, batchId))
          .limit(1),
      ),

    findPayoutItem: async (itemId: string) =>
      first(await db.select().from(paypalSandboxPayouts).where(itemWhere(itemId)).limit(1)),

    /** PayPal cancels only UNCLAIMED items: the money goes back to the sender, the item ends RETURNED. */
    async cancelUnclaimedItem(itemId: string) {
      return first(
        await db
          .update(paypalSandboxPayouts)
          .set({ itemStatus: 'RETURNED', updatedAt: clock.now() })
          .where(and(itemWhere(itemId), eq(paypalSandboxPayouts.itemStatus, 'UNCLAIMED')))
          .returning(),
      );
    },

    /** A control settles a pending or unclaimed item; undefined when it is already settled (or unknown). */
    async settlePayoutItem(itemId: string, itemStatus: string, itemError: string | null) {
      return first(
        await db
          .update(paypalSandboxPayouts)
          .set({ itemStatus, status: 'SUCCESS', itemError, updatedAt: clock.now() })
          .where(and(itemWhere(itemId), inArray(paypalSandboxPayouts.itemStatus, UNSETTLED_ITEM)))
          .returning(),
      );
    },
  };
}

export type PayPalSandboxStore = ReturnType<typeof createPayPalSandboxStore>;
