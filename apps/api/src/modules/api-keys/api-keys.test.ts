/**
 * Organisers' API keys (decision 0059): made, listed and revoked in the console and audited; each route lets a key
 * through exactly when it declares a scope the key holds (a sweep over the OpenAPI document), money, accounts and
 * management never; revocation and the per-key rate limit hold across two instances; every answer to a key
 * carries the RateLimit fields.
 */
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiKey, ApiKeyScope } from '@arena/shared/api-keys';
import { API_KEY_SCOPES } from '@arena/shared/api-keys';
import type { AuditEntry } from '@arena/shared/admin';
import { apiKeys as apiKeysTable } from '../../db/schema/api-keys';
import { users } from '../../db/schema/users';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from '../../lib/rate-limiter';
import { randomToken } from '../../lib/tokens';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { createAdmin } from '../../../test/admin-fixtures';
import { tournamentForm } from '../../../test/console-fixtures';
import { insertGame } from '../../../test/catalogue-fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let now = new Date();
const clock = { now: () => now };

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
});
afterAll(() => t.close());
beforeEach(async () => {
  now = new Date();
  // The database is reset before each test.
  admin = await createAdmin(t.app, t.database);
});

async function makeKey(scopes: ApiKeyScope[], name = `key ${randomToken(3)}`, app = t.app) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/api-keys',
    headers: admin.auth,
    payload: { name, scopes },
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: ApiKey & { key: string } }>(response).data;
}

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

describe('the console', () => {
  it('shows a key once, lists keys without it, revokes them, and audits both', async () => {
    const made = await makeKey(['read', 'results:write'], 'Scoreboard');
    expect(made.key).toMatch(/^arena_sk_[\w-]{43}$/);
    expect(made.key.startsWith(made.prefix)).toBe(true);

    const listed = await t.app.inject({ url: '/api/admin/api-keys', headers: admin.auth });
    expect(listed.body).not.toContain(made.key);
    const [row] = body<{ data: ApiKey[] }>(listed).data;
    expect(row).toMatchObject({
      id: made.id,
      name: 'Scoreboard',
      scopes: ['read', 'results:write'],
      prefix: made.prefix,
      last_used_at: null,
      created_by: { id: admin.user.id },
    });
    // Only a hash is stored.
    const [stored] = await t.database.db.select().from(apiKeysTable).where(eq(apiKeysTable.id, made.id));
    expect(JSON.stringify(stored)).not.toContain(made.key.slice(15));

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/api-keys/${made.id}`,
      headers: admin.auth,
    });
    expect(revoked.statusCode).toBe(200);
    expect(
      body<{ data: ApiKey[] }>(await t.app.inject({ url: '/api/admin/api-keys', headers: admin.auth })).data,
    ).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/api-keys/${made.id}`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(404);

    const audit = await t.app.inject({ url: '/api/admin/audit?target_type=api_key', headers: admin.auth });
    const actions = body<{ data: AuditEntry[] }>(audit).data.map((entry) => entry.action);
    expect(actions).toEqual(['api_key.revoke', 'api_key.create']);
    expect(audit.body).not.toContain(made.key);
  });

  it('refuses a key without a scope or a name, and hides the routes from players', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/admin/api-keys',
      headers: admin.auth,
      payload: { name: 'x', scopes: [] },
    });
    expect(empty.statusCode).toBe(400);
    const player = await t.app.inject({
      url: '/api/admin/api-keys',
      headers: { authorization: 'Bearer nope' },
    });
    expect(player.statusCode).toBe(403);
  });

  it('writes what a key does in the audit log as the key, not as its admin', async () => {
    const game = await insertGame(t.database.db);
    const made = await makeKey(['tournaments:write'], 'Scheduler');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tournaments',
      headers: bearer(made.key),
      payload: tournamentForm(game.id),
    });
    expect(created.statusCode, created.body).toBe(200);
    const audit = await t.app.inject({
      url: '/api/admin/audit?action=tournament.create',
      headers: admin.auth,
    });
    const [entry] = body<{ data: AuditEntry[] }>(audit).data;
    expect(entry).toMatchObject({
      api_key: { id: made.id, name: 'Scheduler' },
      actor: `api-key:${made.id} (Scheduler)`,
      admin_id: admin.user.id,
    });
  });

  it('stops a key whose admin is no longer an admin', async () => {
    const made = await makeKey(['read']);
    expect((await t.app.inject({ url: '/api/admin/games', headers: bearer(made.key) })).statusCode).toBe(200);
    await t.database.db.update(users).set({ role: 'player' }).where(eq(users.id, admin.user.id));
    const refused = await t.app.inject({ url: '/api/admin/games', headers: bearer(made.key) });
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toMatchObject({ code: 'API_KEY_INVALID' });
  });

  it('writes last_used_at at most once a minute per key', async () => {
    const made = await makeKey(['read']);
    const lastUsed = async () =>
      (await t.database.db.select().from(apiKeysTable).where(eq(apiKeysTable.id, made.id)))[0]!.lastUsedAt;
    const first = now;
    await t.app.inject({ url: '/api/games-list', headers: bearer(made.key) });
    expect(await lastUsed()).toEqual(first);
    now = new Date(first.getTime() + 30_000);
    await t.app.inject({ url: '/api/games-list', headers: bearer(made.key) });
    expect(await lastUsed()).toEqual(first);
    now = new Date(first.getTime() + 61_000);
    await t.app.inject({ url: '/api/games-list', headers: bearer(made.key) });
    expect(await lastUsed()).toEqual(now);
  });
});

