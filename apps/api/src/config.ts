/** Configuration: read from the environment once at start-up and validated (the README's Configuration). */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseSecretBoxKey } from './lib/secret-box';
import type { PasswordHashing } from './lib/passwords';

/**
 * The project root: the working directory, or its nearest parent whose package.json declares the npm
 * workspaces (npm runs a workspace's scripts inside apps/api, and tests start servers there). The migrations
 * and web-build folders resolve from here, never from a module's own location, which differs between the
 * TypeScript sources and the bundle in apps/api/dist.
 */
export function projectRoot(from: string = process.cwd()): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (declaresWorkspaces(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from);
  }
}

function declaresWorkspaces(packageJson: string): boolean {
  if (!fs.existsSync(packageJson)) return false;
  const parsed: unknown = JSON.parse(fs.readFileSync(packageJson, 'utf8'));
  return typeof parsed === 'object' && parsed !== null && 'workspaces' in parsed;
}

/** Defaults of MIGRATIONS_DIR and WEB_DIST_DIR, relative to the project root. */
export const DEFAULT_MIGRATIONS_DIR = 'apps/api/drizzle';
export const DEFAULT_WEB_DIST_DIR = 'apps/web/dist';

/** A folder setting: absolute as given, or relative to the project root. */
export function projectPath(value: string): string {
  return path.resolve(projectRoot(), value);
}

const DAY_MS = 86_400_000;

const flag = (fallback: boolean) =>
  z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? fallback : value === '1' || value === 'true'));

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

