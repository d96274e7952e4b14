// Benchmark target for live delivery (bench/sse.mjs): the real app, outbox worker and stream hub included, on a
// fresh database, with a started 4-team tournament; the driver sets a semi-final's result through the admin's
// route again and again. Everything is made through the public and admin API, as an organiser would.
// stdin `mem` answers `MEM {json}` on stdout: this process's memory after a full collection (run with
// --expose-gc), so the driver can tell what each open stream costs, and the CPU time it has used.
import { createInterface } from 'node:readline';
import { buildApp } from '../apps/api/src/app';
import { benchDatabase, insertSignedInPlayers, turnOnTwoFactor } from './bench-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const setup = await benchDatabase('sse');
const app = await buildApp(setup.config, { database: setup.database });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const base = `http://127.0.0.1:${port}`;

async function call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

const admin = await call<{ token: string }>('POST', '/api/login', null, {
  email: process.env.ADMIN_EMAIL,
  password: process.env.ADMIN_PASSWORD,
});
await turnOnTwoFactor(base, admin.token);
const game = await call<{ data: { id: number } }>('POST', '/api/admin/games', admin.token, {
  game_name: 'Bench Live Game',
});
const start = Date.now() + 7 * DAY;
const cup = await call<{ data: { id: number } }>('POST', '/api/admin/tournaments', admin.token, {
  game_id: game.data.id,
  tournament_name: 'Live Delivery Cup',
  region: 'Western Europe',
  team_size: 1,
  total_teams: 4,
  entry_fee: 0,
  winning_prize: 0,
  tournament_category: 'regular',
  prize_split: [100],
  registration_deadline_date: new Date(start - HOUR).toISOString(),
  tournament_start_date: new Date(start).toISOString(),
  tournament_end_date: new Date(start + DAY).toISOString(),
});
const tournamentId = cup.data.id;
for (const [i, captain] of (await insertSignedInPlayers(setup.database, 4, 'livecap')).entries()) {
  const team = await call<{ data: { id: number } }>('POST', '/api/create-team', captain.token, {
    team_name: `Live ${i}`,
    total_players: 1,
  });
  await call('POST', '/api/add-tournament-participants', captain.token, {
    tournament_id: tournamentId,
    team_id: team.data.id,
    captain_id: captain.id,
  });
}
await call('POST', `/api/admin/tournaments/${tournamentId}/start`, admin.token);
const bracket = await call<{
  data: {
    matches: Array<{
      id: number;
      opponent1: { id: number | null } | null;
      opponent2: { id: number | null } | null;
    }>;
  };
}>('GET', `/api/tournament-bracket?tournament_id=${tournamentId}`, null);
const match = bracket.data.matches.find((m) => m.opponent1?.id != null && m.opponent2?.id != null);
if (!match) throw new Error('the bracket has no match between two teams');

createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() !== 'mem') return;
  (globalThis as { gc?: () => void }).gc?.();
  const memory = process.memoryUsage();
  // CPU time used so far (user + system, ms): the driver's difference over the results is what fan-out
  // costs the server, a figure a busy machine delays but does not inflate the way it does latency.
  const cpu = process.cpuUsage();
  process.stdout.write(
    `MEM ${JSON.stringify({ rss: memory.rss, heapUsed: memory.heapUsed, external: memory.external, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`,
  );
});

process.stdout.write(
  `READY ${JSON.stringify({ port, engine: setup.database.engine, tournamentId, matchId: match.id, adminToken: admin.token })}\n`,
);
const stop = async () => {
  await app.close();
  await setup.cleanup();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
