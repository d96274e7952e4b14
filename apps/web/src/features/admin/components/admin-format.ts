/** How the console words states and amounts. */
import type { AdminTournament } from '@arena/shared/admin-catalogue';
import type { WithdrawalStatus } from '@arena/shared/wallet';
import type { BadgeTone } from './status-badge';

export const TOURNAMENT_STATE: Record<
  AdminTournament['tournament_state'],
  { label: string; tone: BadgeTone }
> = {
  pending: { label: 'Pending', tone: 'info' },
  underway: { label: 'Underway', tone: 'warning' },
  completed: { label: 'Completed', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

export const WITHDRAWAL_STATUS: Record<WithdrawalStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'info' },
  processing: { label: 'Processing', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  returned: { label: 'Returned', tone: 'danger' },
  unclaimed: { label: 'Unclaimed', tone: 'danger' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

const whole = new Intl.NumberFormat('en-GB');

export function formatCount(value: number): string {
  return whole.format(value);
}
