/**
 * The only code that changes credits, tokens and wallet pence (docs/product.md, Payments and
 * refunds): a conditional update that can never take a balance below zero, and its ledger entry, inside the
 * caller's transaction.
 */
import { BALANCE_LIMITS, BALANCE_LIMIT_MESSAGES } from '@arena/shared/money';
import { WALLET_MESSAGES } from '@arena/shared/wallet';
import type { Tx } from '../../db/client';
import type { LedgerAsset } from '../../db/schema/ledger';
import { AppError } from '../../http/errors';
import { addToBalance, insertLedgerEntry } from './ledger.repository';

export interface LedgerChange {
  userId: number;
  asset: LedgerAsset;
  /** Non-zero whole number: credits, tokens, or pence. */
  delta: number;
  reason: string;
  /** Unique per change, e.g. `payment:PAYPAL-ORDER-ID`, `entry:12:fee`; a second use is refused. */
  reference: string;
  createdBy?: number;
  note?: string;
  /**
   * An increase someone chose (an admin's adjustment): refused with 400 when it would take the balance above
   * BALANCE_LIMITS. Left out for money Arena owes (prizes, refunds, purchases paid for), which is always
   * applied: the columns are 64-bit, so the limit is a sanity rule, not a storage one (decision 0030).
   */
  withinLimit?: boolean;
}

export const LEDGER_MESSAGES = {
  credits: 'You do not have enough credits.',
  tokens: 'You do not have enough VIP tokens.',
  wallet: WALLET_MESSAGES.amountAboveBalance,
  alreadyApplied: 'This change has already been recorded.',
} as const;

/** Applies one change in `tx`; throws (rolling the transaction back) when it would go negative or was applied. */
export async function applyLedgerChange(tx: Tx, change: LedgerChange): Promise<{ balanceAfter: number }> {
  if (!Number.isSafeInteger(change.delta) || change.delta === 0) {
    throw new Error(`ledger delta must be a non-zero whole number, got ${change.delta}`);
  }
  const limited = change.withinLimit === true && change.delta > 0;
  const limit = limited ? BALANCE_LIMITS[change.asset] : undefined;
  const balanceAfter = await addToBalance(tx, change.userId, change.asset, change.delta, limit);
  if (balanceAfter === undefined && limited)
    throw new AppError('invalid', 'BALANCE_LIMIT', BALANCE_LIMIT_MESSAGES[change.asset]);
  if (balanceAfter === undefined)
    throw new AppError('invalid', 'INSUFFICIENT_BALANCE', LEDGER_MESSAGES[change.asset]);
  const recorded = await insertLedgerEntry(tx, {
    userId: change.userId,
    asset: change.asset,
    delta: change.delta,
    balanceAfter,
    reason: change.reason,
    reference: change.reference,
    createdBy: change.createdBy ?? null,
    note: change.note ?? null,
  });
  if (!recorded) throw new AppError('conflict', 'ALREADY_APPLIED', LEDGER_MESSAGES.alreadyApplied);
  return { balanceAfter };
}
