/**
 * Every admin route, read from the OpenAPI document (the PayPal sandbox's controls included), refuses visitors
 * (403) and players (404) with the envelope, changing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../db/schema/admin-audit';
import { createTestApp, type TestApp } from '../../test/harness';
import { registerAndLogin } from '../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('admin routes', () => {
  it('are refused to visitors and players, every one of them', async () => {
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const routes = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/admin/') || path.startsWith('/api/paypal-sandbox/controls/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
      );
    expect(routes.length).toBeGreaterThan(20);
    const player = await registerAndLogin(t.app);

    for (const { method, path } of routes) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const payload = method === 'GET' ? undefined : {};
      const visitor = await t.app.inject({ method: method as 'GET', url, payload });
      expect(visitor.statusCode, `visitor ${method} ${url}`).toBe(403);
      expect(visitor.json(), `visitor ${method} ${url}`).toMatchObject({ status_code: 403, status: false });
      const asPlayer = await t.app.inject({ method: method as 'GET', url, payload, headers: player.auth });
      expect(asPlayer.statusCode, `player ${method} ${url}`).toBe(404);
      expect(asPlayer.json(), `player ${method} ${url}`).toMatchObject({ status_code: 404, status: false });
    }
    expect(await t.database.db.select().from(adminAudit)).toEqual([]);
  });
});
