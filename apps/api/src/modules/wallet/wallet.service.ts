/**
 * The wallet (DESIGN section 5): a withdrawal is debited when requested (so the money cannot be spent
 * twice), returned if an admin rejects it, and paid out to PayPal at most once.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { penceToPounds } from '@arena/shared/money';
import { CURRENCY } from '@arena/shared/payments';
import { WALLET_MESSAGES, withdrawalFeePence, type Withdrawal } from '@arena/shared/wallet';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/users';
import { AppError, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { ProviderError, type PaymentProvider } from '../../integrations/paypal/payment-provider';
import { recordAdminAction } from '../admin/admin-audit';
import { applyLedgerChange } from '../ledger/ledger.service';
import { isVip } from '../payments/vip';
import {
  claimForPayout,
  finishWithdrawal,
  findWithdrawal,
  insertWithdrawal,
  listWithdrawals,
  type WithdrawalRow,
  type WithdrawalStatusValue,
} from './wallet.repository';

const refuse = (code: string, message: string) => new AppError('invalid', code, message);

export const WITHDRAWAL_ADMIN_MESSAGES = {
  alreadyProcessed: 'This withdrawal has already been processed.',
  paid: 'The payout has been sent',
  payoutFailed: 'PayPal refused the payout; the request is pending again.',
  payoutUncertain:
    'PayPal did not confirm the payout. Try again: a retry can never pay twice for the same request.',
  rejected: 'The withdrawal was rejected and the amount returned to the wallet',
} as const;

export function toWithdrawalDto(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: penceToPounds(row.amountPence),
    fee: penceToPounds(row.feePence),
    net_amount: penceToPounds(row.netPence),
    paypal_email: row.paypalEmail,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.status === 'pending' || !row.updatedAt ? null : row.updatedAt.toISOString(),
  };
}

export function createWalletService(deps: {
  db: Db;
  provider: PaymentProvider;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { db, provider, clock } = deps;

  return {
    async updatePaypalEmail(userId: number, paypalEmail: string): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ paypalEmail: paypalEmail.trim(), updatedAt: clock.now() })
        .where(eq(users.id, userId))
        .returning();
      if (!row) throw notFound('The user');
      return row;
    },

    /** Debits the whole amount now; the fee is taken from it, so PayPal receives the net amount. */
    async requestWithdrawal(userId: number, amountPounds: number): Promise<WithdrawalRow> {
      const now = clock.now();
      const amountPence = amountPounds * 100;
      return db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
        if (!user) throw notFound('The user');
        if (!user.paypalEmail) throw refuse('PAYPAL_EMAIL_MISSING', WALLET_MESSAGES.paypalEmailMissing);
        const feePence = withdrawalFeePence(amountPence, isVip(user, now));
        if (amountPence <= feePence) throw refuse('AMOUNT_NOT_ABOVE_FEE', WALLET_MESSAGES.amountNotAboveFee);
        const row = await insertWithdrawal(tx, {
          userId,
          amountPence,
          feePence,
          netPence: amountPence - feePence,
          paypalEmail: user.paypalEmail,
          senderBatchId: `arena-withdrawal-${randomUUID()}`,
          createdAt: now,
        });
        await applyLedgerChange(tx, {
          userId,
          asset: 'wallet',
          delta: -amountPence,
          reason: 'withdrawal request',
          reference: `withdrawal:${row.id}`,
        });
        return row;
      });
    },

    list(
      filter: { userId?: number; status?: WithdrawalStatusValue },
      page: { limit?: number; offset?: number },
    ) {
      return listWithdrawals(db, filter, page);
    },

    /** Sends the payout once; the provider also refuses a second batch with the same sender id. */
    async pay(adminId: number, id: number): Promise<{ row: WithdrawalRow; message: string }> {
      const claimed = await claimForPayout(db, id, adminId, clock.now());
      if (!claimed) {
        if (!(await findWithdrawal(db, id))) throw notFound('The withdrawal');
        throw new AppError('conflict', 'ALREADY_PROCESSED', WITHDRAWAL_ADMIN_MESSAGES.alreadyProcessed);
      }
      try {
        const payout = await provider.sendPayout({
          senderBatchId: claimed.senderBatchId,
          receiverEmail: claimed.paypalEmail,
          amountPence: claimed.netPence,
          currency: CURRENCY,
          note: `Arena wallet withdrawal #${claimed.id}`,
        });
        const row = await db.transaction(async (tx) => {
          const paid = await finishWithdrawal(tx, id, ['processing'], {
            status: 'paid',
            payoutBatchId: payout.batchId,
            payoutStatus: payout.status,
            updatedAt: clock.now(),
          });
          await recordAdminAction(tx, {
            adminId,
            action: 'withdrawal.pay',
            targetType: 'withdrawal',
            targetId: id,
            before: toWithdrawalDto(claimed),
            after: {
              ...toWithdrawalDto(paid ?? claimed),
              payout_batch_id: payout.batchId,
              payout_status: payout.status,
            },
          });
          return paid;
        });
        return { row: row ?? claimed, message: WITHDRAWAL_ADMIN_MESSAGES.paid };
      } catch (error) {
        const definite = error instanceof ProviderError && error.status >= 400 && error.status < 500;
        const detail = error instanceof Error ? error.message : String(error);
        deps.log.warn({ err: error, withdrawalId: id }, 'payout failed');
        // A definite refusal frees the request (an admin may reject it); an unclear outcome stays
        // claimed with the error noted, and only a retry with the same batch id may follow.
        await db.transaction(async (tx) => {
          const after = await finishWithdrawal(tx, id, ['processing'], {
            status: definite ? 'pending' : 'processing',
            lastError: detail.slice(0, 500),
            updatedAt: clock.now(),
          });
          await recordAdminAction(tx, {
            adminId,
            action: 'withdrawal.pay_failed',
            targetType: 'withdrawal',
            targetId: id,
            before: toWithdrawalDto(claimed),
            after: after ? { ...toWithdrawalDto(after), last_error: after.lastError } : null,
          });
        });
        if (definite) throw new AppError('invalid', 'PAYOUT_REFUSED', WITHDRAWAL_ADMIN_MESSAGES.payoutFailed);
        throw new AppError('unavailable', 'PAYOUT_UNCERTAIN', WITHDRAWAL_ADMIN_MESSAGES.payoutUncertain);
      }
    },

    /** Pending only: the amount goes back to the wallet in the same transaction, once. */
    async reject(adminId: number, id: number, note: string | undefined): Promise<WithdrawalRow> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const row = await finishWithdrawal(tx, id, ['pending'], {
          status: 'rejected',
          processedBy: adminId,
          note: note ?? null,
          updatedAt: now,
        });
        if (!row) {
          if (!(await findWithdrawal(tx, id))) throw notFound('The withdrawal');
          throw new AppError('conflict', 'ALREADY_PROCESSED', WITHDRAWAL_ADMIN_MESSAGES.alreadyProcessed);
        }
        await recordAdminAction(tx, {
          adminId,
          action: 'withdrawal.reject',
          targetType: 'withdrawal',
          targetId: id,
          before: { status: 'pending' },
          after: toWithdrawalDto(row),
          note,
        });
        await applyLedgerChange(tx, {
          userId: row.userId,
          asset: 'wallet',
          delta: row.amountPence,
          reason: 'withdrawal rejected',
          reference: `withdrawal:${row.id}:refund`,
          createdBy: adminId,
          note,
        });
        return row;
      });
    },
  };
}
