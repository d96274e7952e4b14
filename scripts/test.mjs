// `npm test`: unit, API and process-tier tests (vitest, one run of every project), then the browser tests
// (scripts/e2e.mjs), on the project's Node. Prints how long each part took, which docs/performance.md records.
import { ensureProjectRuntime } from './runtime.mjs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { pinTimeoutScale } from './timeout-scale.mjs';

ensureProjectRuntime();

const root = path.resolve(import.meta.dirname, '..');
// One factor for the whole run, fixed before anything starts (each part would otherwise read its own load).
const scale = pinTimeoutScale();
const timings = [];

function run(label, command, args) {
  const started = Date.now();
  const status = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;
  timings.push(`${label} ${((Date.now() - started) / 1000).toFixed(0)} s${status === 0 ? '' : ' (failed)'}`);
  return status;
}

function summary() {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  console.log(`\nnpm test: ${timings.join(', ')}; timeout factor ${scale}; load average now ${load}`);
}

const vitest = run('vitest (shared, web, api, api-process)', 'npx', ['vitest', 'run']);
if (vitest !== 0) {
  summary();
  process.exit(vitest);
}
const e2e = run('browser tests', process.execPath, ['scripts/e2e.mjs']);
summary();
process.exit(e2e);
