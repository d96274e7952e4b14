// Ratings reads with 100,000 rated matches (decision 0047): the leaderboard and the player page under load, beside a
// bare Fastify JSON route in the same run (docs/product.md: p99 under 50 ms at 50 connections).
// The target (bench/ratings-scale-server.ts) holds 100,000 rated matches of one game in 1v1 between 4,000
// established players, plus 1,000 provisional ones, inserted in bulk SQL.
// - Visitors' reads go through the catalogue cache (a few seconds, cleared by every result), as on the live site;
//   the "uncached" rows give each request its own URL, so every one runs the board's queries on the database
//   (reported, no budget: at 50 connections their p99 is the database's queue).
// - /api/player-profile is measured when the app has it (the player pages); a 404 "No API route" skips it.
// BENCH_DATABASE_URL adds a PostgreSQL run; BENCH_SECONDS sets each measurement's length (10 s).
import autocannon from 'autocannon';
import { cpuProfileArgs, startServer, writeResult } from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const P99_BUDGET_MS = 50;

async function measure(url, { uniqueUrls = false } = {}) {
  let n = 0;
  // A query parameter the route ignores makes every request's URL, and so its cache key, its own.
  const requests = uniqueUrls
    ? [{ setupRequest: (request) => ({ ...request, path: `${request.path}&nocache=${(n += 1)}` }) }]
    : undefined;
  await autocannon({ url, connections, duration: Math.min(2, seconds), requests }); // warm-up
  const result = await autocannon({ url, connections, duration: seconds, requests });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function routeMissing(url) {
  const response = await fetch(url);
  const body = await response.text();
  if (response.status === 200) return false;
  if (response.status === 404 && body.includes('No API route')) return true;
  throw new Error(`${url}: ${response.status} ${body}`);
}

async function run(env) {
  const bare = await startServer(['bench/bare-server.mjs']);
  const target = await startServer(
    [...cpuProfileArgs(), '--import', 'tsx', 'bench/ratings-scale-server.ts'],
    env,
  );
  const rows = [];
  try {
    console.log(
      `${target.engine}: ${target.matches} rated matches, ${target.changes} rating changes, ${target.established} established and ${target.provisional} provisional players (seeded in ${target.seedSeconds} s)`,
    );
    rows.push({ name: 'bare Fastify JSON route', ...(await measure(`http://127.0.0.1:${bare.port}/json`)) });
    const api = `http://127.0.0.1:${target.port}/api`;
    const board = `${api}/leaderboard?game_id=${target.gameId}&team_size=1`;
    const region = encodeURIComponent(target.regions[1]);
    const reads = [
      ['/api/leaderboard (page 1)', `${board}&page=1`, {}],
      ['/api/leaderboard (page 1, uncached)', `${board}&page=1`, { uniqueUrls: true }],
      ['/api/leaderboard (page 100 of 200, uncached)', `${board}&page=100`, { uniqueUrls: true }],
      [
        '/api/leaderboard (region, page 10, uncached)',
        `${board}&region=${region}&page=10`,
        { uniqueUrls: true },
      ],
      [
        '/api/leaderboard (provisional, page 2, uncached)',
        `${board}&provisional=true&page=2`,
        { uniqueUrls: true },
      ],
    ];
    const profile = `${api}/player-profile?user_id=${target.sample_user}`;
    if (await routeMissing(profile))
      console.log('skipped /api/player-profile: the app has no such route yet (404 No API route)');
    else
      reads.push(
        ['/api/player-profile (50 matches)', profile, {}],
        ['/api/player-profile (50 matches, uncached)', profile, { uniqueUrls: true }],
      );
    for (const [name, url, options] of reads)
      rows.push({ name, uncached: Boolean(options.uniqueUrls), ...(await measure(url, options)) });
    return { engine: target.engine, rows };
  } finally {
    bare.child.kill('SIGTERM');
    target.child.kill('SIGTERM');
  }
}

const engines = [{ BENCH_DATABASE_URL: '' }];
if (process.env.BENCH_DATABASE_URL) engines.push({ BENCH_DATABASE_URL: process.env.BENCH_DATABASE_URL });
else console.log('(set BENCH_DATABASE_URL to measure PostgreSQL too)');

const out = [];
for (const env of engines) {
  const { engine, rows } = await run(env);
  const baseline = rows[0].rps;
  console.log(
    `\n${engine}: ratings reads, ${connections} connections, ${seconds} s each (p99 < ${P99_BUDGET_MS} ms)\n`,
  );
  console.log('| route | req/s | ratio to bare | p99 ms | budget |');
  console.log('|---|---:|---:|---:|---|');
  for (const r of rows) {
    const isBaseline = r === rows[0];
    const ratio = r.rps / baseline;
    // Uncached reads are reported: every request on the database, queued 50 deep on one process's pool.
    const ok = isBaseline || r.uncached ? null : r.p99 < P99_BUDGET_MS;
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${ratio.toFixed(2)} | ${r.p99} | ${ok === null ? (r.uncached ? 'reported' : '-') : ok ? 'met' : 'NOT met'} |`,
    );
    out.push({
      name: `${engine}: ${r.name}`,
      figures: { 'req/s': Math.round(r.rps), 'ratio to bare': Number(ratio.toFixed(2)), 'p99 ms': r.p99 },
      budget: isBaseline ? 'baseline' : r.uncached ? 'reported' : `p99 < ${P99_BUDGET_MS} ms`,
      met: ok,
    });
  }
}
const met = writeResult(
  'ratings-scale',
  `Ratings reads with 100,000 rated matches, ${connections} connections, ${seconds} s each`,
  out,
);
process.exitCode = met ? 0 : 1;
