/**
 * Kill -9 during a load of purchases, enrolments and withdrawals, then start again: no partial change. Every
 * balance equals its ledger, every entry has its debit, every completed payment its grant, every withdrawal
 * its debit. On the embedded database (its own folder) and on PostgreSQL (the worker's database).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite, type Database } from './db/client';
import { games } from './db/schema/games';
import { ledgerEntries } from './db/schema/ledger';
import { creditPackages, paymentOrders } from './db/schema/payments';
import { sessions } from './db/schema/sessions';
import { teamMembers, teams } from './db/schema/teams';
import { tournamentEntries } from './db/schema/tournament-entries';
import { tournaments } from './db/schema/tournaments';
import { users } from './db/schema/users';
import { withdrawalRequests } from './db/schema/withdrawals';
import { randomPlayerId, randomToken, sha256 } from './lib/tokens';
import { applyLedgerChange } from './modules/ledger/ledger.service';
import { testDatabase, usesPostgres, workerDatabaseUrl } from '../test/harness';
import { freePort, waitUntilReady } from '../test/processes';
import { scaled, waitFor } from '../test/timeouts';
import { MEMBER } from '@arena/shared/teams';
import { apiServerArgs } from '../../../scripts/builds.mjs';

const apiRoot = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];
const folders: string[] = [];
const DAY = 86_400_000;

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** Spawns an API server on a free port with the test defaults and `env`; keeps what it prints on stderr. */
async function spawnServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, apiServerArgs, {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PASSWORD_HASHING: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_SCALE: '1000',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  const printed = { stderr: '' };
  child.stderr!.on('data', (chunk: Buffer) => (printed.stderr += chunk.toString()));
  return { child, base: `http://127.0.0.1:${port}`, printed };
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const { child, base } = await spawnServer(env);
  await waitUntilReady(child, base);
  return { child, base };
}

/** Starts a server that is expected to refuse to start: answers its exit code and what it printed. */
async function refusedStart(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const { child, printed } = await spawnServer(env);
  // 'close', not 'exit': it comes after the process's output has all been read.
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { code, stderr: printed.stderr };
}

interface World {
  players: Array<{ id: number; token: string; teamId: number }>;
  tournamentIds: number[];
  packageId: number;
}

/** 30 funded players with solo teams and a linked PayPal e-mail, 6 tournaments, one credit package. */
async function buildWorld(database: Database): Promise<World> {
  const { db } = database;
  const [game] = await db
    .insert(games)
    .values({ gameName: `Crash ${randomToken(4)}` })
    .returning();
  const start = new Date(Date.now() + 3 * DAY);
  const cups = await db
    .insert(tournaments)
    .values(
      Array.from({ length: 6 }, (_, i) => ({
        gameId: game!.id,
        tournamentName: `Crash Cup ${i}`,
        totalTeams: 8,
        region: 'UK & Ireland',
        teamSize: 1,
        entryFee: 5,
        tournamentStartDate: start,
        tournamentEndDate: new Date(start.getTime() + DAY),
        registrationDeadlineDate: new Date(start.getTime() - 3_600_000),
      })),
    )
    .returning({ id: tournaments.id });
  const [pack] = await db.insert(creditPackages).values({ credit: 20, amountPence: 200 }).returning();
  const players: World['players'] = [];
  for (let i = 0; i < 30; i += 1) {
    const tag = randomToken(5);
    const [user] = await db
      .insert(users)
      .values({
        name: `crash${tag}`,
        email: `crash${tag}@arena.test`,
        passwordHash: 'not-a-hash',
        playerId: randomPlayerId(),
        paypalEmail: `crash${tag}@paypal.test`,
        dateOfBirth: '1990-05-17',
        residenceCountry: 'GB',
      })
      .returning();
    const token = randomToken();
    await db.insert(sessions).values({
      userId: user!.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + DAY),
      userAgent: null,
      ip: null,
    });
    await db.transaction(async (tx) => {
      await applyLedgerChange(tx, {
        userId: user!.id,
        asset: 'credits',
        delta: 30,
        reason: 'test',
        reference: `crash:c:${user!.id}`,
      });
      await applyLedgerChange(tx, {
        userId: user!.id,
        asset: 'wallet',
        delta: 5000,
        reason: 'test',
        reference: `crash:w:${user!.id}`,
      });
    });
    const [team] = await db
      .insert(teams)
      .values({
        teamName: `Crash ${tag}`,
        slug: `crash-${tag}`,
        captainId: user!.id,
        totalPlayers: 1,
        inviteToken: randomToken(16),
      })
      .returning();
    await db.insert(teamMembers).values({ teamId: team!.id, userId: user!.id, isAccepted: MEMBER.captain });
    players.push({ id: user!.id, token, teamId: team!.id });
  }
  return { players, tournamentIds: cups.map((c) => c.id), packageId: pack!.id };
}

interface Committed {
  purchases: number;
  enrolments: number;
  withdrawals: number;
}

