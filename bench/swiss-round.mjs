// Swiss round benchmark (issue 26, decision 0042): drawing the next round of a 256-team Swiss stage, each round of
// 5 fixed-round and 5 Major-style (3/3) events, against drawing a 256-team single-elimination bracket in the same
// run (the baseline). Prints a table and writes bench/results/swiss-round.json; BENCH_SWISS_EVENTS changes the
// events per style. In memory, without the database: the round's few statements are the start's kind of write.
import { spawnSync } from 'node:child_process';
import { root, writeResult } from './lib.mjs';

const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/swiss-round-run.ts'], {
  cwd: root,
  encoding: 'utf8',
  env: process.env,
});
if (run.status !== 0) {
  console.error(run.stderr);
  process.exit(1);
}
const result = JSON.parse(run.stdout.trim().split('\n').at(-1));
console.log(`baseline: a 256-team single-elimination draw, median ${result.baseline_se_256_draw_ms} ms`);
console.table(result.rows);
writeResult(
  'swiss-round',
  `Drawing a 256-team Swiss round (baseline: a 256-team SE draw, ${result.baseline_se_256_draw_ms} ms)`,
  result.rows,
);
