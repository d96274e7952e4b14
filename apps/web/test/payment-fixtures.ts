/** Payments and wallet data shaped like the API's answers (spec 001 panels 4, 5, 8 and 9). */
import type {
  CreditPackage,
  CreditTransaction,
  PaymentOrder,
  SubscriptionPlan,
  TokenTransaction,
} from '@arena/shared/payments';
import type { User } from '@arena/shared/user';
import type { Withdrawal } from '@arena/shared/wallet';
import { signIn } from './fixtures';
import { mockApi, ok, type Handler, type Reply } from './http';

export const sandboxConfig = ok('Payments config', {
  data: { provider: 'sandbox', client_id: null, currency: 'GBP' },
});

/**
 * Signs `user` in and stubs what My Account loads on opening (profile, team lists) and the sandbox
 * payments config; `handlers` add or replace answers.
 */
export function accountApi(user: User, handlers: Record<string, Handler | Reply> = {}) {
  signIn(user);
  return mockApi({
    'GET /api/user-profile': ok('User profile', { user }),
    'GET /api/teams-list': ok('My teams', { data: [] }),
    'GET /api/participate-teams-list': ok('My participations', { data: [] }),
    'GET /api/payments/config': sandboxConfig,
    'GET /api/user-shortfalls': ok('Shortfalls', { data: [] }),
    ...handlers,
  });
}

/** A paged list answer, as the API gives it for `page` and `per_page`. */
export function pagedAnswer<T>(message: string, all: () => T[], perPage = 5): Handler {
  return ({ url }) => {
    const page = Number(new URL(url, 'http://arena.test').searchParams.get('page') ?? '1');
    const rows = all();
    return ok(message, {
      data: rows.slice((page - 1) * perPage, page * perPage),
      pagination: {
        page,
        per_page: perPage,
        total: rows.length,
        last_page: Math.max(1, Math.ceil(rows.length / perPage)),
      },
    });
  };
}

/** An ISO time that reads as `day-month-year hour:minute` in the viewer's time zone. */
export function localIso(year: number, month: number, day: number, hour: number, minute: number): string {
  return new Date(year, month - 1, day, hour, minute).toISOString();
}

export function makeOrder(overrides: Partial<PaymentOrder> = {}): PaymentOrder {
  return {
    order_id: 'SBX-ORDER-1',
    provider: 'sandbox',
    kind: 'credits',
    amount: 8,
    currency: 'GBP',
    description: '100 Arena credits',
    status: 'CREATED',
    ...overrides,
  };
}

export function makePackage(overrides: Partial<CreditPackage> = {}): CreditPackage {
  return { id: 1, amount: 10, discounted_amount: null, credit: 100, ...overrides };
}

export function makeCreditTransaction(overrides: Partial<CreditTransaction> = {}): CreditTransaction {
  return {
    transaction_id: 'TX-1',
    payment_type: 'PayPal',
    created_at: localIso(2025, 3, 5, 14, 7),
    total_credits: 100,
    amount: 8,
    refunded_amount: 0,
    reversed: false,
    ...overrides,
  };
}

export function makeTokenTransaction(overrides: Partial<TokenTransaction> = {}): TokenTransaction {
  return {
    transaction_id: 'TK-1',
    payment_type: 'PayPal',
    created_at: localIso(2025, 3, 5, 14, 7),
    total_tokens: 3,
    amount: 1.5,
    refunded_amount: 0,
    reversed: false,
    ...overrides,
  };
}

export function makePlan(overrides: Partial<SubscriptionPlan> = {}): SubscriptionPlan {
  return {
    id: 1,
    name: 'VIP Elite',
    price: 9.99,
    duration: 1,
    features: '<ul><li>Monthly elite cup</li></ul>',
    instruction: '<p>Buy tokens after subscribing.</p>',
    ...overrides,
  };
}

export function makeWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 1,
    amount: 10,
    fee: 0.5,
    net_amount: 9.5,
    paypal_email: 'nova@paypal.test',
    status: 'pending',
    created_at: localIso(2025, 3, 5, 14, 7),
    updated_at: null,
    reason: null,
    identity_check: null,
    ...overrides,
  };
}
