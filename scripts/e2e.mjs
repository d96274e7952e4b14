// Browser tests: Playwright driving Debian's Chromium (its headless shell when installed: scripts/test-browser.mjs).
// Without Chromium they are skipped with one clear line, unless REQUIRE_BROWSER_TESTS=1 (CI), where a skip is a failure.
import { ensureProjectRuntime } from './runtime.mjs';
import { testBrowserPath } from './test-browser.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

ensureProjectRuntime();

const root = path.resolve(import.meta.dirname, '..');
const chromium = testBrowserPath();
const required = process.env.REQUIRE_BROWSER_TESTS === '1';

if (!fs.existsSync(chromium)) {
  console.log(
    `Browser tests skipped: no Chromium at ${chromium} (install it with: apt-get install -y chromium chromium-headless-shell).`,
  );
  process.exit(required ? 1 : 0);
}

const run = (command, args) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;

// Playwright's global setup (apps/web/e2e/global-setup.ts) builds the web app and the API bundle when stale.
process.exit(
  run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)]),
);
