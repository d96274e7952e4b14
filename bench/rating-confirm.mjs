// Rating confirm benchmark (issue 27, decision 0044): the extra time a rating adds to confirming a result. A
// 256-team single elimination's 128 first-round results (each player with 200 rated matches before) set by the
// organiser's verb, in turn with the rating listener, with the listener made to replay and recount every result
// (the full path), and with none, in one run (bench/rating-confirm-run.ts); PGlite, and PostgreSQL with
// BENCH_DATABASE_URL.
// Budget (ours): a rated result stays under the 100 ms report p99 budget (docs/product.md); the ratio to the same
// result without the rating is reported.
import { spawnSync } from 'node:child_process';
import { root, writeResult } from './lib.mjs';

function measure(env) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/rating-confirm-run.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (run.status !== 0) {
    console.error(run.stderr);
    process.exit(1);
  }
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}

const runs = [measure({ BENCH_DATABASE_URL: '' })];
if (process.env.BENCH_DATABASE_URL) runs.push(measure({}));
const rows = runs.map((r) => ({
  name: `${r.engine}: ${r.results} first-round results of a 256-team cup, ${r.history} rated matches a player before`,
  figures: {
    'rated p50 ms': r.with_rating_p50_ms,
    'rated p99 ms': r.with_rating_p99_ms,
    'full replay p50 ms': r.full_replay_p50_ms,
    'full replay p99 ms': r.full_replay_p99_ms,
    'unrated p50 ms': r.without_p50_ms,
    'unrated p99 ms': r.without_p99_ms,
    'rated to unrated p50': r.ratio_p50,
    'full replay to unrated p50': r.full_replay_ratio_p50,
  },
  budget: 'rated result p99 < 100 ms',
  met: r.with_rating_p99_ms < 100,
}));
console.table(rows);
writeResult(
  'rating-confirm',
  'The extra time a rating adds to confirming a result (rated on top / full replay / without the rating)',
  rows,
);
