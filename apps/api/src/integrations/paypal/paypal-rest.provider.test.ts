/** The PayPal REST client, end to end against the built-in sandbox and against canned PayPal answers. */
import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSandboxSecrets, type SandboxSecrets } from './paypal-sandbox-secrets';
import { paypalSandboxOrders, paypalSandboxPayouts } from '../../db/schema/paypal-sandbox';
import { resetDatabase, testDatabase } from '../../../test/harness';
import { createSandboxProvider, injectFetch } from './inject-fetch';
import {
  ProviderError,
  type CreateOrderInput,
  type HttpFetch,
  type PaymentProvider,
} from './payment-provider';
import {
  createPayPalRestProvider,
  decimalToPence,
  PAYPAL_BASE_URLS,
  penceToDecimal,
  type PayPalRestOptions,
} from './paypal-rest.provider';
import { paypalSandboxRoutes } from './paypal-sandbox.routes';
import { createPayPalSandboxStore } from './paypal-sandbox.store';
import { SANDBOX_PREFIX } from './paypal-sandbox.wire';

const BASE_URL = `http://paypal-sandbox.internal${SANDBOX_PREFIX}`;

let app: FastifyInstance;
let sandbox: PaymentProvider;
let secrets: SandboxSecrets;

beforeAll(async () => {
  app = Fastify();
  const { db } = await testDatabase();
  secrets = await loadSandboxSecrets(db);
  await app.register(paypalSandboxRoutes, {
    store: createPayPalSandboxStore({ db }),
    secrets: { get: () => Promise.resolve(secrets) },
  });
  await app.ready();
});
afterAll(() => app.close());

beforeEach(async () => {
  await resetDatabase();
  sandbox = createSandboxProvider(app, { get: () => Promise.resolve(secrets) });
});

let requestCounter = 0;
const orderInput = (overrides: Partial<CreateOrderInput> = {}): CreateOrderInput => ({
  amountPence: 1250,
  currency: 'GBP',
  description: 'Arena credits: 100',
  customId: 'arena:7:credits:abc',
  requestId: `test-request-${++requestCounter}`,
  ...overrides,
});

const approve = async (orderId: string) => {
  const response = await app.inject({
    method: 'POST',
    url: `${SANDBOX_PREFIX}/v2/checkout/orders/${orderId}/approve`,
  });
  expect(response.statusCode, response.body).toBe(200);
};

/** The sandbox behind a fetch that records every call (and may tamper with it). */
function recordingSandbox(
  tamper: (call: {
    method: string;
    path: string;
    init: Parameters<HttpFetch>[1];
  }) => Parameters<HttpFetch>[1] = (c) => c.init,
  options: Partial<PayPalRestOptions> = {},
) {
  const inner = injectFetch(app);
  const calls: Array<{ method: string; path: string; status: number }> = [];
  const fetch: HttpFetch = async (url, init) => {
    const path = new URL(url).pathname.slice(SANDBOX_PREFIX.length);
    const response = await inner(url, tamper({ method: init.method, path, init }));
    calls.push({ method: init.method, path, status: response.status });
    return response;
  };
  const provider = createPayPalRestProvider({
    name: 'sandbox',
    baseUrl: BASE_URL,
    clientId: secrets.clientId,
    clientSecret: secrets.clientSecret,
    fetch,
    ...options,
  });
  const tokenCalls = () => calls.filter((c) => c.path === '/v1/oauth2/token').length;
  return { provider, calls, tokenCalls };
}

/** A fake PayPal answering canned responses in order, recording what it was sent. */
function cannedPayPal(...answers: Array<{ status: number; body: unknown }>) {
  const sent: Array<{ url: string; init: Parameters<HttpFetch>[1] }> = [];
  const fetch: HttpFetch = async (url, init) => {
    sent.push({ url, init });
    if (url.endsWith('/v1/oauth2/token')) {
      return { status: 200, text: async () => JSON.stringify({ access_token: 'T', expires_in: 32400 }) };
    }
    const answer = answers.shift() ?? { status: 500, body: { name: 'INTERNAL_SERVER_ERROR' } };
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return { status: answer.status, text: async () => text };
  };
  const provider = createPayPalRestProvider({
    name: 'paypal',
    baseUrl: PAYPAL_BASE_URLS.sandbox,
    clientId: 'client',
    clientSecret: 'secret',
    fetch,
  });
  return { provider, sent };
}

