/**
 * The payments service: purchases (payment-orders.service.ts), refunds, reversals and shortfalls
 * (payment-refunds.service.ts) and VIP subscriptions (subscriptions.service.ts), put together as one service
 * with one set of dependencies.
 */
import { createPaymentsContext, type PaymentsServiceDeps } from './payments.context';
import { createPaymentOrders } from './payment-orders.service';
import { createPaymentRefunds } from './payment-refunds.service';
import { createSubscriptions } from './subscriptions.service';

export type { FulfilOutcome, PaymentsServiceDeps } from './payments.context';
export { toAdminPaymentOrder, toCreditTransaction, toShortfall, toTokenTransaction } from './payment.mapper';

/** What other modules read of payments in their own transaction (withdrawals wait for a shortfall to settle). */
export { TOKEN_PRICE_SETTING, hasOpenShortfall } from './payments.repository';

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const ctx = createPaymentsContext(deps);
  const subscriptions = createSubscriptions(ctx);
  return {
    providerName: ctx.provider.name,
    clientId: ctx.provider.clientId,
    ...createPaymentOrders(ctx, subscriptions),
    ...createPaymentRefunds(ctx, subscriptions),
    subscriptionOf: subscriptions.subscriptionOf,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
