/** How tournament facts read everywhere (spec 000 section 9): NvN, credits, prizes in GBP. */
import type { Tournament } from '@arena/shared/catalogue';

export function teamSizeLabel(teamSize: number): string {
  return `${teamSize}v${teamSize}`;
}

export function creditsLabel(credits: number): string {
  return `${credits} Credits`;
}

/** What entering costs: credits, and in a VIP tournament one VIP token from each roster player. */
export function entryLabel(tournament: Pick<Tournament, 'entry_fee' | 'tournament_category'>): string {
  if (tournament.tournament_category !== 'vip') return creditsLabel(tournament.entry_fee);
  const token = '1 VIP token per player';
  return tournament.entry_fee > 0 ? `${creditsLabel(tournament.entry_fee)} + ${token}` : token;
}

const prize = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** £ and the amount, or N/A when there is no prize. */
export function formatPrize(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount) || amount <= 0) return 'N/A';
  return prize.format(amount);
}

export const TOURNAMENT_STATE_LABEL: Record<Tournament['tournament_state'], string> = {
  pending: 'Upcoming',
  underway: 'Live',
  completed: 'Ended',
  cancelled: 'Cancelled',
};
