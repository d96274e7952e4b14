/** What a checkout buys: the order the server prices, and what the matching save call reports. */
import type { CreateOrderBody } from '@arena/shared/payments';

export type Purchase =
  | { kind: 'credits'; plan_id: number }
  | { kind: 'subscription'; plan_id: number; plan_name: string; plan_duration: number }
  | { kind: 'tokens'; quantity: number };

/** The payment method the save calls record (spec 001 section 7). */
export const PAYMENT_TYPE = 'PayPal';
export const COMPLETED = 'COMPLETED';

export function orderBodyOf(purchase: Purchase): CreateOrderBody {
  switch (purchase.kind) {
    case 'credits':
      return { kind: 'credits', plan_id: purchase.plan_id };
    case 'subscription':
      return { kind: 'subscription', plan_id: purchase.plan_id };
    case 'tokens':
      return { kind: 'tokens', quantity: purchase.quantity };
  }
}
