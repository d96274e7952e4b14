/** The admin's side of purchases: a player's orders, refunds, and the shortfalls refunds leave. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requiredQueryInt } from '@arena/shared/catalogue';
import { poundsToPence } from '@arena/shared/money';
import {
  PAYMENT_MESSAGES,
  adminPaymentOrderSchema,
  adminRefundBody,
  orderIdParams,
  settleShortfallBody,
  shortfallSchema,
} from '@arena/shared/payments';
import { envelopeSchema, ok } from '../../http/envelope';
import { toAdminPaymentOrder, type PaymentsService } from './payments.service';

const adminOnly = { security: [{ bearer: [] }], tags: ['admin'] };

export const adminPaymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  app.get(
    '/api/admin/players/:id/payments',
    {
      schema: {
        ...adminOnly,
        operationId: 'adminListPlayerPayments',
        refusals: [404],
        summary: "A player's payment orders with their states, newest first",
        description:
          'States: created, approved, capture_pending, completed, declined, refunded, partially_refunded, reversed.',
        params: z.object({ id: requiredQueryInt('id') }),
        response: { 200: envelopeSchema({ data: z.array(adminPaymentOrderSchema) }) },
      },
    },
    async (request) => ok('Payments', { data: await payments.ordersOf(request.params.id) }),
  );

  app.post(
    '/api/admin/payments/:order_id/refund',
    {
      // Money out: a second factor checked in the last 15 minutes (decision 0057).
      onRequest: app.requireRecentSecondFactor,
      schema: {
        ...adminOnly,
        operationId: 'adminRefundPayment',
        refusals: [404, 409],
        summary: 'Refund a purchase (all that is left, or an amount) with PayPal and take back its share',
        description:
          'Refunds `amount` pounds (what is left when absent; more answers 400) through the provider, then ' +
          'takes back the same share of the credits, tokens or VIP period from what is still unspent; what ' +
          'was spent is recorded as a shortfall that blocks withdrawals. Audited with the optional note; ' +
          'exactly once. With `refunded_before` (what was refunded when the admin looked), a purchase refunded ' +
          'since answers 409 and nothing is refunded. The session must have passed a second factor in the last 15 ' +
          'minutes (`POST /api/step-up`), else 400 STEP_UP_REQUIRED.',
        params: orderIdParams,
        body: adminRefundBody,
        response: { 200: envelopeSchema({ data: adminPaymentOrderSchema }) },
      },
    },
    async (request) => {
      const { amount, refunded_before: refundedBefore, note } = request.body ?? {};
      const row = await payments.refundByAdmin(request.currentUser().id, request.params.order_id, {
        note,
        amountPence: amount === undefined ? undefined : poundsToPence(amount),
        refundedBeforePence: refundedBefore === undefined ? undefined : poundsToPence(refundedBefore),
      });
      return ok(PAYMENT_MESSAGES.refunded, { data: toAdminPaymentOrder(row) });
    },
  );

  app.get(
    '/api/admin/shortfalls',
    {
      schema: {
        ...adminOnly,
        operationId: 'adminListShortfalls',
        summary: 'Shortfalls left by refunds and reversals (open ones block the player’s withdrawals)',
        description:
          'What a refund or chargeback could not take back because it was already spent: credits, tokens or ' +
          'VIP days. `open=1` lists the unsettled ones; `user_id` one player.',
        querystring: z.object({
          user_id: requiredQueryInt('user_id').optional(),
          open: z.enum(['0', '1']).optional(),
        }),
        response: { 200: envelopeSchema({ data: z.array(shortfallSchema) }) },
      },
    },
    async (request) =>
      ok(PAYMENT_MESSAGES.shortfalls, {
        data: await payments.shortfalls({ userId: request.query.user_id, open: request.query.open === '1' }),
      }),
  );

  app.post(
    '/api/admin/shortfalls/:id/settle',
    {
      schema: {
        ...adminOnly,
        operationId: 'adminSettleShortfall',
        refusals: [404, 409],
        summary: 'Mark a shortfall settled (the player may withdraw again once none is open); audited',
        description: 'The note (required) says how it was settled. A settled shortfall answers 409.',
        params: z.object({ id: requiredQueryInt('id') }),
        body: settleShortfallBody,
        response: { 200: envelopeSchema({ data: shortfallSchema }) },
      },
    },
    async (request) =>
      ok(PAYMENT_MESSAGES.shortfallSettled, {
        data: await payments.settleShortfall(request.currentUser().id, request.params.id, request.body.note),
      }),
  );
};
