// Webhooks benchmark (issue 30, decision 0058): organisers' webhook deliveries per second to a local receiver on
// 127.0.0.1, and the delay from a committed result (a match.confirmed event) to its delivery, through the real
// outbox worker (fan-out, then the sending lane) in one run (bench/webhooks-run.ts); PGlite, and PostgreSQL with
// BENCH_DATABASE_URL. Bounded: each phase stops at its deadline and reports what arrived.
// Budget (ours): every delivery arrives, and a result reaches its receivers within 1 s at p99.
import { spawnSync } from 'node:child_process';
import { root, writeResult } from './lib.mjs';

function measure(env) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/webhooks-run.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 600_000,
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
  name: `${r.engine}: ${r.endpoints} endpoints, ${r.burst} results of ${r.tournaments} tournaments at once, then ${r.samples / r.endpoints} one by one`,
  figures: {
    'deliveries/s': r.deliveries_per_second,
    delivered: `${r.burst_delivered}/${r.burst_expected}`,
    'result to delivery p50 ms': r.delay_p50_ms,
    'result to delivery p99 ms': r.delay_p99_ms,
  },
  budget: 'all delivered; result to delivery p99 < 1000 ms (ours)',
  met: r.burst_delivered === r.burst_expected && r.delay_p99_ms < 1000,
}));
console.table(rows);
writeResult('webhooks', 'Organisers’ webhooks: deliveries per second and result-to-delivery delay', rows);
