// Browser tests: Playwright driving Debian's Chromium. Without Chromium they are skipped with one
// clear line, unless REQUIRE_BROWSER_TESTS=1 (CI), where a skip is a failure.
import { ensureProjectRuntime } from './runtime.mjs';
import { isFresh, webBuild } from './builds.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

ensureProjectRuntime();

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const required = process.env.REQUIRE_BROWSER_TESTS === '1';

if (!fs.existsSync(chromium)) {
  console.log(
    `Browser tests skipped: no Chromium at ${chromium} (install it with: apt-get install -y chromium).`,
  );
  process.exit(required ? 1 : 0);
}

const run = (command, args) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;

// The build is skipped when it is newer than everything it is made from (CI builds just before `npm test`).
if (isFresh(webBuild)) {
  console.log('Web build is up to date: not rebuilt.');
} else if (run('npm', ['run', 'build', '-w', webBuild.workspace]) !== 0) {
  process.exit(1);
}
process.exit(
  run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)]),
);
