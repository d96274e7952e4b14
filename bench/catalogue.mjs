// Catalogue reads against a bare Fastify JSON route, in the same run on the same machine (docs/product.md):
// budget: at least half the bare route's throughput and p99 under 50 ms at 50 connections.
// BENCH_CPU_PROFILE=<folder> writes the Arena server's CPU profile there.
import autocannon from 'autocannon';
import { cpuProfileArgs, startServer as start, writeResult } from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

async function measure(url) {
  await autocannon({ url, connections, duration: Math.min(2, seconds) }); // warm-up
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const bare = await start(['bench/bare-server.mjs']);
const arena = await start([...cpuProfileArgs(), '--import', 'tsx', 'bench/catalogue-server.ts']);
const results = [];
try {
  const baseline = await measure(`http://127.0.0.1:${bare.port}/json`);
  results.push({ name: 'bare Fastify JSON route', ...baseline });
  const base = `http://127.0.0.1:${arena.port}/api`;
  for (const [name, url] of [
    [
      '/api/tournaments-list (upcoming, page of 3)',
      `${base}/tournaments-list?tournament_state=upcoming&page=1&per_page=3`,
    ],
    [
      '/api/tournaments-list (all, filtered)',
      `${base}/tournaments-list?tournament_state=all&entry_fee=20&region=UK%20%26%20Ireland&page=2&per_page=3`,
    ],
    ['/api/games-list (page of 8)', `${base}/games-list?page=1&per_page=8`],
    ['/api/tournament-details', `${base}/tournament-details?id=5`],
  ]) {
    results.push({ name, ...(await measure(url)) });
  }
} finally {
  bare.child.kill('SIGTERM');
  arena.child.kill('SIGTERM');
}

const baseline = results[0].rps;
console.log(
  `\nCatalogue reads, ${connections} connections, ${seconds} s each (budget: >= 0.5 x bare, p99 < 50 ms)\n`,
);
console.log('| route | req/s | ratio to bare | p99 ms | budget |');
console.log('|---|---:|---:|---:|---|');
let met = true;
for (const r of results) {
  const ratio = r.rps / baseline;
  const ok = r === results[0] || (ratio >= 0.5 && r.p99 < 50);
  met &&= ok;
  console.log(
    `| ${r.name} | ${Math.round(r.rps)} | ${ratio.toFixed(2)} | ${r.p99} | ${r === results[0] ? '-' : ok ? 'met' : 'NOT met'} |`,
  );
}
writeResult(
  'catalogue',
  `Catalogue reads, ${connections} connections, ${seconds} s each`,
  results.map((r) => {
    const ratio = r.rps / baseline;
    const isBaseline = r === results[0];
    return {
      name: r.name,
      figures: { 'req/s': Math.round(r.rps), 'ratio to bare': Number(ratio.toFixed(2)), 'p99 ms': r.p99 },
      budget: isBaseline ? 'baseline' : '>= 0.5 x bare, p99 < 50 ms',
      met: isBaseline ? null : ratio >= 0.5 && r.p99 < 50,
    };
  }),
);
process.exitCode = met ? 0 : 1;
