import { afterEach, describe, expect, it } from 'vitest';
import { parseDateTimeInput, toDateTimeInput } from './date-time-input';
import { setShownLanguage } from './i18n/shown-language';

describe('date fields', () => {
  afterEach(() => setShownLanguage('en'));

  it('fill DD-MM-YYYY HH:mm in every language, which they read back as the same instant', () => {
    const when = new Date(2026, 11, 5, 18, 30);
    for (const language of ['en', 'de', 'fr', 'pl'] as const) {
      setShownLanguage(language);
      expect(toDateTimeInput(when), language).toBe('05-12-2026 18:30');
      expect(parseDateTimeInput(toDateTimeInput(when.toISOString()))?.getTime(), language).toBe(
        when.getTime(),
      );
    }
  });

  it('fill nothing for no or a broken instant', () => {
    expect(toDateTimeInput(null)).toBe('');
    expect(toDateTimeInput('not a date')).toBe('');
  });
});
