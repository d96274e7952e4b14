import { defineConfig } from 'vitest/config';

/** Tests that spawn processes of their own (slow): their own tier, after the in-process API tests. */
const processTier = ['src/production-image.test.ts'];

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
        },
      },
      {
        test: {
          name: 'api',
          // Runs after the others: it has its own worker count (one database per worker).
          sequence: { groupOrder: 2 },
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: processTier,
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          setupFiles: ['test/setup.ts'],
          // One migrated database per worker, kept across files and emptied between tests.
          pool: 'forks',
          isolate: false,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-process',
          // Tests that start server processes of their own need the cores: one file at a time, last.
          sequence: { groupOrder: 3 },
          root: 'apps/api',
          include: processTier,
          environment: 'node',
          pool: 'forks',
          maxWorkers: 1,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          sequence: { groupOrder: 1 },
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/setup.ts'],
        },
      },
    ],
  },
});
