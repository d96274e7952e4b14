// Browser tests: Playwright driving Debian's Chromium. Without Chromium they are skipped with one
// clear line, unless REQUIRE_BROWSER_TESTS=1 (CI), where a skip is a failure.
import { ensureProjectRuntime } from './runtime.mjs';
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

/** The newest modification time of a file or of any file below a folder (0 when missing). */
function newest(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry !== 'node_modules') latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

// The build is skipped when it is newer than everything it is made from (CI builds just before `npm test`).
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/package.json',
  'packages/shared/src',
  'package-lock.json',
].map((input) => path.join(root, input));
const built = newest(path.join(root, 'apps/web/dist/index.html'));
if (built > 0 && inputs.every((input) => newest(input) < built)) {
  console.log('Web build is up to date: not rebuilt.');
} else if (run('npm', ['run', 'build', '-w', '@arena/web']) !== 0) {
  process.exit(1);
}
process.exit(
  run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)]),
);
