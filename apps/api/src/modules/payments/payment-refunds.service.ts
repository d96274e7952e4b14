/**
 * Refunds and reversals (decisions 0012 and 0030): each taken back once per provider refund id, whoever reports it
 * (an admin's refund, PayPal's webhook, the sweep reading the order back), for the amount PayPal shows; what the
 * player already spent becomes a shortfall an admin settles.
 */
import { PAYMENT_MESSAGES, type Shortfall } from '@arena/shared/payments';
import { AppError, invalid, notFound } from '../../http/errors';
import { ProviderError } from '../../integrations/paypal/payment-provider';
import { recordAdminAction } from '../audit/audit.service';
import { applyLedgerChange } from '../ledger/ledger.service';
import { toAdminPaymentOrder, toShortfall } from './payment.mapper';
import { isSettled, type PaymentsContext } from './payments.context';
import { paymentNotices } from './payments.notices';
import {
  findPaymentOrder,
  findPaymentOrderByCapture,
  findShortfall,
  hasOpenShortfall,
  insertRefund,
  insertShortfall,
  listShortfalls,
  lockPaymentOrder,
  lockUserBalances,
  moveOrder,
  settleShortfall,
  type PaymentOrderRow,
} from './payments.repository';
import type { Subscriptions, TakenShort } from './subscriptions.service';

