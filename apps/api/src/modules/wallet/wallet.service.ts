/**
 * The wallet (decision 0008): a withdrawal is debited when requested (so the money cannot be spent
 * twice), returned if an admin rejects it, and paid out to PayPal at most once.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { penceToPounds } from '@arena/shared/money';
import { CURRENCY } from '@arena/shared/payments';
import {
  IDENTITY_CHECK_MESSAGES,
  WALLET_MESSAGES,
  withdrawalFeePence,
  type IdentityCheckState,
  type Withdrawal,
} from '@arena/shared/wallet';
import type { Db, Tx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { AppError, invalid, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import {
  ProviderError,
  type PaymentProvider,
  type PayoutItem,
} from '../../integrations/paypal/payment-provider';
import { hasOpenShortfall } from '../payments/payments.service';
import { recordAdminAction } from '../audit/audit.service';
import { walletNotices } from './wallet.notices';
import { applyLedgerChange } from '../ledger/ledger.service';
import { requireVerifiedEmail } from '../users/verified-email';
import { refuseUnlessStepUpPassed, type StepUpResult } from '../auth/step-up';
import { isVip } from '../users/vip';
import { findUserById } from '../users/users.service';
import {
  claimForPayout,
  decideReview,
  claimProcessingWithdrawals,
  finishWithdrawal,
  findWithdrawal,
  findWithdrawalByBatch,
  identityCheckOf,
  insertWithdrawal,
  listWithdrawals,
  lockAndCountWithdrawals,
  setPaypalEmail,
  type WithdrawalRow,
  type WithdrawalStatusValue,
} from './wallet.repository';
import { refuseUnlessOfAgeAndAllowed } from '../users/age-and-country.service';

export const WITHDRAWAL_ADMIN_MESSAGES = {
  alreadyProcessed: 'This withdrawal has already been processed.',
  cannotPayOwn: 'You cannot pay your own withdrawal; another admin must.',
  paid: 'The payout has been sent',
  paidConfirmed: 'PayPal confirmed the payout',
  payoutFailed: 'PayPal refused the payout; the request is pending again.',
  payoutUncertain:
    'PayPal did not confirm the payout. Try again: a retry can never pay twice for the same request.',
  rejected: 'The withdrawal was rejected and the amount returned to the wallet',
  cannotReviewOwn: "You cannot review your own withdrawal's identity check; another admin must.",
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
    reason:
      row.status === 'review'
        ? row.reviewReason
        : row.status === 'rejected'
          ? row.note
          : REFUNDED_BY_PAYOUT.has(row.status)
            ? row.failureReason
            : null,
    identity_check: identityCheckState(row),
  };
}

function identityCheckState(row: WithdrawalRow): IdentityCheckState | null {
  if (row.reviewReason === null) return null;
  if (row.reviewDecision === null) return 'waiting';
  return row.reviewDecision;
}

/** The identity check's figures (decision 0056): the threshold in euros, the rate, and the pence it comes to. */
export interface IdentityCheckConfig {
  thresholdEur: number;
  gbpEurRate: number;
  thresholdPence: number;
}

