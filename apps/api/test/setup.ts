import { afterAll, afterEach, beforeEach } from 'vitest';
import { resetDatabase, resetLimiters } from './harness';

beforeEach(async () => {
  await resetDatabase();
  await resetLimiters();
});

afterAll(async () => {
  // With isolate: false the database outlives the file; only the limiters of this file are dropped.
  await resetLimiters();
});

/**
 * pg deprecates queueing a query on a client still running another, e.g. a Promise.all inside a transaction,
 * and warns (once per process, from the third query at once): the queries of one transaction go one after the
 * other. The test that causes the warning fails.
 */
const OVERLAP_WARNING = 'already executing a query';
const overlapGuard = globalThis as { arenaOverlaps?: string[] };
if (!overlapGuard.arenaOverlaps) {
  const seen: string[] = [];
  overlapGuard.arenaOverlaps = seen;
  process.on('warning', (warning) => {
    if (warning.message.includes(OVERLAP_WARNING)) seen.push(warning.stack ?? warning.message);
  });
}

afterEach(async () => {
  // The warning is emitted on the next tick of the query that caused it.
  await new Promise((resolve) => setImmediate(resolve));
  const overlaps = overlapGuard.arenaOverlaps!.splice(0);
  if (overlaps.length > 0)
    throw new Error(`concurrent queries on one database client:\n${overlaps.join('\n')}`);
});
