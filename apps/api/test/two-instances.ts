/**
 * Two app instances on one database and one test clock the test moves by hand: what a sweep that must act once
 * across instances (match deadlines, veto timeouts) is tested with. Call at a test file's top level; the hooks
 * start both before the file's tests, reset the clock to now before each (sessions are made on the real clock),
 * and close both after.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestApp } from './harness';

export function twoInstancesOnATestClock() {
  const clock = { at: Date.now(), now: () => new Date(clock.at) };
  const instances = {} as { t: TestApp; other: TestApp };
  beforeAll(async () => {
    instances.t = await createTestApp({ deps: { clock } });
    instances.other = await createTestApp({ deps: { clock } });
  });
  beforeEach(() => {
    clock.at = Date.now();
  });
  afterAll(async () => {
    await instances.other?.close();
    await instances.t?.close();
  });
  return { clock, instances };
}
