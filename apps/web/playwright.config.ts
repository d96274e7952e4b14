/**
 * Browser tests: Debian's Chromium against the API, which serves the built web app (scripts/e2e.mjs builds it).
 * Each worker starts its own server, database and data folder on a free port (e2e/fixtures.ts), so the
 * workers run side by side and so do two runs on one machine.
 */
import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { pinTimeoutScale } from '../../scripts/timeout-scale.mjs';

// Waits are conditions; this factor only raises their ceilings on a slow or busy machine.
const scale = pinTimeoutScale();

/** The smoke test of the demo content itself; every other spec makes its own data on an empty server. */
const demoSpecs = ['demo-seed.spec.ts'];

export default defineConfig<object, { seedDemo: boolean }>({
  testDir: './e2e',
  outputDir: '../../test-results/web-e2e',
  fullyParallel: false,
  // Each worker runs a browser and a server, and mostly waits on them: one more than the cores, three to four
  // (E2E_WORKERS overrides). On this 2-core machine three took npm test from 506 s to 460 s (docs/performance.md).
  workers: Number(process.env.E2E_WORKERS) || Math.max(3, Math.min(4, os.availableParallelism() + 1)),
  retries: 0,
  timeout: 60_000 * scale,
  expect: { timeout: 10_000 * scale },
  forbidOnly: Boolean(process.env.CI),
  // CI keeps only what it prints: no HTML report, and no trace, which records every test to keep a failure's
  // (a quarter of the browser tests' time on this machine). Locally a failed test keeps its trace.
  reporter: 'list',
  use: {
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000 * scale,
    navigationTimeout: 30_000 * scale,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'demo', testMatch: demoSpecs, use: { seedDemo: true } },
    { name: 'scenarios', testIgnore: demoSpecs, use: { seedDemo: false } },
  ],
});
