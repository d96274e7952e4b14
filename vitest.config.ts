import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { pinTimeoutScale } from './scripts/timeout-scale.mjs';

// Every timeout below, and those inside tests (apps/api/test/timeouts.ts), grows with this factor.
const scale = pinTimeoutScale();

/** Tests that start server processes of their own: their own tier, run after the in-process API tests. */
const processTier = [
  'src/crash.test.ts',
  'src/scale-out.test.ts',
  'src/startup.test.ts',
  'src/http/secrets.test.ts',
  'src/production-image.test.ts',
];

/**
 * API tests that need no database (pure rules, the configuration, caches, the rate limiter, the bracket engine on
 * its in-memory storage): no database, no per-test reset. A file that also needs the app keeps its app tests in a
 * `*.test.ts` beside it (decision 0015, "Update (issue 25)").
 */
const apiUnit = ['src/**/*.unit.test.ts'];

const api = {
  root: 'apps/api',
  environment: 'node',
  globalSetup: ['test/global-setup.ts'],
  setupFiles: ['test/setup.ts'],
  // One migrated database per worker, kept across files and emptied between tests.
  pool: 'forks',
  isolate: false,
  testTimeout: 30_000 * scale,
  hookTimeout: 60_000 * scale,
} as const;

/**
 * Workers of the in-process projects that set none of their own: both cores. vitest's default in a run is one less
 * than the cores, a single worker on this 2-core machine, which left a core idle once `npm test`'s process tier
 * (beside this run, scripts/test.mjs) had finished, and ran the Swiss property test's two halves one after the other.
 * Projects of one group must agree on it (vitest refuses two worker counts in one group).
 */
const workers = Math.max(2, os.availableParallelism() - 1);

/** One runner for every unit and integration suite; Playwright runs the browser suite (scripts/e2e.mjs). */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          sequence: { groupOrder: 0 },
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
          maxWorkers: workers,
          testTimeout: 5_000 * scale,
          hookTimeout: 10_000 * scale,
        },
      },
      {
        test: {
          ...api,
          name: 'api',
          // Runs after the others: it has its own worker count (one database per worker).
          sequence: { groupOrder: 2 },
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...processTier, ...apiUnit],
          maxWorkers: 2,
        },
      },
      {
        test: {
          ...api,
          name: 'api-process',
          // Each test spawns servers that need the cores: one file at a time, after the in-process tier (`npm test`
          // runs it in a vitest run of its own beside the other projects instead: scripts/test.mjs).
          sequence: { groupOrder: 3 },
          include: processTier,
          // Their servers run the API bundle, as production does: built first when older than its sources.
          globalSetup: [...api.globalSetup, 'test/global-setup-bundle.ts'],
          maxWorkers: 1,
        },
      },
      {
        test: {
          name: 'api-unit',
          sequence: { groupOrder: 0 },
          root: 'apps/api',
          include: apiUnit,
          environment: 'node',
          maxWorkers: workers,
          testTimeout: 5_000 * scale,
          // Starting an embedded database in a hook took over 10 s on a loaded CI machine (its default ceiling).
          hookTimeout: 10_000 * scale,
        },
      },
      {
        test: {
          name: 'web',
          sequence: { groupOrder: 1 },
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'jsdom',
          maxWorkers: workers,
          // One jsdom and one module graph per worker, not per file: the files clean up after each test
          // (test/setup.ts), and setting up jsdom and importing the app again for every file was most of
          // the project's time (decision 0015, "The budget").
          isolate: false,
          setupFiles: ['test/setup.ts'],
          testTimeout: 10_000 * scale,
          hookTimeout: 10_000 * scale,
        },
      },
    ],
  },
});