interface Operation {
  method: string;
  path: string;
  scope: ApiKeyScope | null;
}

/** Routes a key must never reach, whatever the document says. */
const NEVER_FOR_KEYS = [
  /payment|wallet|withdraw|payout|refund|balance|credit|statement|purchase|product|vip|ledger|paypal/i,
  /^\/api\/admin\/(players|api-keys|webhook|pages|settings|outbox|audit|age-and-country)/,
  /\/entries\/\{[^}]+\}\/remove$/,
  /^\/api\/(login|logout|register|signup|me|account|profile|password|two-factor|passkey|step-up|email)/,
];

async function operations(): Promise<Operation[]> {
  const spec = (await t.app.inject({ url: '/api/docs/json' })).json<{
    paths: Record<
      string,
      Record<string, { security?: Array<Record<string, string[]>>; 'x-api-key-scope'?: ApiKeyScope }>
    >;
  }>();
  return Object.entries(spec.paths)
    .filter(([path]) => !path.startsWith('/api/docs') && !path.startsWith('/api/paypal-sandbox'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => {
        const takesKey = operation.security?.some((entry) => 'apiKey' in entry) ?? false;
        const scope = operation['x-api-key-scope'] ?? null;
        expect(takesKey, `${method} ${path}`).toBe(scope !== null);
        return { method: method.toUpperCase(), path, scope };
      }),
    );
}