export function createPaymentRefunds(ctx: PaymentsContext, subscriptions: Subscriptions) {
  const { db, provider, clock, log, providerFailure } = ctx;

  /**
   * Takes back what is still unspent of what the purchase granted, for `pence` more of it refunded or
   * reversed; what was spent is recorded as a shortfall. Once per provider refund id.
   */
  async function takeBack(input: {
    orderId: string;
    providerRefundId: string;
    pence: number;
    kind: 'refund' | 'reversal';
    adminId?: number;
    /** The admin's reason, kept in the audit log. */
    note?: string;
  }): Promise<{ row: PaymentOrderRow; applied: boolean }> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const row = await lockPaymentOrder(tx, provider.name, input.orderId);
      if (!row) throw notFound('The payment');
      const recorded = await insertRefund(tx, {
        paymentOrderId: row.id,
        providerRefundId: input.providerRefundId,
        kind: input.kind,
        amountPence: input.pence,
        createdBy: input.adminId ?? null,
      });
      if (!recorded) return { row, applied: false };
      const before = row.refundedPence;
      const after = Math.min(row.amountPence, before + input.pence);
      const status =
        input.kind === 'reversal' ? 'reversed' : after >= row.amountPence ? 'refunded' : 'partially_refunded';
      const updated = await moveOrder(tx, row.id, [row.status], {
        status,
        refundedPence: after,
        updatedAt: now,
      });
      // Nothing was granted for an order that never completed: there is nothing to take back. Nor is there
      // when the order was already all taken back (a reversal the sweep read from PayPal, then its webhook).
      if (!isSettled(row) || after === before) return { row: updated ?? row, applied: true };
      const reference = `${input.kind}:${provider.name}:${input.providerRefundId}`;
      const share = (pence: number, whole: number) => Math.floor((whole * pence) / row.amountPence);
      const balances = await lockUserBalances(tx, row.userId);
      if (!balances) throw new Error(`user ${row.userId} missing for payment ${row.id}`);
      let taken = 0;
      let vipShortened = false;
      let shortfall: TakenShort | null = null;
      if (row.kind === 'credits' || row.kind === 'tokens') {
        const units = share(after, row.quantity) - share(before, row.quantity);
        const available = row.kind === 'credits' ? balances.credits : balances.tokens;
        taken = Math.min(units, available);
        if (taken > 0) {
          await applyLedgerChange(tx, {
            userId: row.userId,
            asset: row.kind,
            delta: -taken,
            reason: input.kind === 'refund' ? 'purchase refunded' : 'purchase reversed',
            reference,
            createdBy: input.adminId,
          });
        }
        if (units > taken) {
          shortfall = { asset: row.kind, amount: units - taken };
          await insertShortfall(tx, { userId: row.userId, paymentOrderId: row.id, ...shortfall, reference });
        }
      } else {
        ({ vipShortened, shortfall } = await subscriptions.takeBack(tx, {
          row,
          before,
          after,
          vipExpiresAt: balances.vipExpiresAt,
          now,
          reference,
        }));
      }
      log.info({ orderId: row.providerOrderId, kind: input.kind, pence: input.pence }, 'purchase taken back');
      await paymentNotices.purchaseTakenBack(tx, {
        userId: row.userId,
        orderId: row.providerOrderId,
        kind: row.kind,
        quantity: row.quantity,
        description: row.description,
        how: input.kind,
        pence: after - before,
        taken,
        vipShortened,
        shortfall,
      });
      if (input.adminId !== undefined) {
        await recordAdminAction(tx, {
          adminId: input.adminId,
          action: 'payment.refund',
          targetType: 'payment_order',
          targetId: row.id,
          before: toAdminPaymentOrder(row),
          after: updated ? toAdminPaymentOrder(updated) : null,
          note: input.note || null,
        });
      }
      return { row: updated ?? row, applied: true };
    });
  }

  return {
    /**
     * A refund or reversal PayPal reports (webhook): read back from PayPal by its id, and taken back once for
     * the amount PayPal shows, never the event's (decision 0030). One PayPal does not know, or has not
     * completed, is ignored (a PENDING refund's COMPLETED event, or the sweep, takes it back later).
     */
    async applyProviderRefund(input: { providerRefundId: string; kind: 'refund' | 'reversal' }) {
      const refund = await provider.getRefund(input.providerRefundId).catch((error: unknown) => {
        // A refusal (not an outage, which answers 503 so that PayPal redelivers) reads as unknown.
        if (error instanceof ProviderError && error.status >= 400 && error.status < 500) return null;
        return providerFailure(error);
      });
      if (!refund) {
        log.warn({ refundId: input.providerRefundId }, 'refund event for a refund PayPal does not know');
        return 'unknown' as const;
      }
      if (refund.status !== 'COMPLETED' || refund.amountPence <= 0) return 'not_completed' as const;
      const row = refund.captureId
        ? await findPaymentOrderByCapture(db, provider.name, refund.captureId)
        : undefined;
      if (!row) return 'unknown' as const;
      if (refund.currency !== row.currency) {
        log.error({ orderId: row.providerOrderId, refundId: refund.id }, 'refund in another currency');
        return 'refused' as const;
      }
      const result = await takeBack({
        orderId: row.providerOrderId,
        providerRefundId: refund.id,
        pence: refund.amountPence,
        kind: input.kind,
      });
      return result.applied ? ('applied' as const) : ('already' as const);
    },

    /**
     * Reads a granted order back from PayPal and takes back every completed refund it lists that Arena has not
     * recorded (made in PayPal's dashboard, or an admin refund whose answer was lost, with the webhook lost
     * too), and the rest of a reversed capture. Each once, whatever the webhooks do. Answers how many it applied.
     */
    async followRefunds(row: PaymentOrderRow): Promise<number> {
      const order = await provider.getOrder(row.providerOrderId).catch(providerFailure);
      if (!order || !row.captureId) return 0;
      let applied = 0;
      for (const refund of order.refunds) {
        if (refund.status !== 'COMPLETED' || refund.amountPence <= 0) continue;
        if (refund.currency !== row.currency) {
          log.error({ orderId: row.providerOrderId, refundId: refund.id }, 'refund in another currency');
          continue;
        }
        const result = await takeBack({
          orderId: row.providerOrderId,
          providerRefundId: refund.id,
          pence: refund.amountPence,
          kind: 'refund',
        });
        if (result.applied) applied += 1;
      }
      const reversed = order.captures.some((c) => c.id === row.captureId && c.status === 'REVERSED');
      const current = reversed ? await findPaymentOrder(db, provider.name, row.providerOrderId) : undefined;
      if (current && current.status !== 'reversed' && current.amountPence > current.refundedPence) {
        // PayPal's reversal event names its own id; the sweep's is the capture's. Whichever comes second finds
        // nothing left to take back and tells nobody again.
        const result = await takeBack({
          orderId: row.providerOrderId,
          providerRefundId: `reversal-of-${row.captureId}`,
          pence: current.amountPence - current.refundedPence,
          kind: 'reversal',
        });
        if (result.applied) applied += 1;
      }
      return applied;
    },

    /** Refunds `amountPence` (what is left when absent) with PayPal, then takes back its share; audited. */
    async refundByAdmin(
      adminId: number,
      paymentOrderId: string,
      options: { note?: string; amountPence?: number; refundedBeforePence?: number } = {},
    ): Promise<PaymentOrderRow> {
      const row = await findPaymentOrder(db, provider.name, paymentOrderId);
      if (!row) throw notFound('The payment');
      // What the admin saw is out of date (another admin, or a refund from PayPal's dashboard, came first): a
      // second refund would be on top of one they did not know of.
      if (options.refundedBeforePence !== undefined && options.refundedBeforePence !== row.refundedPence)
        throw new AppError('conflict', 'REFUNDS_CHANGED', PAYMENT_MESSAGES.refundsChanged);
      const remaining = row.amountPence - row.refundedPence;
      if (!row.captureId || !['completed', 'partially_refunded'].includes(row.status) || remaining <= 0) {
        throw invalid('NOT_REFUNDABLE', PAYMENT_MESSAGES.notRefundable);
      }
      const pence = options.amountPence ?? remaining;
      if (pence > remaining) throw invalid('ABOVE_REMAINING', PAYMENT_MESSAGES.refundAboveRemaining);
      const refund = await provider
        .refundCapture({
          captureId: row.captureId,
          amountPence: pence,
          currency: row.currency,
          // One id per order and refunded total: a retried click refunds once, and of two refunds decided on the
          // same refunded total (two admins at once) PayPal makes only the first and answers it to both.
          requestId: `refund-${row.providerOrderId}-${row.refundedPence}`,
          note: 'Refund of your Arena purchase',
        })
        .catch(providerFailure);
      // Another admin's refund answered to this request: theirs records and audits it (PayPal's webhook too).
      if (refund.amountPence !== pence)
        throw new AppError('conflict', 'REFUNDS_CHANGED', PAYMENT_MESSAGES.refundsChanged);
      const result = await takeBack({
        orderId: row.providerOrderId,
        providerRefundId: refund.id,
        pence: refund.amountPence,
        kind: 'refund',
        adminId,
        note: options.note,
      });
      return result.row;
    },

    hasOpenShortfall: (userId: number) => hasOpenShortfall(db, userId),

    async shortfalls(filter: { userId?: number; open?: boolean }) {
      const rows = await listShortfalls(db, filter);
      return rows.map(({ shortfall, orderId }) => toShortfall(shortfall, orderId));
    },

    async settleShortfall(adminId: number, id: number, note: string): Promise<Shortfall> {
      return db.transaction(async (tx) => {
        const row = await settleShortfall(tx, id, adminId, note, clock.now());
        if (!row) {
          if (!(await findShortfall(tx, id))) throw notFound('The shortfall');
          throw new AppError('conflict', 'ALREADY_SETTLED', PAYMENT_MESSAGES.shortfallAlreadySettled);
        }
        await paymentNotices.shortfallSettled(tx, row, await hasOpenShortfall(tx, row.userId));
        await recordAdminAction(tx, {
          adminId,
          action: 'shortfall.settle',
          targetType: 'user',
          targetId: row.userId,
          before: { shortfall_id: row.id, asset: row.asset, amount: row.amount, settled: false },
          after: { shortfall_id: row.id, settled: true },
          note,
        });
        const [listed] = (await listShortfalls(tx, { userId: row.userId })).filter(
          (s) => s.shortfall.id === row.id,
        );
        return toShortfall(row, listed?.orderId ?? String(row.paymentOrderId));
      });
    },
  };
}
