/**
 * The NUL rule (decision 0013) over every route of the OpenAPI document: a NUL in any path parameter, query
 * parameter or body field, and in the headers the API reads, is refused with the envelope's 400 before it can
 * reach the database (PostgreSQL refuses it in text: run this file on PostgreSQL too).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin } from '../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { openApiDocument, operationsOf, type Operation } from '../../test/openapi';
import { nulCharacterMessage } from './nul-character';

let t: TestApp;
let admin: Record<string, string>;
let all: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  all = operationsOf(await openApiDocument(t.app));
});
beforeEach(async () => {
  admin = (await createAdmin(t.app, t.database)).auth;
});
afterAll(() => t.close());

const NUL_TEXT = 'a\u0000b';
const sendsBody = (method: string) => method !== 'GET' && method !== 'HEAD';

function fill(path: string, nulIn?: string): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(name === nulIn ? NUL_TEXT : '1'),
  );
}

async function expectRefused(
  operation: Operation,
  request: { url: string; payload?: Record<string, unknown>; headers?: Record<string, string> },
  field: string,
) {
  const label = `${operation.method} ${request.url} (${field})`;
  const response = await t.app.inject({
    method: operation.method as 'GET',
    url: request.url,
    headers: { ...admin, ...request.headers },
    ...(sendsBody(operation.method) ? { payload: request.payload ?? {} } : {}),
  });
  expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBe(400);
  expect(String(response.headers['content-type']), label).toContain('application/json');
  // The code comes with the refusals the API's own checks decide (not with the contact form's field list).
  const { code, ...refusal } = response.json<Record<string, unknown>>();
  expect(refusal, label).toEqual({
    status_code: 400,
    status: false,
    message: nulCharacterMessage(field),
    error: [nulCharacterMessage(field)],
  });
  expect([undefined, 'NUL_CHARACTER'], label).toContain(code);
}

describe('the NUL character', () => {
  it('is refused with a 400 in every path parameter, query parameter and body field of every route', async () => {
    expect(all.length).toBeGreaterThan(90);
    let checked = 0;
    for (const operation of all) {
      for (const name of operation.pathNames) {
        await expectRefused(operation, { url: fill(operation.path, name) }, name);
        checked += 1;
      }
      // Documented query parameters, and an undocumented one: the rule does not depend on the schema.
      for (const name of [...operation.queryNames, 'extra']) {
        const query = new URLSearchParams({ [name]: NUL_TEXT }).toString();
        await expectRefused(operation, { url: `${fill(operation.path)}?${query}` }, name);
        checked += 1;
      }
      if (!sendsBody(operation.method)) continue;
      for (const name of [...operation.bodyFields, 'extra']) {
        await expectRefused(operation, { url: fill(operation.path), payload: { [name]: NUL_TEXT } }, name);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('is refused inside nested body values and in field names', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/aboutus/entries',
      headers: admin,
      payload: { entries: ['fine', NUL_TEXT] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: nulCharacterMessage('entries.1') });
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.co', password: 'x', [`bad\u0000key`]: 1 },
    });
    expect(key.statusCode).toBe(400);
    expect(key.json()).toMatchObject({ message: nulCharacterMessage('A field name') });
  });

  it('is refused in the headers the API reads, before the session is looked up', async () => {
    for (const route of ['/api/user-profile', '/api/games-list']) {
      const response = await t.app.inject({ url: route, headers: { 'user-agent': NUL_TEXT } });
      expect(response.statusCode, route).toBe(400);
      expect(response.json()).toMatchObject({ message: nulCharacterMessage('The user-agent header') });
    }
  });

  it('is refused in the fields of a multipart upload and in the file name', async () => {
    const boundary = 'arena-nul-boundary';
    const part = (headers: string, content: string) => `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
    for (const [form, field] of [
      [
        part('Content-Disposition: form-data; name="note"', NUL_TEXT) +
          part(
            'Content-Disposition: form-data; name="profile_picture"; filename="me.png"\r\nContent-Type: image/png',
            'png',
          ),
        'note',
      ],
      [
        part(
          'Content-Disposition: form-data; name="profile_picture"; filename="m\u0000e.png"\r\nContent-Type: image/png',
          'png',
        ),
        'profile_picture',
      ],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/update-user-profile-picture',
        headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `${form}--${boundary}--\r\n`,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ message: nulCharacterMessage(field) });
    }
  });

  it('is refused by the PayPal sandbox in its own error format, never with a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/paypal-sandbox/v2/checkout/orders/${encodeURIComponent(NUL_TEXT)}/approve`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ name: 'INVALID_REQUEST' });
  });
});
