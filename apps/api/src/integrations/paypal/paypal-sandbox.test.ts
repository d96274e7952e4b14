/** The sandbox emulator over raw HTTP: PayPal's wire format, auth, validation and race-safe transitions. */
import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSandboxSecrets, type SandboxSecrets } from './paypal-sandbox-secrets';
import { paypalSandboxOrders, paypalSandboxPayouts } from '../../db/schema/paypal-sandbox';
import { resetDatabase, testDatabase } from '../../../test/harness';
import { paypalSandboxRoutes } from './paypal-sandbox.routes';
import { createPayPalSandboxStore } from './paypal-sandbox.store';
import { SANDBOX_PREFIX } from './paypal-sandbox.wire';

const ORDERS = `${SANDBOX_PREFIX}/v2/checkout/orders`;
const PAYOUTS = `${SANDBOX_PREFIX}/v1/payments/payouts`;
const TOKEN = `${SANDBOX_PREFIX}/v1/oauth2/token`;

interface PayPalError {
  name: string;
  message: string;
  debug_id: string;
  details: Array<{ issue: string; field?: string; link?: Array<{ href: string; rel: string }> }>;
}
interface OrderBody {
  id: string;
  status: string;
  purchase_units: Array<{
    amount: { currency_code: string; value: string };
    payee: { merchant_id: string };
    custom_id?: string;
    description?: string;
    payments?: {
      captures: Array<{ id: string; status: string; amount: { currency_code: string; value: string } }>;
    };
  }>;
  payer?: { email_address: string };
  links: Array<{ rel: string; href: string; method: string }>;
}

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

const orderBody = (amount = { currency_code: 'GBP', value: '12.50' }) => ({
  intent: 'CAPTURE',
  purchase_units: [{ reference_id: 'default', amount, description: 'Arena credits', custom_id: 'arena:1' }],
});

const payoutBody = (senderBatchId: string, value = '25.00') => ({
  sender_batch_header: { sender_batch_id: senderBatchId, email_subject: 'Payout', recipient_type: 'EMAIL' },
  items: [
    {
      recipient_type: 'EMAIL',
      amount: { value, currency: 'GBP' },
      receiver: 'player@example.com',
      note: 'Withdrawal',
      sender_item_id: senderBatchId,
    },
  ],
});

let app: FastifyInstance;
let bearer: string;
let secrets: SandboxSecrets;

