// brackets-manager's own test suite (mocha) run on the library's reference storage and on ours (decision 0018).
//
//   npm run test:brackets-upstream -- <checkout> [--storage reference|arena|both] [--lib installed|source]
//
// <checkout> (or BRACKETS_UPSTREAM): a checkout of github.com/Drarig29/brackets-manager.js outside this
// repository, e.g. `git clone https://github.com/Drarig29/brackets-manager.js /tmp/bm-upstream`. The script
// installs its test dependencies there once (npm, the registry) and never copies anything into this repo.
// --lib installed (default): the suite tests the brackets-manager this project installs (its `dist` is
// linked into the checkout); --lib source: the checkout's own source, built with its TypeScript.
// --storage both (default): runs the suite on the reference storage, then on ours, prints both counts and
// every test that passes on the reference but not on ours; exits 1 if there is one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureProjectRuntime, root } from './runtime.mjs';

ensureProjectRuntime();

function option(name, allowed, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? fallback : process.argv[index + 1];
  if (!allowed.includes(value)) {
    console.error(`--${name} must be one of ${allowed.join(', ')}`);
    process.exit(2);
  }
  return value;
}

const positional = process.argv
  .slice(2)
  .filter((arg, i, all) => !arg.startsWith('--') && !all[i - 1]?.startsWith('--'));
const checkout = path.resolve(positional[0] ?? process.env.BRACKETS_UPSTREAM ?? '');
const storageMode = option('storage', ['reference', 'arena', 'both'], 'both');
const libMode = option('lib', ['installed', 'source'], 'installed');

if (!fs.existsSync(path.join(checkout, 'test')) || !fs.existsSync(path.join(checkout, 'package.json'))) {
  console.error(
    'Give the path of a brackets-manager.js checkout (argument or BRACKETS_UPSTREAM), e.g.\n' +
      '  git clone https://github.com/Drarig29/brackets-manager.js /tmp/bm-upstream\n' +
      '  npm run test:brackets-upstream -- /tmp/bm-upstream',
  );
  process.exit(2);
}
if (path.relative(root, checkout) === '' || !path.relative(root, checkout).startsWith('..')) {
  console.error(
    'The upstream checkout must live outside this repository (its code is never committed here).',
  );
  process.exit(2);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: checkout, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

// The suite's own dependencies (mocha, chai, the reference storages), installed in the checkout once.
if (!fs.existsSync(path.join(checkout, 'node_modules/mocha'))) {
  if (run('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund']) !== 0) process.exit(1);
}

const upstreamVersion = JSON.parse(fs.readFileSync(path.join(checkout, 'package.json'), 'utf8')).version;
const installedDist = path.join(root, 'node_modules/brackets-manager/dist');
const installedVersion = JSON.parse(
  fs.readFileSync(path.join(root, 'node_modules/brackets-manager/package.json'), 'utf8'),
).version;
const dist = path.join(checkout, 'dist');
const linked = fs.lstatSync(dist, { throwIfNoEntry: false });
if (libMode === 'installed') {
  if (linked && !linked.isSymbolicLink()) fs.rmSync(dist, { recursive: true });
  if (linked?.isSymbolicLink()) fs.unlinkSync(dist);
  fs.symlinkSync(installedDist, dist, 'dir');
} else {
  if (linked?.isSymbolicLink()) fs.unlinkSync(dist);
  if (run('npx', ['tsc']) !== 0) process.exit(1);
}
const library =
  libMode === 'installed'
    ? `brackets-manager ${installedVersion} (this project's)`
    : `the checkout's source (${upstreamVersion})`;
console.log(`brackets-manager.js suite of version ${upstreamVersion}, testing ${library}`);

const mocha = path.join(checkout, 'node_modules/mocha/bin/mocha.js');
const tsx = fileURLToPath(import.meta.resolve('tsx'));
const shim = path.join(root, 'scripts/brackets-upstream/arena-storage.cjs');

/** Runs the suite; answers every test's full title with its state. */
function suite(storage) {
  const output = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'brackets-upstream-')), 'report.json');
  const nodeArgs = storage === 'arena' ? ['--import', tsx] : [];
  const mochaArgs = [
    'test/**/*.spec.js',
    '--reporter',
    'json',
    '--reporter-option',
    `output=${output}`,
    '--timeout',
    '60000',
    ...(storage === 'arena' ? ['--require', shim] : []),
  ];
  console.log(`\n${storage} storage: mocha ${mochaArgs.join(' ')}`);
  run(process.execPath, [...nodeArgs, mocha, ...mochaArgs], { env: { ...process.env, FORCE_COLOR: '0' } });
  if (!fs.existsSync(output)) {
    console.error(`mocha wrote no report for the ${storage} storage`);
    process.exit(1);
  }
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  const states = new Map();
  for (const test of report.passes) states.set(test.fullTitle, 'passed');
  for (const test of report.failures)
    states.set(test.fullTitle, `failed: ${test.err?.message ?? ''}`.split('\n')[0]);
  for (const test of report.pending) states.set(test.fullTitle, 'pending');
  const { passes, failures, pending, tests } = report.stats;
  console.log(`${storage} storage: ${tests} tests, ${passes} passed, ${failures} failed, ${pending} pending`);
  return states;
}

const reference = storageMode === 'arena' ? undefined : suite('reference');
const arena = storageMode === 'reference' ? undefined : suite('arena');

if (reference && arena) {
  const regressions = [...reference].filter(
    ([title, state]) => state === 'passed' && arena.get(title) !== 'passed',
  );
  const onlyOurs = [...arena].filter(
    ([title, state]) => state === 'passed' && reference.get(title) !== 'passed',
  );
  const count = (states, wanted) => [...states.values()].filter((state) => state.startsWith(wanted)).length;
  console.log(
    `\nreference: ${count(reference, 'passed')} passed, ${count(reference, 'failed')} failed; ` +
      `ours: ${count(arena, 'passed')} passed, ${count(arena, 'failed')} failed`,
  );
  for (const [title, state] of [...reference].filter(([, s]) => s.startsWith('failed')))
    console.log(`  fails on the reference too: ${title} (${state})`);
  for (const [title] of onlyOurs) console.log(`  passes only on ours: ${title}`);
  for (const [title] of regressions)
    console.log(`  PASSES ON THE REFERENCE, NOT ON OURS: ${title} (${arena.get(title)})`);
  process.exit(regressions.length === 0 ? 0 : 1);
}
