/**
 * Dates typed into forms in the product's own format, DD-MM-YYYY HH:mm (24-hour) in the viewer's time zone,
 * rather than a datetime-local input whose format follows the browser's locale (decision 0033).
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DATE_TIME_FORMAT } from './format';

dayjs.extend(customParseFormat);

/** The message under a date field whose text does not read as DD-MM-YYYY HH:mm. */
export const DATE_TIME_INPUT_MESSAGE = `Enter the date as ${DATE_TIME_FORMAT}`;

/**
 * An instant as a date field shows it (DD-MM-YYYY HH:mm in the viewer's zone); blank when there is none. The typed
 * format is the same in every language (the field's hint says it), not the shown language's display format: a
 * German page filled '05.12.2026, 18:00', which the field then refused to read back on save.
 */
export function toDateTimeInput(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : '';
}

/**
 * Typed text as an instant, read strictly in the viewer's zone: two-digit day, month, hour and minute, a
 * four-digit year, a real calendar day (31-02 is refused) and a time the zone has (not one skipped by a
 * clock change). Surrounding spaces are ignored. Undefined when it does not read.
 */
export function parseDateTimeInput(text: string): Date | undefined {
  const date = dayjs(text.trim(), DATE_TIME_FORMAT, true);
  return date.isValid() ? date.toDate() : undefined;
}
