/** Credits, the VIP plan and VIP tokens (spec 001 panels 4, 5 and 9, section 7; decision 0008). */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginationSchema } from '@arena/shared/catalogue';
import {
  CURRENCY,
  PAYMENT_MESSAGES,
  createOrderBody,
  creditPackageSchema,
  creditTransactionSchema,
  historyQuery,
  orderIdParams,
  paymentOrderSchema,
  paymentsConfigSchema,
  saveCreditTransactionBody,
  saveSubscriptionTransactionBody,
  saveTokenTransactionBody,
  shortfallSchema,
  subscriptionPlanSchema,
  tokenTransactionSchema,
  userIdQuery,
  userSubscriptionSchema,
} from '@arena/shared/payments';
import { userSchema } from '@arena/shared/user';
import { envelopeSchema, ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { pageOf, paginationMeta } from '../../http/pagination';
import { toUserDto } from '../users/user.mapper';
import type { UsersService } from '../users/users.service';
import type { PurchaseKindValue } from './payments.repository';
import { toCreditTransaction, toTokenTransaction, type PaymentsService } from './payments.service';
import type { ProductsService } from './products.service';

const secured = { security: [{ bearer: [] }], tags: ['payments'] };

export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  products: ProductsService;
  users: UsersService;
}> = async (app, { payments, products, users }) => {
  const guard = { onRequest: app.requireUser };

  /** The spec's screens send `user_id`; it may only name the caller (never reveal another user). */
  function ownUserId(request: FastifyRequest, query: { user_id?: number | undefined }): number {
    const me = request.currentUser().id;
    if (query.user_id !== undefined && query.user_id !== me) throw notFound('The user');
    return me;
  }

  const freshUser = (userId: number) => users.shown(userId);

  async function historyPage<T>(
    userId: number,
    kind: PurchaseKindValue,
    query: { page?: number | undefined; per_page?: number | undefined },
    map: (row: Awaited<ReturnType<typeof payments.history>>['rows'][number]) => T,
  ) {
    const page = pageOf(query);
    const { rows, total } = await payments.history(userId, kind, page.sql);
    return { data: rows.map(map), ...paginationMeta(page, total) };
  }

  app.get(
    '/api/payments/config',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'getPaymentsConfig',
        description:
          'Which payment provider the web app talks to (PayPal or the built-in sandbox) and its browser client id.',
        summary: 'Which payment provider the web app talks to, and its browser client id',
        response: { 200: envelopeSchema({ data: paymentsConfigSchema }) },
      },
    },
    async () =>
      ok('Payments configuration', {
        data: { provider: payments.providerName, client_id: payments.clientId, currency: CURRENCY },
      }),
  );

  app.post(
    '/api/payments/orders',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'createPaymentOrder',
        description:
          'Creates a PayPal order for credits, the VIP plan or tokens, priced by the server from the product on sale.',
        refusals: [404],
        summary: 'Create a PayPal order priced by the server for credits, the VIP plan or tokens',
        body: createOrderBody,
        response: { 200: envelopeSchema({ data: paymentOrderSchema }) },
      },
    },
    async (request) =>
      ok(PAYMENT_MESSAGES.orderCreated, {
        data: await payments.createOrder(request.currentUser(), request.body),
      }),
  );

  app.post(
    '/api/payments/orders/:order_id/capture',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'capturePaymentOrder',
        summary: 'Capture my approved order and grant what it bought, in one call',
        description:
          'Captures the order with PayPal and grants the credits, tokens or VIP period at once (decision 0012). ' +
          'state completed: granted (now or before; never twice). state capture_pending: PayPal holds the ' +
          'payment; it is granted when PayPal completes it. A declined payment answers 400 and may be captured again.',
        params: orderIdParams,
        response: { 200: envelopeSchema({ data: paymentOrderSchema, user: userSchema }) },
      },
    },
    async (request) => {
      const userId = request.currentUser().id;
      const { order, pending } = await payments.captureOrder(userId, request.params.order_id);
      return ok(pending ? PAYMENT_MESSAGES.capturePending : PAYMENT_MESSAGES.orderCaptured, {
        data: order,
        user: await freshUser(userId),
      });
    },
  );

  app.get(
    '/api/credit-packages',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'listCreditPackages',
        description: 'The credit packages on sale, for the buy-credits page.',
        refusals: [404],
        summary: 'Credit packages on sale',
        querystring: userIdQuery,
        response: { 200: envelopeSchema({ data: z.array(creditPackageSchema) }) },
      },
    },
    async (request) => {
      ownUserId(request, request.query);
      return ok('Credit packages', { data: await products.packagesOnSale() });
    },
  );

  app.get(
    '/api/user-credit-transactions',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'listMyCreditPurchases',
        description: "The signed-in player's credit purchases, newest first; paged.",
        summary: 'My credit purchases, newest first',
        querystring: historyQuery,
        response: {
          200: envelopeSchema({
            data: z.array(creditTransactionSchema),
            pagination: paginationSchema.optional(),
          }),
        },
      },
    },
    async (request) =>
      ok(
        'Credit transactions',
        await historyPage(request.currentUser().id, 'credits', request.query, toCreditTransaction),
      ),
  );

  app.post(
    '/api/save-transaction',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'recordCreditPurchase',
        description:
          'Records a captured credit purchase after verifying it with the provider; a transaction already recorded is refused.',
        refusals: [404, 409],
        summary: 'Record a captured credit purchase after verifying it with the provider',
        body: saveCreditTransactionBody,
        response: { 200: envelopeSchema({ data: creditTransactionSchema, user: userSchema }) },
      },
    },
    async (request) => {
      const userId = request.currentUser().id;
      const row = await payments.recordPayment({
        userId,
        kind: 'credits',
        orderId: request.body.transaction_id,
        reportedPaymentType: request.body.payment_type,
        expectItem: (order) => order.itemId === request.body.plan_id,
      });
      return ok(PAYMENT_MESSAGES.creditsAdded, {
        data: toCreditTransaction(row),
        user: await freshUser(userId),
      });
    },
  );

  app.get(
    '/api/subscription-details',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'getSubscriptionPlan',
        description: 'The VIP plan on sale with its price, duration and features.',
        summary: 'The VIP plan on sale',
        response: { 200: envelopeSchema({ subscription: subscriptionPlanSchema.nullable() }) },
      },
    },
    async () => ok('Subscription plan', { subscription: await products.planOnSale() }),
  );

  app.get(
    '/api/user-subscription-details',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'getMySubscription',
        description:
          "The signed-in player's VIP status: 0 never subscribed, 1 active, 2 expired, with the dates.",
        refusals: [404],
        summary: 'My VIP status: 0 never subscribed, 1 active, 2 expired',
        querystring: userIdQuery,
        response: { 200: envelopeSchema({ data: userSubscriptionSchema }) },
      },
    },
    async (request) => {
      ownUserId(request, request.query);
      return ok('Subscription status', { data: await payments.subscriptionOf(request.currentUser()) });
    },
  );

  app.post(
    '/api/save-subscription-transaction',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'recordSubscriptionPurchase',
        description:
          'Records a captured VIP plan purchase after verifying it with the provider; the plan starts or extends once.',
        refusals: [404, 409],
        summary: 'Record a captured VIP purchase after verifying it with the provider',
        body: saveSubscriptionTransactionBody,
        response: { 200: envelopeSchema({ data: userSubscriptionSchema, user: userSchema }) },
      },
    },
    async (request) => {
      const userId = request.currentUser().id;
      await payments.recordPayment({
        userId,
        kind: 'subscription',
        orderId: request.body.transaction_id,
        reportedPaymentType: 'PayPal',
      });
      const row = await users.row(userId);
      return ok(PAYMENT_MESSAGES.subscriptionActivated, {
        data: await payments.subscriptionOf(row),
        user: toUserDto(row, app.deps.clock.now()),
      });
    },
  );

  app.get(
    '/api/token-price',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'getTokenPrice',
        description: 'The price of one VIP token, in pounds.',
        refusals: [404],
        summary: 'The price of one VIP token, in pounds',
        querystring: userIdQuery,
        response: { 200: envelopeSchema({ token_price: z.number() }) },
      },
    },
    async (request) => {
      ownUserId(request, request.query);
      return ok('Token price', { token_price: await products.tokenPrice() });
    },
  );

  app.get(
    '/api/user-token-transactions',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'listMyTokenPurchases',
        description: "The signed-in player's VIP token purchases, newest first; paged.",
        summary: 'My VIP token purchases, newest first',
        querystring: historyQuery,
        response: {
          200: envelopeSchema({
            data: z.array(tokenTransactionSchema),
            pagination: paginationSchema.optional(),
          }),
        },
      },
    },
    async (request) =>
      ok(
        'Token transactions',
        await historyPage(request.currentUser().id, 'tokens', request.query, toTokenTransaction),
      ),
  );

  app.get(
    '/api/user-shortfalls',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'listMyOpenShortfalls',
        description:
          'What refunds or reversals of my purchases could not take back because it had been spent; while one is ' +
          'open, withdrawals are refused. Newest first; settled ones are not listed.',
        summary: 'My open shortfalls (they pause withdrawals)',
        response: { 200: envelopeSchema({ data: z.array(shortfallSchema) }) },
      },
    },
    async (request) =>
      ok(PAYMENT_MESSAGES.shortfalls, {
        data: await payments.shortfalls({ userId: request.currentUser().id, open: true }),
      }),
  );

  app.post(
    '/api/save-token-transaction',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'recordTokenPurchase',
        description:
          'Records a captured VIP token purchase after verifying it with the provider; the tokens are credited once.',
        refusals: [404, 409],
        summary: 'Record a captured token purchase after verifying it with the provider',
        body: saveTokenTransactionBody,
        response: { 200: envelopeSchema({ data: tokenTransactionSchema, user: userSchema }) },
      },
    },
    async (request) => {
      const userId = request.currentUser().id;
      const row = await payments.recordPayment({
        userId,
        kind: 'tokens',
        orderId: request.body.transaction_id,
        reportedPaymentType: request.body.payment_type,
        expectItem: (order) => order.quantity === request.body.token,
      });
      return ok(PAYMENT_MESSAGES.tokensAdded, {
        data: toTokenTransaction(row),
        user: await freshUser(userId),
      });
    },
  );
};
