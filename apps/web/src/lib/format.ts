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
