import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../test/harness';
import { registerAndLogin } from '../../test/fixtures';
import { ADMIN_SECOND_FACTOR_REQUIRED } from '@arena/shared/two-factor';
import { turnOnTwoFactor } from '../../test/admin-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const expectEnvelope = (response: { statusCode: number; body: string }, status: number) => {
  expect(response.statusCode).toBe(status);
  const json = JSON.parse(response.body) as Record<string, unknown>;
  expect(json).toMatchObject({ status_code: status, status: false });
  expect(Array.isArray(json.error) && json.error.length > 0).toBe(true);
  expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  return json as { message: string; error: string[] };
};

describe('the envelope for bad requests', () => {
  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(expectEnvelope(response, 400).error).toEqual(['The request body is not valid JSON']);
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
    });
    expectEnvelope(response, 400);
  });

  it('answers a JSON array or scalar body with 400', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectEnvelope(response, 400);
    }
  });

  it.each(['text/plain', 'application/xml', 'application/x-www-form-urlencoded'])(
    'answers content type %s with 415',
    async (type) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': type },
        payload: 'email=a',
      });
      expect(expectEnvelope(response, 415).error).toEqual(['This content type is not supported; send JSON']);
    },
  );

  it('answers an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(200_000) }),
    });
    expect(expectEnvelope(response, 413).error).toEqual(['The request body is too large']);
  });

  it('answers fields of the wrong type with 400 and one sentence per field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: { $ne: null }, password: ['a'], remember: 'yes' },
    });
    expect(expectEnvelope(response, 400).error).toEqual([
      'Email must be text',
      'Password must be text',
      'remember must be true or false',
    ]);
  });

  it('ignores unknown extra fields', async () => {
    const player = await registerAndLogin(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: player.email, password: player.password, role: 'admin', is_admin: true },
    });
    expect(response.statusCode).toBe(200);
    expect(body<{ user: { role: string } }>(response).user.role).toBe('player');
  });

  it.each([
    ['GET', '/api/does-not-exist'],
    ['POST', '/api/user-profile'],
    ['DELETE', '/api/login'],
  ] as const)('answers unknown route %s %s with 404', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(expectEnvelope(response, 404).error[0]).toBe(`No API route ${method} ${url}`);
  });

  it('puts a request id on every answer and keeps a valid incoming one', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-123' } });
    expect(response.headers['x-request-id']).toBe('trace-123');
    const generated = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('operations', () => {
  it('answers health and readiness', async () => {
    expect(body(await t.app.inject({ url: '/api/health' }))).toMatchObject({
      status: true,
      status_code: 200,
    });
    expect(body(await t.app.inject({ url: '/api/ready' }))).toMatchObject({ status: true, message: 'Ready' });
  });

  it('answers 503 on /api/ready when the database does not answer', async () => {
    const broken = await createTestApp({
      deps: {
        database: {
          ...t.database,
          ping: async () => {
            throw new Error('connection refused');
          },
        },
      },
    });
    try {
      const response = await broken.app.inject({ url: '/api/ready' });
      expect(expectEnvelope(response, 503).error).toEqual(['The database is not reachable']);
    } finally {
      await broken.close();
    }
  });

  it('publishes an OpenAPI document of the routes with their schemas', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of [
      '/api/register',
      '/api/login',
      '/api/logout',
      '/api/forget-password',
      '/api/email',
      '/api/verify-otp',
      '/api/reset-password',
      '/api/change-password',
    ]) {
      expect(doc.paths[route]?.post, route).toBeDefined();
    }
    expect(doc.paths['/api/register']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/api/user-profile']?.get).toBeDefined();
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('serves uploaded files from /storage and refuses to leave the folder', async () => {
    fs.mkdirSync(path.join(t.config.dataDir, 'storage', 'profile_pictures'), { recursive: true });
    fs.writeFileSync(path.join(t.config.dataDir, 'storage', 'profile_pictures', 'a.txt'), 'picture');
    const ok = await t.app.inject({ url: '/storage/profile_pictures/a.txt' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('picture');
    const escape = await t.app.inject({ url: '/storage/../../etc/passwd' });
    expect(escape.statusCode).toBe(404);
  });

  it('puts security headers on pages but not the JSON API', async () => {
    const page = await t.app.inject({ url: '/storage/missing.png' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const api = await t.app.inject({ url: '/api/health' });
    expect(api.headers['content-security-policy']).toBeUndefined();
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['cache-control']).toBe('no-store');
  });
});

describe('security headers and the scheme of PUBLIC_URL', () => {
  const page = (app: TestApp['app']) =>
    // A LAN demo or `docker compose` reached by address: not localhost, which browsers trust on plain HTTP.
    app.inject({ url: '/storage/missing.png', headers: { host: '192.168.1.20:3000' } });

  it('sends neither upgrade-insecure-requests nor HSTS when PUBLIC_URL is plain http', async () => {
    expect(t.config.publicUrl.startsWith('http://')).toBe(true);
    const response = await page(t.app);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends both when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ config: { publicUrl: 'https://arena.example' } });
    try {
      const response = await page(secure.app);
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await secure.close();
    }
  });
});

describe('the admin outbox', () => {
  it('is invisible to visitors (403) and players (404), and lists mail for an admin', async () => {
    expect((await t.app.inject({ url: '/api/admin/outbox' })).statusCode).toBe(403);
    const player = await registerAndLogin(t.app);
    expect((await t.app.inject({ url: '/api/admin/outbox', headers: player.auth })).statusCode).toBe(404);

    const { ensureAdmin } = await import('../startup');
    await ensureAdmin(t.database, { email: 'boss@arena.test', password: 'Adm1n!Pass' }, t.app.log);
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'boss@arena.test', password: 'Adm1n!Pass' },
    });
    const token = body<{ token: string }>(admin).token;
    // The first admin opens the console once it has a second factor, set up in My Account (decision 0057).
    const closed = await t.app.inject({
      url: '/api/admin/outbox',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(body(closed)).toMatchObject({ status_code: 400, code: ADMIN_SECOND_FACTOR_REQUIRED });
    await turnOnTwoFactor(t.app, { authorization: `Bearer ${token}` });
    await t.app.inject({ method: 'POST', url: '/api/forget-password', payload: { email: player.email } });
    const list = await t.app.inject({
      url: `/api/admin/outbox?to=${encodeURIComponent(player.email)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    // Newest first: the reset code, then the sign-up's verification link (decision 0054).
    const mails = body<{ data: Array<{ to: string; subject: string; text: string }> }>(list).data;
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ to: player.email, subject: 'Your Arena password reset code' });
    // An admin reading the outbox must not be able to reset the player's password: the code is masked.
    expect(mails[0]!.text).toContain('Your one-time code to reset your Arena password is ••••••.');
    // No six digits in a row besides the greeting's name (a fixture name can hold a run of digits: `playermx1x8976502`).
    expect(mails[0]!.text.replaceAll(player.name, '')).not.toMatch(/\d{6}/);
    const audit = body<{
      data: Array<{ action: string; target_type: string; target_id: string; note: string }>;
    }>(
      await t.app.inject({
        url: '/api/admin/audit?action=email.read',
        headers: { authorization: `Bearer ${token}` },
      }),
    ).data;
    // Each e-mail shown is recorded (in the same moment, so in no particular order).
    expect(audit).toHaveLength(mails.length);
    expect(audit).toEqual(
      expect.arrayContaining(
        mails.map((mail) =>
          expect.objectContaining({
            action: 'email.read',
            target_type: 'email',
            target_id: String((mail as unknown as { id: number }).id),
            note: `${player.email}: ${mail.subject}`,
          }),
        ),
      ),
    );
    const bad = await t.app.inject({
      url: '/api/admin/outbox?page=0',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bad.statusCode).toBe(400);
  });
});
