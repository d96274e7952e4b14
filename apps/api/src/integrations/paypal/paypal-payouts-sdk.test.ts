/**
 * The sandbox's payouts against PayPal's official (deprecated, still published) payouts SDK, over real HTTP
 * on 127.0.0.1: send a batch, read it and its item, let the item stay unclaimed, cancel it.
 */
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSandboxSecrets, type SandboxSecrets } from './paypal-sandbox-secrets';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createAdmin } from '../../../test/admin-fixtures';
import { sandboxControl } from '../../../test/transit-fixtures';
import { SANDBOX_PREFIX } from './paypal-sandbox.wire';

/** The part of the SDK (plain JavaScript, no types) this test uses. */
interface PayoutsSdk {
  core: {
    PayPalEnvironment: new (clientId: string, secret: string, baseUrl: string, webUrl: string) => object;
    PayPalHttpClient: new (environment: object) => {
      execute(request: object): Promise<{ statusCode: number; result: Record<string, unknown> }>;
    };
  };
  payouts: {
    PayoutsPostRequest: new () => { requestBody(body: unknown): void; payPalRequestId(id: string): void };
    PayoutsGetRequest: new (batchId: string) => object;
    PayoutsItemGetRequest: new (itemId: string) => object;
    PayoutsItemCancelRequest: new (itemId: string) => object;
  };
}

const sdk = createRequire(import.meta.url)('@paypal/payouts-sdk') as PayoutsSdk;

let t: TestApp;
let secrets: SandboxSecrets;
let origin: string;
let paypalHost: Server;
let paypalOrigin: string;

/**
 * The SDK keeps only the host of its base URL, as PayPal's own API lives at the root: this server plays
 * api-m.paypal.com at the root and hands every request to the sandbox's prefix, unchanged.
 */
async function startPaypalHost(): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && name !== 'host' && name !== 'content-length') headers[name] = value;
      }
      const body = Buffer.concat(chunks);
      fetch(`${origin}${SANDBOX_PREFIX}${request.url ?? '/'}`, {
        method: request.method,
        headers,
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : body,
      })
        .then(async (answer) => {
          response.writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? 'application/json',
          });
          response.end(await answer.text());
        })
        .catch((error: unknown) => {
          response.writeHead(502);
          response.end(String(error));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

beforeAll(async () => {
  t = await createTestApp();
  secrets = await loadSandboxSecrets(t.database.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  paypalHost = await startPaypalHost();
  paypalOrigin = `http://127.0.0.1:${(paypalHost.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => paypalHost.close(resolve));
  await t.close();
});

describe("PayPal's payouts SDK against the sandbox", () => {
  it('sends a payout, reads the batch and the item, and cancels an unclaimed item', async () => {
    const admin = await createAdmin(t.app, t.database);
    const environment = new sdk.core.PayPalEnvironment(
      secrets.clientId,
      secrets.clientSecret,
      paypalOrigin,
      paypalOrigin,
    );
    const client = new sdk.core.PayPalHttpClient(environment);

    const send = new sdk.payouts.PayoutsPostRequest();
    send.requestBody({
      sender_batch_header: { sender_batch_id: `sdk-${Date.now()}`, email_subject: 'You have a payout' },
      items: [
        {
          recipient_type: 'EMAIL',
          amount: { value: '9.70', currency: 'GBP' },
          receiver: 'receiver@example.com',
          note: 'Arena withdrawal',
          sender_item_id: 'sdk-item-1',
        },
      ],
    });
    const sent = await client.execute(send);
    expect(sent.statusCode).toBe(201);
    const header = sent.result.batch_header as { payout_batch_id: string; batch_status: string };
    expect(header.batch_status).toBe('PENDING');

    const batch = await client.execute(new sdk.payouts.PayoutsGetRequest(header.payout_batch_id));
    const items = batch.result.items as Array<{ payout_item_id: string; transaction_status: string }>;
    expect(items).toHaveLength(1);
    const itemId = items[0]!.payout_item_id;
    expect(items[0]!.transaction_status).toBe('PENDING');

    await sandboxControl(t.app, admin.auth, `payouts-item/${itemId}/outcome`, { outcome: 'UNCLAIMED' });
    const item = await client.execute(new sdk.payouts.PayoutsItemGetRequest(itemId));
    expect(item.result).toMatchObject({
      payout_item_id: itemId,
      transaction_status: 'UNCLAIMED',
      payout_batch_id: header.payout_batch_id,
    });

    const cancelled = await client.execute(new sdk.payouts.PayoutsItemCancelRequest(itemId));
    expect(cancelled.result).toMatchObject({ payout_item_id: itemId, transaction_status: 'RETURNED' });
    await t.app.sandboxWebhooks?.drain();
  });
});
