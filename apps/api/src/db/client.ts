/** Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set. */
import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DEFAULT_MIGRATIONS_DIR, projectPath } from '../config';
import { lockDataDir } from './data-dir-lock';

/** Where the database reports what it cannot throw to a caller (a pino or Fastify logger). */
export interface DatabaseLog {
  warn(details: object, message: string): void;
}

export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle; repositories take either a Db or a Tx. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance runs its own (first-start seeding and the first admin), so two
   * instances starting together on one empty database do not both seed it.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Cheap round trip for /api/ready. */
  ping(): Promise<void>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, from any instance on this database
   * (PostgreSQL delivers a NOTIFY sent inside a transaction when it commits, never on rollback; the embedded
   * database does the same in-process). `onReconnect` runs after a lost listening connection is back, since
   * what was sent meanwhile is lost. Answers a function that stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Where the migrations are when the caller does not say (tests, benchmarks): MIGRATIONS_DIR's default. */
const defaultMigrationsDir = () => projectPath(DEFAULT_MIGRATIONS_DIR);

/** An arbitrary constant: serialises migrations when several instances start on one PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_140_001;
/** Another constant for start-up work after migrations (a different key: the migrator takes its own). */
const STARTUP_LOCK_KEY = 7_140_002;

export function openPostgres(
  url: string,
  options: {
    /** Required: an error on an idle connection has no caller to throw to, so it is logged here. */
    log: DatabaseLog;
    poolSize?: number;
    statementTimeoutMs?: number;
    /** How long a query waits for a free pooled connection before it fails (503). */
    connectTimeoutMs?: number;
    /** Sees every statement (the query-plan test uses it to EXPLAIN what the routes run). */
    onQuery?: (query: string, params: unknown[]) => void;
    migrationsDir?: string;
  },
): Database {
  const { log } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    statement_timeout: options.statementTimeoutMs ?? 10_000,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
  });
  // A dropped idle connection (database restart, network cut) must not crash the process: the pool replaces
  // it, and the log says it happened, so a flapping database is visible before requests start failing.
  pool.on('error', (error) =>
    log.warn({ err: error }, 'idle database connection lost; the pool replaces it'),
  );
  // A connection lost while checked out between two statements (a transaction waiting on other work, a
  // worker's claim) emits its error with no query to fail; without a listener of its own that error would
  // crash the process. The transaction's next statement fails (503), and the pool discards the connection.
  // (Idle connections have the pool's own listener, above.)
  const lostInUse = (error: Error) =>
    log.warn({ err: error }, 'database connection lost while in use; the pool replaces it');
  pool.on('acquire', (client) => client.on('error', lostInUse));
  pool.on('release', (_error, client) => client.removeListener('error', lostInUse));
  const onQuery = options.onQuery;
  const migrationsFolder = options.migrationsDir ?? defaultMigrationsDir();
  const listener = createPostgresListener(url, log);
  const db = drizzlePg(pool, onQuery ? { logger: { logQuery: onQuery } } : {}) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        // Waiting for another instance's migrations is not a slow query: no statement timeout on this session.
        await client.query('SET statement_timeout = 0');
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        // The lock is released with the session anyway; a failed unlock is worth a line, not a failed start.
        await client
          .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
          .catch((error: unknown) => log.warn({ err: error }, 'could not release the migration lock'));
        await client
          .query('RESET statement_timeout')
          .catch((error: unknown) => log.warn({ err: error }, 'could not reset the statement timeout'));
        client.release();
      }
    },
    async exclusively(work) {
      const client = await pool.connect();
      try {
        // The lock is held while another instance seeds, which can outlast the statement timeout on a slow
        // machine: the wait itself is not timed out (the seed's own statements still are).
        await client.query('SET statement_timeout = 0');
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await client
          .query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY])
          .catch((error: unknown) => log.warn({ err: error }, 'could not release the start-up lock'));
        await client
          .query('RESET statement_timeout')
          .catch((error: unknown) => log.warn({ err: error }, 'could not reset the statement timeout'));
        client.release();
      }
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    listen: listener.listen,
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** Longest wait between two attempts to get the listening connection back. */
const LISTEN_RETRY_MAX_MS = 10_000;

/**
 * One connection per instance for LISTEN (a pooled connection cannot keep a subscription): opened on the
 * first listen, re-opened with backoff when lost, and every channel subscribed again.
 */
