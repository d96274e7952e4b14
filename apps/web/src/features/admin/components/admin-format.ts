/** How the console words states and amounts. */
import type { AdminTournament } from '@arena/shared/admin-catalogue';
import type { PaymentOrderState, PurchaseKind, Shortfall } from '@arena/shared/payments';
import type { WithdrawalStatus } from '@arena/shared/wallet';
import type { BadgeTone } from './status-badge';

export const TOURNAMENT_STATE: Record<
  AdminTournament['tournament_state'],
  { label: string; tone: BadgeTone }
> = {
  pending: { label: 'admin.state.pending', tone: 'info' },
  underway: { label: 'admin.state.underway', tone: 'warning' },
  completed: { label: 'admin.state.completed', tone: 'success' },
  cancelled: { label: 'admin.state.cancelled', tone: 'neutral' },
};

export const WITHDRAWAL_STATUS: Record<WithdrawalStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'info' },
  review: { label: 'Identity check', tone: 'warning' },
  processing: { label: 'Processing', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  returned: { label: 'Returned', tone: 'danger' },
  unclaimed: { label: 'Unclaimed', tone: 'danger' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

/** A purchase's state (decision 0012); only completed and partly refunded purchases can be refunded. */
export const PAYMENT_STATE: Record<PaymentOrderState, { label: string; tone: BadgeTone }> = {
  created: { label: 'Created', tone: 'neutral' },
  approved: { label: 'Approved, not captured', tone: 'info' },
  capture_pending: { label: 'Held by PayPal', tone: 'warning' },
  completed: { label: 'Completed', tone: 'success' },
  declined: { label: 'Declined', tone: 'danger' },
  refunded: { label: 'Refunded', tone: 'neutral' },
  partially_refunded: { label: 'Partly refunded', tone: 'warning' },
  reversed: { label: 'Reversed (chargeback)', tone: 'danger' },
};

export const REFUNDABLE_PAYMENT_STATES: readonly PaymentOrderState[] = ['completed', 'partially_refunded'];

export const PURCHASE_KIND: Record<PurchaseKind, string> = {
  credits: 'Credits',
  subscription: 'VIP subscription',
  tokens: 'VIP tokens',
};

const SHORTFALL_UNIT: Record<Shortfall['asset'], [string, string]> = {
  credits: ['credit', 'credits'],
  tokens: ['token', 'tokens'],
  vip_days: ['VIP day', 'VIP days'],
};

/** e.g. "12 credits", "1 VIP day". */
export function formatShortfall(shortfall: Pick<Shortfall, 'asset' | 'amount'>): string {
  const [one, many] = SHORTFALL_UNIT[shortfall.asset];
  return `${shortfall.amount} ${shortfall.amount === 1 ? one : many}`;
}

const whole = new Intl.NumberFormat('en-GB');

export function formatCount(value: number): string {
  return whole.format(value);
}
