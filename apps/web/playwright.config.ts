/** Browser tests: Debian's Chromium against the API, which serves the built web app (scripts/e2e.mjs builds it). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT moves the browser-test server off 4310 when something else is using it.
const PORT = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${PORT}`;

// One fresh data folder per run; workers inherit it through the environment instead of making their own.
process.env.ARENA_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'arena-e2e-'));

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results/web-e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]]
    : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
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
  webServer: {
    command: 'npx tsx ../api/src/server.ts',
    cwd: import.meta.dirname,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      // Invite links must point at the address the browser uses, or its saved data is another site's.
      PUBLIC_URL: baseURL,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.ARENA_E2E_DATA_DIR,
      // Demo content: the catalogue, and DemoPlayer's teams (locked by their pending tournaments).
      SEED_DEMO: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every spec logs in from 127.0.0.1; the limits themselves are covered by the API tests.
      RATE_LIMIT_SCALE: '50',
      ADMIN_EMAIL: 'admin@arena.test',
      ADMIN_PASSWORD: 'Admin!2345',
    },
  },
});
