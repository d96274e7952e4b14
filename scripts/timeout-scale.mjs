// One factor for every test timeout (vitest, Playwright, polls inside tests), so a slow or busy machine
// waits longer instead of failing. Tests never assert on timing; a timeout is only a ceiling.
import os from 'node:os';

/**
 * TEST_TIMEOUT_SCALE when set; otherwise 2 (3 under CI), multiplied by how overloaded the machine is at
 * start (1-minute load per core, rounded up), capped at 8. `ownLoad` is the load the run is about to add
 * itself (`npm test` runs vitest and the browser tests side by side), which the load average cannot show yet.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {number} [ownLoad]
 * @returns {number}
 */
export function timeoutScale(env = process.env, ownLoad = 0) {
  const explicit = Number(env.TEST_TIMEOUT_SCALE);
  if (Number.isFinite(explicit) && explicit > 0) return explicit;
  const loadPerCore = (os.loadavg()[0] + ownLoad) / os.availableParallelism();
  return Math.min(8, (env.CI ? 3 : 2) * Math.max(1, Math.ceil(loadPerCore)));
}

/**
 * Fixes the factor for this run and its child processes (test workers, servers), so all agree on it.
 * @param {number} [ownLoad]
 * @returns {number}
 */
export function pinTimeoutScale(ownLoad = 0) {
  const scale = timeoutScale(process.env, ownLoad);
  process.env.TEST_TIMEOUT_SCALE = String(scale);
  return scale;
}
