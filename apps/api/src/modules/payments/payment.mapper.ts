/** Payment orders and shortfalls as the API answers them (the player's history, checkout, the console). */
import { penceToPounds } from '@arena/shared/money';
import {
  CURRENCY,
  type AdminPaymentOrder,
  type CreditTransaction,
  type PaymentOrder,
  type Shortfall,
  type TokenTransaction,
} from '@arena/shared/payments';
import type { accountShortfalls } from '../../db/schema/payments';
import type { PaymentOrderRow } from './payments.repository';

type ShortfallRow = typeof accountShortfalls.$inferSelect;

const PAYMENT_TYPE_LABEL = { paypal: 'PayPal', sandbox: 'PayPal (sandbox)' } as const;

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

export function toPaymentOrder(row: PaymentOrderRow, status: string): PaymentOrder {
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
