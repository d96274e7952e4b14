/**
 * Display formats of the spec, in the viewer's time zone: dates DD-MM-YYYY, times HH:mm, money in GBP. In
 * another interface language the same values follow that language's own style through Intl (decision 0062,
 * "Formats"): '28.11.2026 19:00', '1.234,50 £'.
 */
import dayjs from 'dayjs';
import {
  fillTimes,
  formatLocalIn,
  formatPoundsIn,
  formatZonedDateTime as formatZoned,
} from '@arena/shared/time-format';
import { shownLanguage } from './i18n/shown-language';

export const DATE_TIME_FORMAT = 'DD-MM-YYYY HH:mm';
export const DATE_FORMAT = 'DD-MM-YYYY';
export const TIME_FORMAT = 'HH:mm';
/** The withdrawal history's 'Requested on' (spec 001 section 9). */
export const TIME_DATE_FORMAT = 'HH:mm DD-MM-YYYY';

function formatWith(
  value: string | Date | null | undefined,
  format: string,
  parts: 'date' | 'time' | 'dateTime' | 'timeDate',
): string {
  if (!value) return '-';
  const date = dayjs(value);
  if (!date.isValid()) return '-';
  const language = shownLanguage();
  if (language === 'en') return date.format(format);
  if (parts === 'timeDate')
    return `${formatLocalIn(date.toDate(), language, 'time')} ${formatLocalIn(date.toDate(), language, 'date')}`;
  return formatLocalIn(date.toDate(), language, parts);
}

export function formatDateTime(value: string | Date | null | undefined): string {
  return formatWith(value, DATE_TIME_FORMAT, 'dateTime');
}

export function formatDate(value: string | Date | null | undefined): string {
  return formatWith(value, DATE_FORMAT, 'date');
}

export function formatTime(value: string | Date | null | undefined): string {
  return formatWith(value, TIME_FORMAT, 'time');
}

export function formatTimeDate(value: string | Date | null | undefined): string {
  return formatWith(value, TIME_DATE_FORMAT, 'timeDate');
}

/**
 * The formatter is made on first use, not when the module loads: this module is in the app's first script, and
 * a currency formatter's first construction loads locale data (about 90 ms of a phone's main thread in
 * Lighthouse's profile), which most first pages never need (decision 0034).
 */
export function formatPounds(amount: number): string {
  return formatPoundsIn(amount, shownLanguage());
}

export type { ZonedDateTime } from '@arena/shared/time-format';

/** The browser's own zone (asked each time: a device that travels changes it). */
const browserTimeZone = (): string | undefined =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;

/** A time in the browser's zone (or `timeZone`), named: '28-11-2026 18:00 CET' (see the shared formatter). */
export function formatZonedDateTime(value: string | Date | null | undefined, timeZone?: string) {
  return formatZoned(value, timeZone ?? browserTimeZone(), shownLanguage());
}

/** A tournament time as plain text (for lists of facts): '28-11-2026 19:00 CET', or '-'. */
export function formatTournamentTime(value: string | Date | null | undefined): string {
  return formatZonedDateTime(value)?.text ?? '-';
}

/** A notification's text with its times (`{{key}}`) in the reader's own zone, named (decision 0032). */
export function withLocalTimes(text: string, times: Record<string, string> | undefined): string {
  return fillTimes(text, times, (iso) => formatZonedDateTime(iso)?.text ?? iso);
}
