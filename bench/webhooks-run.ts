// The webhooks benchmark's measurement (run by bench/webhooks.mjs under tsx, decision 0058): the real app (its
// outbox worker fanning out and sending) on a fresh database (PGlite, or PostgreSQL with BENCH_DATABASE_URL),
// ENDPOINTS endpoints subscribed to match.confirmed, all aimed at a receiver on 127.0.0.1 that answers 204.
// 1. Throughput: BURST confirmed results of TOURNAMENTS tournaments committed at once; deliveries per second until
//    the receiver has them all (ENDPOINTS x BURST), within DEADLINE_MS.
// 2. Delay: SAMPLES confirmed results one after another, each committed in its own transaction (as a confirmation
//    commits its match.confirmed event), each waited for at every endpoint: commit to arrival, p50 and p99.
// Prints one JSON line.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/api/src/app';
import { twoFactorKeySource } from '../apps/api/src/modules/auth/two-factor-key';
import { recordEvents } from '../apps/api/src/modules/notifications/domain-events';
import { resolveHost } from '../apps/api/src/modules/notifications/webhook-urls';
import { createWebhooksService } from '../apps/api/src/modules/webhooks/webhooks.service';
import { systemClock } from '../apps/api/src/lib/clock';
import { benchDatabase, insertSignedInPlayers } from './bench-app';

const ENDPOINTS = 8;
const TOURNAMENTS = 4;
const BURST = 250;
const SAMPLES = 60;
const DEADLINE_MS = 120_000;

const arrivals = new Map<string, number[]>();
let waiting: { id: string; count: number; done: () => void } | null = null;
const receiver = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    const at = performance.now();
    const id = String(request.headers['webhook-id']);
    const list = arrivals.get(id) ?? [];
    list.push(at);
    arrivals.set(id, list);
    response.writeHead(204);
    response.end();
    if (waiting && waiting.id === id && list.length >= waiting.count) waiting.done();
  });
});
receiver.keepAliveTimeout = 5_000;
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

const setup = await benchDatabase('webhooks');
// The receiver is on 127.0.0.1 over http: allowed here only (production refuses both).
const config = { ...setup.config, webhooks: { httpsOnly: false, allowPrivateUrls: true } };
const app = await buildApp(config, { database: setup.database });
await app.ready();
const db = setup.database.db;
const [admin] = await insertSignedInPlayers(setup.database, 1, 'hookadmin');
const webhooks = createWebhooksService({
  db,
  clock: systemClock,
  key: twoFactorKeySource({ key: config.twoFactorKey, dataDir: config.dataDir }),
  rules: { httpsOnly: false, allowPrivate: true, resolve: resolveHost },
});
for (let i = 0; i < ENDPOINTS; i++) await webhooks.create(admin!.id, { url, events: ['match.confirmed'] });

const confirmation = (i: number) => ({
  type: 'match.confirmed' as const,
  recipients: [],
  tournamentId: 1_000_000 + (i % TOURNAMENTS),
  matchId: i + 1,
  notice: { title: 'Result confirmed', body: 'Result confirmed', link: '#/' },
});

// 1. Throughput.
const received = () => [...arrivals.values()].reduce((sum, list) => sum + list.length, 0);
const burstStart = performance.now();
await db.transaction((tx) =>
  recordEvents(
    tx,
    Array.from({ length: BURST }, (_, i) => confirmation(i)),
  ),
);
const expected = BURST * ENDPOINTS;
while (received() < expected && performance.now() - burstStart < DEADLINE_MS)
  await new Promise((resolve) => setTimeout(resolve, 20));
const burstDelivered = received();
const burstLast = Math.max(...[...arrivals.values()].flat());
const burstSeconds = (burstLast - burstStart) / 1000;

// 2. Delay from a committed result to its delivery, one result at a time.
const delays: number[] = [];
for (let i = 0; i < SAMPLES; i++) {
  let done!: () => void;
  const arrived = new Promise<void>((resolve) => (done = resolve));
  const committedAt = { at: 0 };
  const [eventId] = await db.transaction((tx) => recordEvents(tx, [confirmation(BURST + i)]));
  committedAt.at = performance.now();
  const id = `msg_${eventId}`;
  waiting = { id, count: ENDPOINTS, done };
  if ((arrivals.get(id)?.length ?? 0) >= ENDPOINTS) done();
  const timer = setTimeout(done, DEADLINE_MS / 4);
  await arrived;
  clearTimeout(timer);
  waiting = null;
  for (const at of arrivals.get(id) ?? []) delays.push(Math.max(0, at - committedAt.at));
}
const sorted = [...delays].sort((a, b) => a - b);
const pct = (p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

await app.close();
await setup.cleanup();
receiver.closeAllConnections();
receiver.close();
console.log(
  JSON.stringify({
    engine: setup.database.engine,
    endpoints: ENDPOINTS,
    tournaments: TOURNAMENTS,
    burst: BURST,
    burst_expected: expected,
    burst_delivered: burstDelivered,
    deliveries_per_second: Math.round(burstDelivered / burstSeconds),
    samples: delays.length,
    delay_p50_ms: Math.round(pct(50)),
    delay_p99_ms: Math.round(pct(99)),
  }),
);
process.exit(0);
