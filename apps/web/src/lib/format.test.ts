import { describe, expect, it } from 'vitest';
import { formatZonedDateTime } from './format';

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
