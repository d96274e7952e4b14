/** The console's products: credit packages, the VIP plan and the token price; every change audited. */
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  adminCreditPackageSchema,
  creditPackageBody,
  subscriptionPlanBody,
  tokenPriceBody,
} from '@arena/shared/admin';
import { requiredQueryInt } from '@arena/shared/catalogue';
import { penceToPounds, poundsToPence } from '@arena/shared/money';
import { subscriptionPlanSchema } from '@arena/shared/payments';
import { appSettings, creditPackages, subscriptionPlans } from '../../db/schema/payments';
import { envelopeSchema, ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { sanitizeRichText } from '../../lib/html';
import { recordAdminAction } from '../admin/admin-audit';
import { TOKEN_PRICE_SETTING, findOfferedPlan, tokenPricePence } from '../payments/payments.repository';

const adminOnly = { security: [{ bearer: [] }], tags: ['admin'] };
const params = z.object({ id: requiredQueryInt('id') });
type PackageRow = typeof creditPackages.$inferSelect;
type PlanRow = typeof subscriptionPlans.$inferSelect;

function toPackage(row: PackageRow, sold = 0) {
  return {
    id: row.id,
    credit: row.credit,
    amount: penceToPounds(row.amountPence),
    discounted_amount: row.discountedAmountPence === null ? null : penceToPounds(row.discountedAmountPence),
    active: row.active,
    sold,
  };
}

function toPlan(row: PlanRow) {
  return {
    id: row.id,
    name: row.name,
    price: penceToPounds(row.pricePence),
    duration: row.durationMonths,
    features: row.features,
    instruction: row.instruction,
  };
}

export const adminProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const guard = { onRequest: app.requireAdmin };
  const packageAnswer = { 200: envelopeSchema({ data: adminCreditPackageSchema }) };

  app.get(
    '/api/admin/credit-packages',
    {
      ...guard,
      schema: {
        ...adminOnly,
        operationId: 'listAdminCreditPackages',
        description: 'Every credit package, on sale or not, with how many were sold.',
        summary: 'Every credit package, on sale or not, with how many were sold',
        response: { 200: envelopeSchema({ data: z.array(adminCreditPackageSchema) }) },
      },
    },
    async () => {
      const sold = sql<number>`(
        SELECT count(*)::int FROM payment_orders po
        WHERE po.kind = 'credits' AND po.status = 'completed' AND po.item_id = "credit_packages"."id"
      )`;
      const rows = await db
        .select({ pack: creditPackages, sold })
        .from(creditPackages)
        .orderBy(asc(creditPackages.sortOrder), asc(creditPackages.credit), asc(creditPackages.id));
      return ok('Credit packages', { data: rows.map((r) => toPackage(r.pack, r.sold)) });
    },
  );

  app.post(
    '/api/admin/credit-packages',
    {
      ...guard,
      schema: {
        ...adminOnly,
        operationId: 'createCreditPackage',
        description: 'Adds a credit package (credits and price in pounds).',
        summary: 'Add a credit package',
        body: creditPackageBody,
        response: packageAnswer,
      },
    },
    async (request) => {
      const body = request.body;
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(creditPackages)
          .values({
            credit: body.credit,
            amountPence: poundsToPence(body.amount),
            discountedAmountPence:
              body.discounted_amount == null ? null : poundsToPence(body.discounted_amount),
            active: body.active ?? true,
          })
          .returning();
        await recordAdminAction(tx, {
          adminId: request.currentUser().id,
          action: 'credit_package.create',
          targetType: 'credit_package',
          targetId: created!.id,
          after: toPackage(created!),
        });
        return created!;
      });
      return ok(ADMIN_MESSAGES.saved, { data: toPackage(row) });
    },
  );

  app.put(
    '/api/admin/credit-packages/:id',
    {
      ...guard,
      schema: {
        ...adminOnly,
        operationId: 'updateCreditPackage',
        description: 'Changes a credit package or takes it off sale; orders already made keep their price.',
        summary: 'Change a package (orders already made keep their price)',
        params,
        body: creditPackageBody,
        response: packageAnswer,
      },
    },
    async (request) => {
      const body = request.body;
      const row = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(creditPackages)
          .where(eq(creditPackages.id, request.params.id))
          .for('update');
        if (!before) throw notFound('The credit package');
        const [after] = await tx
          .update(creditPackages)
          .set({
            credit: body.credit,
            amountPence: poundsToPence(body.amount),
            discountedAmountPence:
              body.discounted_amount == null ? null : poundsToPence(body.discounted_amount),
            active: body.active ?? before.active,
            updatedAt: app.deps.clock.now(),
          })
          .where(eq(creditPackages.id, before.id))
          .returning();
        await recordAdminAction(tx, {
          adminId: request.currentUser().id,
          action: 'credit_package.update',
          targetType: 'credit_package',
          targetId: before.id,
          before: toPackage(before),
          after: toPackage(after!),
        });
        return after!;
      });
      return ok(ADMIN_MESSAGES.saved, { data: toPackage(row) });
    },
  );

  app.get(
    '/api/admin/subscription-plan',
    {
      ...guard,
      schema: {
        ...adminOnly,
        operationId: 'getAdminSubscriptionPlan',
        description: 'The VIP plan on sale, or null before one is set.',
        summary: 'The VIP plan on sale (null before one is set)',
        response: { 200: envelopeSchema({ data: subscriptionPlanSchema.nullable() }) },
      },
    },
    async () => {
      const plan = await findOfferedPlan(db);
      return ok('Subscription plan', { data: plan ? toPlan(plan) : null });
    },
  );

  app.put(
    '/api/admin/subscription-plan',
    {
      ...guard,
      schema: {
        ...adminOnly,
        operationId: 'setSubscriptionPlan',
        description:
          'Sets the VIP plan: name, price, duration in months, features and instruction (HTML, sanitised).',
        summary: 'Set the VIP plan: name, price, duration in months, features and instruction (HTML)',
        body: subscriptionPlanBody,
        response: { 200: envelopeSchema({ data: subscriptionPlanSchema }) },
      },
    },
    async (request) => {
      const body = request.body;
      const values = {
        name: body.name,
        pricePence: poundsToPence(body.price),
        durationMonths: body.duration,
        features: sanitizeRichText(body.features),
        instruction: sanitizeRichText(body.instruction),
        updatedAt: app.deps.clock.now(),
      };
      const row = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(subscriptionPlans)
          .where(eq(subscriptionPlans.active, true))
          .orderBy(asc(subscriptionPlans.id))
          .limit(1)
          .for('update');
        const [after] = before
          ? await tx
              .update(subscriptionPlans)
              .set(values)
              .where(eq(subscriptionPlans.id, before.id))
              .returning()
          : await tx.insert(subscriptionPlans).values(values).returning();
        await recordAdminAction(tx, {
          adminId: request.currentUser().id,
          action: before ? 'subscription_plan.update' : 'subscription_plan.create',
          targetType: 'subscription_plan',
          targetId: after!.id,
          before: before ? toPlan(before) : null,
          after: toPlan(after!),
        });
        return after!;
      });
      return ok(ADMIN_MESSAGES.saved, { data: toPlan(row) });
    },
  );

  app.get(
    '/api/admin/token-price',
    {
      ...guard,
      schema: {
        ...adminOnly,
        operationId: 'getAdminTokenPrice',
        description: 'The price of one VIP token, in pounds.',
        summary: 'The price of one VIP token, in pounds',
        response: { 200: envelopeSchema({ data: z.object({ token_price: z.number() }) }) },
      },
    },
    async () => ok('Token price', { data: { token_price: penceToPounds(await tokenPricePence(db)) } }),
  );

  app.put(
    '/api/admin/token-price',
    {
      ...guard,
      schema: {
        ...adminOnly,
        operationId: 'setTokenPrice',
        description: 'Sets the price of one VIP token, in pounds.',
        summary: 'Set the price of one VIP token',
        body: tokenPriceBody,
        response: { 200: envelopeSchema({ data: z.object({ token_price: z.number() }) }) },
      },
    },
    async (request) => {
      const pence = poundsToPence(request.body.token_price);
      await db.transaction(async (tx) => {
        const before = await tokenPricePence(tx);
        await tx
          .insert(appSettings)
          .values({ key: TOKEN_PRICE_SETTING, value: String(pence) })
          .onConflictDoUpdate({
            target: appSettings.key,
            set: { value: String(pence), updatedAt: app.deps.clock.now() },
          });
        await recordAdminAction(tx, {
          adminId: request.currentUser().id,
          action: 'token_price.update',
          targetType: 'setting',
          targetId: TOKEN_PRICE_SETTING,
          before: { token_price: penceToPounds(before) },
          after: { token_price: penceToPounds(pence) },
        });
      });
      return ok(ADMIN_MESSAGES.saved, { data: { token_price: penceToPounds(pence) } });
    },
  );
};
