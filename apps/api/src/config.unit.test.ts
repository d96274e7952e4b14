import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, projectRoot } from './config';

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

describe('loadConfig', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      env: 'development',
      seedDemo: true,
      databaseUrl: undefined,
      redisPrefix: 'arena:',
    });
    expect(config.dataDir).toMatch(/data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('lets webhooks reach private addresses only with WEBHOOK_ALLOW_PRIVATE_URLS=1, never in production', () => {
    expect(loadConfig({}).webhooks).toEqual({ httpsOnly: false, allowPrivateUrls: false });
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: '1' }).webhooks.allowPrivateUrls).toBe(true);
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://arena.example',
      PAYMENTS_SANDBOX: '1',
    };
    expect(loadConfig(production).webhooks).toEqual({ httpsOnly: true, allowPrivateUrls: false });
    expect(() => loadConfig({ ...production, WEBHOOK_ALLOW_PRIVATE_URLS: '1' })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE_URLS/,
    );
  });

  it('hashes passwords at the smallest cost only in test runs that ask for it', () => {
    expect(loadConfig({}).passwordHashing).toBe('owasp');
    expect(loadConfig({ NODE_ENV: 'test' }).passwordHashing).toBe('owasp');
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASHING: 'test' }).passwordHashing).toBe('test');
    for (const NODE_ENV of ['development', 'production'])
      expect(() =>
        loadConfig({
          NODE_ENV,
          PASSWORD_HASHING: 'test',
          PUBLIC_URL: 'https://arena.example',
          PAYMENTS_SANDBOX: '1',
        }),
      ).toThrow(/PASSWORD_HASHING: test hashes passwords weakly: only with NODE_ENV=test/);
    expect(() => loadConfig({ PASSWORD_HASHING: 'fast' })).toThrow(/PASSWORD_HASHING/);
  });

  it('logs password-reset codes only with an explicit MAIL_LOG_CODES=1, never with SMTP or in production', () => {
    // NODE_ENV unset means development: that alone no longer writes codes to the log.
    expect(loadConfig({}).mailLogCodes).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).mailLogCodes).toBe(false);
    expect(loadConfig({ MAIL_LOG_CODES: '1' }).mailLogCodes).toBe(true);
    expect(loadConfig({ MAIL_LOG_CODES: '1', SMTP_URL: 'smtp://mail:25' }).mailLogCodes).toBe(false);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://arena.example',
        PAYMENTS_SANDBOX: '1',
        MAIL_LOG_CODES: '1',
      }),
    ).toThrow(/MAIL_LOG_CODES.*never in production/);
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@h/db',
      REDIS_URL: 'redis://h:6379',
      PUBLIC_URL: 'https://arena.example/',
      SMTP_URL: 'smtp://mail:25',
      SEED_DEMO: '0',
      ADMIN_EMAIL: 'a@b.co',
      ADMIN_PASSWORD: 'x',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_MODE: 'live',
      REDIS_PREFIX: 'eu1:arena:',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@h/db',
      redisUrl: 'redis://h:6379',
      redisPrefix: 'eu1:arena:',
      publicUrl: 'https://arena.example',
      seedDemo: false,
      admin: { email: 'a@b.co', password: 'x' },
      paypal: { clientId: 'id', clientSecret: 'secret', mode: 'live' },
    });
  });

  it('scales the brute-force limits with RATE_LIMIT_SCALE', async () => {
    const { AUTH_RATE_LIMITS, scaleLimits } = await import('./modules/auth/auth.rules');
    expect(loadConfig({ RATE_LIMIT_SCALE: '50' }).rateLimitScale).toBe(50);
    expect(scaleLimits(AUTH_RATE_LIMITS, 50).loginPerIp).toEqual({ limit: 1000, windowMs: 60_000 });
    expect(() => loadConfig({ RATE_LIMIT_SCALE: '0' })).toThrow('RATE_LIMIT_SCALE');
  });

  it('treats empty values as unset, as in a copied .env.example', () => {
    const config = loadConfig({
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      DATABASE_URL: '',
      PORT: '',
      PAYPAL_CLIENT_ID: '',
    });
    expect(config).toMatchObject({ admin: undefined, databaseUrl: undefined, port: 3000, paypal: undefined });
  });

  it('reads the two-factor key as hex or base64; unset, the embedded database keeps one in DATA_DIR', () => {
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ TWO_FACTOR_KEY: hex }).twoFactorKey).toEqual(Buffer.from(hex, 'hex'));
    expect(loadConfig({ TWO_FACTOR_KEY: Buffer.from(hex, 'hex').toString('base64') }).twoFactorKey).toEqual(
      Buffer.from(hex, 'hex'),
    );
    expect(loadConfig({}).twoFactorKey).toBeUndefined();
    // Production on the embedded database (one server per folder) may keep the key made in DATA_DIR.
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://arena.example', PAYMENTS_SANDBOX: '1' })
        .twoFactorKey,
    ).toBeUndefined();
  });

  it("reads the Discord application's public key as 64 hex digits (decision 0060)", () => {
    const hex = 'AB'.repeat(32);
    expect(loadConfig({ DISCORD_PUBLIC_KEY: hex }).discordPublicKey).toBe(hex.toLowerCase());
    expect(loadConfig({}).discordPublicKey).toBeUndefined();
    expect(() => loadConfig({ DISCORD_PUBLIC_KEY: 'ab'.repeat(31) })).toThrow('DISCORD_PUBLIC_KEY');
  });

  it('reads the identity check threshold in euros and the pound-to-euro rate (decision 0056)', () => {
    expect(loadConfig({}).identityCheck).toEqual({
      thresholdEur: 2000,
      gbpEurRate: 1.15,
      thresholdPence: 173_914,
    });
    expect(
      loadConfig({ IDENTITY_CHECK_THRESHOLD_EUR: '1000', IDENTITY_CHECK_GBP_EUR_RATE: '1.25' }).identityCheck,
    ).toEqual({ thresholdEur: 1000, gbpEurRate: 1.25, thresholdPence: 80_000 });
  });

  it('runs production on the sandbox only when PAYMENTS_SANDBOX=1 says so', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://arena.example',
      PAYMENTS_SANDBOX: '1',
    });
    expect(config.paypal).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_PASSWORD'],
    [{ NODE_ENV: 'production' }, 'PUBLIC_URL'],
    [{ PAYPAL_CLIENT_ID: 'only-id' }, 'PAYPAL_CLIENT_SECRET'],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'https://arena.example' }, 'PAYPAL_CLIENT_ID'],
    [
      {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://arena.example',
        PAYMENTS_SANDBOX: '1',
        DATABASE_URL: 'postgres://u@h/db',
      },
      'TWO_FACTOR_KEY',
    ],
    [{ TWO_FACTOR_KEY: 'too-short' }, 'TWO_FACTOR_KEY'],
    [{ IDENTITY_CHECK_THRESHOLD_EUR: '0' }, 'IDENTITY_CHECK_THRESHOLD_EUR'],
    [{ IDENTITY_CHECK_THRESHOLD_EUR: '2000.5' }, 'IDENTITY_CHECK_THRESHOLD_EUR'],
    [{ IDENTITY_CHECK_GBP_EUR_RATE: 'abc' }, 'IDENTITY_CHECK_GBP_EUR_RATE'],
    [{ IDENTITY_CHECK_GBP_EUR_RATE: '0' }, 'IDENTITY_CHECK_GBP_EUR_RATE'],
  ])('refuses %o and names %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('reads the server timeouts, with defaults that leave streamed answers alone', () => {
    expect(loadConfig({}).http).toEqual({
      connectionTimeoutMs: 120_000,
      requestTimeoutMs: 120_000,
      headersTimeoutMs: 15_000,
      keepAliveTimeoutMs: 72_000,
    });
    expect(
      loadConfig({
        HTTP_CONNECTION_TIMEOUT_MS: '0',
        HTTP_REQUEST_TIMEOUT_MS: '30000',
        HTTP_HEADERS_TIMEOUT_MS: '5000',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000',
      }).http,
    ).toEqual({
      connectionTimeoutMs: 0,
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 5_000,
      keepAliveTimeoutMs: 65_000,
    });
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '1000', HTTP_HEADERS_TIMEOUT_MS: '5000' })).toThrow(
      'HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS',
    );
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '0' })).toThrow('HTTP_HEADERS_TIMEOUT_MS');
    expect(() => loadConfig({ HTTP_KEEP_ALIVE_TIMEOUT_MS: 'soon' })).toThrow('HTTP_KEEP_ALIVE_TIMEOUT_MS');
  });

  it('finds the migrations and the web build from the project root, wherever the process runs', () => {
    const config = loadConfig({});
    expect(config.migrationsDir).toBe(path.join(repositoryRoot, 'apps/api/drizzle'));
    expect(fs.existsSync(path.join(config.migrationsDir, 'meta/_journal.json'))).toBe(true);
    expect(config.webDistDir).toBe(path.join(repositoryRoot, 'apps/web/dist'));
    // npm runs a workspace's scripts (and tests start servers) inside apps/api: same root.
    expect(projectRoot(path.join(repositoryRoot, 'apps/api/src/db'))).toBe(repositoryRoot);
    expect(projectRoot(repositoryRoot)).toBe(repositoryRoot);
    // Outside any project, relative folders resolve from the working directory itself.
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-config-'));
    try {
      expect(projectRoot(elsewhere)).toBe(elsewhere);
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('takes MIGRATIONS_DIR and WEB_DIST_DIR as absolute paths or relative to the project root', () => {
    const config = loadConfig({ MIGRATIONS_DIR: '/opt/arena/migrations', WEB_DIST_DIR: 'build/web' });
    expect(config.migrationsDir).toBe('/opt/arena/migrations');
    expect(config.webDistDir).toBe(path.join(repositoryRoot, 'build/web'));
  });
});
