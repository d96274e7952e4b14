/**
 * Purchases (decisions 0008 and 0012): the server prices and creates every order with the provider, and grants
 * nothing until the provider confirms that exactly that amount was captured in GBP for this user's order;
 * the grant and the order's completion happen once, in one transaction.
 */
import { randomUUID } from 'node:crypto';
import {
  CURRENCY,
  MAX_OPEN_ORDERS_PER_USER,
  OPEN_ORDER_WINDOW_MS,
  PAYMENT_MESSAGES,
  type CreateOrderBody,
  type PaymentOrder,
} from '@arena/shared/payments';
import type { Tx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { AppError, invalid, rateLimited } from '../../http/errors';
import {
  ProviderError,
  type ProviderCapture,
  type ProviderOrder,
} from '../../integrations/paypal/payment-provider';
import { applyLedgerChange } from '../ledger/ledger.service';
import { requireVerifiedEmail } from '../users/verified-email';
import { isVip } from '../users/vip';
import { toAdminPaymentOrder, toPaymentOrder } from './payment.mapper';
import { isSettled, type FulfilOutcome, type PaymentsContext } from './payments.context';
import { paymentNotices } from './payments.notices';
import {
  REFUNDABLE_ORDER_STATES,
  UNSETTLED_ORDER_STATES,
  beginCaptureAttempt,
  claimOrdersToCheck,
  countOpenOrders,
  findActivePackage,
  findPaymentOrder,
  findPaymentOrderByCapture,
  insertPaymentOrder,
  listCompletedOrders,
  listUserOrders,
  lockPaymentOrder,
  moveOrder,
  setOrderNote,
  tokenPricePence,
  type PaymentOrderRow,
  type PurchaseKindValue,
} from './payments.repository';
import type { Subscriptions } from './subscriptions.service';
import { refuseUnlessOfAgeAndAllowed } from '../users/age-and-country.service';

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

export function createPaymentOrders(ctx: PaymentsContext, subscriptions: Subscriptions) {
  const { db, provider, clock, log, providerFailure } = ctx;

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
      case 'subscription':
        return subscriptions.price(body.plan_id);
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
    await subscriptions.grant(tx, row, now);
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

  const orders = {
    fulfilOrder,

    async createOrder(user: UserRow, body: CreateOrderBody): Promise<PaymentOrder> {
      // Every purchase starts here: it needs a verified e-mail (decision 0054).
      requireVerifiedEmail(user);
      await refuseUnlessOfAgeAndAllowed(db, user.id, 'purchase', clock.now());
      // Each order is a call to PayPal and then followed by the sweep: one account may not flood either. The
      // rate limit bounds a burst; the cap, checked before PayPal is asked, bounds what the sweep must follow.
      const purchase = await price(user, body);
      const verdict = await ctx.limiter.consume(`create-order:user:${user.id}`, ctx.createOrderPerUser);
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
      return orders.settleOrder(orderId);
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

    history(userId: number, kind: PurchaseKindValue, page: { limit?: number; offset?: number }) {
      return listCompletedOrders(db, userId, kind, page);
    },
  };
  return orders;
}
