// `npm test`: the unit and API tests (vitest), then the browser tests (scripts/e2e.mjs: the web build, then
// Playwright), with the process tier beside both from the start (vitest's api-process project, at a lower priority),
// on the project's Node. The browser tests run even when vitest failed, so one run reports both. `npm test --
// --side-by-side` runs all three at the same time: once faster (decision 0015), it is now slower on this 2-core
// machine, because the browser tests grew CPU-bound (981 s side by side against 247 s + 530 s one after the other,
// and 1324 s on CI; decision 0015, "Update"). Each output line says which part it comes from; the summary prints how
// long each part took, which docs/performance.md records.
import { ensureProjectRuntime } from './runtime.mjs';
import { apiBuild, buildIfStale } from './builds.mjs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { pinTimeoutScale } from './timeout-scale.mjs';

ensureProjectRuntime();

const root = path.resolve(import.meta.dirname, '..');
const serial = !process.argv.includes('--side-by-side');
// One factor for the whole run, fixed before anything starts (each part would otherwise read its own load): the
// process tier beside the other vitest projects loads the machine by about a core on top of what was there, and
// side by side the browser tests by another.
const scale = pinTimeoutScale(serial ? 1 : 3);
const timings = [];
const started = Date.now();
// The lines that name a failed test (vitest's FAIL and ×, Playwright's ✘ and numbered failures), repeated under
// the summary: CI shows only the end of a long run's output, where they would otherwise be out of sight.
const failures = [];
const FAILURE_LINE = /(^|\s)(FAIL|×|✘)\s|^\s+\d+\) \[/;

/** Runs a part with its output lines prefixed by its label; resolves to its exit status. */
function run(label, command, args) {
  const begin = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        process.stdout.write(`[${label}] ${line}\n`);
        // eslint-disable-next-line no-control-regex
        const plain = line.replace(/\u001b\[[0-9;]*m/g, '');
        if (FAILURE_LINE.test(plain) && failures.length < 60) failures.push(`[${label}] ${plain.trim()}`);
      });
    }
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      timings.push(
        `${label} ${((Date.now() - begin) / 1000).toFixed(0)} s${status === 0 ? '' : ' (failed)'}`,
      );
      resolve(status);
    });
  });
}

function summary() {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  const total = ((Date.now() - started) / 1000).toFixed(0);
  if (failures.length > 0) console.log(`\nFailed (as reported above):\n${failures.join('\n')}`);
  console.log(
    `\nnpm test: ${timings.join(', ')}; total ${total} s${serial ? ' (one after the other)' : ' (side by side)'}; ` +
      `timeout factor ${scale}; load average now ${load}`,
  );
}

// Both parts start servers from the API bundle and would each build a stale one, into one folder at once: it is
// built here first (a few seconds; CI's build step has made it already).
try {
  buildIfStale(apiBuild);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

// The process tier (its tests start servers of their own, one file at a time) runs under `nice`, so that it takes
// what the other parts leave (their start-up, the moves between vitest's groups, the browser tests' waits on
// deadlines and sweeps) rather than slowing them. Beside vitest at full priority it slowed vitest by as much as it
// ran (decision 0015, "Update (session 25)"); under `nice` it starts with vitest and usually ends early in the
// browser tests (543 s -> 529 s, "Update (session 26)"). `npx vitest run` alone still runs every project in order.
const vitest = () => run('vitest', 'npx', ['vitest', 'run', '--project', '!api-process']);
const processTier = () =>
  run('process', 'nice', ['-n', '10', 'npx', 'vitest', 'run', '--project', 'api-process']);
const browser = () => run('browser', process.execPath, ['scripts/e2e.mjs']);

let statuses;
if (serial) {
  const processStatus = processTier();
  statuses = [await vitest(), await browser(), await processStatus];
} else {
  statuses = await Promise.all([vitest(), processTier(), browser()]);
}
summary();
process.exit(statuses.every((status) => status === 0) ? 0 : 1);
