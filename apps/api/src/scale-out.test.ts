/**
 * Two API processes on one PostgreSQL and one Redis (decision 0010): races split across both keep every
 * invariant, brute-force limits count across both, one write clears both caches, and a due tournament is
 * started once although both schedulers see it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bracketRecords } from './db/schema/brackets';
import { ledgerEntries } from './db/schema/ledger';
import { tournamentEntries } from './db/schema/tournament-entries';
import { tournaments } from './db/schema/tournaments';
import { users } from './db/schema/users';
import { testDatabase, usesPostgres, workerDatabaseUrl } from '../test/harness';
import { insertSignedInPlayers } from '../test/fixtures';
import { insertGame, insertTeam, insertTournament } from '../test/catalogue-fixtures';
import { balancesOf, fund, ledgerSumsOf } from '../test/money-fixtures';
import { freePort, waitUntilReady } from '../test/processes';
import { scaled } from '../test/timeouts';
import { randomToken } from './lib/tokens';
import { apiServerArgs } from '../../../scripts/builds.mjs';

const apiRoot = path.resolve(import.meta.dirname, '..');
const running: ChildProcess[] = [];
const folders: string[] = [];

afterEach(async () => {
  await Promise.all(
    running.splice(0).map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** Starts one API instance on the worker's PostgreSQL database and the shared Redis; answers its base URL. */
async function startInstance(dataDir: string, redisPrefix: string): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, apiServerArgs, {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PASSWORD_HASHING: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: workerDatabaseUrl(),
      REDIS_URL: process.env.REDIS_URL,
      // Rate-limit counters and the invalidation channel of this run only: another run may share the Redis.
      REDIS_PREFIX: redisPrefix,
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '1',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.push(child);
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, base, () => errors);
  return base;
}

async function twoInstances() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-scale-'));
  folders.push(dataDir);
  const redisPrefix = `arena:test:${process.pid}:${randomToken(6)}:`;
  return Promise.all([startInstance(dataDir, redisPrefix), startInstance(dataDir, redisPrefix)]);
}

async function call(base: string, method: string, url: string, token?: string, payload?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.skipIf(!usesPostgres() || !process.env.REDIS_URL)(
  'two instances on one PostgreSQL and Redis',
  () => {
    it(
      'keep the enrolment and withdrawal invariants, share limits and caches, and start a tournament once',
      async () => {
        const database = await testDatabase();
        const { db } = database;
        const game = await insertGame(db);

        // A tournament already due: both schedulers see it at start-up.
        const due = await insertTournament(db, game.id, {
          teamSize: 1,
          entryFee: 0,
          tournamentStartDate: new Date(Date.now() - 60_000),
          registrationDeadlineDate: new Date(Date.now() - 120_000),
          tournamentEndDate: new Date(Date.now() + 86_400_000),
        });
        const duePlayers = await insertSignedInPlayers(database, 3);
        for (const player of duePlayers) {
          const team = await insertTeam(db, [player.user.id]);
          await db
            .insert(tournamentEntries)
            .values({ tournamentId: due.id, teamId: team.id, captainId: player.user.id });
        }

        const captains = await insertSignedInPlayers(database, 60);
        const teams: Array<{ id: number }> = [];
        for (const captain of captains) {
          await fund(database, captain.user.id, 'credits', 10);
          teams.push(await insertTeam(db, [captain.user.id]));
        }
        const cup = await insertTournament(db, game.id, { teamSize: 1, totalTeams: 8, entryFee: 10 });
        const [holder] = await insertSignedInPlayers(database, 1);
        await fund(database, holder!.user.id, 'wallet', 4000);
        await db
          .update(users)
          .set({ paypalEmail: 'holder@paypal.test' })
          .where(eq(users.id, holder!.user.id));

        const [a, b] = await twoInstances();
        const instance = (i: number) => (i % 2 === 0 ? a : b);

        // The public list, cached on instance B before anyone enrols.
        const listed = async () => {
          const answer = await call(b, 'GET', `/api/tournament-details?id=${cup.id}`);
          return (answer.body.tournament as { enrolled_teams: number }).enrolled_teams;
        };
        expect(await listed()).toBe(0);

        // The enrolment race, split across both instances.
        const enrolments = await Promise.all(
          captains.map((captain, i) =>
            call(instance(i), 'POST', '/api/add-tournament-participants', captain.token, {
              tournament_id: cup.id,
              team_id: teams[i]!.id,
              captain_id: captain.user.id,
            }),
          ),
        );
        expect(enrolments.filter((r) => r.status === 200)).toHaveLength(8);
        expect(enrolments.filter((r) => r.status === 400)).toHaveLength(52);
        const entries = await db
          .select()
          .from(tournamentEntries)
          .where(and(eq(tournamentEntries.tournamentId, cup.id), eq(tournamentEntries.status, 'active')));
        expect(entries).toHaveLength(8);
        const [debits] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.reason, 'entry fee'));
        expect(debits?.n).toBe(8);
        // Instance A's writes cleared instance B's cache.
        await expect.poll(listed, { timeout: scaled(3000) }).toBe(8);

        // The withdrawal race: the whole balance, 20 times, across both.
        const withdrawals = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            call(instance(i), 'POST', '/api/withdrawal-money-request', holder!.token, { amount: 40 }),
          ),
        );
        expect(withdrawals.filter((r) => r.status === 200)).toHaveLength(1);
        expect(await balancesOf(database, holder!.user.id)).toMatchObject({ wallet: 0 });
        expect(await ledgerSumsOf(database, holder!.user.id)).toMatchObject({ wallet: 0 });
        for (const captain of captains) {
          expect(await ledgerSumsOf(database, captain.user.id)).toEqual(
            await balancesOf(database, captain.user.id),
          );
        }

        // Login brute force on one account, alternating instances: the limit counts both.
        const statuses = [];
        for (let i = 0; i < 12; i += 1) {
          const answer = await call(instance(i), 'POST', '/api/login', undefined, {
            email: 'nobody.scale@arena.test',
            password: 'Wrong!Pass1',
          });
          statuses.push(answer.status);
        }
        expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
        expect(statuses.slice(10)).toEqual([429, 429]);

        // The due tournament: started once, with one bracket.
        await expect
          .poll(
            async () =>
              (await db.select().from(tournaments).where(eq(tournaments.id, due.id)))[0]?.tournamentState,
            {
              timeout: scaled(15_000),
            },
          )
          .toBe('underway');
        const stages = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(bracketRecords)
          .where(and(eq(bracketRecords.tournamentId, due.id), eq(bracketRecords.tableName, 'stage')));
        expect(stages[0]?.n).toBe(1);
      },
      scaled(120_000),
    );
  },
);
