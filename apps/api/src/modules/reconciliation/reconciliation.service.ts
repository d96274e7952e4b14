/**
 * The reconciliation sweep (decision 0012): asks the provider about orders that may have been paid without
 * Arena granting them, and about payouts still processing, and settles them. Safe on several instances:
 * each round claims its rows with SKIP LOCKED, and every settlement is exactly-once on its own.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsService } from '../payments/payments.service';
import type { WalletService } from '../wallet/wallet.service';

export interface ReconciliationSettings {
  /** Orders and payouts younger than this are left to the buyer's own calls and the webhooks. */
  graceMs: number;
  /** Orders older than this are not asked about any more (PayPal lets an approved order be captured for 3 days). */
  maxOrderAgeMs: number;
  /** The same row is asked about again after this long. */
  recheckMs: number;
  batchSize: number;
}

export const DEFAULT_RECONCILIATION: ReconciliationSettings = {
  graceMs: 120_000,
  maxOrderAgeMs: 3 * 86_400_000,
  recheckMs: 60_000,
  batchSize: 50,
};

export function createReconciliationService(deps: {
  payments: PaymentsService;
  wallet: WalletService;
  log: FastifyBaseLogger;
  settings: ReconciliationSettings;
}) {
  const { payments, wallet, log, settings } = deps;
  return {
    /** One round; answers what it looked at and what it settled. */
    async sweep(): Promise<{
      orders: number;
      ordersSettled: number;
      payouts: number;
      payoutsSettled: number;
    }> {
      const result = { orders: 0, ordersSettled: 0, payouts: 0, payoutsSettled: 0 };
      const orders = await payments.claimUnsettled({
        graceMs: settings.graceMs,
        maxAgeMs: settings.maxOrderAgeMs,
        recheckMs: settings.recheckMs,
        limit: settings.batchSize,
      });
      for (const order of orders) {
        result.orders += 1;
        try {
          const outcome = await payments.settleOrder(order.providerOrderId, { captureApproved: true });
          if (outcome === 'fulfilled' || outcome === 'pending') result.ordersSettled += 1;
        } catch (error) {
          log.warn({ err: error, orderId: order.providerOrderId }, 'sweep could not settle an order');
        }
      }
      const payouts = await wallet.claimProcessing({
        graceMs: settings.graceMs,
        recheckMs: settings.recheckMs,
        limit: settings.batchSize,
      });
      for (const payout of payouts) {
        result.payouts += 1;
        try {
          const moved = await wallet.followPayout(payout.id);
          if (moved && moved.status !== 'processing') result.payoutsSettled += 1;
        } catch (error) {
          log.warn({ err: error, withdrawalId: payout.id }, 'sweep could not follow a payout');
        }
      }
      if (result.ordersSettled + result.payoutsSettled > 0)
        log.info(result, 'reconciliation sweep settled money');
      return result;
    },
  };
}

export type ReconciliationService = ReturnType<typeof createReconciliationService>;
