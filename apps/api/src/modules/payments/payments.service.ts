/**
 * Purchases (DESIGN section 6): the server prices and creates every order with the provider, and grants
 * nothing until the provider confirms that exactly that amount was captured in GBP for this user's order;
 * the grant and the order's completion happen once, in one transaction.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { penceToPounds } from '@arena/shared/money';
import {
  CURRENCY,
  PAYMENT_MESSAGES,
  type CreateOrderBody,
  type CreditTransaction,
  type PaymentOrder,
  type TokenTransaction,
  type UserSubscription,
} from '@arena/shared/payments';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { AppError } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import {
  ProviderError,
  type PaymentProvider,
  type ProviderOrder,
} from '../../integrations/paypal/payment-provider';
import { applyLedgerChange } from '../ledger/ledger.service';
import { isVip, subscriptionStatus } from './vip';
import {
  completePaymentOrder,
  extendVip,
  findActivePackage,
  findActivePlan,
  findPaymentOrder,
  insertPaymentOrder,
  latestSubscriptionName,
  listCompletedOrders,
  tokenPricePence,
  type PaymentOrderRow,
  type PurchaseKindValue,
} from './payments.repository';

const refuse = (code: string, message: string) => new AppError('invalid', code, message);

const PAYMENT_TYPE_LABEL = { paypal: 'PayPal', sandbox: 'PayPal (sandbox)' } as const;

export function toCreditTransaction(row: PaymentOrderRow): CreditTransaction {
  return {
    transaction_id: row.providerOrderId,
    payment_type: PAYMENT_TYPE_LABEL[row.provider],
    created_at: (row.completedAt ?? row.createdAt).toISOString(),
    total_credits: row.quantity,
    amount: penceToPounds(row.amountPence),
  };
}

export function toTokenTransaction(row: PaymentOrderRow): TokenTransaction {
  return {
    transaction_id: row.providerOrderId,
    payment_type: PAYMENT_TYPE_LABEL[row.provider],
    created_at: (row.completedAt ?? row.createdAt).toISOString(),
    total_tokens: row.quantity,
    amount: penceToPounds(row.amountPence),
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
  };
}

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

export interface PaymentsServiceDeps {
  db: Db;
  provider: PaymentProvider;
  clock: Clock;
  log: FastifyBaseLogger;
}

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, provider, clock } = deps;

  /** Provider failures the user can act on become 400s; an outage is a 503 with a retry message. */
  function providerFailure(error: unknown): never {
    if (error instanceof ProviderError) {
      deps.log.warn({ err: error, provider: provider.name }, 'payment provider refused a call');
      if (error.status === 404) throw refuse('UNKNOWN_ORDER', PAYMENT_MESSAGES.unknownOrder);
      if (error.status === 422 || error.status === 400)
        throw refuse('ORDER_NOT_COMPLETED', PAYMENT_MESSAGES.notCompleted);
      throw new AppError('unavailable', 'PROVIDER_UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable);
    }
    throw error;
  }

  async function price(user: UserRow, body: CreateOrderBody): Promise<PricedPurchase> {
    switch (body.kind) {
      case 'credits': {
        const pack = await findActivePackage(db, body.plan_id);
        if (!pack) throw refuse('PACKAGE_NOT_FOUND', PAYMENT_MESSAGES.packageNotFound);
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
        if (!plan) throw refuse('PLAN_NOT_FOUND', PAYMENT_MESSAGES.planNotFound);
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
        if (!isVip(user, clock.now())) throw refuse('VIP_ONLY', PAYMENT_MESSAGES.vipOnly);
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

  /** The checks of DESIGN section 6, against the provider's own record of the order. */
  function verifyCaptured(row: PaymentOrderRow, order: ProviderOrder): void {
    if (order.status !== 'COMPLETED' || order.capturedPence === 0)
      throw refuse('ORDER_NOT_COMPLETED', PAYMENT_MESSAGES.notCompleted);
    if (order.currency !== CURRENCY || order.captureCurrency !== CURRENCY || row.currency !== CURRENCY)
      throw refuse('WRONG_CURRENCY', PAYMENT_MESSAGES.wrongCurrency);
    if (order.capturedPence !== row.amountPence || order.amountPence !== row.amountPence)
      throw refuse('WRONG_AMOUNT', PAYMENT_MESSAGES.wrongAmount);
    if (row.payeeMerchantId !== null && order.payeeMerchantId !== row.payeeMerchantId)
      throw refuse('WRONG_PAYEE', PAYMENT_MESSAGES.wrongPayee);
    if (order.customId === null || !order.customId.startsWith(`arena:${row.userId}:${row.kind}:`))
      throw refuse('UNKNOWN_ORDER', PAYMENT_MESSAGES.unknownOrder);
  }

  /** This user's order for `kind`, or the same 400 whether it is unknown or someone else's. */
  async function ownOrder(userId: number, orderId: string, kind?: PurchaseKindValue) {
    const row = await findPaymentOrder(db, provider.name, orderId);
    if (!row || row.userId !== userId) throw refuse('UNKNOWN_ORDER', PAYMENT_MESSAGES.unknownOrder);
    if (kind && row.kind !== kind) throw refuse('WRONG_ITEM', PAYMENT_MESSAGES.wrongItem);
    return row;
  }

  return {
    providerName: provider.name,
    clientId: provider.clientId,

    async createOrder(user: UserRow, body: CreateOrderBody): Promise<PaymentOrder> {
      const purchase = await price(user, body);
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
      });
      return toPaymentOrder(row, order.status);
    },

    /** Captures an approved order with the provider (server side, so no secret reaches the browser). */
    async captureOrder(userId: number, orderId: string): Promise<PaymentOrder> {
      const row = await ownOrder(userId, orderId);
      const order = await provider.captureOrder(orderId).catch(providerFailure);
      return toPaymentOrder(row, order.status);
    },

    /**
     * Verifies the order with the provider and grants it once. `expectItem` refuses a payload that names
     * another package or quantity than the order was created for.
     */
    async recordPayment(input: {
      userId: number;
      kind: PurchaseKindValue;
      orderId: string;
      reportedPaymentType?: string;
      expectItem?: (row: PaymentOrderRow) => boolean;
    }) {
      const row = await ownOrder(input.userId, input.orderId, input.kind);
      if (input.expectItem && !input.expectItem(row)) throw refuse('WRONG_ITEM', PAYMENT_MESSAGES.wrongItem);
      if (row.status === 'completed')
        throw new AppError('conflict', 'ALREADY_RECORDED', PAYMENT_MESSAGES.alreadyRecorded);
      const order = await provider.getOrder(input.orderId).catch(providerFailure);
      if (!order) throw refuse('UNKNOWN_ORDER', PAYMENT_MESSAGES.unknownOrder);
      verifyCaptured(row, order);

      const now = clock.now();
      return db.transaction(async (tx) => {
        const completed = await completePaymentOrder(tx, row.id, now, input.reportedPaymentType ?? null);
        if (!completed) throw new AppError('conflict', 'ALREADY_RECORDED', PAYMENT_MESSAGES.alreadyRecorded);
        const reference = `payment:${provider.name}:${row.providerOrderId}`;
        if (row.kind === 'credits' || row.kind === 'tokens') {
          await applyLedgerChange(tx, {
            userId: row.userId,
            asset: row.kind,
            delta: row.quantity,
            reason: row.kind === 'credits' ? 'credit purchase' : 'token purchase',
            reference,
          });
        } else {
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
        return completed;
      });
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
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
