// `npm run bench:smoke` (CI runs it): every benchmark once, on the embedded database, at a small size, with
// BENCH_SMOKE=1 (bench/lib.mjs): each must run its whole course against today's API, its figures neither judged
// nor kept (bench/results and docs/performance.md are left alone). A benchmark that stops at a refused call, a
// server that does not start or an error fails the run. Without it, three benchmarks had stopped at their first
// admin call for sessions after the console began to ask for a second factor, and nothing said so.
import { spawnSync } from 'node:child_process';
import { root } from './lib.mjs';

/** Each benchmark with the sizes that keep it to seconds (the defaults are in README.md, "Benchmarks"). */
const runs = [
  ['catalogue', { BENCH_SECONDS: '1', BENCH_TOURNAMENTS: '0' }],
  ['enrolment', { BENCH_CAPTAINS: '24' }],
  ['money', {}],
  ['sse', { SSE_CLIENTS: '40', SSE_RESULTS: '3' }],
  ['scale', { BENCH_SCALE_SIZES: '64', BENCH_SMALL_CUPS: '1', BENCH_SCALE_MATCHES: '4' }],
  ['series-scale', { BENCH_SCALE_MATCHES: '4', BENCH_SWISS_ROUNDS: '1' }],
  [
    'ratings-scale',
    {
      BENCH_SECONDS: '1',
      BENCH_RATED_MATCHES: '2000',
      BENCH_RATED_PLAYERS: '200',
      BENCH_PROVISIONAL_PLAYERS: '50',
    },
  ],
  ['rating-confirm', {}],
  ['webhooks', {}],
  ['bundle', {}],
  ['startup', {}],
];
const only = process.argv.slice(2);

const failed = [];
for (const [name, env] of runs.filter(([name]) => only.length === 0 || only.includes(name))) {
  const began = Date.now();
  console.log(`\n=== ${name} (smoke) ===`);
  const run = spawnSync(process.execPath, [`bench/${name}.mjs`], {
    cwd: root,
    stdio: 'inherit',
    // The embedded database only: a smoke run shows the benchmark works, not how each engine performs.
    env: { ...process.env, ...env, BENCH_SMOKE: '1', BENCH_DATABASE_URL: '' },
  });
  const seconds = ((Date.now() - began) / 1000).toFixed(0);
  if (run.status !== 0) failed.push(name);
  console.log(`=== ${name}: ${run.status === 0 ? 'ran' : 'FAILED'} in ${seconds} s`);
}
console.log(
  failed.length === 0 ? '\nEvery benchmark ran.' : `\nBenchmarks that failed: ${failed.join(', ')}`,
);
process.exit(failed.length === 0 ? 0 : 1);
