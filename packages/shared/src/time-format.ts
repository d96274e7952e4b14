/**
 * Times as players read them (decision 0032): the product's DD-MM-YYYY HH:mm in a named zone ('28-11-2026 18:00
 * CET'). The web app formats in the browser's zone; e-mails in the account's zone. One formatter for both.
 * No zod here: the web app's first script formats times, and zod is not part of it (the request's schemas are
 * in time-zone.ts).
 */

/** The zone an account without one of its own reads its e-mails in: the product's home (prices are in GBP). */
export const DEFAULT_TIME_ZONE = 'Europe/London';

const zonedFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The region each interface language formats in (decision 0062, "Formats"). English keeps the spec's own
 * DD-MM-YYYY HH:mm; the others follow their country's style through Intl ('28.11.2026, 19:00 MEZ').
 */
export const FORMAT_LOCALES = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
  pl: 'pl-PL',
} as const;

export type FormatLanguage = keyof typeof FORMAT_LOCALES;

function formatLocale(language: string | undefined): string {
  return FORMAT_LOCALES[(language ?? 'en') as FormatLanguage] ?? FORMAT_LOCALES.en;
}

function zonedFormatter(
  timeZone: string | undefined,
  timeZoneName: 'short' | 'long',
  locale = FORMAT_LOCALES.en as string,
): Intl.DateTimeFormat {
  const key = `${timeZone ?? ''}|${timeZoneName}|${locale}`;
  let formatter = zonedFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      ...(timeZone ? { timeZone } : {}),
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName,
    });
    zonedFormatters.set(key, formatter);
  }
  return formatter;
}

/** True for an IANA zone name this runtime knows ('Europe/Paris'). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export interface ZonedDateTime {
  /** The spec's DD-MM-YYYY HH:mm with the zone's short name: '28-11-2026 18:00 CET'. */
  text: string;
  /** The zone's full name for that date, e.g. 'Central European Standard Time'. */
  zone: string;
}

/**
 * A time in `timeZone` (the runtime's own zone when left out: the browser's), named, because the audience is
 * spread over the EU's three zones: the spec's format plus the zone ('GMT', 'BST', 'CET', 'CEST', 'EET').
 */
export function formatZonedDateTime(
  value: string | Date | null | undefined,
  timeZone?: string,
  language?: string,
): ZonedDateTime | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const locale = formatLocale(language);
  const zone = part(zonedFormatter(timeZone, 'long', locale).formatToParts(date), 'timeZoneName');
  if (locale !== FORMAT_LOCALES.en)
    return { text: zonedFormatter(timeZone, 'short', locale).format(date), zone };
  const parts = zonedFormatter(timeZone, 'short').formatToParts(date);
  const text = `${part(parts, 'day')}-${part(parts, 'month')}-${part(parts, 'year')} ${part(parts, 'hour')}:${part(parts, 'minute')} ${part(parts, 'timeZoneName')}`;
  return { text, zone };
}

const numberFormatters = new Map<string, Intl.NumberFormat>();

/**
 * Pounds in the reader's number style: '£1,234.50' in English, '1.234,50 £' in German, '1 234,50 £' in French.
 * Formatters are made on first use (the web app's first script must not pay for locale data it never shows).
 */
export function formatPoundsIn(amount: number, language?: string): string {
  const locale = formatLocale(language);
  let formatter = numberFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'GBP',
      currencyDisplay: 'narrowSymbol',
    });
    numberFormatters.set(locale, formatter);
  }
  return formatter.format(amount);
}

const plainFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date, a time or both in the runtime's zone in a language's own style ('28.11.2026', '28/11/2026'); English
 * callers keep the spec's DD-MM-YYYY through their own formatter, this serves the other languages.
 */
export function formatLocalIn(date: Date, language: string, parts: 'date' | 'time' | 'dateTime'): string {
  const locale = formatLocale(language);
  const key = `${locale}|${parts}`;
  let formatter = plainFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      ...(parts !== 'time' ? { day: '2-digit', month: '2-digit', year: 'numeric' } : {}),
      ...(parts !== 'date' ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    });
    plainFormatters.set(key, formatter);
  }
  return formatter.format(date);
}

/**
 * A notification's text with its times filled in: the text names each time as `{{key}}` and `times` holds
 * the instants (ISO), so each reader sees them in their own zone. An unknown key stays as written.
 */
export function fillTimes(
  text: string,
  times: Record<string, string> | undefined,
  format: (iso: string) => string,
): string {
  if (!times) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
    const iso = times[key];
    return iso === undefined ? whole : format(iso);
  });
}

export const TIME_ZONE_MESSAGES = {
  saved: 'Time zone saved',
  unknown: 'time_zone must be an IANA time zone name such as Europe/Paris',
} as const;