/** Milliseconds, up to an hour; 0 (where allowed) turns the timeout off. */
const timeoutMs = (fallback: number, min = 0) =>
  z.coerce.number().int().min(min).max(3_600_000).default(fallback);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    /** The SQL migrations applied at start (drizzle-kit's folder); relative to the project root. */
    MIGRATIONS_DIR: z.string().default(DEFAULT_MIGRATIONS_DIR),
    /** The built web app served on the same port; relative to the project root. */
    WEB_DIST_DIR: z.string().default(DEFAULT_WEB_DIST_DIR),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    /** Connections per instance; instances x pool size must stay below PostgreSQL's max_connections. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** A query running longer is cancelled (its request answers 503) instead of holding a connection. */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /** A request waiting longer for a free pooled connection answers 503 instead of queueing without end. */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    REDIS_URL: optionalUrl(['redis', 'rediss']),
    /** Start of every Redis key and channel: deployments (or test runs) sharing one Redis keep apart. */
    REDIS_PREFIX: z.string().trim().min(1).default('arena:'),
    PUBLIC_URL: optionalUrl(['http', 'https']),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    /** Development only: with no SMTP_URL, one-time codes (password reset) are also written to the log. */
    MAIL_LOG_CODES: flag(false),
    /**
     * Test runs only: `test` hashes passwords with argon2id at its smallest cost instead of OWASP's (19 MiB, 2
     * passes), which was a tenth of the API tests' CPU (decision 0066). Stored hashes carry their own cost, so
     * either verifies under both.
     */
    PASSWORD_HASHING: z.enum(['owasp', 'test']).default('owasp'),
    /** S3-compatible storage for uploads, shared by every instance; unset: DATA_DIR/storage. */
    S3_ENDPOINT: optionalUrl(['http', 'https']),
    S3_BUCKET: z.string().trim().optional(),
    S3_REGION: z.string().trim().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PREFIX: z.string().default(''),
    MAIL_FROM: z.string().default('Arena <no-reply@arena.local>'),
    SUPPORT_EMAIL: z.string().email().default('support@arena.local'),
    PAYPAL_CLIENT_ID: z.string().optional(),
    PAYPAL_CLIENT_SECRET: z.string().optional(),
    PAYPAL_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
    /** The id PayPal gave the webhook registered at {PUBLIC_URL}/api/paypal/webhook (decision 0012). */
    PAYPAL_WEBHOOK_ID: z.string().trim().max(64).optional(),
    /** How often each instance's reconciliation sweep runs (decision 0012). */
    RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
    MATCH_DEADLINE_SWEEP_SECONDS: z.coerce.number().int().min(1).max(60).default(30),
    /** Orders and payouts younger than this are left to the buyer's calls and the webhooks. */
    RECONCILE_GRACE_SECONDS: z.coerce.number().int().min(10).max(86_400).default(120),
    /**
     * The identity check (decision 0056): once a player's withdrawals reach this many euros in total, every further
     * request waits for an admin's review. Whole euros.
     */
    IDENTITY_CHECK_THRESHOLD_EUR: z.coerce.number().int().min(1).max(1_000_000).default(2000),
    /** Euros one pound buys, for that threshold: withdrawals are in pounds. */
    IDENTITY_CHECK_GBP_EUR_RATE: z.coerce.number().min(0.5).max(5).default(1.15),
    /** Notifications (decision 0021): "starts soon" goes out this long before a tournament's start. */
    NOTIFY_STARTS_SOON_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
    /** The outbox worker on this instance (0: this instance only records events; another delivers them). */
    OUTBOX_WORKER: flag(true),
    /** Safety-net poll of the outbox worker; commits wake it at once. */
    OUTBOX_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
    /** First retry of a failed delivery after this long, doubling up to OUTBOX_RETRY_MAX_SECONDS. */
    OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).max(600_000).default(1000),
    OUTBOX_RETRY_MAX_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    /** A delivery or e-mail is given up (status failed, kept) after this many attempts. */
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
    /** How long one Discord post or one SMTP connection step may take before it counts as a failed attempt. */
    OUTBOX_SEND_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(30).default(10),
    /** E-mails each SMTP lane sends at once, over as many pooled connections (decision 0031). */
    OUTBOX_SMTP_CONCURRENCY: z.coerce.number().int().min(1).max(20).default(4),
    /**
     * Delivered domain events (and their deliveries) are deleted this long after they happened; those of a
     * tournament still pending or underway, and any not delivered yet or given up, are kept.
     */
    OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** Read in-app notifications are deleted this long after they were made; unread ones are kept. */
    NOTIFICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
    /** Organisers' webhook deliveries, delivered or failed, are deleted this long after (decision 0058). */
    WEBHOOK_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /**
     * Where a tournament's Discord webhook may point (comma-separated prefixes). Tests and self-hosted
     * stand-ins add theirs; production keeps Discord's own.
     */
    DISCORD_WEBHOOK_BASES: z
      .string()
      .default('https://discord.com/api/webhooks/,https://discordapp.com/api/webhooks/'),
    /**
     * The Discord application's public key (64 hex digits, Developer Portal > General Information): the `/arena`
     * command's interactions are verified with it (decision 0060). Unset: no Discord commands.
     */
    DISCORD_PUBLIC_KEY: z
      .string()
      .trim()
      .regex(/^[0-9a-fA-F]{64}$/, "must be the 64 hexadecimal digits of the Discord application's public key")
      .optional(),
    /** Live streams (SSE) open at once on this instance, and per player. */
    SSE_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100_000).default(10_000),
    SSE_MAX_PER_USER: z.coerce.number().int().min(1).max(100).default(8),
    /**
     * Streams without a session one client address (an IPv6 client: its /64) may hold open; signed-in
     * streams count per player instead (decision 0031). The SSE benchmark raises it for its 2,000 clients.
     */
    SSE_MAX_PER_CLIENT: z.coerce.number().int().min(1).max(100_000).default(50),
    /** The share of SSE_MAX_CONNECTIONS kept for signed-in streams: anonymous ones never take it. */
    SSE_SIGNED_IN_RESERVED_PERCENT: z.coerce.number().int().min(0).max(90).default(20),
    /** A signed-in stream ends after this long at most (the client reconnects and is authenticated again). */
    SSE_MAX_AGE_SECONDS: z.coerce.number().int().min(10).max(86_400).default(3600),
    /** Each instance checks the sessions of its open streams this often (a revocation whose message was lost). */
    SSE_SESSION_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** A heartbeat comment this often; keep it well under HTTP_CONNECTION_TIMEOUT_MS and proxies' idle timeouts. */
    SSE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(25),
    /**
     * Organisers' webhooks (decision 0058) may point at private, loopback and link-local addresses: a local
     * receiver in tests and development. Never in production.
     */
    WEBHOOK_ALLOW_PRIVATE_URLS: flag(false),
    /** Requests a minute each organisers' API key may make (decision 0059), counted across every instance. */
    API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(1200),
    /** Production without PayPal credentials would hand out purchases for free: opt in explicitly. */
    PAYMENTS_SANDBOX: flag(false),
    /**
     * The AES-256-GCM key sealing two-factor secrets at rest (decision 0049): 32 bytes as 64 hex digits or base64.
     * Unset: a key made once in DATA_DIR/two-factor.key; production on PostgreSQL requires it (every instance
     * must share it).
     */
    TWO_FACTOR_KEY: z
      .string()
      .optional()
      .refine((value) => value === undefined || parseSecretBoxKey(value) !== null, {
        message: 'must be 32 bytes written as 64 hexadecimal digits or as base64 (openssl rand -hex 32)',
      }),
    ADMIN_EMAIL: z.string().email().optional(),
    ADMIN_PASSWORD: z.string().optional(),
    SEED_DEMO: flag(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: flag(false),
    RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
    CORS_ORIGIN: z.string().optional(),
    /**
     * Server timeouts (decision 0013). None of them bounds how long a response may stream, so live-update
     * streams (SSE) stay open as long as they send a heartbeat more often than the connection timeout.
     */
    HTTP_CONNECTION_TIMEOUT_MS: timeoutMs(120_000),
    HTTP_REQUEST_TIMEOUT_MS: timeoutMs(120_000),
    HTTP_HEADERS_TIMEOUT_MS: timeoutMs(15_000, 1),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: timeoutMs(72_000, 1),
  })
  .superRefine((env, ctx) => {
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
    if (env.NODE_ENV === 'production' && env.WEBHOOK_ALLOW_PRIVATE_URLS) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEBHOOK_ALLOW_PRIVATE_URLS'],
        message: 'lets webhooks reach private and loopback addresses: never in production',
      });
    }
    if (env.NODE_ENV === 'production' && env.MAIL_LOG_CODES) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_LOG_CODES'],
        message: 'writes one-time codes to the log: never in production',
      });
    }
    if (env.NODE_ENV !== 'test' && env.PASSWORD_HASHING === 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASHING'],
        message: 'test hashes passwords weakly: only with NODE_ENV=test',
      });
    }
    if (env.NODE_ENV === 'production' && env.PUBLIC_URL === undefined) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production' });
    }
    if (env.NODE_ENV === 'production' && env.PAYPAL_CLIENT_ID === undefined && !env.PAYMENTS_SANDBOX) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYPAL_CLIENT_ID'],
        message:
          'PayPal credentials are required in production (or PAYMENTS_SANDBOX=1 for a demo whose payments are simulated)',
      });
    }
    if (env.NODE_ENV === 'production' && env.DATABASE_URL !== undefined && env.TWO_FACTOR_KEY === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['TWO_FACTOR_KEY'],
        message:
          'is required in production with DATABASE_URL: every instance must seal and open two-factor secrets with the same key (openssl rand -hex 32)',
      });
    }
    if (env.S3_BUCKET !== undefined) {
      for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (env[name] === undefined)
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when S3_BUCKET is set' });
      }
    }
    if (env.HTTP_REQUEST_TIMEOUT_MS > 0 && env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
      // Node refuses to start a server whose headers may take longer than the whole request.
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_MS'],
        message: 'must not be longer than HTTP_REQUEST_TIMEOUT_MS',
      });
    }
    if ((env.PAYPAL_CLIENT_ID === undefined) !== (env.PAYPAL_CLIENT_SECRET === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYPAL_CLIENT_SECRET'],
        message: 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET go together',
      });
    }
  });

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  /** The SQL migrations applied at start. */
  migrationsDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  databaseStatementTimeoutMs: number;
  databaseConnectTimeoutMs: number;
  redisUrl: string | undefined;
  redisPrefix: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  /** One-time codes and verification links go to the log: only when MAIL_LOG_CODES=1 asks for it and no SMTP server delivers mail. */
  mailLogCodes: boolean;
  /** argon2id's cost for new password hashes: OWASP's minimum, or the smallest in test runs (PASSWORD_HASHING). */
  passwordHashing: PasswordHashing;
  s3:
    | {
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        prefix: string;
      }
    | undefined;
  mailFrom: string;
  supportEmail: string;
  paypal: { clientId: string; clientSecret: string; mode: 'sandbox' | 'live' } | undefined;
  /** Null: PayPal webhooks are refused (logged) and the sweep alone settles payments. */
  paypalWebhookId: string | null;
  reconcile: { intervalMs: number; graceMs: number };
  /** Withdrawals at or past this lifetime total wait for an admin's identity check (decision 0056). */
  identityCheck: { thresholdEur: number; gbpEurRate: number; thresholdPence: number };
  /** How often each instance looks for match deadlines that passed (decision 0024): at most a minute late. */
  matchDeadlineSweepMs: number;
  /** Notifications, the outbox worker and live streams (decision 0021). */
  notifications: {
    startsSoonMs: number;
    worker: boolean;
    pollMs: number;
    retryBaseMs: number;
    retryMaxMs: number;
    maxAttempts: number;
    /** One Discord post or SMTP step (connect, greeting, socket idle). */
    sendTimeoutMs: number;
    /** E-mails an SMTP lane sends at once. */
    smtpConcurrency: number;
    /** How long delivered events and read notifications are kept. */
    retention: { outboxMs: number; notificationsMs: number; webhookDeliveriesMs: number };
    discordWebhookBases: string[];
    sse: {
      maxConnections: number;
      maxPerUser: number;
      maxPerClient: number;
      /** Streams kept for signed-in players (a share of maxConnections). */
      reservedForSignedIn: number;
      maxAgeMs: number;
      sessionCheckMs: number;
      heartbeatMs: number;
    };
  };
  admin: { email: string; password: string } | undefined;
  /** The key sealing two-factor secrets; undefined: DATA_DIR/two-factor.key, made on first use (decision 0049). */
  twoFactorKey: Buffer | undefined;
  /** Organisers' webhooks (decision 0058): https only in production; private addresses only when allowed. */
  webhooks: { httpsOnly: boolean; allowPrivateUrls: boolean };
  /** The Discord application's public key (hex) for the `/arena` command (decision 0060); undefined: none. */
  discordPublicKey: string | undefined;
  /** Organisers' API keys (decision 0059): requests a minute per key. */
  apiKeys: { perMinute: number };
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** Multiplies every brute-force limit (players behind one shared address; browser tests). */
  rateLimitScale: number;
  corsOrigin: string | undefined;
  /** Server timeouts in milliseconds (0: none); see decision 0013. */
  http: {
    /** A socket with no traffic either way for this long is closed. */
    connectionTimeoutMs: number;
    /** The whole request (headers and body, not the response) must arrive within this. */
    requestTimeoutMs: number;
    /** The request headers must arrive within this (slow-header attacks). */
    headersTimeoutMs: number;
    /** An idle kept-alive connection is closed after this; above a load balancer's idle timeout (60 s). */
    keepAliveTimeoutMs: number;
  };
  /** Where the built web app lives; served on the same port. */
  webDistDir: string;
}

