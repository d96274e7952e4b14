/** Money for tests: things for sale, balances through the ledger, and the sandbox buyer's steps. */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { ledgerEntries, type LedgerAsset } from '../src/db/schema/ledger';
import { appSettings, creditPackages, subscriptionPlans } from '../src/db/schema/payments';
import { users } from '../src/db/schema/users';
import { loadSandboxSecrets } from '../src/integrations/paypal/paypal-sandbox-secrets';
import { SANDBOX_PREFIX } from '../src/integrations/paypal/paypal-sandbox.wire';
import { applyLedgerChange } from '../src/modules/ledger/ledger.service';
import { TOKEN_PRICE_SETTING } from '../src/modules/payments/payments.service';

export async function insertPackage(
  database: Database,
  values: { credit: number; amountPence: number; discountedAmountPence?: number | null; active?: boolean },
) {
  const [row] = await database.db.insert(creditPackages).values(values).returning();
  return row!;
}

export async function insertPlan(
  database: Database,
  values: Partial<typeof subscriptionPlans.$inferInsert> = {},
) {
  const [row] = await database.db
    .insert(subscriptionPlans)
    .values({
      name: 'VIP Elite',
      pricePence: 999,
      durationMonths: 1,
      features: '<ul><li>VIP tournaments</li></ul>',
      instruction: '<p>No auto-renewal.</p>',
      ...values,
    })
    .returning();
  return row!;
}

export async function setTokenPrice(database: Database, pence: number) {
  await database.db
    .insert(appSettings)
    .values({ key: TOKEN_PRICE_SETTING, value: String(pence) })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: String(pence) } });
}

let fundings = 0;

/** Adds to a balance the only way balances change: a ledger entry. */
export async function fund(database: Database, userId: number, asset: LedgerAsset, amount: number) {
  fundings += 1;
  await database.db.transaction((tx) =>
    applyLedgerChange(tx, {
      userId,
      asset,
      delta: amount,
      reason: 'test funding',
      reference: `test:${process.pid}:${Date.now()}:${fundings}`,
    }),
  );
}

export async function makeVip(database: Database, userId: number, until: Date) {
  await database.db.update(users).set({ vipExpiresAt: until }).where(eq(users.id, userId));
}

export async function balancesOf(database: Database, userId: number) {
  const [row] = await database.db.select().from(users).where(eq(users.id, userId));
  return { credits: row!.credits, tokens: row!.tokens, wallet: row!.walletPence };
}

export async function ledgerSumsOf(database: Database, userId: number) {
  const rows = await database.db
    .select({
      asset: ledgerEntries.asset,
      total: sql`coalesce(sum(${ledgerEntries.delta}), 0)::bigint`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .groupBy(ledgerEntries.asset);
  const sums = { credits: 0, tokens: 0, wallet: 0 };
  for (const row of rows) sums[row.asset] = row.total;
  return sums;
}

export type Auth = { authorization: string };

export async function createOrder(app: FastifyInstance, auth: Auth, payload: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url: '/api/payments/orders', headers: auth, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { order_id: string; amount: number; status: string } }>().data;
}

/** The payer's approval on the sandbox's checkout page. */
export async function approveOrder(app: FastifyInstance, orderId: string) {
  const response = await app.inject({
    method: 'POST',
    url: `${SANDBOX_PREFIX}/v2/checkout/orders/${orderId}/approve`,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
}

export async function captureOrder(app: FastifyInstance, auth: Auth, orderId: string) {
  return app.inject({ method: 'POST', url: `/api/payments/orders/${orderId}/capture`, headers: auth });
}

/** Create, approve and capture: a paid order, ready for the save call. */
export async function paidOrder(app: FastifyInstance, auth: Auth, payload: Record<string, unknown>) {
  const order = await createOrder(app, auth, payload);
  await approveOrder(app, order.order_id);
  const captured = await captureOrder(app, auth, order.order_id);
  expect(captured.statusCode, captured.body).toBe(200);
  return order;
}

/** A bearer token for the sandbox's REST API, as a merchant (or a tampering script) would get one. */
export async function sandboxAccessToken(app: FastifyInstance): Promise<string> {
  const { clientId, clientSecret } = await loadSandboxSecrets(app.deps.database.db);
  const response = await app.inject({
    method: 'POST',
    url: `${SANDBOX_PREFIX}/v1/oauth2/token`,
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ access_token: string }>().access_token;
}

/** What a malicious browser can do before paying: change the order's amount or currency. */
export async function tamperWithOrder(
  app: FastifyInstance,
  orderId: string,
  amount: { currency_code: string; value: string },
) {
  const token = await sandboxAccessToken(app);
  const response = await app.inject({
    method: 'PATCH',
    url: `${SANDBOX_PREFIX}/v2/checkout/orders/${orderId}`,
    headers: { authorization: `Bearer ${token}` },
    payload: [{ op: 'replace', path: "/purchase_units/@reference_id=='default'/amount", value: amount }],
  });
  expect(response.statusCode, response.body).toBe(204);
}

/** An order made directly with the provider, never through Arena's server: a forgery. */
export async function forgedCapturedOrder(app: FastifyInstance, value: string, customId: string) {
  const token = await sandboxAccessToken(app);
  const created = await app.inject({
    method: 'POST',
    url: `${SANDBOX_PREFIX}/v2/checkout/orders`,
    headers: { authorization: `Bearer ${token}` },
    payload: {
      intent: 'CAPTURE',
      purchase_units: [
        { reference_id: 'default', custom_id: customId, amount: { currency_code: 'GBP', value } },
      ],
    },
  });
  expect(created.statusCode, created.body).toBeLessThan(300);
  const id = created.json<{ id: string }>().id;
  await approveOrder(app, id);
  const captured = await app.inject({
    method: 'POST',
    url: `${SANDBOX_PREFIX}/v2/checkout/orders/${id}/capture`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(captured.statusCode, captured.body).toBeLessThan(300);
  return id;
}
