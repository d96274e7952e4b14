/**
 * One table says what each event type is (decision 0037): every type a module's notices raise has its row in
 * `EVENTS`, and every row is raised by some notice. A new notice whose type has no row (a category, whether it
 * is e-mailed, posted to Discord, carried by the public stream) fails here, not in a reader's bell.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DISCORD_EVENT_TYPES,
  EMAIL_EVENT_TYPES,
  EVENTS,
  EVENT_CATEGORIES,
  EVENT_TYPES,
  NOTIFICATION_CATEGORIES,
  publicTopicsOf,
} from '@arena/shared/notifications';

const modules = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every `<module>/*.notices.ts`: the only files that raise events (the ESLint rule keeps it so). */
const noticeFiles = readdirSync(modules, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) =>
    readdirSync(path.join(modules, dir.name))
      .filter((name) => name.endsWith('.notices.ts'))
      .map((name) => path.join(modules, dir.name, name)),
  );
const sources = noticeFiles.map((file) => readFileSync(file, 'utf8')).join('\n');

/**
 * Event types spelled out in the notices, e.g. `type: 'match.ready'` or `accepted ? 'team.a' : 'team.b'`: any
 * quoted `word.word` (a new type with a new prefix is found too).
 */
const raised = new Set([...sources.matchAll(/'([a-z]+\.[a-z_]+)'/g)].map((match) => match[1]!));
/** Types made from a prefix, e.g. `withdrawal.${outcome}`. */
const raisedPrefixes = new Set([...sources.matchAll(/`([a-z]+)\.\$\{/g)].map((match) => match[1]!));

describe('the EVENTS table', () => {
  it('finds the notices files of the modules', () => {
    expect(noticeFiles.map((file) => path.basename(file)).sort()).toEqual(
      expect.arrayContaining([
        'brackets.notices.ts',
        'enrolment.notices.ts',
        'lifecycle.notices.ts',
        'match-room.notices.ts',
        'pages.notices.ts',
        'payments.notices.ts',
        'teams.notices.ts',
        'wallet.notices.ts',
      ]),
    );
    expect(raised.size).toBeGreaterThan(30);
  });

  it('has a row for every event type a notice raises', () => {
    const missing = [...raised].filter((type) => !(type in EVENTS));
    expect(missing, 'event types raised by a notice without their row in EVENTS').toEqual([]);
    for (const prefix of raisedPrefixes)
      expect(EVENT_TYPES.some((type) => type.startsWith(`${prefix}.`))).toBe(true);
  });

  it('raises every type it has a row for', () => {
    const unraised = EVENT_TYPES.filter(
      (type) => !raised.has(type) && !raisedPrefixes.has(type.split('.')[0]!),
    );
    expect(unraised, 'rows of EVENTS no notice raises').toEqual([]);
  });

  it('gives every row a category, and derives the other lists from the rows', () => {
    for (const type of EVENT_TYPES) {
      expect(NOTIFICATION_CATEGORIES).toContain(EVENTS[type].category);
      expect(EVENT_CATEGORIES[type]).toBe(EVENTS[type].category);
    }
    expect([...EMAIL_EVENT_TYPES].every((type) => type in EVENTS)).toBe(true);
    expect([...DISCORD_EVENT_TYPES].every((type) => type in EVENTS)).toBe(true);
    expect(EMAIL_EVENT_TYPES.has('match.ready')).toBe(true);
    expect(DISCORD_EVENT_TYPES.has('tournament.started')).toBe(true);
    expect(publicTopicsOf('team.join_requested')).toEqual([]);
    expect(publicTopicsOf('match.confirmed')).toEqual(['bracket', 'results']);
  });
});
