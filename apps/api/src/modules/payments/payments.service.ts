/**
 * Purchases (decisions 0008 and 0012): the server prices and creates every order with the provider, and grants
 * nothing until the provider confirms that exactly that amount was captured in GBP for this user's order;
 * the grant and the order's completion happen once, in one transaction.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { penceToPounds } from '@arena/shared/money';
import {
  CURRENCY,
  MAX_OPEN_ORDERS_PER_USER,
  OPEN_ORDER_WINDOW_MS,
  PAYMENT_MESSAGES,
  type AdminPaymentOrder,
  type Shortfall,
  type CreateOrderBody,
  type CreditTransaction,
  type PaymentOrder,
  type TokenTransaction,
  type UserSubscription,
} from '@arena/shared/payments';
import type { Db, Tx } from '../../db/client';
import type { accountShortfalls } from '../../db/schema/payments';
import type { UserRow } from '../../db/schema/users';
import { AppError, invalid, notFound, rateLimited } from '../../http/errors';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import type { Clock } from '../../lib/clock';
import {
  ProviderError,
  type PaymentProvider,
  type ProviderCapture,
  type ProviderOrder,
} from '../../integrations/paypal/payment-provider';
import { recordAdminAction } from '../audit/audit.service';
import { paymentNotices } from './payments.notices';
import { applyLedgerChange } from '../ledger/ledger.service';
import { isVip, subscriptionStatus } from '../users/vip';
import {
  REFUNDABLE_ORDER_STATES,
  SETTLED_ORDER_STATES,
  UNSETTLED_ORDER_STATES,
  beginCaptureAttempt,
  claimOrdersToCheck,
  countOpenOrders,
  extendVip,
  findActivePackage,
  findActivePlan,
  findPaymentOrder,
  findPaymentOrderByCapture,
  findShortfall,
  findSubscriptionPeriod,
  hasOpenShortfall,
  insertPaymentOrder,
  insertRefund,
  insertShortfall,
  latestSubscriptionName,
  listCompletedOrders,
  listShortfalls,
  listUserOrders,
  lockPaymentOrder,
  lockUserBalances,
  moveOrder,
  setOrderNote,
  settleShortfall,
  shortenVip,
  tokenPricePence,
  type PaymentOrderRow,
  type PurchaseKindValue,
} from './payments.repository';

type ShortfallRow = typeof accountShortfalls.$inferSelect;
const isSettled = (row: PaymentOrderRow) => SETTLED_ORDER_STATES.includes(row.status);
const DAY_MS = 86_400_000;

const PAYMENT_TYPE_LABEL = { paypal: 'PayPal', sandbox: 'PayPal (sandbox)' } as const;

/** What other modules read of payments in their own transaction (withdrawals wait for a shortfall to settle). */
export { TOKEN_PRICE_SETTING, hasOpenShortfall } from './payments.repository';

export function toCreditTransaction(row: PaymentOrderRow): CreditTransaction {
  return {
    transaction_id: row.providerOrderId,
    payment_type: PAYMENT_TYPE_LABEL[row.provider],
    created_at: (row.completedAt ?? row.createdAt).toISOString(),
    total_credits: row.quantity,
    amount: penceToPounds(row.amountPence),
    refunded_amount: penceToPounds(row.refundedPence),
    reversed: row.status === 'reversed',
  };
}

export function toTokenTransaction(row: PaymentOrderRow): TokenTransaction {
  return {
    transaction_id: row.providerOrderId,
    payment_type: PAYMENT_TYPE_LABEL[row.provider],
    created_at: (row.completedAt ?? row.createdAt).toISOString(),
    total_tokens: row.quantity,
    amount: penceToPounds(row.amountPence),
    refunded_amount: penceToPounds(row.refundedPence),
    reversed: row.status === 'reversed',
  };
}

function toPaymentOrder(row: PaymentOrderRow, status: string): PaymentOrder {
  return {
    order_id: row.providerOrderId,
    provider: row.provider,
    kind: row.kind,
    amount: penceToPounds(row.amountPence),
    currency: CURRENCY,
    description: row.description,
    status,
    state: row.status,
  };
}

export function toAdminPaymentOrder(row: PaymentOrderRow): AdminPaymentOrder {
  return {
    id: row.id,
    order_id: row.providerOrderId,
    user_id: row.userId,
    kind: row.kind,
    description: row.description,
    amount: penceToPounds(row.amountPence),
    refunded_amount: penceToPounds(row.refundedPence),
    state: row.status,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt ? row.completedAt.toISOString() : null,
  };
}

