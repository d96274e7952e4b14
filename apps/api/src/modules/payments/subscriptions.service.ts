/**
 * VIP subscriptions as purchases (decision 0008): a plan priced for an order, the months it grants, the share a
 * refund or reversal takes back (what was already enjoyed becomes a shortfall), and the player's subscription.
 */
import { PAYMENT_MESSAGES, type UserSubscription } from '@arena/shared/payments';
import type { Tx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { invalid } from '../../http/errors';
import { subscriptionStatus } from '../users/vip';
import type { PaymentsContext } from './payments.context';
import {
  extendVip,
  findActivePlan,
  findSubscriptionPeriod,
  insertShortfall,
  latestSubscriptionName,
  shortenVip,
  type PaymentOrderRow,
} from './payments.repository';

const DAY_MS = 86_400_000;

/** A shortfall: what a refund should have taken back but the player had already spent or enjoyed. */
export interface TakenShort {
  asset: 'credits' | 'tokens' | 'vip_days';
  amount: number;
}

export function createSubscriptions(ctx: PaymentsContext) {
  const { db, clock } = ctx;
  return {
    /** The plan an order buys, priced by the server. */
    async price(planId: number) {
      const plan = await findActivePlan(db, planId);
      if (!plan) throw invalid('PLAN_NOT_FOUND', PAYMENT_MESSAGES.planNotFound);
      const months = plan.durationMonths === 1 ? '1 month' : `${plan.durationMonths} months`;
      return {
        kind: 'subscription' as const,
        itemId: plan.id,
        quantity: plan.durationMonths,
        amountPence: plan.pricePence,
        description: `${plan.name}: VIP for ${months}`,
      };
    },

    /** Grants the months a subscription order bought, in the fulfilment's transaction. */
    async grant(tx: Tx, row: PaymentOrderRow, now: Date) {
      const plan = row.itemId === null ? undefined : await findActivePlan(tx, row.itemId);
      await extendVip(tx, {
        userId: row.userId,
        months: row.quantity,
        now,
        planId: row.itemId,
        planName: plan?.name ?? row.description,
        paymentOrderId: row.id,
      });
    },

    /**
     * Takes back the share of the VIP period that `before` to `after` pence refunded bought, never earlier than
     * now: the time already enjoyed cannot be taken back, and becomes a shortfall in days.
     */
    async takeBack(
      tx: Tx,
      input: {
        row: PaymentOrderRow;
        before: number;
        after: number;
        vipExpiresAt: Date | null;
        now: Date;
        reference: string;
      },
    ): Promise<{ vipShortened: boolean; shortfall: TakenShort | null }> {
      const { row, before, after, now, reference } = input;
      const period = await findSubscriptionPeriod(tx, row.id);
      if (!period) return { vipShortened: false, shortfall: null };
      const length = period.expiresAt.getTime() - period.startsAt.getTime();
      const cut = Math.floor((length * (after - before)) / row.amountPence);
      const end = input.vipExpiresAt?.getTime() ?? now.getTime();
      // Never earlier than now: the time already enjoyed cannot be taken back; it is the shortfall.
      const takeable = Math.max(0, Math.min(cut, end - now.getTime()));
      if (takeable > 0) await shortenVip(tx, row.userId, takeable, now);
      const spentDays = Math.ceil((cut - takeable) / DAY_MS);
      if (spentDays <= 0) return { vipShortened: takeable > 0, shortfall: null };
      const shortfall = { asset: 'vip_days' as const, amount: spentDays };
      await insertShortfall(tx, { userId: row.userId, paymentOrderId: row.id, ...shortfall, reference });
      return { vipShortened: takeable > 0, shortfall };
    },

    async subscriptionOf(user: UserRow): Promise<UserSubscription> {
      return {
        subscription_status: subscriptionStatus(user.vipExpiresAt, clock.now()),
        subscription_name: await latestSubscriptionName(db, user.id),
        expires_at: user.vipExpiresAt ? user.vipExpiresAt.toISOString() : null,
      };
    },
  };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
