/** How the console's players, money and records screens word states and numbers in the shown language. */
import { FORMAT_LOCALES, type FormatLanguage } from '@arena/shared/time-format';
import type { PaymentOrderState, PurchaseKind, Shortfall } from '@arena/shared/payments';
import type { WithdrawalStatus } from '@arena/shared/wallet';
import { shownLanguage } from '../../../lib/i18n/shown-language';

type T = (id: string, values?: Record<string, string | number>) => string;

/** A number in the shown language's style ('2,000', '2.000'). */
export function formatNumber(value: number): string {
  const locale = FORMAT_LOCALES[shownLanguage() as FormatLanguage] ?? FORMAT_LOCALES.en;
  return value.toLocaleString(locale, { maximumFractionDigits: 20 });
}

/** Keys of the states and kinds the API sends as codes (the catalogue test wants each key written out). */
export const WITHDRAWAL_STATUS_KEY: Record<WithdrawalStatus, string> = {
  pending: 'adminPeople.withdrawalStatus.pending',
  review: 'adminPeople.withdrawalStatus.review',
  processing: 'adminPeople.withdrawalStatus.processing',
  paid: 'adminPeople.withdrawalStatus.paid',
  failed: 'adminPeople.withdrawalStatus.failed',
  returned: 'adminPeople.withdrawalStatus.returned',
  unclaimed: 'adminPeople.withdrawalStatus.unclaimed',
  rejected: 'adminPeople.withdrawalStatus.rejected',
};

export const PAYMENT_STATE_KEY: Record<PaymentOrderState, string> = {
  created: 'adminPeople.paymentState.created',
  approved: 'adminPeople.paymentState.approved',
  capture_pending: 'adminPeople.paymentState.capturePending',
  completed: 'adminPeople.paymentState.completed',
  declined: 'adminPeople.paymentState.declined',
  refunded: 'adminPeople.paymentState.refunded',
  partially_refunded: 'adminPeople.paymentState.partiallyRefunded',
  reversed: 'adminPeople.paymentState.reversed',
};

export const PURCHASE_KIND_KEY: Record<PurchaseKind, string> = {
  credits: 'adminPeople.purchaseKind.credits',
  subscription: 'adminPeople.purchaseKind.subscription',
  tokens: 'adminPeople.purchaseKind.tokens',
};

const SHORTFALL_KEY: Record<Shortfall['asset'], string> = {
  credits: 'adminPeople.shortfall.credits',
  tokens: 'adminPeople.shortfall.tokens',
  vip_days: 'adminPeople.shortfall.vipDays',
};

/** e.g. "12 credits", "1 VIP day". */
export function shortfallText(t: T, shortfall: Pick<Shortfall, 'asset' | 'amount'>): string {
  return t(SHORTFALL_KEY[shortfall.asset], { n: shortfall.amount });
}
