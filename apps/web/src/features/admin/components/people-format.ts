/** How the console's players and money screens word numbers and shortfalls in the shown language. */
import { FORMAT_LOCALES, type FormatLanguage } from '@arena/shared/time-format';
import type { Shortfall } from '@arena/shared/payments';
import { shownLanguage } from '../../../lib/i18n/shown-language';

type T = (id: string, values?: Record<string, string | number>) => string;

/** A number in the shown language's style ('2,000', '2.000'). */
export function formatNumber(value: number): string {
  const locale = FORMAT_LOCALES[shownLanguage() as FormatLanguage] ?? FORMAT_LOCALES.en;
  return value.toLocaleString(locale, { maximumFractionDigits: 20 });
}

/** A shortfall's unit (its asset), with the language's plural forms. */
const SHORTFALL_KEY: Record<Shortfall['asset'], string> = {
  credits: 'adminPeople.shortfall.credits',
  tokens: 'adminPeople.shortfall.tokens',
  vip_days: 'adminPeople.shortfall.vipDays',
};

/** e.g. "12 credits", "1 VIP day". */
export function shortfallText(t: T, shortfall: Pick<Shortfall, 'asset' | 'amount'>): string {
  return t(SHORTFALL_KEY[shortfall.asset], { n: shortfall.amount });
}