export function toShortfall(row: ShortfallRow, orderId: string): Shortfall {
  return {
    id: row.id,
    user_id: row.userId,
    order_id: orderId,
    asset: row.asset,
    amount: row.amount,
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt ? row.settledAt.toISOString() : null,
    settle_note: row.settleNote,
  };
}

/** What a fulfilment did: granted now, granted before, recorded as pending at PayPal. */
export type FulfilOutcome = 'fulfilled' | 'already' | 'pending';

/** What the order is for, priced by the server. */
interface PricedPurchase {
  kind: PurchaseKindValue;
  itemId: number | null;
  quantity: number;
  amountPence: number;
  description: string;
}

/** Our reference on the provider's order: ties it to one payment_orders row. */
const customIdOf = (row: Pick<PaymentOrderRow, 'userId' | 'kind'>, nonce: string) =>
  `arena:${row.userId}:${row.kind}:${nonce}`;

/** The PayPal-Request-Id of an order's current capture attempt: every caller of that attempt shares it. */
const captureRequestId = (row: PaymentOrderRow) => `capture-${row.providerOrderId}-${row.captureAttempts}`;

export interface PaymentsServiceDeps {
  db: Db;
  provider: PaymentProvider;
  clock: Clock;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
  /** New PayPal orders per account (the cap on unfinished ones is MAX_OPEN_ORDERS_PER_USER). */
  createOrderPerUser: RateLimitRule;
}

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, provider, clock, log } = deps;

  /** Provider failures the user can act on become 400s; an outage is a 503 with a retry message. */
  function providerFailure(error: unknown): never {
    if (error instanceof ProviderError) {
      log.warn({ err: error, provider: provider.name }, 'payment provider refused a call');
      if (error.status === 404) throw invalid('UNKNOWN_ORDER', PAYMENT_MESSAGES.unknownOrder);
      if (error.status === 422 || error.status === 400)
        throw invalid('ORDER_NOT_COMPLETED', PAYMENT_MESSAGES.notCompleted);
      throw new AppError('unavailable', 'PROVIDER_UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable);
    }
    throw error;
  }

  async function price(user: UserRow, body: CreateOrderBody): Promise<PricedPurchase> {
    switch (body.kind) {
      case 'credits': {
        const pack = await findActivePackage(db, body.plan_id);
        if (!pack) throw invalid('PACKAGE_NOT_FOUND', PAYMENT_MESSAGES.packageNotFound);
        return {
          kind: 'credits',
          itemId: pack.id,
          quantity: pack.credit,
          amountPence: pack.discountedAmountPence ?? pack.amountPence,
          description: `${pack.credit} Arena credits`,
        };
      }
      case 'subscription': {
        const plan = await findActivePlan(db, body.plan_id);
        if (!plan) throw invalid('PLAN_NOT_FOUND', PAYMENT_MESSAGES.planNotFound);
        const months = plan.durationMonths === 1 ? '1 month' : `${plan.durationMonths} months`;
        return {
          kind: 'subscription',
          itemId: plan.id,
          quantity: plan.durationMonths,
          amountPence: plan.pricePence,
          description: `${plan.name}: VIP for ${months}`,
        };
      }
      case 'tokens': {
        if (!isVip(user, clock.now())) throw invalid('VIP_ONLY', PAYMENT_MESSAGES.vipOnly);
        const unit = await tokenPricePence(db);
        return {
          kind: 'tokens',
          itemId: null,
          quantity: body.quantity,
          amountPence: unit * body.quantity,
          description: `${body.quantity} VIP token${body.quantity === 1 ? '' : 's'}`,
        };
      }
    }
  }

  /** The checks of decision 0008 on one capture (completed or pending) of the provider's order. */
  function verifyCapture(row: PaymentOrderRow, order: ProviderOrder, capture: ProviderCapture): void {
    if (order.currency !== CURRENCY || capture.currency !== CURRENCY || row.currency !== CURRENCY)
      throw invalid('WRONG_CURRENCY', PAYMENT_MESSAGES.wrongCurrency);
    if (capture.amountPence !== row.amountPence || order.amountPence !== row.amountPence)
      throw invalid('WRONG_AMOUNT', PAYMENT_MESSAGES.wrongAmount);
    if (row.payeeMerchantId !== null && order.payeeMerchantId !== row.payeeMerchantId)
      throw invalid('WRONG_PAYEE', PAYMENT_MESSAGES.wrongPayee);
    if (order.customId === null || !order.customId.startsWith(`arena:${row.userId}:${row.kind}:`))
      throw invalid('UNKNOWN_ORDER', PAYMENT_MESSAGES.unknownOrder);
  }

  /** Grants what the order bought, in `tx`, under the reference that makes it happen at most once. */
  async function grant(tx: Tx, row: PaymentOrderRow, now: Date) {
    const reference = `payment:${provider.name}:${row.providerOrderId}`;
    if (row.kind === 'credits' || row.kind === 'tokens') {
      await applyLedgerChange(tx, {
        userId: row.userId,
        asset: row.kind,
        delta: row.quantity,
        reason: row.kind === 'credits' ? 'credit purchase' : 'token purchase',
        reference,
      });
      return;
    }
    const plan = row.itemId === null ? undefined : await findActivePlan(tx, row.itemId);
    await extendVip(tx, {
      userId: row.userId,
      months: row.quantity,
      now,
      planId: row.itemId,
      planName: plan?.name ?? row.description,
      paymentOrderId: row.id,
    });
  }

  /**
   * The one fulfilment (decision 0012), used by capture, the save confirmations, the webhook and the
   * sweep. The order row is locked, so concurrent callers queue; the first to see a completed capture
   * moves it to completed and grants; the others see it settled and grant nothing. A pending capture is
   * recorded as capture_pending. A capture that does not prove the payment throws a 400 and records nothing.
   */
  async function fulfilOrder(
    order: ProviderOrder,
    extra: { reportedPaymentType?: string | null } = {},
  ): Promise<{ row: PaymentOrderRow; outcome: FulfilOutcome | 'not_captured' }> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const row = await lockPaymentOrder(tx, provider.name, order.id);
      if (!row) throw invalid('UNKNOWN_ORDER', PAYMENT_MESSAGES.unknownOrder);
      if (isSettled(row)) return { row, outcome: 'already' as const };
      const completed = order.captures.filter((c) => c.status === 'COMPLETED');
      const pending = order.captures.find((c) => c.status === 'PENDING');
      if (order.status !== 'COMPLETED' || (completed.length === 0 && !pending)) {
        return { row, outcome: 'not_captured' as const };
      }
      if (completed.length > 1) throw invalid('WRONG_AMOUNT', PAYMENT_MESSAGES.wrongAmount);
      const capture = completed[0] ?? pending!;
      verifyCapture(row, order, capture);
      if (capture.status === 'PENDING') {
        const moved = await moveOrder(tx, row.id, ['created', 'approved', 'declined', 'capture_pending'], {
          status: 'capture_pending',
          captureId: capture.id,
          lastError: capture.reason ?? 'PENDING',
          updatedAt: now,
        });
        return { row: moved ?? row, outcome: 'pending' as const };
      }
      const moved = await moveOrder(tx, row.id, ['created', 'approved', 'declined', 'capture_pending'], {
        status: 'completed',
        captureId: capture.id,
        completedAt: now,
        updatedAt: now,
        lastError: null,
        ...(extra.reportedPaymentType ? { reportedPaymentType: extra.reportedPaymentType } : {}),
      });
      if (!moved) return { row, outcome: 'already' as const };
      await grant(tx, moved, now);
      await paymentNotices.purchaseCompleted(tx, moved);
      log.info({ orderId: row.providerOrderId, userId: row.userId, kind: row.kind }, 'purchase fulfilled');
      return { row: moved, outcome: 'fulfilled' as const };
    });
  }

  /**
   * Captures the order's current attempt with the provider and fulfils it. A decline frees the order for a
   * new attempt; an unclear outcome leaves it `approved` for the sweep to settle.
   */
  async function captureAndFulfil(row: PaymentOrderRow) {
    const attempt = await beginCaptureAttempt(db, row.id, clock.now());
    if (!attempt) {
      const current = (await findPaymentOrder(db, provider.name, row.providerOrderId)) ?? row;
      return { row: current, outcome: isSettled(current) ? ('already' as const) : ('not_captured' as const) };
    }
    let order: ProviderOrder;
    try {
      order = await provider.captureOrder(row.providerOrderId, captureRequestId(attempt));
    } catch (error) {
      if (error instanceof ProviderError && error.providerName === 'INSTRUMENT_DECLINED') {
        await moveOrder(db, row.id, ['approved'], {
          status: 'declined',
          lastError: 'INSTRUMENT_DECLINED',
          updatedAt: clock.now(),
        });
        throw invalid('CAPTURE_DECLINED', PAYMENT_MESSAGES.captureDeclined);
      }
      if (error instanceof ProviderError && error.providerName === 'ORDER_NOT_APPROVED') {
        // The payer has not approved yet: back to created, the attempt number is reused next time.
        await moveOrder(db, row.id, ['approved'], {
          status: 'created',
          captureAttempts: attempt.captureAttempts - 1,
          updatedAt: clock.now(),
        });
      }
      if (error instanceof ProviderError) {
        await setOrderNote(db, row.id, { lastError: error.message.slice(0, 500) });
      }
      return providerFailure(error);
    }
    return fulfilOrder(order);
  }

  /** This user's order for `kind`, or the same 400 whether it is unknown or someone else's. */
  async function ownOrder(userId: number, orderId: string, kind?: PurchaseKindValue) {
    const row = await findPaymentOrder(db, provider.name, orderId);
    if (!row || row.userId !== userId) throw invalid('UNKNOWN_ORDER', PAYMENT_MESSAGES.unknownOrder);
    if (kind && row.kind !== kind) throw invalid('WRONG_ITEM', PAYMENT_MESSAGES.wrongItem);
    return row;
  }

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
      let shortfall: { asset: 'credits' | 'tokens' | 'vip_days'; amount: number } | null = null;
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
        const period = await findSubscriptionPeriod(tx, row.id);
        if (period) {
          const length = period.expiresAt.getTime() - period.startsAt.getTime();
          const cut = Math.floor((length * (after - before)) / row.amountPence);
          const end = balances.vipExpiresAt?.getTime() ?? now.getTime();
          // Never earlier than now: the time already enjoyed cannot be taken back; it is the shortfall.
          const takeable = Math.max(0, Math.min(cut, end - now.getTime()));
          if (takeable > 0) await shortenVip(tx, row.userId, takeable, now);
          vipShortened = takeable > 0;
          const spentDays = Math.ceil((cut - takeable) / DAY_MS);
          if (spentDays > 0) {
            shortfall = { asset: 'vip_days', amount: spentDays };
            await insertShortfall(tx, {
              userId: row.userId,
              paymentOrderId: row.id,
              ...shortfall,
              reference,
            });
          }
        }
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

  const service = {
    providerName: provider.name,
    clientId: provider.clientId,
    fulfilOrder,

    async createOrder(user: UserRow, body: CreateOrderBody): Promise<PaymentOrder> {
      // Each order is a call to PayPal and then followed by the sweep: one account may not flood either. The
      // rate limit bounds a burst; the cap, checked before PayPal is asked, bounds what the sweep must follow.
      const purchase = await price(user, body);
      const verdict = await deps.limiter.consume(`create-order:user:${user.id}`, deps.createOrderPerUser);
      if (!verdict.allowed) throw rateLimited(verdict.retryAfterMs);
      const open = await countOpenOrders(db, user.id, new Date(clock.now().getTime() - OPEN_ORDER_WINDOW_MS));
      if (open >= MAX_OPEN_ORDERS_PER_USER)
        throw new AppError('conflict', 'TOO_MANY_OPEN_ORDERS', PAYMENT_MESSAGES.tooManyOpenOrders);
      const nonce = randomUUID();
      const customId = customIdOf({ userId: user.id, kind: purchase.kind }, nonce);
      const order = await provider
        .createOrder({
          amountPence: purchase.amountPence,
          currency: CURRENCY,
          description: purchase.description,
          customId,
          requestId: nonce,
        })
        .catch(providerFailure);
      const row = await insertPaymentOrder(db, {
        provider: provider.name,
        providerOrderId: order.id,
        userId: user.id,
        kind: purchase.kind,
        itemId: purchase.itemId,
        quantity: purchase.quantity,
        amountPence: purchase.amountPence,
        currency: CURRENCY,
        description: purchase.description,
        payeeMerchantId: order.payeeMerchantId,
        createdAt: clock.now(),
      });
      return toPaymentOrder(row, order.status);
    },

    /**
     * Captures my approved order and grants it in the same call (decision 0012). Answers the order with its
     * state: completed (granted now or before) or capture_pending (PayPal holds it; granted later).
     */
    async captureOrder(userId: number, orderId: string): Promise<{ order: PaymentOrder; pending: boolean }> {
      const row = await ownOrder(userId, orderId);
      if (isSettled(row)) return { order: toPaymentOrder(row, 'COMPLETED'), pending: false };
      const result = await captureAndFulfil(row);
      if (result.outcome === 'not_captured')
        throw invalid('ORDER_NOT_COMPLETED', PAYMENT_MESSAGES.notCompleted);
      return {
        order: toPaymentOrder(result.row, 'COMPLETED'),
        pending: result.outcome === 'pending',
      };
    },

    /**
     * The spec's save calls: an idempotent confirmation. An order already fulfilled for this user answers
     * its row and grants nothing; otherwise the order is read from the provider and fulfilled.
     */
    async recordPayment(input: {
      userId: number;
      kind: PurchaseKindValue;
      orderId: string;
      reportedPaymentType?: string;
      expectItem?: (row: PaymentOrderRow) => boolean;
    }): Promise<PaymentOrderRow> {
      const row = await ownOrder(input.userId, input.orderId, input.kind);
      if (input.expectItem && !input.expectItem(row)) throw invalid('WRONG_ITEM', PAYMENT_MESSAGES.wrongItem);
      if (isSettled(row)) return row;
      const order = await provider.getOrder(input.orderId).catch(providerFailure);
      if (!order) throw invalid('UNKNOWN_ORDER', PAYMENT_MESSAGES.unknownOrder);
      const result = await fulfilOrder(order, { reportedPaymentType: input.reportedPaymentType ?? null });
      if (result.outcome === 'pending') throw invalid('CAPTURE_PENDING', PAYMENT_MESSAGES.capturePending);
      if (result.outcome === 'not_captured')
        throw invalid('ORDER_NOT_COMPLETED', PAYMENT_MESSAGES.notCompleted);
      return result.row;
    },

    /**
     * Brings an order up to date with the provider (webhook and sweep): fulfils a completed capture, records
     * a pending one, and with `captureApproved` (the sweep, after the grace period that leaves the buyer's
     * own capture the first go) captures an order the payer approved but nobody captured. Never throws for
     * a verification failure: it is logged and noted on the order.
     */
    async settleOrder(
      orderId: string,
      options: { captureApproved?: boolean } = {},
    ): Promise<FulfilOutcome | 'not_captured' | 'unknown' | 'refused'> {
      const row = await findPaymentOrder(db, provider.name, orderId);
      if (!row) return 'unknown';
      if (isSettled(row)) return 'already';
      try {
        const order = await provider.getOrder(orderId);
        if (!order) return 'unknown';
        if (order.status === 'APPROVED' && options.captureApproved && row.status !== 'declined') {
          return (await captureAndFulfil(row)).outcome;
        }
        return (await fulfilOrder(order)).outcome;
      } catch (error) {
        if (error instanceof AppError && error.status === 400) {
          log.warn({ orderId, code: error.code }, 'order could not be fulfilled');
          await setOrderNote(db, row.id, { lastError: error.code });
          return 'refused';
        }
        throw error;
      }
    },

    /** A capture event names the capture; its order is found through the provider or our own record. */
    async settleCapture(captureId: string, orderIdHint: string | null) {
      const orderId =
        orderIdHint ??
        (await findPaymentOrderByCapture(db, provider.name, captureId))?.providerOrderId ??
        (await provider.getCapture(captureId))?.orderId ??
        null;
      if (!orderId) return 'unknown' as const;
      return service.settleOrder(orderId);
    },

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

    async ordersOf(userId: number) {
      return (await listUserOrders(db, userId)).map(toAdminPaymentOrder);
    },

    /**
     * The sweep's share of orders to ask PayPal about, claimed so that other instances skip them this round:
     * 'unsettled' orders (maybe paid, not granted) or 'refundable' ones (granted; maybe refunded or reversed
     * at PayPal since, with the webhook lost).
     */
    claimToCheck(
      which: 'unsettled' | 'refundable',
      input: { graceMs: number; maxAgeMs: number; recheckMs: number; limit: number },
    ) {
      const now = clock.now();
      return db.transaction((tx) =>
        claimOrdersToCheck(tx, {
          states: which === 'unsettled' ? UNSETTLED_ORDER_STATES : REFUNDABLE_ORDER_STATES,
          before: new Date(now.getTime() - input.graceMs),
          since: new Date(now.getTime() - input.maxAgeMs),
          checkedBefore: new Date(now.getTime() - input.recheckMs),
          now,
          limit: input.limit,
        }),
      );
    },

    async subscriptionOf(user: UserRow): Promise<UserSubscription> {
      return {
        subscription_status: subscriptionStatus(user.vipExpiresAt, clock.now()),
        subscription_name: await latestSubscriptionName(db, user.id),
        expires_at: user.vipExpiresAt ? user.vipExpiresAt.toISOString() : null,
      };
    },

    history(userId: number, kind: PurchaseKindValue, page: { limit?: number; offset?: number }) {
      return listCompletedOrders(db, userId, kind, page);
    },
  };
  return service;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
