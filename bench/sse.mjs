// Live delivery (docs/product.md, decision 0021): 2,000 concurrent Server-Sent Events clients on one instance, all
// watching one tournament's public stream. The organiser sets a match result through the admin route (a real
// request, committed with its domain event in one transaction); we time from sending that request to each
// client receiving the `update`. Budget: every client has it within 1 s at p99. Also: memory per open stream
// (the server's RSS and heap after a full collection, before and after the clients connect).
// SSE_CLIENTS (2000) and SSE_RESULTS (20) change the load; BENCH_DATABASE_URL adds a PostgreSQL run; SSE_RUNS
// (1) runs each engine that many times, alternating, each row with its load average (a shared machine's load
// moves a lot between runs);
// SSE_CPU_PROFILE=<folder> has the server write a V8 CPU profile there (open it in Chrome's DevTools).
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { createInterface } from 'node:readline';
import { exitWithChild, percentile as percentileOf, root, writeResult } from './lib.mjs';

/** A percentile, NaN (printed as such) when nothing arrived at all. */
const percentile = (values, p) => (values.length === 0 ? Number.NaN : percentileOf(values, p));

const CLIENTS = Number(process.env.SSE_CLIENTS ?? 2000);
const RUNS = Number(process.env.SSE_RUNS ?? 1);
const RESULTS = Number(process.env.SSE_RESULTS ?? 20);
const WARM_UP = 3;
const CONNECT_BATCH = 100;
const DELIVERY_TIMEOUT_MS = 15_000;
const BUDGET_MS = 1000;

// Each client is a socket here and one in the server: make sure the open-file limit allows both, raising the
// soft limit (up to the hard one) by running this script again under a shell that raised it.
const needed = CLIENTS * 2 + 1024;
const soft = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim());
if (Number.isFinite(soft) && soft < needed && !process.env.SSE_BENCH_RAISED) {
  const again = spawnSync(
    'sh',
    [
      '-c',
      `ulimit -n ${needed} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$0" "$@"`,
      process.execPath,
      ...process.argv.slice(1),
    ],
    { stdio: 'inherit', cwd: root, env: { ...process.env, SSE_BENCH_RAISED: '1' } },
  );
  exitWithChild(again.status ?? 1);
}

