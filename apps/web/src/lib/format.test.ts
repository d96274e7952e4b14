import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatPounds,
  formatTime,
  formatTimeDate,
  formatZonedDateTime,
} from './format';
import { setShownLanguage } from './i18n/shown-language';

describe('tournament times with their zone', () => {
  it("shows the spec's DD-MM-YYYY HH:mm in the viewer's zone, with the zone's name", () => {
    const winter = '2026-11-28T18:00:00.000Z';
    expect(formatZonedDateTime(winter, 'Europe/London')).toEqual({
      text: '28-11-2026 18:00 GMT',
      zone: 'Greenwich Mean Time',
    });
    expect(formatZonedDateTime(winter, 'Europe/Paris')?.text).toBe('28-11-2026 19:00 CET');
    expect(formatZonedDateTime(winter, 'Europe/Helsinki')?.text).toBe('28-11-2026 20:00 EET');
    // Summer time is named too, and midnight is 00, not 24.
    expect(formatZonedDateTime('2026-07-01T22:30:00Z', 'Europe/Berlin')?.text).toBe('02-07-2026 00:30 CEST');
    expect(formatZonedDateTime('2026-07-01T22:30:00Z', 'Europe/London')?.text).toBe('01-07-2026 23:30 BST');
  });

  it('answers null for no or a broken time', () => {
    expect(formatZonedDateTime(null)).toBeNull();
    expect(formatZonedDateTime('not a date')).toBeNull();
  });
});

/** Intl separates with no-break spaces ('1 234,50 £'); the test reads them as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formats in the language shown (decision 0062)', () => {
  afterEach(() => setShownLanguage('en'));

  it('keeps the spec’s English formats, and follows each language’s own style otherwise', () => {
    const when = new Date(2026, 10, 28, 19, 5);
    expect(plain(formatDate(when))).toBe('28-11-2026');
    expect(plain(formatDateTime(when))).toBe('28-11-2026 19:05');
    expect(plain(formatTimeDate(when))).toBe('19:05 28-11-2026');
    expect(plain(formatPounds(1234.5))).toBe('£1,234.50');

    setShownLanguage('de');
    expect(plain(formatDate(when))).toBe('28.11.2026');
    expect(plain(formatDateTime(when))).toBe('28.11.2026, 19:05');
    expect(plain(formatTime(when))).toBe('19:05');
    expect(plain(formatTimeDate(when))).toBe('19:05 28.11.2026');
    expect(plain(formatPounds(1234.5))).toBe('1.234,50 £');
    expect(formatZonedDateTime('2026-11-28T18:00:00Z', 'Europe/Berlin')).toEqual({
      text: '28.11.2026, 19:00 MEZ',
      zone: 'Mitteleuropäische Normalzeit',
    });

    setShownLanguage('fr');
    expect(plain(formatDate(when))).toBe('28/11/2026');
    expect(plain(formatPounds(1234.5))).toBe('1 234,50 £');
    // Polish, Spanish and Italian group thousands only from five digits (their own rule, CLDR's).
    setShownLanguage('pl');
    expect(plain(formatDate(when))).toBe('28.11.2026');
    expect(plain(formatPounds(1234.5))).toBe('1234,50 £');
    expect(plain(formatPounds(12345.5))).toBe('12 345,50 £');
    setShownLanguage('es');
    expect(plain(formatPounds(12.5))).toBe('12,50 £');
    setShownLanguage('it');
    expect(plain(formatDate(when))).toBe('28/11/2026');
    expect(plain(formatPounds(12345.5))).toBe('12.345,50 £');
  });
});
