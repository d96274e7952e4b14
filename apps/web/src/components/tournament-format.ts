/**
 * How tournament facts read everywhere (spec 000 section 9): NvN, credits, prizes in GBP; in the shown language
 * (decision 0062), English as the spec writes it ('5 Credits', '£100', 'N/A', 'Upcoming').
 */
import { useMemo } from 'react';
import type { Tournament } from '@arena/shared/catalogue';
import { FORMAT_LOCALES, type FormatLanguage } from '@arena/shared/time-format';
import { useT } from '../lib/i18n/i18n-provider';
import { shownLanguage } from '../lib/i18n/shown-language';

type T = (id: string, values?: Record<string, string | number>) => string;

export function teamSizeLabel(teamSize: number): string {
  return `${teamSize}v${teamSize}`;
}

const prizeFormatters = new Map<string, Intl.NumberFormat>();

/** £ and the amount in the shown language's number style ('£100', '100 £'), or null when there is no prize. */
function prizeAmount(amount: number | null | undefined): string | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount) || amount <= 0) return null;
  const locale = FORMAT_LOCALES[shownLanguage() as FormatLanguage] ?? FORMAT_LOCALES.en;
  let formatter = prizeFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'GBP',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    prizeFormatters.set(locale, formatter);
  }
  return formatter.format(amount);
}

const STATE_KEYS: Record<Tournament['tournament_state'], string> = {
  pending: 'common.state.pending',
  underway: 'common.state.underway',
  completed: 'common.state.completed',
  cancelled: 'common.state.cancelled',
};

export interface TournamentFormat {
  /** '5 Credits'. */
  credits: (credits: number) => string;
  /** What entering costs: credits, and in a VIP tournament one VIP token from each roster player. */
  entry: (tournament: Pick<Tournament, 'entry_fee' | 'tournament_category'>) => string;
  /** £ and the amount, or N/A when there is no prize. */
  prize: (amount: number | null | undefined) => string;
  /** Upcoming, Live, Ended, Cancelled. */
  state: (state: Tournament['tournament_state']) => string;
}

/** The facts' words in the language `t` speaks (the global `common` area's). */
export function tournamentFormat(t: T): TournamentFormat {
  const credits = (n: number) => t('common.fact.credits', { count: n });
  return {
    credits,
    entry: (tournament) => {
      if (tournament.tournament_category !== 'vip') return credits(tournament.entry_fee);
      const token = t('common.fact.vipToken');
      return tournament.entry_fee > 0 ? `${credits(tournament.entry_fee)} + ${token}` : token;
    },
    prize: (amount) => prizeAmount(amount) ?? t('common.na'),
    state: (state) => t(STATE_KEYS[state]),
  };
}

/** The tournament facts' words in the page's language. */
export function useTournamentFormat(): TournamentFormat {
  const { t } = useT();
  return useMemo(() => tournamentFormat(t), [t]);
}
