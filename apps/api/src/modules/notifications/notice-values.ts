/**
 * A notice's amounts and places in the reader's words (decision 0062, "Update (session 23, notices)"). The stored
 * English writes them as the code made them (`£1234.50`, `500 credits`, `Gold: VIP for 3 months`, `3rd`); a
 * catalogue template names the value, and only values of these names are read as amounts or places, so a team
 * called "3rd" or a reason saying "5 credits" stays as written.
 */
import type { LanguageCode } from '@arena/shared/language';
import { FORMAT_LOCALES, formatPoundsIn } from '@arena/shared/time-format';
import {
  NOTICE_ORDINALS,
  NOTICE_UNITS,
  NOTICE_VIP_PLAN,
  type NoticeUnit,
  type PluralForms,
} from '../../i18n/catalogue/notices';

type NoticeLanguage = Exclude<LanguageCode, 'en'>;

/** Placeholders holding an amount of money or of a unit (`{what}`: what a purchase bought). */
const AMOUNT_NAMES = new Set(['amount', 'net', 'what']);
/** Placeholders holding an English ordinal. */
const PLACE_NAMES = new Set(['place', 'groupPlace']);

/** `poundsText`'s `£1234.50` (and a grouped `£1,234.50`). */
const POUNDS = /^£(\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})$/;
/** `assetAmountText`'s and the purchases' `1 credit`, `500 credits`, `3 VIP tokens`, `2 VIP days`. */
const COUNTED = /^(\d+) (credits?|VIP tokens?|VIP days?)$/;
/** A VIP plan's description (subscriptions.service.ts): `Gold: VIP for 3 months`. */
const VIP_PLAN = /^(.+): VIP for (\d+) months?$/;
const ORDINAL = /^(\d+)(?:st|nd|rd|th)$/;

const UNIT_OF: Record<string, NoticeUnit> = {
  credit: 'credits',
  credits: 'credits',
  'VIP token': 'tokens',
  'VIP tokens': 'tokens',
  'VIP day': 'vip_days',
  'VIP days': 'vip_days',
};

const numbers = new Map<string, Intl.NumberFormat>();
const cardinals = new Map<string, Intl.PluralRules>();
const ordinals = new Map<string, Intl.PluralRules>();

function cached<T>(cache: Map<string, T>, locale: string, make: () => T): T {
  let value = cache.get(locale);
  if (!value) {
    value = make();
    cache.set(locale, value);
  }
  return value;
}

const formOf = (forms: PluralForms, category: Intl.LDMLPluralRule) => forms[category] ?? forms.other;

/** `count` of `unit` in `language`: `1.000 Credits`, `2 kredyty`, `5 kredytów`. */
export function countedIn(language: NoticeLanguage, count: number, unit: NoticeUnit): string {
  const locale = FORMAT_LOCALES[language];
  const number = cached(numbers, locale, () => new Intl.NumberFormat(locale)).format(count);
  const category = cached(cardinals, locale, () => new Intl.PluralRules(locale)).select(count);
  return `${number} ${formOf(NOTICE_UNITS[unit][language], category)}`;
}

/** The place `n` as `language` writes it: `3.`, `1re`, `3.º`, `3°`. */
export function placeIn(language: NoticeLanguage, n: number): string {
  const locale = FORMAT_LOCALES[language];
  const category = cached(ordinals, locale, () => new Intl.PluralRules(locale, { type: 'ordinal' })).select(
    n,
  );
  return formOf(NOTICE_ORDINALS[language], category).replace('#', String(n));
}

function amountIn(language: NoticeLanguage, value: string): string | undefined {
  const pounds = POUNDS.exec(value);
  if (pounds) return formatPoundsIn(Number(`${pounds[1]!.replaceAll(',', '')}.${pounds[2]}`), language);
  const counted = COUNTED.exec(value);
  if (counted) return countedIn(language, Number(counted[1]), UNIT_OF[counted[2]!]!);
  const plan = VIP_PLAN.exec(value);
  if (plan)
    return NOTICE_VIP_PLAN[language]
      .replace('{plan}', () => plan[1]!)
      .replace('{months}', () => countedIn(language, Number(plan[2]), 'months'));
  return undefined;
}

/**
 * The value of placeholder `name` in `language`, or undefined when it is not an amount or a place (then the
 * catalogue's usual rule applies: an entry's translation, else the value as written).
 */
export function noticeValueIn(language: LanguageCode, name: string, value: string): string | undefined {
  if (language === 'en') return undefined;
  if (AMOUNT_NAMES.has(name)) return amountIn(language, value);
  if (PLACE_NAMES.has(name)) {
    const place = ORDINAL.exec(value);
    return place ? placeIn(language, Number(place[1])) : undefined;
  }
  return undefined;
}
