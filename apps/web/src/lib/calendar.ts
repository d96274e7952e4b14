/**
 * A tournament as an iCalendar file (RFC 5545) for 'Add to calendar': one VEVENT, times in UTC so every
 * calendar shows them in its owner's zone, lines ending CRLF, TEXT values escaped, lines folded at 75 octets.
 */

export interface CalendarEvent {
  /** Globally unique and stable, so importing the file twice updates one event instead of adding two. */
  uid: string;
  start: string | Date;
  /** Left out when it is not after the start (the event then ends when it starts, RFC 5545 3.6.1). */
  end: string | Date | null;
  summary: string;
  description: string;
  url: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
}

/** 20261128T180000Z */
export function icsUtc(value: string | Date): string {
  return new Date(value)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 3.3.11: backslash, semicolon and comma escaped; line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * RFC 5545 3.1: a line longer than 75 octets continues on the next line after CRLF and one space. Octets,
 * not characters, and never inside a multi-byte character.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; each continuation line 74 after its leading space.
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Arena//Tournaments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    ...(event.end && new Date(event.end) > new Date(event.start) ? [`DTEND:${icsUtc(event.end)}`] : []),
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    // A URI value, not TEXT: commas and semicolons in it stay as they are.
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** A safe file name for the download: 'spring-cup-2026.ics'. */
export function calendarFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'tournament'}.ics`;
}
