/** Test helpers: the worker's database, an app built on it, and resets between tests. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { pino } from 'pino';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../src/app';
import type { CachedResponse } from '../src/http/envelope';
import { loadConfig, type Config } from '../src/config';
import { scaled } from './timeouts';
import { openPostgres, wrapPglite, type Database } from '../src/db/client';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from '../src/lib/rate-limiter';
import { createTtlCache } from '../src/lib/ttl-cache';

/** Logs of test-owned resources (silent unless TEST_LOG_LEVEL says otherwise). */
export const testLog = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

let workerDatabase: Promise<Database> | undefined;
let workerUrl: string | undefined;

/** The PostgreSQL URL of this worker's database (undefined on the embedded database). */
export function workerDatabaseUrl(): string | undefined {
  return workerUrl;
}

async function openWorkerDatabase(): Promise<Database> {
  const postgres = inject('postgresTemplate');
  if (postgres) {
    const name = `${postgres.prefix}_w${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}`;
    const admin = new pg.Client({ connectionString: postgres.adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgres.template}`);
    await admin.end();
    const url = new URL(postgres.adminUrl);
    url.pathname = `/${name}`;
    workerUrl = url.toString();
    // A busy machine stretches waits for a pooled connection and slow statements alike: scale both limits,
    // so a race of 200 requests is refused by the rules it tests, not by a pool timeout.
    return openPostgres(workerUrl, {
      poolSize: 20,
      log: testLog,
      connectTimeoutMs: scaled(5_000),
      statementTimeoutMs: scaled(10_000),
    });
  }
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  return wrapPglite(await PGlite.create({ loadDataDir: new Blob([dump]) }));
}

/** The worker's database: created once per worker, shared by its test files. */
export function testDatabase(): Promise<Database> {
  workerDatabase ??= openWorkerDatabase();
  return workerDatabase;
}

export const usesPostgres = (): boolean => inject('postgresTemplate') !== null;

interface ResetPlan {
  /**
   * Locks every table as TRUNCATE did: the reset waits for transactions still running from the last test (an app's
   * outbox round, a sweep), whose rows would otherwise commit after the deletes and leak into the next test.
   */
  lockAll: string;
  /** The reset on PostgreSQL: every table truncated, identities restarted. */
  truncateAll: string;
  /** One statement naming the tables that hold a row. */
  findFilled: string;
  /** One statement setting every column-owned sequence back to its start (TRUNCATE's RESTART IDENTITY). */
  restartSequences: string | undefined;
}

let resetPlan: Promise<ResetPlan> | undefined;

/** The worker's tables and owned sequences, read once: the schema does not change between tests. */
async function planReset(db: Database['db']): Promise<ResetPlan> {
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  // The sandbox's secrets belong to the installation (the worker's database), not to one test: an app built
  // before the reset keeps using them (decision 0030).
  const tables = rows<{ tablename: string }>(
    await db.execute(
      sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'paypal_sandbox_secrets'`,
    ),
  ).map((r) => r.tablename);
  const sequences = rows<{ sequence: string; start: string }>(
    await db.execute(sql`
      SELECT quote_ident(s.relname) AS sequence, q.seqstart::text AS start
      FROM pg_class s
      JOIN pg_sequence q ON q.seqrelid = s.oid
      JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
      JOIN pg_class t ON t.oid = d.refobjid
      WHERE s.relkind = 'S' AND t.relnamespace = 'public'::regnamespace AND t.relname <> 'paypal_sandbox_secrets'`),
  );
  const literal = (name: string) => `'${name.replace(/'/g, "''")}'`;
  return {
    lockAll: `LOCK TABLE ${tables.map((t) => `"${t}"`).join(', ')} IN ACCESS EXCLUSIVE MODE`,
    truncateAll: `TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`,
    findFilled: tables
      .map((t) => `SELECT ${literal(t)} AS t WHERE EXISTS (SELECT 1 FROM "${t}")`)
      .join(' UNION ALL '),
    restartSequences:
      sequences.length === 0
        ? undefined
        : `SELECT ${sequences.map((s) => `setval(${literal(s.sequence)}, ${s.start}, false)`).join(', ')}`,
  };
}

/**
 * Empties every table, so each test starts from a migrated, empty database. On PostgreSQL that is `TRUNCATE ...
 * RESTART IDENTITY CASCADE` of every table. On the embedded database (`npm test`) TRUNCATE cost about 0.3 s a test
 * (it gives every table and index new files), so there the same end is reached in one transaction: every table is
 * locked as TRUNCATE locks it (what the last test left running finishes first), one statement finds the tables that
 * hold a row, those are emptied with DELETE (foreign keys and triggers off for the transaction, as every
 * referencing table is emptied too), and one statement sets the column-owned sequences back to their start (even a
 * rolled-back insert moves a sequence). The embedded database has no autovacuum, so rows are still read back in the
 * order they were written.
 */
