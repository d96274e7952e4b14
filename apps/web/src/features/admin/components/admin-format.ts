/** How the console words states and amounts: each label is a message key of its area (decision 0062). */
import type { AdminTournament } from '@arena/shared/admin-catalogue';
import type { PaymentOrderState, PurchaseKind } from '@arena/shared/payments';
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
  pending: { label: 'adminPeople.withdrawalStatus.pending', tone: 'info' },
  review: { label: 'adminPeople.withdrawalStatus.review', tone: 'warning' },
  processing: { label: 'adminPeople.withdrawalStatus.processing', tone: 'warning' },
  paid: { label: 'adminPeople.withdrawalStatus.paid', tone: 'success' },
  failed: { label: 'adminPeople.withdrawalStatus.failed', tone: 'danger' },
  returned: { label: 'adminPeople.withdrawalStatus.returned', tone: 'danger' },
  unclaimed: { label: 'adminPeople.withdrawalStatus.unclaimed', tone: 'danger' },
  rejected: { label: 'adminPeople.withdrawalStatus.rejected', tone: 'danger' },
};

/** A purchase's state (decision 0012); only completed and partly refunded purchases can be refunded. */
export const PAYMENT_STATE: Record<PaymentOrderState, { label: string; tone: BadgeTone }> = {
  created: { label: 'adminPeople.paymentState.created', tone: 'neutral' },
  approved: { label: 'adminPeople.paymentState.approved', tone: 'info' },
  capture_pending: { label: 'adminPeople.paymentState.capturePending', tone: 'warning' },
  completed: { label: 'adminPeople.paymentState.completed', tone: 'success' },
  declined: { label: 'adminPeople.paymentState.declined', tone: 'danger' },
  refunded: { label: 'adminPeople.paymentState.refunded', tone: 'neutral' },
  partially_refunded: { label: 'adminPeople.paymentState.partiallyRefunded', tone: 'warning' },
  reversed: { label: 'adminPeople.paymentState.reversed', tone: 'danger' },
};

export const REFUNDABLE_PAYMENT_STATES: readonly PaymentOrderState[] = ['completed', 'partially_refunded'];

export const PURCHASE_KIND: Record<PurchaseKind, string> = {
  credits: 'adminPeople.purchaseKind.credits',
  subscription: 'adminPeople.purchaseKind.subscription',
  tokens: 'adminPeople.purchaseKind.tokens',
};
