/**
 * The sandbox against PayPal's official server SDK, as a merchant would drive it: a real HTTP server on
 * 127.0.0.1 (ephemeral port); the SDK's requests to api-m.sandbox.paypal.com are sent there instead.
 */
import type { AddressInfo } from 'node:net';
import {
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
} from '@paypal/paypal-server-sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSandboxSecrets, type SandboxSecrets } from './paypal-sandbox-secrets';
import { paypalSandboxRefunds } from '../../db/schema/paypal-sandbox';
import { createTestApp, type TestApp } from '../../../test/harness';
import { SANDBOX_PREFIX } from './paypal-sandbox.wire';

let t: TestApp;
let secrets: SandboxSecrets;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  secrets = await loadSandboxSecrets(t.database.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

interface AxiosLikeConfig {
  url?: string;
  method?: string;
  data?: unknown;
  headers?: { toJSON?: () => Record<string, unknown> } & Record<string, unknown>;
}

/**
 * An axios adapter (the SDK's HTTP client is axios) that sends each request, unchanged but for the origin,
 * to the sandbox over real HTTP, and records what the SDK sent.
 */
function sandboxAdapter(
  sent: Array<{ method: string; path: string; headers: Record<string, string>; body: string }>,
) {
  return async (config: AxiosLikeConfig) => {
    const url = new URL(String(config.url));
    const raw = config.headers?.toJSON ? config.headers.toJSON() : (config.headers ?? {});
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(raw)) {
      if (value !== undefined && value !== null && value !== false)
        headers[name.toLowerCase()] = String(value);
    }
    const body =
      typeof config.data === 'string'
        ? config.data
        : config.data === undefined
          ? ''
          : JSON.stringify(config.data);
    const method = String(config.method ?? 'get').toUpperCase();
    sent.push({ method, path: url.pathname, headers, body });
    const response = await fetch(`${origin}${SANDBOX_PREFIX}${url.pathname}${url.search}`, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : body,
    });
    return {
      data: await response.text(),
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers.entries()),
      config,
      request: {},
    };
  };
}

describe("PayPal's official server SDK against the sandbox", () => {
  it('creates, approves, captures (retry answered by the first capture), reads the capture and refunds, as a merchant', async () => {
    const sent: Array<{ method: string; path: string; headers: Record<string, string>; body: string }> = [];
    const client = new Client({
      clientCredentialsAuthCredentials: {
        oAuthClientId: secrets.clientId,
        oAuthClientSecret: secrets.clientSecret,
      },
      environment: Environment.Sandbox,
      timeout: 0,
      unstable_httpClientOptions: { adapter: sandboxAdapter(sent) },
    });
    const orders = new OrdersController(client);
    const payments = new PaymentsController(client);

    const created = await orders.createOrder({
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [
          { referenceId: 'default', amount: { currencyCode: 'GBP', value: '12.50' }, customId: 'sdk-test' },
        ],
      },
      paypalRequestId: `sdk-create-${Date.now()}`,
      prefer: 'return=representation',
    });
    expect(created.statusCode).toBe(201);
    const orderId = created.result.id!;
    const approve = created.result.links?.find((link) => link.rel === 'approve')?.href;
    expect(approve).toBe(`${SANDBOX_PREFIX}/checkoutnow?token=${orderId}`);

    // Before the payer approves, PayPal refuses the capture: 422 ORDER_NOT_APPROVED.
    const early = await orders
      .captureOrder({ id: orderId, paypalRequestId: `sdk-early-${orderId}` })
      .catch((error: unknown) => error);
    expect(early).toMatchObject({ statusCode: 422 });
    expect(String((early as { body?: unknown }).body)).toContain('ORDER_NOT_APPROVED');

    // The approve link opens the sandbox's approval page; the payer approves there.
    const page = await fetch(`${origin}${approve}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Approve payment');
    const approved = await fetch(`${origin}${SANDBOX_PREFIX}/checkoutnow/approve?token=${orderId}`, {
      method: 'POST',
    });
    expect(approved.status).toBe(200);

    const requestId = `sdk-capture-${orderId}`;
    const captured = await orders.captureOrder({
      id: orderId,
      paypalRequestId: requestId,
      prefer: 'return=representation',
    });
    expect(captured.statusCode).toBe(201);
    expect(captured.result.status).toBe('COMPLETED');
    const capture = captured.result.purchaseUnits?.[0]?.payments?.captures?.[0];
    expect(capture).toMatchObject({ status: 'COMPLETED', amount: { currencyCode: 'GBP', value: '12.50' } });
    const captureCall = sent.filter((call) => call.path.endsWith('/capture')).at(-1)!;
    expect(captureCall.headers['content-type']).toMatch(/^application\/json/);
    expect(captureCall.headers['paypal-request-id']).toBe(requestId);

    const retried = await orders.captureOrder({
      id: orderId,
      paypalRequestId: requestId,
      prefer: 'return=representation',
    });
    expect(retried.result.purchaseUnits?.[0]?.payments?.captures?.[0]?.id).toBe(capture!.id);

    const read = await payments.getCapturedPayment({ captureId: capture!.id! });
    expect(read.result).toMatchObject({ id: capture!.id, status: 'COMPLETED', amount: { value: '12.50' } });

    const refund = await payments.refundCapturedPayment({
      captureId: capture!.id!,
      paypalRequestId: `sdk-refund-${orderId}`,
      prefer: 'return=representation',
      body: { amount: { currencyCode: 'GBP', value: '2.50' }, noteToPayer: 'Partial refund' },
    });
    expect(refund.statusCode).toBe(201);
    expect(refund.result).toMatchObject({ status: 'COMPLETED', amount: { value: '2.50' } });
    const after = await payments.getCapturedPayment({ captureId: capture!.id! });
    expect(after.result.status).toBe('PARTIALLY_REFUNDED');

    // Two refunds at once under one PayPal-Request-Id make one refund, answered to both (the second's amount
    // is not looked at), and the capture gives back only that.
    const twice = await Promise.all(
      ['1.00', '3.00'].map((value) =>
        payments.refundCapturedPayment({
          captureId: capture!.id!,
          paypalRequestId: `sdk-refund-again-${orderId}`,
          prefer: 'return=representation',
          body: { amount: { currencyCode: 'GBP', value } },
        }),
      ),
    );
    expect(new Set(twice.map((r) => r.result.id)).size).toBe(1);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const made = twice.find((r) => r.statusCode === 201)!.result.amount?.value;
    expect(twice.map((r) => r.result.amount?.value)).toEqual([made, made]);
    const refunds = await t.database.db
      .select({ amountPence: paypalSandboxRefunds.amountPence })
      .from(paypalSandboxRefunds)
      .where(eq(paypalSandboxRefunds.captureId, capture!.id!));
    expect(refunds.map((r) => r.amountPence).sort((a, b) => a - b)).toEqual(
      [250, Math.round(Number(made) * 100)].sort((a, b) => a - b),
    );
  });
});
