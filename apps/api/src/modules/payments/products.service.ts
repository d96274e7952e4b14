/** The console's products: credit packages, the VIP plan and the token price; every change audited in its transaction. */
import type { z } from 'zod';
import type { AdminCreditPackage, creditPackageBody, subscriptionPlanBody } from '@arena/shared/admin';
import { penceToPounds, poundsToPence } from '@arena/shared/money';
import type { CreditPackage, SubscriptionPlan } from '@arena/shared/payments';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { sanitizeRichText } from '../../lib/html';
import { recordAdminAction } from '../audit/audit.service';
import {
  TOKEN_PRICE_SETTING,
  findOfferedPlan,
  listActivePackages,
  tokenPricePence,
} from './payments.repository';
import {
  insertPackage,
  insertPlan,
  listPackagesWithSales,
  lockOfferedPlan,
  lockPackage,
  saveTokenPrice,
  updatePackage,
  updatePlan,
  type CreditPackageRow,
  type SubscriptionPlanRow,
} from './products.repository';

type PackageInput = z.output<typeof creditPackageBody>;
type PlanInput = z.output<typeof subscriptionPlanBody>;

function toPackage(row: CreditPackageRow, sold = 0): AdminCreditPackage {
  return {
    id: row.id,
    credit: row.credit,
    amount: penceToPounds(row.amountPence),
    discounted_amount: row.discountedAmountPence === null ? null : penceToPounds(row.discountedAmountPence),
    active: row.active,
    sold,
  };
}

function toPlan(row: SubscriptionPlanRow): SubscriptionPlan {
  return {
    id: row.id,
    name: row.name,
    price: penceToPounds(row.pricePence),
    duration: row.durationMonths,
    features: row.features,
    instruction: row.instruction,
  };
}

/** Pounds to pence, as stored. */
function packageValues(input: PackageInput) {
  return {
    credit: input.credit,
    amountPence: poundsToPence(input.amount),
    discountedAmountPence: input.discounted_amount == null ? null : poundsToPence(input.discounted_amount),
  };
}

export function createProductsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async listPackages(): Promise<AdminCreditPackage[]> {
      const rows = await listPackagesWithSales(db);
      return rows.map((r) => toPackage(r.pack, r.sold));
    },

    createPackage(adminId: number, input: PackageInput): Promise<AdminCreditPackage> {
      return db.transaction(async (tx) => {
        const created = await insertPackage(tx, { ...packageValues(input), active: input.active ?? true });
        await recordAdminAction(tx, {
          adminId,
          action: 'credit_package.create',
          targetType: 'credit_package',
          targetId: created.id,
          after: toPackage(created),
        });
        return toPackage(created);
      });
    },

    /** Orders already made keep the price they were made at (they store their own amount). */
    updatePackage(adminId: number, id: number, input: PackageInput): Promise<AdminCreditPackage> {
      return db.transaction(async (tx) => {
        const before = await lockPackage(tx, id);
        if (!before) throw notFound('The credit package');
        const after = await updatePackage(tx, before.id, {
          ...packageValues(input),
          active: input.active ?? before.active,
          updatedAt: clock.now(),
        });
        await recordAdminAction(tx, {
          adminId,
          action: 'credit_package.update',
          targetType: 'credit_package',
          targetId: before.id,
          before: toPackage(before),
          after: toPackage(after),
        });
        return toPackage(after);
      });
    },

    /** The packages the shop sells now. */
    async packagesOnSale(): Promise<CreditPackage[]> {
      const rows = await listActivePackages(db);
      return rows.map((row) => ({
        id: row.id,
        amount: penceToPounds(row.amountPence),
        discounted_amount:
          row.discountedAmountPence === null ? null : penceToPounds(row.discountedAmountPence),
        credit: row.credit,
      }));
    },

    /** The VIP plan on sale as players see it: its HTML sanitised again on the way out. */
    async planOnSale(): Promise<SubscriptionPlan | null> {
      const plan = await findOfferedPlan(db);
      if (!plan) return null;
      const shown = toPlan(plan);
      return {
        ...shown,
        features: sanitizeRichText(shown.features),
        instruction: sanitizeRichText(shown.instruction),
      };
    },

    /** The plan on sale as the console edits it (its HTML as stored). */
    async offeredPlan(): Promise<SubscriptionPlan | null> {
      const plan = await findOfferedPlan(db);
      return plan ? toPlan(plan) : null;
    },

    /** Changes the plan on sale, or creates it the first time. */
    setPlan(adminId: number, input: PlanInput): Promise<SubscriptionPlan> {
      const values = {
        name: input.name,
        pricePence: poundsToPence(input.price),
        durationMonths: input.duration,
        features: sanitizeRichText(input.features),
        instruction: sanitizeRichText(input.instruction),
        updatedAt: clock.now(),
      };
      return db.transaction(async (tx) => {
        const before = await lockOfferedPlan(tx);
        const after = before ? await updatePlan(tx, before.id, values) : await insertPlan(tx, values);
        await recordAdminAction(tx, {
          adminId,
          action: before ? 'subscription_plan.update' : 'subscription_plan.create',
          targetType: 'subscription_plan',
          targetId: after.id,
          before: before ? toPlan(before) : null,
          after: toPlan(after),
        });
        return toPlan(after);
      });
    },

    /** Pounds. */
    async tokenPrice(): Promise<number> {
      return penceToPounds(await tokenPricePence(db));
    },

    /** Pounds in and out. */
    setTokenPrice(adminId: number, pounds: number): Promise<number> {
      const pence = poundsToPence(pounds);
      return db.transaction(async (tx) => {
        const before = await tokenPricePence(tx);
        await saveTokenPrice(tx, pence, clock.now());
        await recordAdminAction(tx, {
          adminId,
          action: 'token_price.update',
          targetType: 'setting',
          targetId: TOKEN_PRICE_SETTING,
          before: { token_price: penceToPounds(before) },
          after: { token_price: penceToPounds(pence) },
        });
        return penceToPounds(pence);
      });
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