const euros = (amount: number) => `€${amount.toLocaleString('en-GB')}`;
const groupedPounds = (pence: number) =>
  `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "€2,000 (£1,739.14 at £1 = €1.15)": the figures a held request's reason gives. */
function heldReason(check: IdentityCheckConfig): string {
  return IDENTITY_CHECK_MESSAGES.held(
    euros(check.thresholdEur),
    `${groupedPounds(check.thresholdPence)} at £1 = €${check.gbpEurRate}`,
  );
}

const REFUNDED_BY_PAYOUT = new Set<WithdrawalStatusValue>(['failed', 'returned', 'unclaimed']);

/** Where a payout item status leaves the withdrawal (decision 0012); undefined: still in flight. */
const ITEM_OUTCOMES: Record<string, WithdrawalStatusValue> = {
  SUCCESS: 'paid',
  FAILED: 'failed',
  BLOCKED: 'failed',
  DENIED: 'failed',
  REFUNDED: 'failed',
  REVERSED: 'failed',
  RETURNED: 'returned',
  UNCLAIMED: 'unclaimed',
};

const ITEM_REASONS: Record<string, string> = {
  FAILED: 'PayPal could not pay the PayPal account',
  BLOCKED: 'PayPal blocked the payout',
  DENIED: 'PayPal denied the payout',
  REFUNDED: 'The payout was refunded',
  REVERSED: 'The payout was reversed',
  RETURNED: 'The PayPal account returned the payout',
  UNCLAIMED: 'The payout was not claimed by the PayPal account',
};

/** A second factor as a form sends it (decision 0049). */
export interface StepUpFactor {
  code?: string | undefined;
  recovery_code?: string | undefined;
  /** A passkey's answer to the step-up options (decisions 0053, 0057). */
  passkey?: unknown;
}

export function createWalletService(deps: {
  db: Db;
  provider: PaymentProvider;
  clock: Clock;
  log: FastifyBaseLogger;
  identityCheck: IdentityCheckConfig;
  /**
   * The step-up of an account with a second factor (decisions 0049, 0057): checks and uses up the factor given, in
   * the caller's transaction; 'off' when the account has none. Withdrawals and the PayPal e-mail ask for it.
   */
  stepUp?: (tx: Tx, userId: number, factor: StepUpFactor, now: Date) => Promise<StepUpResult>;
}) {
  const { db, provider, clock } = deps;

  async function requireStepUp(tx: Tx, userId: number, factor: StepUpFactor, now: Date): Promise<void> {
    const result = (await deps.stepUp?.(tx, userId, factor, now)) ?? 'off';
    refuseUnlessStepUpPassed(result);
  }

  /**
   * Moves a processing withdrawal to where PayPal's item status says, once: the conditional update from
   * processing and the unique ledger reference mean a webhook and the sweep seeing the same outcome act once.
   */
  async function applyPayoutItem(id: number, item: PayoutItem): Promise<WithdrawalRow | undefined> {
    let status = item.status.toUpperCase();
    if (status === 'UNCLAIMED') {
      // An unclaimed payout can still be claimed for 30 days: cancel it first so that the money comes
      // back to Arena and can never be both claimed and refunded to the wallet. The row is marked first:
      // a cancelled item reads RETURNED afterwards, and whoever reads it so (another instance, the sweep
      // after a crash) must settle it as unclaimed, whichever of them commits first.
      await finishWithdrawal(db, id, ['processing'], {
        status: 'processing',
        payoutItemId: item.itemId,
        payoutStatus: 'UNCLAIMED',
      });
      try {
        const cancelled = await provider.cancelPayoutItem(item.itemId);
        status = cancelled.status.toUpperCase() === 'SUCCESS' ? 'SUCCESS' : 'UNCLAIMED';
      } catch (error) {
        const current = await provider.getPayoutItem(item.itemId).catch(() => null);
        if (current && current.status.toUpperCase() !== 'UNCLAIMED') return applyPayoutItem(id, current);
        await finishWithdrawal(db, id, ['processing'], {
          status: 'processing',
          payoutItemId: item.itemId,
          payoutStatus: status,
          lastError:
            `Could not cancel the unclaimed payout: ${error instanceof Error ? error.message : String(error)}`.slice(
              0,
              500,
            ),
        });
        return undefined;
      }
    }
    const now = clock.now();
    return db.transaction(async (tx) => {
      if (status === 'RETURNED' && (await findWithdrawal(tx, id))?.payoutStatus === 'UNCLAIMED') {
        status = 'UNCLAIMED';
      }
      const outcome = ITEM_OUTCOMES[status];
      if (!outcome) {
        return finishWithdrawal(tx, id, ['processing'], {
          status: 'processing',
          payoutItemId: item.itemId,
          payoutStatus: status,
        });
      }
      const reason =
        outcome === 'paid' ? null : [ITEM_REASONS[status], item.error].filter(Boolean).join(': ');
      const row = await finishWithdrawal(tx, id, ['processing'], {
        status: outcome,
        payoutItemId: item.itemId,
        payoutStatus: status,
        failureReason: reason,
        updatedAt: now,
      });
      if (!row) return undefined;
      if (REFUNDED_BY_PAYOUT.has(outcome)) {
        // The same reference as a rejection: a request can be given back to the wallet only once.
        await applyLedgerChange(tx, {
          userId: row.userId,
          asset: 'wallet',
          delta: row.amountPence,
          reason: `withdrawal ${outcome}`,
          reference: `withdrawal:${row.id}:refund`,
        });
      }
      await walletNotices.withdrawalSettled(tx, row, outcome === 'paid' ? 'paid' : 'failed', reason);
      deps.log.info({ withdrawalId: id, status: outcome }, 'payout settled');
      return row;
    });
  }

  /**
   * A rejected request's amount back in the wallet, in the rejection's transaction, and the player told. The
   * ledger's reference is the one every give-back of a request uses, so it is given back at most once.
   */
  async function giveBackRejected(
    tx: Tx,
    row: WithdrawalRow,
    adminId: number,
    reason: string,
    note: string | undefined,
  ): Promise<void> {
    await applyLedgerChange(tx, {
      userId: row.userId,
      asset: 'wallet',
      delta: row.amountPence,
      reason,
      reference: `withdrawal:${row.id}:refund`,
      createdBy: adminId,
      note,
    });
    await walletNotices.withdrawalSettled(tx, row, 'rejected', note ?? null);
  }

  const service = {
    /** Asks the provider where this processing payout stands and applies it; answers the row if it moved. */
    async followPayout(id: number): Promise<WithdrawalRow | undefined> {
      const row = await findWithdrawal(db, id);
      if (!row || row.status !== 'processing' || !row.payoutBatchId) return undefined;
      const items = row.payoutItemId
        ? [await provider.getPayoutItem(row.payoutItemId)]
        : await provider.getPayoutBatchItems(row.payoutBatchId);
      const item = items[0];
      if (!item) return undefined;
      return applyPayoutItem(id, item);
    },

    /** A payout item webhook: the item is read back from the provider, never trusted from the event. */
    async followPayoutItem(itemId: string, batchIdHint: string | null) {
      const item = await provider.getPayoutItem(itemId);
      if (!item) return 'unknown' as const;
      const row = await findWithdrawalByBatch(db, item.batchId || batchIdHint || '');
      if (!row) return 'unknown' as const;
      const moved = await applyPayoutItem(row.id, item);
      return moved && moved.status !== 'processing' ? ('settled' as const) : ('unchanged' as const);
    },

    claimProcessing(input: { graceMs: number; recheckMs: number; limit: number }) {
      const now = clock.now();
      return db.transaction((tx) =>
        claimProcessingWithdrawals(tx, {
          before: new Date(now.getTime() - input.graceMs),
          checkedBefore: new Date(now.getTime() - input.recheckMs),
          now,
          limit: input.limit,
        }),
      );
    },

    async updatePaypalEmail(
      userId: number,
      paypalEmail: string,
      factor: StepUpFactor = {},
    ): Promise<UserRow> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const user = await findUserById(tx, userId);
        if (!user) throw notFound('The user');
        // Before the step-up, which would use the code up (decision 0054).
        requireVerifiedEmail(user);
        await requireStepUp(tx, userId, factor, now);
        const row = await setPaypalEmail(tx, userId, paypalEmail.trim(), now);
        if (!row) throw notFound('The user');
        return row;
      });
    },

    /** Debits the whole amount now; the fee is taken from it, so PayPal receives the net amount. */
    async requestWithdrawal(
      userId: number,
      amountPounds: number,
      factor: StepUpFactor = {},
    ): Promise<WithdrawalRow> {
      const now = clock.now();
      const amountPence = amountPounds * 100;
      return db.transaction(async (tx) => {
        const user = await findUserById(tx, userId);
        if (!user) throw notFound('The user');
        // Before the step-up, which would use the code up (decision 0054).
        requireVerifiedEmail(user);
        // Then age and country (decision 0055), also before the step-up.
        await refuseUnlessOfAgeAndAllowed(tx, userId, 'withdrawal', now);
        await requireStepUp(tx, userId, factor, now);
        if (!user.paypalEmail) throw invalid('PAYPAL_EMAIL_MISSING', WALLET_MESSAGES.paypalEmailMissing);
        if (await hasOpenShortfall(tx, userId))
          throw invalid('SHORTFALL_OPEN', WALLET_MESSAGES.shortfallBlocksWithdrawal);
        const feePence = withdrawalFeePence(amountPence, isVip(user, now));
        if (amountPence <= feePence) throw invalid('AMOUNT_NOT_ABOVE_FEE', WALLET_MESSAGES.amountNotAboveFee);
        // The identity check (decision 0056): the request that brings the total to the threshold waits, as does
        // every later one. Counted under the user row's lock, so two requests at once cannot both slip under it.
        const counted = await lockAndCountWithdrawals(tx, userId);
        const held = counted + amountPence >= deps.identityCheck.thresholdPence;
        const row = await insertWithdrawal(tx, {
          ...(held ? { status: 'review' as const, reviewReason: heldReason(deps.identityCheck) } : {}),
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
        await walletNotices.withdrawalRequested(tx, row);
        if (held) await walletNotices.withdrawalHeld(tx, row);
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
        const existing = await findWithdrawal(db, id);
        if (!existing) throw notFound('The withdrawal');
        if (existing.userId === adminId)
          throw new AppError('forbidden', 'CANNOT_PAY_OWN', WITHDRAWAL_ADMIN_MESSAGES.cannotPayOwn);
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
          // Sent, not yet paid: paid (or failed...) follows PayPal's item status (webhook, sweep, below).
          const paid = await finishWithdrawal(tx, id, ['processing'], {
            status: 'processing',
            payoutBatchId: payout.batchId || null,
            payoutStatus: payout.status,
            updatedAt: clock.now(),
          });
          await walletNotices.withdrawalProcessing(tx, claimed);
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
        const settled = await service.followPayout(id).catch((error: unknown) => {
          deps.log.warn({ err: error, withdrawalId: id }, 'payout status not read; the sweep will');
          return undefined;
        });
        return { row: settled ?? row ?? claimed, message: WITHDRAWAL_ADMIN_MESSAGES.paid };
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

    /** A held request passes the identity check: it is pending again and follows the usual payout path. */
    async approveIdentityCheck(adminId: number, id: number, note: string): Promise<WithdrawalRow> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const row = await decideReview(tx, { id, adminId, note, now, decision: 'approved' });
        if (!row) throw await reviewRefusal(tx, id, adminId);
        await recordAdminAction(tx, {
          adminId,
          action: 'withdrawal.identity_approve',
          targetType: 'withdrawal',
          targetId: id,
          before: { status: 'review' },
          after: toWithdrawalDto(row),
          note,
        });
        await walletNotices.withdrawalApproved(tx, row);
        return row;
      });
    },

    /**
     * A held request fails the identity check: rejected with the note as its reason, and the amount back in the
     * wallet in the same transaction; the conditional update from review and the ledger's unique reference (the
     * one every refund of a request uses) make a repeated refusal give nothing back twice.
     */
    async refuseIdentityCheck(adminId: number, id: number, note: string): Promise<WithdrawalRow> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const row = await decideReview(tx, { id, adminId, note, now, decision: 'refused' });
        if (!row) throw await reviewRefusal(tx, id, adminId);
        await recordAdminAction(tx, {
          adminId,
          action: 'withdrawal.identity_refuse',
          targetType: 'withdrawal',
          targetId: id,
          before: { status: 'review' },
          after: toWithdrawalDto(row),
          note,
        });
        await giveBackRejected(tx, row, adminId, 'withdrawal refused at the identity check', note);
        return row;
      });
    },

    /** A player's identity check for the console: what counts, the threshold, and the reviews so far. */
    async identityCheckOf(userId: number) {
      if (!(await findUserById(db, userId))) throw notFound('The player');
      const check = await identityCheckOf(db, userId);
      return { ...check, thresholdPence: deps.identityCheck.thresholdPence, config: deps.identityCheck };
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
        await giveBackRejected(tx, row, adminId, 'withdrawal rejected', note);
        return row;
      });
    },
  };
  return service;
}

/** Why a review could not be decided: unknown request, the admin's own, or not (or no longer) waiting. */
async function reviewRefusal(tx: Tx, id: number, adminId: number): Promise<AppError> {
  const existing = await findWithdrawal(tx, id);
  if (!existing) return notFound('The withdrawal');
  if (existing.userId === adminId && existing.status === 'review')
    return new AppError('forbidden', 'CANNOT_REVIEW_OWN', WITHDRAWAL_ADMIN_MESSAGES.cannotReviewOwn);
  return new AppError('conflict', 'NOT_WAITING_FOR_REVIEW', IDENTITY_CHECK_MESSAGES.notWaiting);
}

export type WalletService = ReturnType<typeof createWalletService>;
