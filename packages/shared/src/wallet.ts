/** The wallet: withdrawals to a linked PayPal e-mail (spec 001 panel 8, sections 5 and 9; decision 0008). */
import { z } from 'zod';
import { stepUpFields } from './two-factor';
import { EMAIL_MAX_LENGTH } from './constants';
import { EMAIL_PATTERN, INVALID_EMAIL, requiredString } from './validation';

/**
 * pending (asked), review (held for the identity check until an admin approves it: it becomes pending, or refuses
 * it: rejected; decision 0056), processing (payout sent to PayPal), paid (PayPal says the receiver got it), failed /
 * returned / unclaimed (the payout did not arrive: amount and fee are back in the wallet), rejected (an
 * admin refused it: amount back in the wallet). Decision 0012.
 */
export const withdrawalStatuses = [
  'pending',
  'review',
  'processing',
  'paid',
  'failed',
  'returned',
  'unclaimed',
  'rejected',
] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** Statuses whose amount went back to the wallet. */
export const REFUNDED_WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = [
  'failed',
  'returned',
  'unclaimed',
  'rejected',
];

/** What the player reads beside a status (the admin queue shows the same). */
export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  pending: 'Pending',
  review: 'Waiting for an identity check',
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed: the amount is back in your wallet',
  returned: 'Returned: the amount is back in your wallet',
  unclaimed: 'Unclaimed: the amount is back in your wallet',
  rejected: 'Rejected: the amount is back in your wallet',
};

export const WALLET_MESSAGES = {
  amountRequired: 'Amount is required',
  amountInteger: 'Please enter a valid integer.',
  amountMin: 'Amount must be at least 1',
  amountTooLarge: 'Amount cannot exceed £1,000,000',
  amountAboveBalance: 'The amount is more than your available balance.',
  amountNotAboveFee: 'The amount must be more than the withdrawal fee.',
  paypalEmailRequired: 'This Field is required',
  paypalEmailInvalid: INVALID_EMAIL,
  paypalEmailMissing: 'Please link your PayPal account before withdrawing.',
  paypalEmailUpdated: 'PayPal email updated successfully',
  withdrawalRequested: 'Your withdrawal request has been submitted',
  shortfallBlocksWithdrawal:
    'Withdrawals are paused on your account because a refunded purchase had already been spent. Please contact support.',
} as const;

/** Where a held request's identity check stands (decision 0056). */
export const identityCheckStates = ['waiting', 'approved', 'refused'] as const;
export type IdentityCheckState = (typeof identityCheckStates)[number];

export const IDENTITY_CHECK_MESSAGES = {
  /** The player's reason on a held request; the figures are the ones in force when it was held. */
  held: (thresholdEur: string, thresholdPounds: string) =>
    `Your withdrawals have reached ${thresholdEur} in total (${thresholdPounds}), so an admin checks your identity before this one is paid. The amount stays reserved; if the check refuses it, it goes back to your wallet.`,
  approved: 'The identity check is approved; the withdrawal is pending payout',
  refused: 'The identity check is refused and the amount returned to the wallet',
  notWaiting: 'This withdrawal is not waiting for an identity check.',
  noteRequired: 'A note is required',
  noteTooLong: 'The note cannot exceed 500 characters',
} as const;

/** Largest single request, in pounds: far above any prize, small enough to stay exact in pence. */
export const WITHDRAWAL_MAX_POUNDS = 1_000_000;

/** The amount as the API receives it: a JSON number of whole pounds (no strings, no fractions). */
export const withdrawalAmount = z
  .number({
    error: (i) =>
      i.input === undefined || i.input === null
        ? WALLET_MESSAGES.amountRequired
        : WALLET_MESSAGES.amountInteger,
  })
  .int({ error: WALLET_MESSAGES.amountInteger })
  .min(1, { error: WALLET_MESSAGES.amountMin })
  .max(WITHDRAWAL_MAX_POUNDS, { error: WALLET_MESSAGES.amountTooLarge });

/** With a second factor on the account: the app's code, a recovery code or a passkey (decisions 0049, 0057). */
export const withdrawalRequestBody = z.object({ amount: withdrawalAmount, ...stepUpFields });