export async function resetDatabase(): Promise<void> {
  const { db } = await testDatabase();
  resetPlan ??= planReset(db);
  const plan = await resetPlan;
  // The background work of the apps still open (a file's app outlives its tests) is stopped first and resumed after
  // the reset: a sandbox PayPal webhook or an outbox round of the last test (the notices of its last result, a
  // webhook send) could still be running, in a transaction that holds a lock on one table and wants another, while
  // the reset holds the second and waits for the first. PostgreSQL then ends one of the two with a deadlock (40P01;
  // seen once in swiss-groups.test.ts, the TRUNCATE waiting on an outbox round of the test before).
  const open = [...openApps];
  await Promise.all(open.map((app) => app.sandboxWebhooks?.drain()));
  await Promise.all(open.map((app) => app.notifications.worker.pause()));
  try {
    await emptyTables(db, plan);
  } finally {
    for (const app of open) app.notifications.worker.resume();
  }
}

async function emptyTables(db: Database['db'], plan: ResetPlan): Promise<void> {
  // Work outside the apps' background (a request a test left unanswered, another process's server on the worker's
  // database) can still deadlock with the locks: try again.
  for (let attempt = 1; ; attempt++) {
    try {
      if (usesPostgres()) {
        // PostgreSQL keeps TRUNCATE: its autovacuum lets new rows fill the space deleted ones leave, so a select
        // without ORDER BY would no longer answer in the order rows were written (tests read events that way).
        await db.execute(sql.raw(plan.truncateAll));
        return;
      }
      await db.transaction(async (tx) => {
        await tx.execute(sql.raw(plan.lockAll));
        const filled = (
          (await tx.execute(sql.raw(plan.findFilled))) as unknown as { rows: Array<{ t: string }> }
        ).rows.map((r) => r.t);
        if (filled.length > 0) {
          await tx.execute(sql`SET LOCAL session_replication_role = replica`);
          for (const table of filled) await tx.execute(sql.raw(`DELETE FROM "${table}"`));
        }
        if (plan.restartSequences) await tx.execute(sql.raw(plan.restartSequences));
      });
      return;
    } catch (error) {
      const code =
        (error as { cause?: { code?: string }; code?: string }).cause?.code ??
        (error as { code?: string }).code;
      if (code !== '40P01' || attempt >= 5) throw error;
    }
  }
}

/** The apps createTestApp built and has not closed: their background work pauses for each reset. */
const openApps = new Set<FastifyInstance>();

const limiters = new Set<RateLimiter>();
let redis: Redis | undefined;
let appCount = 0;

/** A rate limiter like production's: Redis when REDIS_URL is set (under a prefix of its own), else memory. */
function testLimiter(): RateLimiter {
  const url = process.env.REDIS_URL;
  let limiter: RateLimiter;
  if (url) {
    redis ??= new Redis(url, { maxRetriesPerRequest: 1 });
    limiter = createRedisRateLimiter(redis, {
      prefix: `arena:test:${process.pid}:${++appCount}:`,
      onError: (error) => {
        throw error;
      },
    });
  } else {
    limiter = createMemoryRateLimiter();
  }
  limiters.add(limiter);
  return limiter;
}

export async function resetLimiters(): Promise<void> {
  for (const limiter of limiters) await limiter.clear();
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-test-'));
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      PASSWORD_HASHING: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    }),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { config?: Partial<Config>; deps?: Partial<AppDeps> } = {},
): Promise<TestApp> {
  const database = await testDatabase();
  const config = testConfig(options.config);
  // Tests change the database between requests, so public reads are not cached unless a test asks.
  const catalogueCache = createTtlCache<CachedResponse>({ ttlMs: 0, maxEntries: 1 });
  const app = await buildApp(config, { database, limiter: testLimiter(), catalogueCache, ...options.deps });
  await app.ready();
  openApps.add(app);
  return {
    app,
    database,
    config,
    async close() {
      openApps.delete(app);
      await app.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** The parsed envelope of an injected response. */
export function body<T = Record<string, unknown>>(response: LightMyRequestResponse) {
  return response.json<{ status_code: number; status: boolean; message: string; error: string[] } & T>();
}

export function closeWorkerResources(): Promise<void> | void {
  redis?.disconnect();
}
