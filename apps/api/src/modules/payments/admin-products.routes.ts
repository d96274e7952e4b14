/** The console's products: credit packages, the VIP plan and the token price. */
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
import { subscriptionPlanSchema } from '@arena/shared/payments';
import { envelopeSchema, ok } from '../../http/envelope';
import type { ProductsService } from './products.service';

const adminOnly = { security: [{ bearer: [] }], tags: ['admin'] };
const params = z.object({ id: requiredQueryInt('id') });

export const adminProductsRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (
  app,
  { products },
) => {
  app.get(
    '/api/admin/credit-packages',
    {
      schema: {
        ...adminOnly,
        operationId: 'listAdminCreditPackages',
        description: 'Every credit package, on sale or not, with how many were sold.',
        summary: 'Every credit package, on sale or not, with how many were sold',
        response: { 200: envelopeSchema({ data: z.array(adminCreditPackageSchema) }) },
      },
    },
    async () => ok('Credit packages', { data: await products.listPackages() }),
  );

  app.post(
    '/api/admin/credit-packages',
    {
      schema: {
        ...adminOnly,
        operationId: 'createCreditPackage',
        description: 'Adds a credit package (credits and price in pounds).',
        summary: 'Add a credit package',
        body: creditPackageBody,
        response: { 200: envelopeSchema({ data: adminCreditPackageSchema }) },
      },
    },
    async (request) =>
      ok(ADMIN_MESSAGES.saved, {
        data: await products.createPackage(request.currentUser().id, request.body),
      }),
  );

  app.put(
    '/api/admin/credit-packages/:id',
    {
      schema: {
        ...adminOnly,
        operationId: 'updateCreditPackage',
        description: 'Changes a credit package or takes it off sale; orders already made keep their price.',
        summary: 'Change a package (orders already made keep their price)',
        params,
        body: creditPackageBody,
        response: { 200: envelopeSchema({ data: adminCreditPackageSchema }) },
      },
    },
    async (request) =>
      ok(ADMIN_MESSAGES.saved, {
        data: await products.updatePackage(request.currentUser().id, request.params.id, request.body),
      }),
  );

  app.get(
    '/api/admin/subscription-plan',
    {
      schema: {
        ...adminOnly,
        operationId: 'getAdminSubscriptionPlan',
        description: 'The VIP plan on sale, or null before one is set.',
        summary: 'The VIP plan on sale (null before one is set)',
        response: { 200: envelopeSchema({ data: subscriptionPlanSchema.nullable() }) },
      },
    },
    async () => ok('Subscription plan', { data: await products.offeredPlan() }),
  );

  app.put(
    '/api/admin/subscription-plan',
    {
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
    async (request) =>
      ok(ADMIN_MESSAGES.saved, { data: await products.setPlan(request.currentUser().id, request.body) }),
  );

  app.get(
    '/api/admin/token-price',
    {
      schema: {
        ...adminOnly,
        operationId: 'getAdminTokenPrice',
        description: 'The price of one VIP token, in pounds.',
        summary: 'The price of one VIP token, in pounds',
        response: { 200: envelopeSchema({ data: z.object({ token_price: z.number() }) }) },
      },
    },
    async () => ok('Token price', { data: { token_price: await products.tokenPrice() } }),
  );

  app.put(
    '/api/admin/token-price',
    {
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
      const price = await products.setTokenPrice(request.currentUser().id, request.body.token_price);
      return ok(ADMIN_MESSAGES.saved, { data: { token_price: price } });
    },
  );
};
