// `npm test`: unit and API tests (vitest), then the browser tests (scripts/e2e.mjs).
import { ensureProjectRuntime } from './runtime.mjs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

ensureProjectRuntime();

const root = path.resolve(import.meta.dirname, '..');
const run = (command, args) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;

const vitest = run('npx', ['vitest', 'run']);
if (vitest !== 0) process.exit(vitest);
process.exit(run(process.execPath, ['scripts/e2e.mjs']));