async function requestToken(
  target: FastifyInstance,
  authorization = basic(secrets.clientId, secrets.clientSecret),
) {
  return target.inject({
    method: 'POST',
    url: TOKEN,
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=client_credentials',
  });
}

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: string | object,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${bearer}`, ...headers },
    ...(payload === undefined ? {} : { payload }),
  });

async function createOrder(amount?: { currency_code: string; value: string }): Promise<OrderBody> {
  const response = await call('POST', ORDERS, orderBody(amount));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OrderBody>();
}

const approve = (id: string) => app.inject({ method: 'POST', url: `${ORDERS}/${id}/approve` });

beforeAll(async () => {
  app = Fastify();
  const { db } = await testDatabase();
  secrets = await loadSandboxSecrets(db);
  await app.register(paypalSandboxRoutes, {
    store: createPayPalSandboxStore({ db }),
    secrets: { get: () => Promise.resolve(secrets) },
  });
  // A sibling route of the app: the sandbox's form parser must not reach it.
  app.post('/api/elsewhere', async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

beforeEach(async () => {
  await resetDatabase();
  bearer = (await requestToken(app)).json<{ access_token: string }>().access_token;
});

describe('OAuth2 token endpoint', () => {
  it('issues a bearer token for the sandbox credentials, in PayPal format', async () => {
    const response = await requestToken(app);
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 32400 });
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.scope).toEqual(expect.any(String));
  });

  it('refuses wrong, missing and malformed client credentials with invalid_client', async () => {
    for (const authorization of [
      basic(secrets.clientId, 'wrong'),
      basic('someone', secrets.clientSecret),
      'Basic !!!',
      'Bearer x',
      '',
    ]) {
      const response = await requestToken(app, authorization);
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toMatchObject({ error: 'invalid_client' });
    }
  });

  it('refuses a grant type other than client_credentials', async () => {
    const response = await app.inject({
      method: 'POST',
      url: TOKEN,
      headers: {
        authorization: basic(secrets.clientId, secrets.clientSecret),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('keeps its form parser to itself: the rest of the app still refuses form bodies', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/elsewhere',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('bearer authentication', () => {
  it('refuses API calls with a missing, malformed or forged bearer token', async () => {
    const forged = bearer.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const authorization of [
      undefined,
      'Bearer',
      `Basic ${bearer}`,
      'Bearer A21AAnot-a-token',
      `Bearer ${forged}`,
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: `${ORDERS}/ABC`,
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json<PayPalError>().name).toBe('AUTHENTICATION_FAILURE');
    }
  });

  it('refuses a token once it has expired', async () => {
    let now = new Date('2030-01-01T00:00:00Z');
    const timed = Fastify();
    await timed.register(paypalSandboxRoutes, {
      store: createPayPalSandboxStore({ db: (await testDatabase()).db, clock: { now: () => now } }),
      secrets: { get: () => Promise.resolve(secrets) },
    });
    try {
      const token = (await requestToken(timed)).json<{ access_token: string }>().access_token;
      const get = () =>
        timed.inject({ url: `${ORDERS}/UNKNOWN`, headers: { authorization: `Bearer ${token}` } });
      expect((await get()).statusCode).toBe(404);
      now = new Date(now.getTime() + 32_400_000 + 1000);
      expect((await get()).statusCode).toBe(401);
    } finally {
      await timed.close();
    }
  });
});

describe('creating orders', () => {
  it('creates an order in PayPal format with a PayPal-like id, our merchant as payee and the links', async () => {
    const order = await createOrder();
    expect(order.id).toMatch(/^[A-Z0-9]{17}$/);
    expect(order.status).toBe('CREATED');
    expect(order.purchase_units[0]).toMatchObject({
      amount: { currency_code: 'GBP', value: '12.50' },
      payee: { merchant_id: secrets.merchantId },
      custom_id: 'arena:1',
      description: 'Arena credits',
    });
    expect(order.links.map((l) => l.rel).sort()).toEqual(['approve', 'capture', 'self', 'update']);
    expect(order.links.find((l) => l.rel === 'approve')?.href).toBe(
      `${SANDBOX_PREFIX}/checkoutnow?token=${order.id}`,
    );
  });

  it('answers the same order for a repeated PayPal-Request-Id, even when the repeats race', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', ORDERS, orderBody(), { 'paypal-request-id': 'req-1' })),
    );
    const ids = new Set(responses.map((r) => r.json<OrderBody>().id));
    expect(ids.size).toBe(1);
    const other = await call('POST', ORDERS, orderBody(), { 'paypal-request-id': 'req-2' });
    expect(ids.has(other.json<OrderBody>().id)).toBe(false);
    const { db } = await testDatabase();
    expect(await db.select().from(paypalSandboxOrders)).toHaveLength(2);
  });

  it.each([
    [{ ...orderBody(), intent: 'AUTHORIZE' }, 422, 'UNPROCESSABLE_ENTITY', 'INVALID_PARAMETER_VALUE'],
    [{ ...orderBody(), intent: 'SELL' }, 400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE'],
    [{ intent: 'CAPTURE' }, 400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER'],
    [{ intent: 'CAPTURE', purchase_units: [] }, 400, 'INVALID_REQUEST', 'INVALID_PARAMETER_SYNTAX'],
    [
      { intent: 'CAPTURE', purchase_units: [...orderBody().purchase_units, ...orderBody().purchase_units] },
      422,
      'UNPROCESSABLE_ENTITY',
      'MULTIPLE_PURCHASE_UNITS_NOT_SUPPORTED',
    ],
    [orderBody({ currency_code: 'gbp', value: '1.00' }), 400, 'INVALID_REQUEST', 'INVALID_PARAMETER_SYNTAX'],
    [orderBody({ currency_code: 'GBP', value: '1,00' }), 400, 'INVALID_REQUEST', 'INVALID_PARAMETER_SYNTAX'],
    [orderBody({ currency_code: 'GBP', value: '-1.00' }), 400, 'INVALID_REQUEST', 'INVALID_PARAMETER_SYNTAX'],
    [orderBody({ currency_code: 'GBP', value: '12.345' }), 422, 'UNPROCESSABLE_ENTITY', 'DECIMAL_PRECISION'],
    [
      orderBody({ currency_code: 'GBP', value: '0.00' }),
      422,
      'UNPROCESSABLE_ENTITY',
      'CANNOT_BE_ZERO_OR_NEGATIVE',
    ],
    [
      orderBody({ currency_code: 'GBP', value: '1000000.01' }),
      422,
      'UNPROCESSABLE_ENTITY',
      'AMOUNT_LIMIT_EXCEEDED',
    ],
  ])('refuses an invalid order in PayPal error format (%#)', async (payload, status, name, issue) => {
    const response = await call('POST', ORDERS, payload);
    expect(response.statusCode).toBe(status);
    const body = response.json<PayPalError>();
    expect(body).toMatchObject({ name, message: expect.any(String), debug_id: expect.any(String) });
    expect(body.details[0]?.issue).toBe(issue);
  });

  it('accepts the largest amount, 1,000,000.00', async () => {
    const order = await createOrder({ currency_code: 'GBP', value: '1000000.00' });
    expect(order.purchase_units[0]?.amount.value).toBe('1000000.00');
  });

  it('answers malformed JSON in PayPal format, not the app envelope', async () => {
    const response = await call('POST', ORDERS, '{"intent":', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json<PayPalError>()).toMatchObject({
      name: 'INVALID_REQUEST',
      details: [{ issue: 'MALFORMED_REQUEST_JSON' }],
    });
  });
});

describe('reading and changing orders', () => {
  it('answers 404 RESOURCE_NOT_FOUND for an unknown order', async () => {
    const response = await call('GET', `${ORDERS}/NOSUCHORDER000000`);
    expect(response.statusCode).toBe(404);
    expect(response.json<PayPalError>().name).toBe('RESOURCE_NOT_FOUND');
  });

  it('replaces the amount and the description with a JSON Patch', async () => {
    const order = await createOrder();
    const response = await call('PATCH', `${ORDERS}/${order.id}`, [
      {
        op: 'replace',
        path: "/purchase_units/@reference_id=='default'/amount",
        value: { currency_code: 'EUR', value: '0.01' },
      },
      { op: 'replace', path: "/purchase_units/@reference_id=='default'/description", value: 'Changed' },
    ]);
    expect(response.statusCode, response.body).toBe(204);
    const changed = (await call('GET', `${ORDERS}/${order.id}`)).json<OrderBody>();
    expect(changed.purchase_units[0]).toMatchObject({
      amount: { currency_code: 'EUR', value: '0.01' },
      description: 'Changed',
    });
  });

  it('refuses patches of other paths, invalid amounts, completed orders and unknown orders', async () => {
    const order = await createOrder();
    const path = "/purchase_units/@reference_id=='default'/amount";
    const other = await call('PATCH', `${ORDERS}/${order.id}`, [
      { op: 'replace', path: "/purchase_units/@reference_id=='default'/payee", value: {} },
    ]);
    expect(other.statusCode).toBe(422);
    const invalid = await call('PATCH', `${ORDERS}/${order.id}`, [
      { op: 'replace', path, value: { currency_code: 'GBP', value: '0' } },
    ]);
    expect(invalid.statusCode).toBe(422);
    const notAnArray = await call('PATCH', `${ORDERS}/${order.id}`, { op: 'replace' });
    expect(notAnArray.statusCode).toBe(400);

    await approve(order.id);
    expect((await call('POST', `${ORDERS}/${order.id}/capture`)).statusCode).toBe(201);
    const completed = await call('PATCH', `${ORDERS}/${order.id}`, [
      { op: 'replace', path, value: { currency_code: 'GBP', value: '1.00' } },
    ]);
    expect(completed.statusCode).toBe(422);
    expect(completed.json<PayPalError>().details[0]?.issue).toBe('ORDER_COMPLETED_OR_VOIDED');

    const unknown = await call('PATCH', `${ORDERS}/NOSUCHORDER000000`, [
      { op: 'replace', path, value: { currency_code: 'GBP', value: '1.00' } },
    ]);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('buyer approval', () => {
  it('approves without a bearer token (it is the buyer), idempotently', async () => {
    const order = await createOrder();
    const first = await approve(order.id);
    expect(first.statusCode).toBe(200);
    expect(first.json<OrderBody>()).toMatchObject({
      status: 'APPROVED',
      payer: { email_address: expect.any(String) },
    });
    expect((await approve(order.id)).statusCode).toBe(200);
  });

  it('refuses to approve a captured order and answers 404 for an unknown one', async () => {
    const order = await createOrder();
    await approve(order.id);
    await call('POST', `${ORDERS}/${order.id}/capture`);
    const again = await approve(order.id);
    expect(again.statusCode).toBe(422);
    expect(again.json<PayPalError>().details[0]?.issue).toBe('ORDER_NOT_APPROVABLE');
    expect((await approve('NOSUCHORDER000000')).statusCode).toBe(404);
  });
});

describe('capturing orders', () => {
  it('captures an approved order once, with the capture in the representation', async () => {
    const order = await createOrder({ currency_code: 'GBP', value: '7.99' });
    await approve(order.id);
    const response = await call('POST', `${ORDERS}/${order.id}/capture`, {}, {});
    expect(response.statusCode).toBe(201);
    const captured = response.json<OrderBody>();
    expect(captured.status).toBe('COMPLETED');
    expect(captured.payer).toBeDefined();
    expect(captured.purchase_units[0]?.payments?.captures).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(/^[A-Z0-9]{17}$/),
        status: 'COMPLETED',
        amount: { currency_code: 'GBP', value: '7.99' },
      }),
    ]);
    expect(captured.links.map((l) => l.rel)).toEqual(['self']);
  });

  it('refuses to capture an order the payer has not approved, and an unknown order', async () => {
    const order = await createOrder();
    const response = await call('POST', `${ORDERS}/${order.id}/capture`);
    expect(response.statusCode).toBe(422);
    expect(response.json<PayPalError>()).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'ORDER_NOT_APPROVED' }],
    });
    expect((await call('POST', `${ORDERS}/NOSUCHORDER000000/capture`)).statusCode).toBe(404);
  });

  it('captures exactly once under 20 concurrent captures; the others hear ORDER_ALREADY_CAPTURED', async () => {
    const order = await createOrder();
    await approve(order.id);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `${ORDERS}/${order.id}/capture`)),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(19);
    for (const refused of responses.filter((r) => r.statusCode === 422)) {
      expect(refused.json<PayPalError>().details[0]?.issue).toBe('ORDER_ALREADY_CAPTURED');
    }
    const captureIds = responses
      .filter((r) => r.statusCode === 201)
      .map((r) => r.json<OrderBody>().purchase_units[0]?.payments?.captures[0]?.id);
    const { db } = await testDatabase();
    const [row] = await db.select().from(paypalSandboxOrders).where(eq(paypalSandboxOrders.id, order.id));
    expect(row).toMatchObject({ status: 'COMPLETED', capturedPence: 1250, captureId: captureIds[0] });
  });
});

describe('payouts', () => {
  it('records a payout and shows it by batch id', async () => {
    const response = await call('POST', PAYOUTS, payoutBody('withdrawal-1'));
    expect(response.statusCode, response.body).toBe(201);
    const { batch_header } = response.json<{
      batch_header: { payout_batch_id: string; batch_status: string };
    }>();
    expect(batch_header.payout_batch_id).toMatch(/^[A-Z0-9]{13}$/);
    // Accepted, not yet delivered: the item's outcome comes later (decision 0012).
    expect(batch_header.batch_status).toBe('PENDING');

    const read = await call('GET', `${PAYOUTS}/${batch_header.payout_batch_id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      batch_header: {
        payout_batch_id: batch_header.payout_batch_id,
        sender_batch_header: { sender_batch_id: 'withdrawal-1' },
        amount: { currency: 'GBP', value: '25.00' },
      },
      items: [{ payout_item: { receiver: 'player@example.com', amount: { value: '25.00' } } }],
    });
    expect((await call('GET', `${PAYOUTS}/NOSUCHBATCH00`)).statusCode).toBe(404);
  });

  it('refuses a reused sender_batch_id like PayPal, linking the original batch, even under a race', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', PAYOUTS, payoutBody('withdrawal-2'))),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(1);
    const batchId = created[0]?.json<{ batch_header: { payout_batch_id: string } }>().batch_header
      .payout_batch_id;
    for (const refused of responses.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(400);
      const body = refused.json<PayPalError>();
      expect(body.name).toBe('USER_BUSINESS_ERROR');
      expect(body.details[0]).toMatchObject({
        field: 'SENDER_BATCH_ID',
        issue: 'Batch with given sender_batch_id already exists',
        link: [{ href: `${PAYOUTS}/${batchId}`, rel: 'self' }],
      });
    }
    const { db } = await testDatabase();
    expect(
      await db
        .select()
        .from(paypalSandboxPayouts)
        .where(eq(paypalSandboxPayouts.senderBatchId, 'withdrawal-2')),
    ).toHaveLength(1);
  });

  it.each([
    [{ items: payoutBody('x').items }],
    [{ ...payoutBody('x'), items: [] }],
    [{ ...payoutBody('x'), items: [{ ...payoutBody('x').items[0], receiver: 'not-an-email' }] }],
    [payoutBody('x', '1.234')],
    [payoutBody('x', '0.00')],
  ])('refuses an invalid payout with VALIDATION_ERROR (%#)', async (payload) => {
    const response = await call('POST', PAYOUTS, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<PayPalError>().name).toBe('VALIDATION_ERROR');
  });
});