function createPostgresListener(url: string, log: DatabaseLog) {
  const handlers = new Map<string, Set<{ onMessage: (payload: string) => void; onReconnect?: () => void }>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retryMs = 250;
  let retryTimer: NodeJS.Timeout | undefined;

  const quoted = (channel: string) => `"${channel.replace(/"/g, '""')}"`;
  // One statement at a time on the listening connection: two listens starting together would otherwise send
  // their LISTENs while the other's is running, which pg deprecates (and pg 9 refuses).
  let queue: Promise<unknown> = Promise.resolve();
  const serially = (connection: pg.Client, statement: string): Promise<unknown> => {
    const run = queue.then(() => connection.query(statement));
    queue = run.catch(() => undefined);
    return run;
  };

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler.onMessage(message.payload ?? '');
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'listening database connection lost; reconnecting');
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      scheduleReconnect();
    });
    try {
      await next.connect();
      for (const channel of handlers.keys()) await serially(next, `LISTEN ${quoted(channel)}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    return next;
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      ensure().then(
        () => {
          retryMs = 250;
          for (const set of handlers.values()) for (const handler of set) handler.onReconnect?.();
        },
        (error: unknown) => {
          log.warn({ err: error }, 'could not reconnect the listening database connection');
          retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
          scheduleReconnect();
        },
      );
    }, retryMs);
    retryTimer.unref();
  }

  async function ensure(): Promise<pg.Client> {
    if (client) return client;
    connecting ??= connect().finally(() => {
      connecting = undefined;
    });
    client = await connecting;
    return client;
  }

  return {
    async listen(
      channel: string,
      onMessage: (payload: string) => void,
      onReconnect?: () => void,
    ): Promise<() => Promise<void>> {
      const handler = { onMessage, onReconnect };
      let set = handlers.get(channel);
      const isNew = !set;
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(handler);
      try {
        const connection = await ensure();
        if (isNew) await serially(connection, `LISTEN ${quoted(channel)}`);
      } catch (error) {
        // The database is away (an instance may start before it returns): the channel stays registered, the
        // connection is retried with backoff, and the handler's onReconnect runs once it listens.
        log.warn({ err: error }, 'could not listen on the database yet; retrying');
        // A connection that took no LISTEN is not trusted: the retry opens a new one and listens to every channel.
        const broken = client;
        client = undefined;
        void broken?.end().catch(() => undefined);
        scheduleReconnect();
      }
      return async () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(channel) === set) {
          handlers.delete(channel);
          if (client) await serially(client, `UNLISTEN ${quoted(channel)}`).catch(() => undefined);
        }
      };
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      handlers.clear();
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}

/** The longest the embedded database may hold the thread through a chain of statements before a turn. */
export const PGLITE_TURN_MS = 5;
const clockNow = performance.now.bind(performance);

/**
 * The embedded database runs a statement on this thread and resolves at once, so a chain of awaited statements
 * never gives the event loop a turn: after a 1,024-team start, the outbox worker's backlog held even /api/health
 * for 5 s (no statement took more than 150 ms). Each query and transaction first lets the event loop run (waiting
 * requests are read, timers fire) when the thread has been held for PGLITE_TURN_MS since the last turn. The turn
 * is `node:timers/promises`' own, which tests' fake timers leave alone.
 */
export function takingTurns(client: PGlite): PGlite {
  let lastTurn = clockNow();
  const turn = async () => {
    if (clockNow() - lastTurn < PGLITE_TURN_MS) return;
    await nextTurn();
    lastTurn = clockNow();
  };
  const query = client._runExclusiveQuery.bind(client);
  const transaction = client._runExclusiveTransaction.bind(client);
  client._runExclusiveQuery = async (fn) => {
    await turn();
    return query(fn);
  };
  client._runExclusiveTransaction = async (fn) => {
    await turn();
    return transaction(fn);
  };
  return client;
}

export function wrapPglite(client: PGlite, migrationsFolder = defaultMigrationsDir()): Database {
  takingTurns(client);
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    // One process owns an embedded database: nothing to wait for.
    exclusively: (work) => work(),
    async ping() {
      await client.query('SELECT 1');
    },
    async listen(channel, onMessage) {
      const unlisten = await client.listen(channel, onMessage);
      return async () => {
        // A closed embedded database has dropped its listeners already.
        if (!client.closed) await unlisten();
      };
    },
    async close() {
      await client.close();
    },
  };
}

export async function openPglite(dataDir: string, migrationsDir?: string): Promise<Database> {
  const dir = path.join(dataDir, 'pgdata');
  fs.mkdirSync(dir, { recursive: true });
  const release = lockDataDir(dataDir);
  let database: Database;
  try {
    database = wrapPglite(await PGlite.create(dir), migrationsDir);
  } catch (error) {
    release();
    throw error;
  }
  return {
    ...database,
    async close() {
      try {
        await database.close();
      } finally {
        release();
      }
    },
  };
}

export async function openDatabase(
  config: {
    databaseUrl: string | undefined;
    dataDir: string;
    databasePoolSize?: number;
    databaseStatementTimeoutMs?: number;
    databaseConnectTimeoutMs?: number;
    migrationsDir?: string;
  },
  log: DatabaseLog,
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, {
        log,
        poolSize: config.databasePoolSize,
        statementTimeoutMs: config.databaseStatementTimeoutMs,
        connectTimeoutMs: config.databaseConnectTimeoutMs,
        migrationsDir: config.migrationsDir,
      })
    : openPglite(config.dataDir, config.migrationsDir);
}
