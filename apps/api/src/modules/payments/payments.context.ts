/**
 * What the parts of the payments service share (orders, refunds, subscriptions; payments.service.ts puts them
 * together): their dependencies and the one reading of a provider's refusal.
 */
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_MESSAGES } from '@arena/shared/payments';
import type { Db } from '../../db/client';
import { AppError, invalid } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import { ProviderError, type PaymentProvider } from '../../integrations/paypal/payment-provider';
import { SETTLED_ORDER_STATES, type PaymentOrderRow } from './payments.repository';

export interface PaymentsServiceDeps {
  db: Db;
  provider: PaymentProvider;
  clock: Clock;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
  /** New PayPal orders per account (the cap on unfinished ones is MAX_OPEN_ORDERS_PER_USER). */
  createOrderPerUser: RateLimitRule;
}

export interface PaymentsContext extends PaymentsServiceDeps {
  /** Provider failures the user can act on become 400s; an outage is a 503 with a retry message. */
  providerFailure(error: unknown): never;
}

export function createPaymentsContext(deps: PaymentsServiceDeps): PaymentsContext {
  const { provider, log } = deps;
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

  return { ...deps, providerFailure };
}

/** A completed order, or one taken back since: what it bought was granted. */
export const isSettled = (row: PaymentOrderRow) => SETTLED_ORDER_STATES.includes(row.status);

/** What a fulfilment did: granted now, granted before, recorded as pending at PayPal. */
export type FulfilOutcome = 'fulfilled' | 'already' | 'pending';
