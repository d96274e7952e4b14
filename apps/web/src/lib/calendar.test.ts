import { describe, expect, it } from 'vitest';
import { calendarFile, calendarFileName, escapeText, foldLine, icsUtc } from './calendar';

const event = {
  uid: 'tournament-42@arena.example',
  start: '2026-11-28T18:00:00.000Z',
  end: '2026-11-29T18:00:00.000Z',
  summary: 'Winter Cup; Finals, Day 1',
  description: 'Best of three.\nBring your own controller, please \\ thanks',
  url: 'https://arena.example/#/viewtournament?id=42',
  stamp: new Date('2026-11-24T09:30:15.123Z'),
};

/** Unfolds (RFC 5545 3.1) and splits into content lines. */
const unfold = (file: string) => file.replace(/\r\n /g, '').split('\r\n');

describe('the tournament calendar file', () => {
  it('is one VEVENT with UID, DTSTAMP, DTSTART and DTEND in UTC, SUMMARY, DESCRIPTION and URL, CRLF lines', () => {
    const file = calendarFile(event);
    expect(file.endsWith('\r\n')).toBe(true);
    // Every line break is CRLF: no bare LF or CR.
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(unfold(file)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Arena//Tournaments//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:tournament-42@arena.example',
      'DTSTAMP:20261124T093015Z',
      'DTSTART:20261128T180000Z',
      'DTEND:20261129T180000Z',
      'SUMMARY:Winter Cup\\; Finals\\, Day 1',
      'DESCRIPTION:Best of three.\\nBring your own controller\\, please \\\\ thanks',
      'URL:https://arena.example/#/viewtournament?id=42',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('leaves DTEND out when the end is not after the start', () => {
    const file = calendarFile({ ...event, end: event.start });
    expect(file).not.toContain('DTEND');
    expect(calendarFile({ ...event, end: null })).not.toContain('DTEND');
  });

  it('folds lines longer than 75 octets without splitting a multi-byte character', () => {
    const long = 'Ünïcödé tournament ★ '.repeat(12);
    const file = calendarFile({ ...event, description: long });
    for (const line of file.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    // Unfolding gives back the text exactly (no character was cut in two).
    expect(unfold(file)).toContain(`DESCRIPTION:${long}`);
    const folded = foldLine('x'.repeat(200));
    // 75 octets, then a space and 74, and so on: 75 + 74 + 51 = 200.
    expect(folded.split('\r\n').map((l) => l.length)).toEqual([75, 75, 52]);
  });

  it('escapes TEXT and writes UTC stamps', () => {
    expect(escapeText('a,b;c\\d\r\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(icsUtc(new Date('2026-03-29T01:00:00+01:00'))).toBe('20260329T000000Z');
  });

  it('names the download after the tournament', () => {
    expect(calendarFileName('Winter Cup: Finals 2026!')).toBe('winter-cup-finals-2026.ics');
    expect(calendarFileName('★★★')).toBe('tournament.ics');
  });
});