/** Starts bench/sse-server.ts; resolves with its READY details, a way to ask its memory, and the child. */
function startServer(env) {
  return new Promise((resolve, reject) => {
    const profile = process.env.SSE_CPU_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SSE_CPU_PROFILE}`]
      : [];
    const child = spawn(
      process.execPath,
      ['--expose-gc', ...profile, '--import', 'tsx', 'bench/sse-server.ts'],
      {
        cwd: root,
        env: {
          ...process.env,
          ...env,
          ADMIN_EMAIL: 'bench-admin@arena.test',
          ADMIN_PASSWORD: 'Bench!Admin2345',
          SSE_MAX_CONNECTIONS: String(CLIENTS + 100),
          // Every client is an anonymous visitor on 127.0.0.1: lift the per-address cap and the share kept
          // for signed-in players (decision 0031), which would otherwise refuse all but a few of them.
          SSE_MAX_PER_CLIENT: String(CLIENTS + 100),
          SSE_SIGNED_IN_RESERVED_PERCENT: '0',
        },
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    const waiting = [];
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('READY ')) resolve({ child, ...JSON.parse(line.slice(6)), memory });
      else if (line.startsWith('MEM ')) waiting.shift()?.(JSON.parse(line.slice(4)));
    });
    function memory() {
      return new Promise((answer) => {
        waiting.push(answer);
        child.stdin.write('mem\n');
      });
    }
    child.on('exit', (code) =>
      reject(new Error(`bench/sse-server.ts exited with ${code} before it was ready`)),
    );
  });
}

/** One SSE client on a raw socket: counts `update` events and keeps the time each arrived. */
function openClient(port, path) {
  return new Promise((resolve, reject) => {
    const client = { arrivals: [], ready: false, request: null, closed: false };
    const request = http.get(
      { host: '127.0.0.1', port, path, agent: false, headers: { accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk) => {
          const now = performance.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            // Only the results this benchmark sets count: the start's own updates (match ready) may still be
            // on their way when the first clients connect.
            if (block.includes('event: update') && block.includes('"type":"match.result_set"')) {
              client.arrivals.push(now);
              arrived(client);
            } else if (block.includes('event: ready') && !client.ready) {
              client.ready = true;
              resolve(client);
            }
          }
        });
        response.on('close', () => (client.closed = true));
      },
    );
    request.on('error', reject);
    client.request = request;
  });
}

async function openClients(port, path) {
  const clients = [];
  for (let i = 0; i < CLIENTS; i += CONNECT_BATCH) {
    const batch = Math.min(CONNECT_BATCH, CLIENTS - i);
    clients.push(...(await Promise.all(Array.from({ length: batch }, () => openClient(port, path)))));
  }
  return clients;
}

/** What the clients are waiting for: every one of them to hold `target` updates. */
const progress = { target: 0, reached: 0, total: 0, done: () => {} };

function arrived(client) {
  if (client.arrivals.length !== progress.target) return;
  progress.reached += 1;
  if (progress.reached === progress.total) progress.done();
}

/** Resolves once every client has `count` updates, or after the timeout (the stragglers are counted missing). */
function everyClientHas(clients, count) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, DELIVERY_TIMEOUT_MS);
    progress.done = () => {
      clearTimeout(timer);
      resolve();
    };
    progress.target = count;
    progress.total = clients.length;
    // Clients may already hold it (the update can come before the request's own answer).
    progress.reached = clients.filter((c) => c.arrivals.length >= count).length;
    if (progress.reached === progress.total) progress.done();
  });
}

/** Resolves with how long the admin's request took to be answered (the commit is done by then). */
async function setResult(target, n) {
  const began = performance.now();
  // The same winner every time (2-0, 2-1, ...): each call is a committed correction with its own event.
  const response = await fetch(`http://127.0.0.1:${target.port}/api/admin/matches/${target.matchId}/result`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${target.adminToken}` },
    body: JSON.stringify({ opponent1_score: 2, opponent2_score: n % 2, reason: `bench ${n}` }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`the result was refused: ${response.status} ${text}`);
  return performance.now() - began;
}

async function run(env) {
  const target = await startServer(env);
  const clients = [];
  try {
    const before = await target.memory();
    clients.push(
      ...(await openClients(target.port, `/api/tournament-stream?tournament_id=${target.tournamentId}`)),
    );
    const after = await target.memory();

    let measuring;
    const perClient = [];
    const toEveryClient = [];
    const toFirstClient = [];
    const answered = [];
    let missing = 0;
    for (let n = 0; n < WARM_UP + RESULTS; n += 1) {
      const sent = performance.now();
      const delivered = everyClientHas(clients, n + 1);
      const answeredIn = await setResult(target, n);
      await delivered;
      if (n === WARM_UP - 1) measuring = await target.memory();
      if (n < WARM_UP) continue;
      answered.push(answeredIn);
      let slowest = 0;
      let fastest = Number.POSITIVE_INFINITY;
      for (const client of clients) {
        const arrived = client.arrivals[n];
        if (arrived === undefined) {
          missing += 1;
          continue;
        }
        perClient.push(arrived - sent);
        slowest = Math.max(slowest, arrived - sent);
        fastest = Math.min(fastest, arrived - sent);
      }
      toEveryClient.push(slowest);
      toFirstClient.push(fastest);
    }
    const measured = await target.memory();
    return {
      engine: target.engine,
      clients: clients.length,
      dropped: clients.filter((c) => c.closed).length,
      missing,
      clientP50: percentile(perClient, 50),
      clientP99: percentile(perClient, 99),
      answerP50: percentile(answered, 50),
      firstP50: percentile(toFirstClient, 50),
      everyP50: percentile(toEveryClient, 50),
      everyP99: percentile(toEveryClient, 99),
      // The machine's 1-minute load average at the end: on a shared machine it explains a slow run.
      load: os.loadavg()[0].toFixed(1),
      // The request, its commit, the worker and the writes to every stream (and the full collections the
      // two memory readings make, about the same on every run).
      cpuPerResult: (measured.cpuMs - measuring.cpuMs) / RESULTS,
      rssPerStream: (after.rss - before.rss) / clients.length,
      heapPerStream: (after.heapUsed - before.heapUsed) / clients.length,
    };
  } finally {
    for (const client of clients) client.request.destroy();
    const exited = new Promise((resolve) => target.child.once('exit', resolve));
    target.child.kill('SIGTERM');
    await exited;
  }
}

const engines = [{ BENCH_DATABASE_URL: '' }];
if (process.env.BENCH_DATABASE_URL) engines.push({ BENCH_DATABASE_URL: process.env.BENCH_DATABASE_URL });
else console.log('(set BENCH_DATABASE_URL to measure on PostgreSQL too)');

const results = [];
for (let round = 1; round <= RUNS; round += 1) {
  for (const env of engines) results.push({ ...(await run(env)), round });
}
const runName = (r) => (RUNS > 1 ? `${r.engine}, run ${r.round} of ${RUNS}` : r.engine);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const met = (r) => r.missing === 0 && r.dropped === 0 && r.everyP99 < BUDGET_MS;
console.log(
  `\nLive delivery: ${CLIENTS} SSE clients on one instance, ${RESULTS} results (budget: every client within 1 s at p99)\n`,
);
console.log(
  '| engine | clients | missing | to every client p50 / p99 ms | per client p50 / p99 ms | request answered / first client p50 ms | server CPU per result ms | RSS / heap per stream KB | load | budget |',
);
console.log('|---|---:|---:|---|---|---|---:|---|---|---|');
for (const r of results) {
  console.log(
    `| ${runName(r)} | ${r.clients} | ${r.missing} | ${Math.round(r.everyP50)} / ${Math.round(r.everyP99)} | ${Math.round(r.clientP50)} / ${Math.round(r.clientP99)} | ${Math.round(r.answerP50)} / ${Math.round(r.firstP50)} | ${r.cpuPerResult.toFixed(1)} | ${kb(r.rssPerStream)} / ${kb(r.heapPerStream)} | ${r.load} | ${met(r) ? 'met' : 'NOT met'} |`,
  );
}
writeResult(
  'sse',
  `Live delivery: ${CLIENTS} SSE clients on one instance, a committed result to every client`,
  results.map((r) => ({
    name: runName(r),
    figures: {
      clients: r.clients,
      'missed deliveries': r.missing,
      'to every client p50 ms': Math.round(r.everyP50),
      'to every client p99 ms': Math.round(r.everyP99),
      'per client p50 ms': Math.round(r.clientP50),
      'per client p99 ms': Math.round(r.clientP99),
      'request answered p50 ms': Math.round(r.answerP50),
      'first client p50 ms': Math.round(r.firstP50),
      'server CPU per result ms': r.cpuPerResult.toFixed(1),
      'RSS per stream KB': kb(r.rssPerStream),
      'heap per stream KB': kb(r.heapPerStream),
      'load average': r.load,
    },
    budget: 'every client receives each result, p99 < 1 s',
    met: met(r),
  })),
);
process.exitCode = results.every(met) ? 0 : 1;