/** The Withdraw form: text input, digits only, then the same rule as the API. */
export const withdrawalForm = z.object({
  amount: z
    .string()
    .trim()
    .min(1, { error: WALLET_MESSAGES.amountRequired })
    .regex(/^\d+$/, { error: WALLET_MESSAGES.amountInteger })
    .transform(Number)
    .pipe(withdrawalAmount),
});
export type WithdrawalFormInput = z.input<typeof withdrawalForm>;

export const paypalEmailBody = z.object({
  paypal_email: requiredString(WALLET_MESSAGES.paypalEmailRequired, 'PayPal email', [
    { test: (v) => v.length <= EMAIL_MAX_LENGTH, message: INVALID_EMAIL, last: true },
    { test: (v) => EMAIL_PATTERN.test(v.trim()), message: INVALID_EMAIL },
  ]),
  ...stepUpFields,
});
export type PaypalEmailInput = z.input<typeof paypalEmailBody>;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  /** Pounds requested (debited from the wallet). */
  amount: z.number(),
  fee: z.number(),
  /** What reaches PayPal: amount minus fee. */
  net_amount: z.number(),
  paypal_email: z.string(),
  status: z.enum(withdrawalStatuses),
  created_at: z.string(),
  /** Null while pending. */
  updated_at: z.string().nullable(),
  /**
   * Why PayPal did not deliver it (failed, returned, unclaimed), the admin's note (rejected), or why it waits for
   * the identity check (review); else null.
   */
  reason: z.string().nullable(),
  /** The identity check of a request held at the threshold (decision 0056); null when it was never held. */
  identity_check: z.enum(identityCheckStates).nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** The admin's queue adds who asked, and why the last payout attempt failed (null when none did). */
export const adminWithdrawalSchema = withdrawalSchema.extend({
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  last_error: z.string().nullable(),
  payout_batch_id: z.string().nullable(),
  /** The PayPal payout item: what the sandbox controls (succeed, fail, return, unclaimed) act on. */
  payout_item_id: z.string().nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

/** The admin's reason when rejecting a request (kept in the audit log and shown to support). */
export const rejectWithdrawalBody = z
  .object({ note: z.string().trim().max(500, { error: 'The note cannot exceed 500 characters' }).optional() })
  .nullish();

/** The admin's decision on a held request: a note is kept with it in the audit log (and shown to the player on a refusal). */
export const identityReviewBody = z.object({
  note: z
    .string({ error: IDENTITY_CHECK_MESSAGES.noteRequired })
    .trim()
    .min(1, { error: IDENTITY_CHECK_MESSAGES.noteRequired })
    .max(500, { error: IDENTITY_CHECK_MESSAGES.noteTooLong }),
});
export type IdentityReviewInput = z.input<typeof identityReviewBody>;

/** A player's identity check as the console's player page shows it (decision 0056). */
export const playerIdentityCheckSchema = z.object({
  /** below: the counted total is under the threshold; reached: every further request waits for a review. */
  status: z.enum(['below', 'reached']),
  /** Pounds counted: every request not given back to the wallet (waiting, pending, processing, paid). */
  counted: z.number(),
  /** The threshold in pounds at the configured rate, and the euro figure and rate it comes from. */
  threshold: z.number(),
  threshold_eur: z.number(),
  gbp_eur_rate: z.number(),
  waiting: z.number().int(),
  approved: z.number().int(),
  refused: z.number().int(),
  last_review: z
    .object({
      withdrawal_id: z.number().int(),
      decision: z.enum(['approved', 'refused']),
      note: z.string().nullable(),
      reviewed_at: z.string(),
      reviewed_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    })
    .nullable(),
});
export type PlayerIdentityCheck = z.infer<typeof playerIdentityCheckSchema>;

/**
 * The fee in pence (spec 001 section 9): £1 under £10; otherwise 1% + 30p for VIP members and 2% + 30p
 * for others, rounded to the nearest penny (half up).
 */
export function withdrawalFeePence(amountPence: number, isVip: boolean): number {
  if (amountPence < 1000) return 100;
  const percent = isVip ? 1 : 2;
  return Math.round((amountPence * percent) / 100) + 30;
}
