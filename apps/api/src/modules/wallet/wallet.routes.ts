/** Panel 8's calls (spec 001 section 7): the player's withdrawal requests and PayPal e-mail. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginationSchema } from '@arena/shared/catalogue';
import { historyQuery } from '@arena/shared/payments';
import { userSchema } from '@arena/shared/user';
import {
  WALLET_MESSAGES,
  paypalEmailBody,
  withdrawalRequestBody,
  withdrawalSchema,
} from '@arena/shared/wallet';
import { envelopeSchema, ok } from '../../http/envelope';
import { pageOf, paginationMeta } from '../../http/pagination';
import type { UsersService } from '../users/users.service';
import { toUserDto } from '../users/user.mapper';
import { toWithdrawalDto, type WalletService } from './wallet.service';

const secured = { security: [{ bearer: [] }], tags: ['wallet'] };
const withdrawalList = envelopeSchema({
  data: z.array(withdrawalSchema),
  pagination: paginationSchema.optional(),
});

export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService; users: UsersService }> = async (
  app,
  { wallet, users },
) => {
  const guard = { onRequest: app.requireUser };

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
      const row = await wallet.requestWithdrawal(userId, request.body.amount, request.body);
      return ok(WALLET_MESSAGES.withdrawalRequested, {
        data: toWithdrawalDto(row),
        user: await users.shown(userId),
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
      const row = await wallet.updatePaypalEmail(
        request.currentUser().id,
        request.body.paypal_email,
        request.body,
      );
      return ok(WALLET_MESSAGES.paypalEmailUpdated, { user: toUserDto(row, app.deps.clock.now()) });
    },
  );
};