export class ConfigError extends Error {}

/**
 * The fewest pence worth the threshold in euros at the rate (rounded up: £1,739.14 is the first amount worth
 * €2,000 at 1.15). The quotient is rounded to a millionth first, so that 200000 / 1.25 is not 160000.00000000003.
 */
export function identityCheckThresholdPence(thresholdEur: number, gbpEurRate: number): number {
  return Math.ceil(Number(((thresholdEur * 100) / gbpEurRate).toFixed(6)));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty value (`ADMIN_EMAIL=` in a copied .env.example) means unset.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    migrationsDir: projectPath(e.MIGRATIONS_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailLogCodes: e.MAIL_LOG_CODES && e.SMTP_URL === undefined,
    passwordHashing: e.PASSWORD_HASHING,
    s3:
      e.S3_BUCKET && e.S3_ENDPOINT && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            prefix: e.S3_PREFIX,
          }
        : undefined,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    paypal:
      e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
        ? { clientId: e.PAYPAL_CLIENT_ID, clientSecret: e.PAYPAL_CLIENT_SECRET, mode: e.PAYPAL_MODE }
        : undefined,
    paypalWebhookId: e.PAYPAL_WEBHOOK_ID ?? null,
    reconcile: { intervalMs: e.RECONCILE_INTERVAL_SECONDS * 1000, graceMs: e.RECONCILE_GRACE_SECONDS * 1000 },
    identityCheck: {
      thresholdEur: e.IDENTITY_CHECK_THRESHOLD_EUR,
      gbpEurRate: e.IDENTITY_CHECK_GBP_EUR_RATE,
      thresholdPence: identityCheckThresholdPence(
        e.IDENTITY_CHECK_THRESHOLD_EUR,
        e.IDENTITY_CHECK_GBP_EUR_RATE,
      ),
    },
    matchDeadlineSweepMs: e.MATCH_DEADLINE_SWEEP_SECONDS * 1000,
    notifications: {
      startsSoonMs: e.NOTIFY_STARTS_SOON_MINUTES * 60_000,
      worker: e.OUTBOX_WORKER,
      pollMs: e.OUTBOX_POLL_SECONDS * 1000,
      retryBaseMs: e.OUTBOX_RETRY_BASE_MS,
      retryMaxMs: e.OUTBOX_RETRY_MAX_SECONDS * 1000,
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
      sendTimeoutMs: e.OUTBOX_SEND_TIMEOUT_SECONDS * 1000,
      smtpConcurrency: e.OUTBOX_SMTP_CONCURRENCY,
      retention: {
        outboxMs: e.OUTBOX_RETENTION_DAYS * DAY_MS,
        notificationsMs: e.NOTIFICATION_RETENTION_DAYS * DAY_MS,
        webhookDeliveriesMs: e.WEBHOOK_RETENTION_DAYS * DAY_MS,
      },
      discordWebhookBases: e.DISCORD_WEBHOOK_BASES.split(',')
        .map((base) => base.trim())
        .filter((base) => base !== ''),
      sse: {
        maxConnections: e.SSE_MAX_CONNECTIONS,
        maxPerUser: e.SSE_MAX_PER_USER,
        maxPerClient: e.SSE_MAX_PER_CLIENT,
        reservedForSignedIn: Math.floor((e.SSE_MAX_CONNECTIONS * e.SSE_SIGNED_IN_RESERVED_PERCENT) / 100),
        maxAgeMs: e.SSE_MAX_AGE_SECONDS * 1000,
        sessionCheckMs: e.SSE_SESSION_CHECK_SECONDS * 1000,
        heartbeatMs: e.SSE_HEARTBEAT_SECONDS * 1000,
      },
    },
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    twoFactorKey:
      e.TWO_FACTOR_KEY === undefined ? undefined : (parseSecretBoxKey(e.TWO_FACTOR_KEY) ?? undefined),
    webhooks: { httpsOnly: e.NODE_ENV === 'production', allowPrivateUrls: e.WEBHOOK_ALLOW_PRIVATE_URLS },
    discordPublicKey: e.DISCORD_PUBLIC_KEY?.toLowerCase(),
    apiKeys: { perMinute: e.API_KEY_RATE_LIMIT },
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    corsOrigin: e.CORS_ORIGIN,
    http: {
      connectionTimeoutMs: e.HTTP_CONNECTION_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    webDistDir: projectPath(e.WEB_DIST_DIR),
  };
}