/** Keeps every player busy with purchases, enrolments and withdrawals until the server dies. */
function load(base: string, world: World): { committed: Committed; stop: () => Promise<void> } {
  let running = true;
  // Answers of 200 only: what the server says it committed before the kill.
  const committed: Committed = { purchases: 0, enrolments: 0, withdrawals: 0 };
  const post = (token: string, url: string, payload?: unknown) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    }).then(async (r) => ({ ok: r.ok, ...((await r.json()) as { data?: { order_id?: string } }) }));
  const worker = async (player: World['players'][number], n: number) => {
    let step = n;
    while (running) {
      step += 1;
      try {
        if (step % 3 === 0) {
          const order = await post(player.token, '/api/payments/orders', {
            kind: 'credits',
            plan_id: world.packageId,
          });
          const id = order.data?.order_id;
          if (id) {
            await fetch(`${base}/api/paypal-sandbox/v2/checkout/orders/${id}/approve`, { method: 'POST' });
            await post(player.token, `/api/payments/orders/${id}/capture`);
            const saved = await post(player.token, '/api/save-transaction', {
              plan_id: world.packageId,
              transaction_id: id,
            });
            if (saved.ok) committed.purchases += 1;
          }
        } else if (step % 3 === 1) {
          const entered = await post(player.token, '/api/add-tournament-participants', {
            tournament_id: world.tournamentIds[step % world.tournamentIds.length],
            team_id: player.teamId,
            captain_id: player.id,
          });
          if (entered.ok) committed.enrolments += 1;
        } else {
          const asked = await post(player.token, '/api/withdrawal-money-request', { amount: 2 + (step % 5) });
          if (asked.ok) committed.withdrawals += 1;
        }
      } catch {
        // The server was killed mid-request: expected.
        return;
      }
    }
  };
  const workers = world.players.map((p, i) => worker(p, i));
  return {
    committed,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

async function expectNoPartialChange(database: Database) {
  const { db } = database;
  const sums = await db
    .select({
      userId: ledgerEntries.userId,
      asset: ledgerEntries.asset,
      total: sql<number>`sum(${ledgerEntries.delta})::int`,
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.userId, ledgerEntries.asset);
  for (const user of await db.select().from(users)) {
    const of = (asset: string) => sums.find((s) => s.userId === user.id && s.asset === asset)?.total ?? 0;
    expect({ credits: user.credits, tokens: user.tokens, wallet: user.walletPence }).toEqual({
      credits: of('credits'),
      tokens: of('tokens'),
      wallet: of('wallet'),
    });
  }
  const references = new Set(
    (await db.select({ reference: ledgerEntries.reference }).from(ledgerEntries)).map((r) => r.reference),
  );
  const entries = await db.select().from(tournamentEntries);
  for (const entry of entries)
    expect(references.has(`entry:${entry.id}:fee`), `entry ${entry.id}`).toBe(true);
  const completed = await db.select().from(paymentOrders).where(eq(paymentOrders.status, 'completed'));
  for (const order of completed)
    expect(references.has(`payment:${order.provider}:${order.providerOrderId}`), order.providerOrderId).toBe(
      true,
    );
  for (const withdrawal of await db.select().from(withdrawalRequests))
    expect(references.has(`withdrawal:${withdrawal.id}`), `withdrawal ${withdrawal.id}`).toBe(true);
  return { entries: entries.length, purchases: completed.length };
}

/**
 * Kills the server once it has committed some of every kind of change, with the load still running, so the
 * kill lands mid-request however slow the machine is (no fixed delay, no count of work done in time).
 */
async function crashUnderLoad(serverEnv: Record<string, string>, world: World): Promise<Committed> {
  const { child, base } = await startServer(serverEnv);
  const traffic = load(base, world);
  const { committed } = traffic;
  await waitFor(() => committed.purchases > 0 && committed.enrolments > 0 && committed.withdrawals > 0, {
    timeout: 60_000,
    what: 'a purchase, an enrolment and a withdrawal under load',
  });
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
  await traffic.stop();
  return { ...committed };
}

describe('kill -9 under load', () => {
  it.skipIf(usesPostgres())(
    'leaves no partial change on the embedded database, which starts again, one server at a time',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-crash-'));
      folders.push(dataDir);
      const setup = await openPglite(dataDir);
      await setup.migrate();
      const world = await buildWorld(setup);
      await setup.close();

      const committed = await crashUnderLoad({ DATA_DIR: dataDir, DATABASE_URL: '' }, world);

      const after = await openPglite(dataDir);
      try {
        const counted = await expectNoPartialChange(after);
        // Whatever the server answered 200 to before the kill survived it.
        expect(counted.entries).toBeGreaterThanOrEqual(committed.enrolments);
        expect(counted.purchases).toBeGreaterThanOrEqual(committed.purchases);
      } finally {
        await after.close();
      }
      // And it serves again on the same folder: the killed server's lock (pgdata.lock) is taken over.
      const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      const again = await startServer(env);
      expect((await fetch(`${again.base}/api/tournaments-list`)).status).toBe(200);
      // While it runs, a second server on the same folder is refused with a sentence, and the first never notices.
      const second = await refusedStart(env);
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(
        `The embedded database in ${dataDir} is in use by another Arena server (process ${again.child.pid}).`,
      );
      expect((await fetch(`${again.base}/api/tournaments-list`)).status).toBe(200);
    },
    scaled(120_000),
  );

  it.skipIf(!usesPostgres())(
    'leaves no partial change on PostgreSQL',
    async () => {
      const database = await testDatabase();
      const world = await buildWorld(database);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-crash-'));
      folders.push(dataDir);
      const env = { DATA_DIR: dataDir, DATABASE_URL: workerDatabaseUrl()! };
      const committed = await crashUnderLoad(env, world);
      const counted = await expectNoPartialChange(database);
      expect(counted.entries).toBeGreaterThanOrEqual(committed.enrolments);
      expect(counted.purchases).toBeGreaterThanOrEqual(committed.purchases);
      const again = await startServer(env);
      expect((await fetch(`${again.base}/api/tournaments-list`)).status).toBe(200);
    },
    scaled(120_000),
  );
});
