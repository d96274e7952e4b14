// Shared by the benchmark servers: a fresh database (embedded in a temporary DATA_DIR, or a new PostgreSQL
// database next to BENCH_DATABASE_URL, dropped afterwards), signed-in players, and serving the real app.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { buildApp } from '../apps/api/src/app';
import { loadConfig, type Config } from '../apps/api/src/config';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { sessions } from '../apps/api/src/db/schema/sessions';
import { users } from '../apps/api/src/db/schema/users';
import { randomPlayerId, randomToken, sha256 } from '../apps/api/src/lib/tokens';
import { totpCode } from '../apps/api/src/lib/totp';
import { prepareDatabase } from '../apps/api/src/startup';

const DAY = 86_400_000;

async function postgresFor(tag: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return { url: '', drop: async () => {} };
  const name = `arena_bench_${tag}_${Date.now()}_${process.pid}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A migrated, empty database and the production configuration the benchmark's app runs with. */
export async function benchDatabase(
  tag: string,
): Promise<{ config: Config; database: Database; cleanup: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `arena-bench-${tag}-`));
  const postgres = await postgresFor(tag);
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    // Production on PostgreSQL asks for the instances' shared two-factor key (decision 0049): one for this run.
    TWO_FACTOR_KEY: process.env.TWO_FACTOR_KEY ?? randomBytes(32).toString('hex'),
    PAYMENTS_SANDBOX: '1',
    PUBLIC_URL: 'http://127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: postgres.url,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    RATE_LIMIT_SCALE: '1000',
  });
  const log = pino({ level: 'warn' });
  const database = await openDatabase(config, log);
  await prepareDatabase(database, config, log);
  return {
    config,
    database,
    async cleanup() {
      await postgres.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `count` players with a live session each (no password: they never log in). */
export async function insertSignedInPlayers(
  database: Database,
  count: number,
  prefix: string,
  extra: (i: number) => Partial<typeof users.$inferInsert> = () => ({}),
) {
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `${prefix}${i}`,
        email: `${prefix}${i}@bench.test`,
        passwordHash: 'not-a-hash',
        playerId: randomPlayerId(),
        // Verified, as their purchases, entries and withdrawals need (decision 0054).
        emailVerifiedAt: new Date(),
        // Adults resident where paid entry is on (decision 0055).
        dateOfBirth: '1990-05-17',
        residenceCountry: 'GB',
        ...extra(i),
      })),
    )
    .returning({ id: users.id });
  const tokens = rows.map(() => randomToken());
  await database.db.insert(sessions).values(
    rows.map((row, i) => ({
      userId: row.id,
      tokenHash: sha256(tokens[i]!),
      expiresAt: new Date(Date.now() + DAY),
      lastSeenAt: new Date(),
      userAgent: null,
      ip: null,
    })),
  );
  return rows.map((row, i) => ({ id: row.id, token: tokens[i]! }));
}

/**
 * The console opens only to an admin with a second factor (decision 0057): turns two-factor sign-in on for the
 * signed-in account behind `token` through the API, as a person does in My Account, which also records the check
 * on that session.
 */
export async function turnOnTwoFactor(base: string, token: string): Promise<void> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`POST ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
  const { secret } = (await post('/api/two-factor/setup', {})) as { secret: string };
  await post('/api/two-factor/enable', { code: totpCode(secret, new Date()) });
}

/**
 * Serves the app and prints `READY <json>` (the port, the engine and `details`) for bench/lib.mjs; the sessions
 * in `admins` (admin accounts) get their second factor first.
 */
export async function serve(
  setup: { config: Config; database: Database; cleanup: () => Promise<void> },
  details: Record<string, unknown>,
  admins: string[] = [],
) {
  const app = await buildApp(setup.config, { database: setup.database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  for (const token of admins) await turnOnTwoFactor(`http://127.0.0.1:${port}`, token);
  process.stdout.write(`READY ${JSON.stringify({ port, engine: setup.database.engine, ...details })}\n`);
  const stop = async () => {
    await app.close();
    await setup.cleanup();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}