describe('scopes', () => {
  it('lets a key through exactly where the route declares a scope it holds, on every route', async () => {
    const all = (await operations()).filter((o) => !o.path.endsWith('/stream'));
    const scoped = all.filter((o) => o.scope);
    expect(scoped.length).toBeGreaterThan(20);
    for (const scope of API_KEY_SCOPES)
      expect(
        scoped.some((o) => o.scope === scope),
        scope,
      ).toBe(true);
    const keys = Object.fromEntries(
      await Promise.all(API_KEY_SCOPES.map(async (scope) => [scope, (await makeKey([scope])).key] as const)),
    ) as Record<ApiKeyScope, string>;
    for (const operation of all) {
      const url = operation.path.replace(/\{[^}]+\}/g, '1');
      for (const scope of API_KEY_SCOPES) {
        const response = await t.app.inject({
          method: operation.method as 'GET',
          url,
          headers: bearer(keys[scope]),
          payload: operation.method === 'GET' || operation.method === 'DELETE' ? undefined : {},
        });
        const label = `${operation.method} ${url} with a ${scope} key: ${response.body.slice(0, 200)}`;
        if (operation.scope === scope) expect([401, 403], label).not.toContain(response.statusCode);
        else {
          expect(response.statusCode, label).toBe(403);
          expect(body(response), label).toMatchObject({ code: 'API_KEY_SCOPE' });
        }
        expect(response.headers['ratelimit-limit'], label).toBe('1200');
      }
    }
  });

  it('never gives money, account or management routes a scope', async () => {
    const scoped = (await operations()).filter((o) => o.scope);
    for (const operation of scoped) {
      for (const pattern of NEVER_FOR_KEYS) expect(operation.path, operation.path).not.toMatch(pattern);
    }
    // And the document says which scope each takes: a bearer alternative named apiKey.
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json<{
      components: { securitySchemes: Record<string, { type: string; scheme: string }> };
    }>();
    expect(spec.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('refuses an unknown key, and a revoked one at once', async () => {
    const unknown = await t.app.inject({ url: '/api/games-list', headers: bearer('arena_sk_nothing') });
    expect(unknown.statusCode).toBe(403);
    expect(body(unknown)).toMatchObject({ code: 'API_KEY_INVALID' });
    expect(unknown.headers['ratelimit-remaining']).toBeDefined();
  });
});

describe('two instances', () => {
  it('refuses a key revoked on one instance at once on the other', async () => {
    const other = await createTestApp({ deps: { clock } });
    try {
      const made = await makeKey(['read']);
      expect(
        (await other.app.inject({ url: '/api/admin/games', headers: bearer(made.key) })).statusCode,
      ).toBe(200);
      await t.app.inject({ method: 'DELETE', url: `/api/admin/api-keys/${made.id}`, headers: admin.auth });
      const refused = await other.app.inject({ url: '/api/admin/games', headers: bearer(made.key) });
      expect(refused.statusCode).toBe(403);
      expect(body(refused)).toMatchObject({ code: 'API_KEY_INVALID' });
    } finally {
      await other.close();
    }
  });

  it('counts a key across instances (Redis), with the RateLimit fields and a 429 with Retry-After past the limit', async () => {
    // Two limiters as two instances hold them: with Redis, two connections under one prefix; without Redis each
    // instance counts alone (decision 0059: the embedded database runs one instance).
    const url = process.env.REDIS_URL;
    const connections: Redis[] = [];
    const prefix = `arena:test:keys:${process.pid}:${randomToken(4)}:`;
    const limiterOf = (): RateLimiter => {
      if (!url) return createMemoryRateLimiter();
      const redis = new Redis(url, { maxRetriesPerRequest: 1 });
      connections.push(redis);
      return createRedisRateLimiter(redis, {
        prefix,
        onError: (error) => {
          throw error;
        },
      });
    };
    const config = { apiKeys: { perMinute: 3 } };
    const first = await createTestApp({ config, deps: { clock, limiter: limiterOf() } });
    const second = await createTestApp({ config, deps: { clock, limiter: limiterOf() } });
    try {
      const made = await makeKey(['read'], 'Busy', first.app);
      const call = (app: TestApp) => app.app.inject({ url: '/api/games-list', headers: bearer(made.key) });
      const one = await call(first);
      expect(one.statusCode).toBe(200);
      expect(one.headers).toMatchObject({ 'ratelimit-limit': '3', 'ratelimit-remaining': '2' });
      expect(Number(one.headers['ratelimit-reset'])).toBeGreaterThan(0);
      expect(Number(one.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
      const two = await call(second);
      expect(two.headers['ratelimit-remaining']).toBe(url ? '1' : '2');
      await call(first);
      if (url) {
        // The third request was counted on the first instance: the second refuses the fourth.
        const refused = await call(second);
        expect(refused.statusCode).toBe(429);
        expect(refused.headers['retry-after']).toMatch(/^\d+$/);
        expect(refused.headers['ratelimit-remaining']).toBe('0');
        expect(body(refused)).toMatchObject({ status: false, code: 'RATE_LIMITED' });
      }
      // Without Redis the first instance has counted two: its third passes, its fourth is refused.
      if (!url) expect((await call(first)).statusCode).toBe(200);
      const past = await call(first);
      expect(past.statusCode).toBe(429);
      expect(Number(past.headers['retry-after'])).toBeGreaterThan(0);
      expect(past.headers['ratelimit-limit']).toBe('3');
    } finally {
      await first.close();
      await second.close();
      for (const redis of connections) redis.disconnect();
    }
  });
});
