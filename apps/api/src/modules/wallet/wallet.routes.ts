/** Panel 8's calls (spec 001 section 7) and the admin's payout decisions (DESIGN section 5). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginationSchema, requiredQueryInt } from '@arena/shared/catalogue';
import { historyQuery } from '@arena/shared/payments';
import { userSchema } from '@arena/shared/user';
import {
  WALLET_MESSAGES,
  adminWithdrawalSchema,
  rejectWithdrawalBody,
  paypalEmailBody,
  withdrawalRequestBody,
  withdrawalSchema,
  withdrawalStatuses,
} from '@arena/shared/wallet';
import { envelopeSchema, ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { pageOf, paginationMeta } from '../../http/pagination';
import { findUserById } from '../users/users.repository';
import { toUserDto } from '../users/user.mapper';
import { WITHDRAWAL_ADMIN_MESSAGES, toWithdrawalDto } from './wallet.service';

const secured = { security: [{ bearer: [] }], tags: ['wallet'] };
const adminOnly = { security: [{ bearer: [] }], tags: ['admin'] };
const withdrawalList = envelopeSchema({
  data: z.array(withdrawalSchema),
  pagination: paginationSchema.optional(),
});

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { wallet } = app.money;
  const guard = { onRequest: app.requireUser };
  const adminGuard = { onRequest: app.requireAdmin };

  app.get(
    '/api/user-withdrawal-money-requests',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'listMyWithdrawals',
        description: "The signed-in player's withdrawal requests with their status, newest first; paged.",
        summary: 'My withdrawal requests, newest first',
        querystring: historyQuery,
        response: { 200: withdrawalList },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { rows, total } = await wallet.list({ userId: request.currentUser().id }, page.sql);
      return ok('Withdrawal requests', {
        data: rows.map((row) => toWithdrawalDto(row.request)),
        ...paginationMeta(page, total),
      });
    },
  );

  app.post(
    '/api/withdrawal-money-request',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'requestWithdrawal',
        description:
          'Asks for whole pounds of the wallet to be paid to the linked PayPal e-mail; the amount and fee are debited at once.',
        refusals: [404],
        summary: 'Ask for whole pounds of my wallet to be paid to my PayPal e-mail (debited now)',
        body: withdrawalRequestBody,
        response: { 200: envelopeSchema({ data: withdrawalSchema, user: userSchema }) },
      },
    },
    async (request) => {
      const userId = request.currentUser().id;
      const row = await wallet.requestWithdrawal(userId, request.body.amount);
      const user = await findUserById(db, userId);
      if (!user) throw notFound('The user');
      return ok(WALLET_MESSAGES.withdrawalRequested, {
        data: toWithdrawalDto(row),
        user: toUserDto(user, app.deps.clock.now()),
      });
    },
  );

  app.post(
    '/api/update-user-paypal-email',
    {
      ...guard,
      schema: {
        ...secured,
        operationId: 'updateMyPaypalEmail',
        description: 'Links the PayPal e-mail that withdrawals are paid to.',
        refusals: [404],
        summary: 'Link the PayPal e-mail withdrawals are paid to',
        body: paypalEmailBody,
        response: { 200: envelopeSchema({ user: userSchema }) },
      },
    },
    async (request) => {
      const row = await wallet.updatePaypalEmail(request.currentUser().id, request.body.paypal_email);
      return ok(WALLET_MESSAGES.paypalEmailUpdated, { user: toUserDto(row, app.deps.clock.now()) });
    },
  );

  app.get(
    '/api/admin/withdrawals',
    {
      ...adminGuard,
      schema: {
        ...adminOnly,
        operationId: 'listWithdrawals',
        description: 'Withdrawal requests of every player, newest first, filtered by status; paged.',
        summary: 'Withdrawal requests of every player, newest first',
        querystring: historyQuery.extend({
          status: z.enum(withdrawalStatuses, { error: 'status is not a withdrawal status' }).optional(),
        }),
        response: {
          200: envelopeSchema({
            data: z.array(adminWithdrawalSchema),
            pagination: paginationSchema.optional(),
          }),
        },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { rows, total } = await wallet.list({ status: request.query.status }, page.sql);
      return ok('Withdrawal requests', {
        data: rows.map(({ request: row, userName, userEmail }) => ({
          ...toWithdrawalDto(row),
          user: { id: row.userId, name: userName, email: userEmail },
          last_error: row.lastError,
          payout_batch_id: row.payoutBatchId,
          payout_item_id: row.payoutItemId,
        })),
        ...paginationMeta(page, total),
      });
    },
  );

  const withdrawalParams = z.object({ id: requiredQueryInt('id') });

  app.post(
    '/api/admin/withdrawals/:id/pay',
    {
      ...adminGuard,
      schema: {
        ...adminOnly,
        operationId: 'payWithdrawal',
        description:
          'Sends the payout of a pending request to PayPal, at most once; an uncertain provider answer is a 503 and the request stays pending.',
        refusals: [409],
        summary: 'Send the payout to PayPal (at most once per request)',
        params: withdrawalParams,
        response: { 200: envelopeSchema({ data: withdrawalSchema }) },
      },
    },
    async (request) => {
      const { row, message } = await wallet.pay(request.currentUser().id, request.params.id);
      return ok(message, { data: toWithdrawalDto(row) });
    },
  );

  app.post(
    '/api/admin/withdrawals/:id/reject',
    {
      ...adminGuard,
      schema: {
        ...adminOnly,
        operationId: 'rejectWithdrawal',
        description: 'Rejects a pending request with an optional note and returns its amount to the wallet.',
        refusals: [409],
        summary: 'Reject a pending request and return its amount to the wallet',
        params: withdrawalParams,
        body: rejectWithdrawalBody,
        response: { 200: envelopeSchema({ data: withdrawalSchema }) },
      },
    },
    async (request) => {
      const row = await wallet.reject(request.currentUser().id, request.params.id, request.body?.note);
      return ok(WITHDRAWAL_ADMIN_MESSAGES.rejected, { data: toWithdrawalDto(row) });
    },
  );
};
