/** The console's payout decisions on withdrawal requests (decisions 0008 and 0012) and identity checks (0056). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginationSchema, requiredQueryInt } from '@arena/shared/catalogue';
import { historyQuery } from '@arena/shared/payments';
import { penceToPounds } from '@arena/shared/money';
import {
  IDENTITY_CHECK_MESSAGES,
  adminWithdrawalSchema,
  identityReviewBody,
  playerIdentityCheckSchema,
  rejectWithdrawalBody,
  withdrawalSchema,
  withdrawalStatuses,
} from '@arena/shared/wallet';
import { envelopeSchema, ok } from '../../http/envelope';
import { pageOf, paginationMeta } from '../../http/pagination';
import { WITHDRAWAL_ADMIN_MESSAGES, toWithdrawalDto, type WalletService } from './wallet.service';

const adminOnly = { security: [{ bearer: [] }], tags: ['admin'] };

export const adminWithdrawalsRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (
  app,
  { wallet },
) => {
  app.get(
    '/api/admin/withdrawals',
    {
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
      // Money out: a second factor checked in the last 15 minutes (decision 0057).
      onRequest: app.requireRecentSecondFactor,
      schema: {
        ...adminOnly,
        operationId: 'payWithdrawal',
        description:
          'Sends the payout of a pending request to PayPal, at most once; an uncertain provider answer is a 503 and the request stays pending. ' +
          'The session must have passed a second factor in the last 15 minutes (`POST /api/step-up`), else 400 STEP_UP_REQUIRED.',
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

  app.post(
    '/api/admin/withdrawals/:id/identity-check/approve',
    {
      schema: {
        ...adminOnly,
        operationId: 'approveWithdrawalIdentityCheck',
        description:
          'Approves the identity check of a request held at the threshold, with a note kept in the audit log; the request is pending again and is paid as usual.',
        refusals: [404, 409],
        summary: 'Approve the identity check of a held request',
        params: withdrawalParams,
        body: identityReviewBody,
        response: { 200: envelopeSchema({ data: withdrawalSchema }) },
      },
    },
    async (request) => {
      const row = await wallet.approveIdentityCheck(
        request.currentUser().id,
        request.params.id,
        request.body.note,
      );
      return ok(IDENTITY_CHECK_MESSAGES.approved, { data: toWithdrawalDto(row) });
    },
  );

  app.post(
    '/api/admin/withdrawals/:id/identity-check/refuse',
    {
      schema: {
        ...adminOnly,
        operationId: 'refuseWithdrawalIdentityCheck',
        description:
          "Refuses the identity check of a request held at the threshold: it is rejected with the note as the player's reason, and its amount returns to the wallet once.",
        refusals: [404, 409],
        summary: 'Refuse the identity check of a held request (the amount returns to the wallet)',
        params: withdrawalParams,
        body: identityReviewBody,
        response: { 200: envelopeSchema({ data: withdrawalSchema }) },
      },
    },
    async (request) => {
      const row = await wallet.refuseIdentityCheck(
        request.currentUser().id,
        request.params.id,
        request.body.note,
      );
      return ok(IDENTITY_CHECK_MESSAGES.refused, { data: toWithdrawalDto(row) });
    },
  );

  app.get(
    '/api/admin/players/:id/identity-check',
    {
      schema: {
        ...adminOnly,
        operationId: 'getPlayerIdentityCheck',
        description:
          "A player's identity check: the withdrawals counted towards the threshold, the threshold at the configured rate, and the reviews so far.",
        refusals: [404],
        summary: "A player's identity check status",
        params: withdrawalParams,
        response: { 200: envelopeSchema({ data: playerIdentityCheckSchema }) },
      },
    },
    async (request) => {
      const check = await wallet.identityCheckOf(request.params.id);
      const last = check.last;
      return ok('Identity check', {
        data: {
          status: check.counted >= check.thresholdPence ? ('reached' as const) : ('below' as const),
          counted: penceToPounds(check.counted),
          threshold: penceToPounds(check.thresholdPence),
          threshold_eur: check.config.thresholdEur,
          gbp_eur_rate: check.config.gbpEurRate,
          waiting: check.waiting,
          approved: check.approved,
          refused: check.refused,
          last_review:
            last?.request.reviewDecision && last.request.reviewedAt
              ? {
                  withdrawal_id: last.request.id,
                  decision: last.request.reviewDecision,
                  note: last.request.reviewNote,
                  reviewed_at: last.request.reviewedAt.toISOString(),
                  reviewed_by:
                    last.request.reviewedBy !== null && last.reviewerName !== null
                      ? { id: last.request.reviewedBy, name: last.reviewerName }
                      : null,
                }
              : null,
        },
      });
    },
  );
};
