import { afterAll, beforeEach } from 'vitest';
import { resetDatabase, resetLimiters } from './harness';

beforeEach(async () => {
  await resetDatabase();
  await resetLimiters();
});

afterAll(async () => {
  // With isolate: false the database outlives the file; only the limiters of this file are dropped.
  await resetLimiters();
});
