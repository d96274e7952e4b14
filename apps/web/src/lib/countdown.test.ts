import { afterEach, describe, expect, it } from 'vitest';
import { timeLeft } from './countdown';
import { setShownLanguage } from './i18n/shown-language';

const now = Date.parse('2026-11-24T10:00:00Z');
const at = (ms: number) => new Date(now + ms).toISOString();
const MINUTE = 60_000;

describe('countdown text', () => {
  it('names the two largest units, in whole minutes', () => {
    expect(timeLeft(at(2 * 1440 * MINUTE + 4 * 60 * MINUTE + 59 * MINUTE), now)).toBe('2 days 4 hours');
    expect(timeLeft(at(1440 * MINUTE + 30 * MINUTE), now)).toBe('1 day');
    expect(timeLeft(at(3 * 60 * MINUTE + 5 * MINUTE + 30_000), now)).toBe('3 hours 5 minutes');
    expect(timeLeft(at(60 * MINUTE), now)).toBe('1 hour');
    expect(timeLeft(at(MINUTE), now)).toBe('1 minute');
    expect(timeLeft(at(12 * MINUTE + 59_000), now)).toBe('12 minutes');
    expect(timeLeft(at(59_000), now)).toBe('less than a minute');
  });

  it('answers null once the time has come', () => {
    expect(timeLeft(at(0), now)).toBeNull();
    expect(timeLeft(at(-MINUTE), now)).toBeNull();
    expect(timeLeft('garbage', now)).toBeNull();
  });
});

describe('countdowns in the language shown (decision 0062)', () => {
  afterEach(() => setShownLanguage('en'));

  it('names the units in the page’s language', () => {
    const start = Date.parse('2026-11-28T12:00:00Z');
    setShownLanguage('de');
    expect(timeLeft('2026-12-02T14:00:00Z', start)).toBe('4 Tage 2 Stunden');
    setShownLanguage('pl');
    expect(timeLeft('2026-11-28T12:05:00Z', start)).toBe('5 minut');
    expect(timeLeft('2026-11-28T12:00:30Z', start)).toBe('mniej niż minutę');
    setShownLanguage('en');
    expect(timeLeft('2026-12-02T14:00:00Z', start)).toBe('4 days 2 hours');
  });
});
