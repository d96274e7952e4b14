/** Display formats of the spec, in the viewer's time zone: dates DD-MM-YYYY, times HH:mm, money in GBP. */
import dayjs from 'dayjs';

export const DATE_TIME_FORMAT = 'DD-MM-YYYY HH:mm';
export const DATE_FORMAT = 'DD-MM-YYYY';
export const TIME_FORMAT = 'HH:mm';
/** The withdrawal history's 'Requested on' (spec 001 section 9). */
export const TIME_DATE_FORMAT = 'HH:mm DD-MM-YYYY';

function formatWith(value: string | Date | null | undefined, format: string): string {
  if (!value) return '-';
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : '-';
}

export function formatDateTime(value: string | Date | null | undefined): string {
  return formatWith(value, DATE_TIME_FORMAT);
}

export function formatDate(value: string | Date | null | undefined): string {
  return formatWith(value, DATE_FORMAT);
}

export function formatTime(value: string | Date | null | undefined): string {
  return formatWith(value, TIME_FORMAT);
}

export function formatTimeDate(value: string | Date | null | undefined): string {
  return formatWith(value, TIME_DATE_FORMAT);
}

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

export function formatPounds(amount: number): string {
  return pounds.format(amount);
}

const zonedFormatters = new Map<string, Intl.DateTimeFormat>();

function zonedFormatter(timeZone: string | undefined, timeZoneName: 'short' | 'long'): Intl.DateTimeFormat {
  const key = `${timeZone ?? ''}|${timeZoneName}`;
  let formatter = zonedFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
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

export interface ZonedDateTime {
  /** The spec's DD-MM-YYYY HH:mm with the zone's short name: '28-11-2026 18:00 CET'. */
  text: string;
  /** The zone's full name for that date, e.g. 'Central European Standard Time'. */
  zone: string;
}

/**
 * A tournament time in the viewer's own time zone (or `timeZone`), named, because the audience is spread
 * over the EU's three zones: the spec's format plus the zone ('GMT', 'BST', 'CET', 'CEST', 'EET' or 'GMT+9').
 * Every screen that shows a tournament time uses this one formatter.
 */
export function formatZonedDateTime(
  value: string | Date | null | undefined,
  timeZone?: string,
): ZonedDateTime | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const parts = zonedFormatter(timeZone, 'short').formatToParts(date);
  const zone = part(zonedFormatter(timeZone, 'long').formatToParts(date), 'timeZoneName');
  const text = `${part(parts, 'day')}-${part(parts, 'month')}-${part(parts, 'year')} ${part(parts, 'hour')}:${part(parts, 'minute')} ${part(parts, 'timeZoneName')}`;
  return { text, zone };
}

/** A tournament time as plain text (for lists of facts): '28-11-2026 19:00 CET', or '-'. */
export function formatTournamentTime(value: string | Date | null | undefined): string {
  return formatZonedDateTime(value)?.text ?? '-';
}
