/** Display formats of the spec: dates DD-MM-YYYY HH:mm and money in GBP. */
import dayjs from 'dayjs';

export const DATE_TIME_FORMAT = 'DD-MM-YYYY HH:mm';
export const DATE_FORMAT = 'DD-MM-YYYY';

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '-';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : '-';
}

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '-';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : '-';
}

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

export function formatPounds(amount: number): string {
  return pounds.format(amount);
}