async function providerError(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('orders through the REST client and the sandbox', () => {
  it('creates, approves, captures and reads an order', async () => {
    const created = await sandbox.createOrder(orderInput());
    expect(created).toMatchObject({
      status: 'CREATED',
      amountPence: 1250,
      currency: 'GBP',
      capturedPence: 0,
      captureCurrency: null,
      payeeMerchantId: secrets.merchantId,
      customId: 'arena:7:credits:abc',
      approveUrl: `${SANDBOX_PREFIX}/checkoutnow?token=${created.id}`,
    });

    await approve(created.id);
    expect((await sandbox.getOrder(created.id))?.status).toBe('APPROVED');

    const captured = await sandbox.captureOrder(created.id);
    expect(captured).toMatchObject({
      id: created.id,
      status: 'COMPLETED',
      amountPence: 1250,
      capturedPence: 1250,
      captureCurrency: 'GBP',
      approveUrl: null,
    });
    expect(await sandbox.getOrder(created.id)).toEqual(captured);
  });

  it('makes one order for a repeated request id', async () => {
    const input = orderInput();
    const first = await sandbox.createOrder(input);
    const again = await sandbox.createOrder({ ...input, amountPence: 999 });
    expect(again.id).toBe(first.id);
    expect(again.amountPence).toBe(1250);
  });

  it('refuses to capture before the payer approved, naming ORDER_NOT_APPROVED', async () => {
    const order = await sandbox.createOrder(orderInput());
    const error = await providerError(sandbox.captureOrder(order.id));
    expect(error).toMatchObject({ status: 422, providerName: 'ORDER_NOT_APPROVED' });
    expect(error.message).toContain('UNPROCESSABLE_ENTITY');
  });

  it('captures once under 20 concurrent captures, and every caller sees the completed order', async () => {
    const { provider, calls } = recordingSandbox();
    const order = await provider.createOrder(orderInput({ amountPence: 4999 }));
    await approve(order.id);
    const results = await Promise.all(Array.from({ length: 20 }, () => provider.captureOrder(order.id)));
    for (const result of results) {
      expect(result).toMatchObject({ status: 'COMPLETED', capturedPence: 4999, captureCurrency: 'GBP' });
    }
    // One PayPal-Request-Id per order: every retry is answered with the one capture (201), or, while the
    // first is still being made, refused as already captured (422) and read back.
    const captures = calls.filter((c) => c.path.endsWith('/capture'));
    expect(captures).toHaveLength(20);
    expect(captures.every((c) => c.status === 201 || c.status === 422)).toBe(true);
    expect(new Set(results.map((r) => r.captures[0]?.id)).size).toBe(1);
    const { db } = await testDatabase();
    const rows = await db.select().from(paypalSandboxOrders).where(eq(paypalSandboxOrders.id, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.capturedPence).toBe(4999);
  });

  it('reports what was really captured after the order was tampered with (PATCH of amount and currency)', async () => {
    const order = await sandbox.createOrder(orderInput({ amountPence: 2500 }));
    const tokenResponse = await app.inject({
      method: 'POST',
      url: `${SANDBOX_PREFIX}/v1/oauth2/token`,
      headers: {
        authorization: `Basic ${Buffer.from(`${secrets.clientId}:${secrets.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
    const patch = await app.inject({
      method: 'PATCH',
      url: `${SANDBOX_PREFIX}/v2/checkout/orders/${order.id}`,
      headers: { authorization: `Bearer ${tokenResponse.json<{ access_token: string }>().access_token}` },
      payload: [
        {
          op: 'replace',
          path: "/purchase_units/@reference_id=='default'/amount",
          value: { currency_code: 'EUR', value: '0.01' },
        },
      ],
    });
    expect(patch.statusCode).toBe(204);
    await approve(order.id);
    const captured = await sandbox.captureOrder(order.id);
    expect(captured).toMatchObject({
      amountPence: 1,
      currency: 'EUR',
      capturedPence: 1,
      captureCurrency: 'EUR',
    });
  });

  it('answers null for an unknown order, and for a non-order id without calling out', async () => {
    expect(await sandbox.getOrder('0ABCDEFGHIJKLMNOP')).toBeNull();
    const { provider, calls } = recordingSandbox();
    for (const id of ['../v1/oauth2/token', 'a b', 'x/y', '', 'id?x=1', 'ÄBC']) {
      expect(await provider.getOrder(id)).toBeNull();
    }
    expect(calls).toHaveLength(0);
    const error = await providerError(provider.captureOrder('../capture'));
    expect(error).toMatchObject({ status: 404, providerName: 'RESOURCE_NOT_FOUND' });
    expect(calls).toHaveLength(0);
  });

  it('surfaces RESOURCE_NOT_FOUND when capturing an unknown order', async () => {
    const error = await providerError(sandbox.captureOrder('0ABCDEFGHIJKLMNOP'));
    expect(error).toMatchObject({ status: 404, providerName: 'RESOURCE_NOT_FOUND' });
  });

  it('sends amounts as exact decimal strings', async () => {
    for (const [pence, value] of [
      [1, '0.01'],
      [1000, '10.00'],
      [1050, '10.50'],
      [100_000_000, '1000000.00'],
    ] as const) {
      const order = await sandbox.createOrder(orderInput({ amountPence: pence }));
      expect(order.amountPence).toBe(pence);
      const { db } = await testDatabase();
      const [row] = await db.select().from(paypalSandboxOrders).where(eq(paypalSandboxOrders.id, order.id));
      expect(row?.amountPence, value).toBe(pence);
    }
  });
});

describe('OAuth2 tokens', () => {
  it('refuses bad client credentials with a 401 ProviderError', async () => {
    const { provider } = recordingSandbox(undefined, { clientSecret: 'wrong' });
    const error = await providerError(provider.createOrder(orderInput()));
    expect(error).toMatchObject({ status: 401, providerName: 'invalid_client' });
  });

  it('caches the token across calls, and shares one token request between concurrent calls', async () => {
    const { provider, tokenCalls } = recordingSandbox();
    const orders = await Promise.all([1, 2, 3].map(() => provider.createOrder(orderInput())));
    await provider.getOrder(orders[0]!.id);
    await provider.getOrder(orders[1]!.id);
    expect(tokenCalls()).toBe(1);
  });

  it('asks for a new token shortly before the old one expires', async () => {
    const { provider, tokenCalls } = recordingSandbox();
    await provider.createOrder(orderInput());
    const later = Date.now() + 32_400_000 - 30_000;
    const now = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      await provider.createOrder(orderInput());
    } finally {
      now.mockRestore();
    }
    expect(tokenCalls()).toBe(2);
  });

  it('drops a refused token and retries once with a new one', async () => {
    let forge = true;
    const { provider, calls, tokenCalls } = recordingSandbox(({ path, init }) => {
      if (path === '/v1/oauth2/token' || !forge) return init;
      forge = false;
      return { ...init, headers: { ...init.headers, Authorization: 'Bearer A21AArevoked' } };
    });
    const order = await provider.createOrder(orderInput());
    expect(order.status).toBe('CREATED');
    expect(tokenCalls()).toBe(2);
    expect(calls.map((c) => `${c.method} ${c.path} ${c.status}`)).toEqual([
      'POST /v1/oauth2/token 200',
      'POST /v2/checkout/orders 401',
      'POST /v1/oauth2/token 200',
      'POST /v2/checkout/orders 201',
    ]);
  });

  it('gives up after one retry when the API keeps refusing the token', async () => {
    const { provider, calls } = recordingSandbox(({ path, init }) =>
      path === '/v1/oauth2/token'
        ? init
        : { ...init, headers: { ...init.headers, Authorization: 'Bearer nope' } },
    );
    const error = await providerError(provider.getOrder('0ABCDEFGHIJKLMNOP'));
    expect(error).toMatchObject({ status: 401, providerName: 'AUTHENTICATION_FAILURE' });
    expect(calls.filter((c) => c.status === 401)).toHaveLength(2);
  });
});

describe('payouts', () => {
  const payout = (senderBatchId: string) => ({
    senderBatchId,
    receiverEmail: 'player@example.com',
    amountPence: 2550,
    currency: 'GBP',
    note: 'Arena withdrawal #1',
  });

  it('sends a payout, and reports a retry with the same sender_batch_id as already sent, not sent twice', async () => {
    const first = await sandbox.sendPayout(payout('withdrawal-1'));
    // A batch is accepted PENDING; the item's outcome comes later (decision 0012).
    expect(first).toEqual({ batchId: expect.stringMatching(/^[A-Z0-9]{13}$/), status: 'PENDING' });
    const retry = await sandbox.sendPayout(payout('withdrawal-1'));
    expect(retry).toEqual({ batchId: first.batchId, status: 'PROCESSING', alreadySent: true });
    const other = await sandbox.sendPayout(payout('withdrawal-2'));
    expect(other.batchId).not.toBe(first.batchId);

    const { db } = await testDatabase();
    const rows = await db.select().from(paypalSandboxPayouts);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.senderBatchId === 'withdrawal-1')).toMatchObject({
      amountPence: 2550,
      receiverEmail: 'player@example.com',
    });
  });

  it("reads PayPal's own duplicate answer and asks our base URL for the original batch", async () => {
    const { provider, sent } = cannedPayPal(
      {
        status: 400,
        body: {
          name: 'USER_BUSINESS_ERROR',
          message: 'User business error.',
          debug_id: 'f05063556a338',
          details: [
            {
              field: 'SENDER_BATCH_ID',
              issue: 'Batch with given sender_batch_id already exists',
              link: [
                {
                  href: 'https://evil.example/v1/payments/payouts/CR9VS2K4X4846',
                  rel: 'self',
                  method: 'GET',
                },
              ],
            },
          ],
        },
      },
      {
        status: 200,
        body: { batch_header: { payout_batch_id: 'CR9VS2K4X4846', batch_status: 'PROCESSING' } },
      },
    );
    expect(await provider.sendPayout(payout('withdrawal-9'))).toEqual({
      batchId: 'CR9VS2K4X4846',
      status: 'PROCESSING',
      alreadySent: true,
    });
    expect(sent.at(-1)?.url).toBe(`${PAYPAL_BASE_URLS.sandbox}/v1/payments/payouts/CR9VS2K4X4846`);
  });

  it('sends the payout in PayPal format', async () => {
    const { provider, sent } = cannedPayPal({
      status: 201,
      body: { batch_header: { payout_batch_id: 'B1', batch_status: 'PENDING' } },
    });
    expect(await provider.sendPayout(payout('withdrawal-3'))).toEqual({ batchId: 'B1', status: 'PENDING' });
    const call = sent.at(-1)!;
    expect(call.url).toBe(`${PAYPAL_BASE_URLS.sandbox}/v1/payments/payouts`);
    expect(JSON.parse(call.init.body ?? '')).toEqual({
      sender_batch_header: {
        sender_batch_id: 'withdrawal-3',
        email_subject: expect.any(String),
        recipient_type: 'EMAIL',
      },
      items: [
        {
          recipient_type: 'EMAIL',
          amount: { value: '25.50', currency: 'GBP' },
          receiver: 'player@example.com',
          note: 'Arena withdrawal #1',
          sender_item_id: 'withdrawal-3',
        },
      ],
    });
  });
});

describe('talking to PayPal (canned answers)', () => {
  it('gets a token with Basic auth and a form body, then creates the order with the idempotency headers', async () => {
    const { provider, sent } = cannedPayPal({
      status: 201,
      body: {
        id: '5O190127TN364715T',
        status: 'PAYER_ACTION_REQUIRED',
        purchase_units: [{ amount: { currency_code: 'GBP', value: '12.50' }, payee: { merchant_id: 'M1' } }],
        links: [{ href: 'https://www.paypal.com/checkoutnow?token=5O190127TN364715T', rel: 'payer-action' }],
        unknown_field: { kept: 'ignored' },
      },
    });
    const order = await provider.createOrder(orderInput({ requestId: 'req-42' }));
    expect(order).toMatchObject({
      id: '5O190127TN364715T',
      status: 'PAYER_ACTION_REQUIRED',
      approveUrl: 'https://www.paypal.com/checkoutnow?token=5O190127TN364715T',
      payeeMerchantId: 'M1',
      customId: null,
    });
    const [token, create] = sent;
    expect(token).toMatchObject({
      url: `${PAYPAL_BASE_URLS.sandbox}/v1/oauth2/token`,
      init: {
        method: 'POST',
        body: 'grant_type=client_credentials',
        headers: expect.objectContaining({
          Authorization: `Basic ${Buffer.from('client:secret').toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        }),
      },
    });
    expect(create?.init.headers).toMatchObject({
      Authorization: 'Bearer T',
      'PayPal-Request-Id': 'req-42',
      Prefer: 'return=representation',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(create?.init.body ?? '')).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'default',
          amount: { currency_code: 'GBP', value: '12.50' },
          description: 'Arena credits: 100',
          custom_id: 'arena:7:credits:abc',
        },
      ],
    });
  });

  it('sums only COMPLETED captures, exactly', async () => {
    const { provider } = cannedPayPal({
      status: 200,
      body: {
        id: 'ORDER1',
        status: 'COMPLETED',
        purchase_units: [
          {
            amount: { currency_code: 'GBP', value: '0.30' },
            payments: {
              captures: [
                { status: 'COMPLETED', amount: { currency_code: 'GBP', value: '0.1' } },
                { status: 'COMPLETED', amount: { currency_code: 'GBP', value: '0.20' } },
                { status: 'DECLINED', amount: { currency_code: 'GBP', value: '5.00' } },
                { status: 'PENDING', amount: { currency_code: 'GBP', value: '7.00' } },
              ],
            },
          },
        ],
      },
    });
    expect(await provider.getOrder('ORDER1')).toMatchObject({
      amountPence: 30,
      capturedPence: 30,
      captureCurrency: 'GBP',
    });
  });

  it("lists the order's refunds as PayPal's order details give them (payments.refunds), whatever their status", async () => {
    const { provider } = cannedPayPal({
      status: 200,
      body: {
        id: 'ORDER3',
        status: 'COMPLETED',
        purchase_units: [
          {
            amount: { currency_code: 'GBP', value: '10.00' },
            payments: {
              captures: [
                {
                  id: 'CAP3',
                  status: 'PARTIALLY_REFUNDED',
                  amount: { currency_code: 'GBP', value: '10.00' },
                },
              ],
              refunds: [
                { id: 'REF1', status: 'COMPLETED', amount: { currency_code: 'GBP', value: '2.5' } },
                { id: 'REF2', status: 'PENDING', amount: { currency_code: 'GBP', value: '1.00' } },
              ],
            },
          },
        ],
      },
    });
    expect((await provider.getOrder('ORDER3'))?.refunds).toEqual([
      { id: 'REF1', status: 'COMPLETED', amountPence: 250, currency: 'GBP' },
      { id: 'REF2', status: 'PENDING', amountPence: 100, currency: 'GBP' },
    ]);
  });

  it('captures with a request id derived from the order, and reads the order back when PayPal says already captured', async () => {
    const completed = {
      id: 'ORDER2',
      status: 'COMPLETED',
      purchase_units: [
        {
          amount: { currency_code: 'GBP', value: '10' },
          payments: { captures: [{ status: 'COMPLETED', amount: { currency_code: 'GBP', value: '10' } }] },
        },
      ],
    };
    const { provider, sent } = cannedPayPal(
      {
        status: 422,
        body: {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'ORDER_ALREADY_CAPTURED', description: 'x' }],
        },
      },
      { status: 200, body: completed },
    );
    expect(await provider.captureOrder('ORDER2')).toMatchObject({ status: 'COMPLETED', capturedPence: 1000 });
    const capture = sent.find((s) => s.url.endsWith('/capture'));
    expect(capture?.init.headers['PayPal-Request-Id']).toBe('capture-ORDER2');
  });

  it('maps refusals to ProviderError with the status and PayPal name', async () => {
    const { provider } = cannedPayPal(
      { status: 500, body: { name: 'INTERNAL_SERVER_ERROR', message: 'boom' } },
      { status: 502, body: '<html>Bad gateway</html>' },
      { status: 200, body: { id: 'X', status: 'NOT_A_STATUS', purchase_units: [] } },
      {
        status: 200,
        body: {
          id: 'X',
          status: 'CREATED',
          purchase_units: [{ amount: { currency_code: 'GBP', value: '1.005' } }],
        },
      },
    );
    expect(await providerError(provider.getOrder('A'))).toMatchObject({
      status: 500,
      providerName: 'INTERNAL_SERVER_ERROR',
    });
    expect(await providerError(provider.getOrder('B'))).toMatchObject({
      status: 502,
      providerName: 'HTTP_ERROR',
    });
    expect(await providerError(provider.getOrder('C'))).toMatchObject({
      status: 200,
      providerName: 'INVALID_RESPONSE',
    });
    expect(await providerError(provider.getOrder('D'))).toMatchObject({
      status: 200,
      providerName: 'INVALID_RESPONSE',
    });
  });

  it('maps a network failure and a timeout to status 0 UNREACHABLE', async () => {
    const failing = createPayPalRestProvider({
      name: 'paypal',
      baseUrl: PAYPAL_BASE_URLS.live,
      clientId: 'c',
      clientSecret: 's',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    expect(await providerError(failing.getOrder('A'))).toMatchObject({
      status: 0,
      providerName: 'UNREACHABLE',
    });

    let signal: AbortSignal | undefined;
    const hanging = createPayPalRestProvider({
      name: 'paypal',
      baseUrl: PAYPAL_BASE_URLS.live,
      clientId: 'c',
      clientSecret: 's',
      timeoutMs: 20,
      fetch: (_url, init) => {
        signal = init.signal;
        return new Promise(() => undefined);
      },
    });
    const error = await providerError(hanging.createOrder(orderInput()));
    expect(error).toMatchObject({ status: 0, providerName: 'UNREACHABLE' });
    expect(error.message).toContain('20 ms');
    expect(signal?.aborted).toBe(true);
  });

  it('gives the browser the right client id', () => {
    const base = {
      baseUrl: PAYPAL_BASE_URLS.live,
      clientId: 'live-id',
      clientSecret: 's',
      fetch: injectFetch(app),
    };
    expect(createPayPalRestProvider({ ...base, name: 'paypal' }).clientId).toBe('live-id');
    expect(createPayPalRestProvider({ ...base, name: 'sandbox' }).clientId).toBeNull();
    expect(createPayPalRestProvider({ ...base, name: 'paypal', clientIdForBrowser: 'other' }).clientId).toBe(
      'other',
    );
    expect(
      createPayPalRestProvider({ ...base, name: 'paypal', clientIdForBrowser: null }).clientId,
    ).toBeNull();
    expect(sandbox).toMatchObject({ name: 'sandbox', clientId: null });
  });
});

describe('decimal amounts', () => {
  it.each([
    ['0.01', 1],
    ['10', 1000],
    ['10.5', 1050],
    ['10.50', 1050],
    ['0.29', 29],
    ['1.10', 110],
    ['1000000.00', 100_000_000],
    ['10.500', 1050],
  ])('reads "%s" as %i pence', (value, pence) => {
    expect(decimalToPence(value)).toBe(pence);
  });

  it.each(['', '1.005', '-1.00', '1,00', '1e3', '.5', 'abc', '1.2.3'])('refuses "%s"', (value) => {
    expect(decimalToPence(value)).toBeNull();
  });

  it.each([
    [1, '0.01'],
    [10, '0.10'],
    [1000, '10.00'],
    [1050, '10.50'],
    [100_000_000, '1000000.00'],
  ])('writes %i pence as "%s"', (pence, value) => {
    expect(penceToDecimal(pence)).toBe(value);
    expect(decimalToPence(penceToDecimal(pence))).toBe(pence);
  });

  it('refuses to write a fraction of a penny or a negative amount', () => {
    expect(() => penceToDecimal(1.5)).toThrow(RangeError);
    expect(() => penceToDecimal(-1)).toThrow(RangeError);
  });
});
