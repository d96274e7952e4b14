/**
 * The reconciliation sweep (decision 0012): asks the provider about orders that may have been paid without
 * Arena granting them, about payouts still processing, and about granted orders that may have been refunded or
 * reversed at PayPal without Arena being told, and settles them. Safe on several instances:
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
  /** Granted orders are asked about refunds and reversals this long (PayPal allows a refund for 180 days). */
  refundWindowMs: number;
  /** The same row is asked about again after this long. */
  recheckMs: number;
  batchSize: number;
}

export const DEFAULT_RECONCILIATION: ReconciliationSettings = {
  graceMs: 120_000,
  maxOrderAgeMs: 3 * 86_400_000,
  refundWindowMs: 180 * 86_400_000,
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

  /** This round's share of the orders of one kind, younger than `maxAgeMs`, with the sweep's grace and back-off. */
  const claimOrders = (which: 'unsettled' | 'refundable', maxAgeMs: number) =>
    payments.claimToCheck(which, {
      graceMs: settings.graceMs,
      maxAgeMs,
      recheckMs: settings.recheckMs,
      limit: settings.batchSize,
    });

  /** Runs `step` on each claimed row in turn; one that fails is logged and comes round again in a later round. */
  async function eachLogged<T>(
    rows: readonly T[],
    what: string,
    context: (row: T) => Record<string, unknown>,
    step: (row: T) => Promise<void>,
  ) {
    for (const row of rows) {
      try {
        await step(row);
      } catch (error) {
        log.warn({ err: error, ...context(row) }, `sweep could not ${what}`);
      }
    }
  }
  return {
    /** One round; answers what it looked at and what it settled. */
    async sweep(): Promise<{
      orders: number;
      ordersSettled: number;
      payouts: number;
      payoutsSettled: number;
      refundsFollowed: number;
      refundsTakenBack: number;
    }> {
      const result = {
        orders: 0,
        ordersSettled: 0,
        payouts: 0,
        payoutsSettled: 0,
        refundsFollowed: 0,
        refundsTakenBack: 0,
      };
      const orders = await claimOrders('unsettled', settings.maxOrderAgeMs);
      result.orders = orders.length;
      await eachLogged(
        orders,
        'settle an order',
        (o) => ({ orderId: o.providerOrderId }),
        async (order) => {
          const outcome = await payments.settleOrder(order.providerOrderId, { captureApproved: true });
          if (outcome === 'fulfilled' || outcome === 'pending') result.ordersSettled += 1;
        },
      );
      const payouts = await wallet.claimProcessing({
        graceMs: settings.graceMs,
        recheckMs: settings.recheckMs,
        limit: settings.batchSize,
      });
      result.payouts = payouts.length;
      await eachLogged(
        payouts,
        'follow a payout',
        (p) => ({ withdrawalId: p.id }),
        async (payout) => {
          const moved = await wallet.followPayout(payout.id);
          if (moved && moved.status !== 'processing') result.payoutsSettled += 1;
        },
      );
      // Granted purchases, asked less and less often (the back-off), about refunds and reversals made at PayPal
      // whose webhook never reached Arena.
      const granted = await claimOrders('refundable', settings.refundWindowMs);
      result.refundsFollowed = granted.length;
      await eachLogged(
        granted,
        'follow the refunds of an order',
        (o) => ({ orderId: o.providerOrderId }),
        async (order) => {
          result.refundsTakenBack += await payments.followRefunds(order);
        },
      );
      if (result.ordersSettled + result.payoutsSettled + result.refundsTakenBack > 0)
        log.info(result, 'reconciliation sweep settled money');
      return result;
    },
  };
}

export type ReconciliationService = ReturnType<typeof createReconciliationService>;
