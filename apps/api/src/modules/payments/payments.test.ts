import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OPEN_ORDERS_PER_USER, OPEN_ORDER_WINDOW_MS, PAYMENT_MESSAGES } from '@arena/shared/payments';
import { ledgerEntries } from '../../db/schema/ledger';
import { ProviderError, type PaymentProvider } from '../../integrations/paypal/payment-provider';
import { paymentOrders } from '../../db/schema/payments';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { login, registerAndLogin } from '../../../test/fixtures';
import {
  approveOrder,
  balancesOf,
  captureOrder,
  createOrder,
  forgedCapturedOrder,
  insertPackage,
  insertPlan,
  ledgerSumsOf,
  makeVip,
  paidOrder,
  setTokenPrice,
  tamperWithOrder,
} from '../../../test/money-fixtures';

let t: TestApp;
let now = new Date('2026-11-21T12:00:00Z');
const clock = { now: () => now };

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof registerAndLogin>>;
const post = (url: string, auth: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload });
const get = (url: string, auth: Record<string, string>) => t.app.inject({ url, headers: auth });

const saveCredits = (player: Player, planId: number, orderId: string, extra: Record<string, unknown> = {}) =>
  post('/api/save-transaction', player.auth, {
    plan_id: planId,
    transaction_id: orderId,
    payment_type: 'PayPal',
    amount: 10,
    transaction_status: 'COMPLETED',
    ...extra,
  });

async function expectRefused(response: Awaited<ReturnType<typeof post>>, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(body(response)).toMatchObject({ status: false, status_code: status, error: [message] });
}

describe('credit packages and purchases', () => {
  it('lists the active packages in pounds, with the discounted price when there is one', async () => {
    const player = await registerAndLogin(t.app);
    const full = await insertPackage(t.database, { credit: 50, amountPence: 500 });
    const discounted = await insertPackage(t.database, {
      credit: 120,
      amountPence: 1200,
      discountedAmountPence: 999,
    });
    const hidden = await insertPackage(t.database, { credit: 5, amountPence: 100, active: false });
    const response = await get(`/api/credit-packages?user_id=${player.user.id}`, player.auth);
    expect(response.statusCode).toBe(200);
    const data = body<{ data: Array<{ id: number }> }>(response).data;
    expect(data).toContainEqual({ id: full.id, amount: 5, discounted_amount: null, credit: 50 });
    expect(data).toContainEqual({ id: discounted.id, amount: 12, discounted_amount: 9.99, credit: 120 });
    expect(data.map((p) => p.id)).not.toContain(hidden.id);
  });

  it("never answers with another user's view: user_id must be the caller's", async () => {
    const player = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    for (const url of ['/api/credit-packages', '/api/user-subscription-details', '/api/token-price']) {
      expect((await get(`${url}?user_id=${other.user.id}`, player.auth)).statusCode).toBe(404);
    }
  });

  it('charges the discounted price set by the server and grants the credits once the capture is verified', async () => {
    const player = await registerAndLogin(t.app);
    const pack = await insertPackage(t.database, {
      credit: 120,
      amountPence: 1200,
      discountedAmountPence: 999,
    });
    const order = await createOrder(t.app, player.auth, { kind: 'credits', plan_id: pack.id });
    expect(order).toMatchObject({ amount: 9.99, status: 'CREATED' });
    await approveOrder(t.app, order.order_id);
    expect(
      body<{ data: { status: string } }>(await captureOrder(t.app, player.auth, order.order_id)).data.status,
    ).toBe('COMPLETED');

    // What the browser says it paid is never trusted.
    const saved = await saveCredits(player, pack.id, order.order_id, { amount: 0.01 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body(saved)).toMatchObject({
      message: PAYMENT_MESSAGES.creditsAdded,
      data: { transaction_id: order.order_id, total_credits: 120, amount: 9.99 },
      user: { user_details: { credits: 120 } },
    });
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 120 });
    expect(await ledgerSumsOf(t.database, player.user.id)).toMatchObject({ credits: 120 });

    const history = body<{ data: unknown[] }>(await get('/api/user-credit-transactions', player.auth));
    expect(history.data).toEqual([
      expect.objectContaining({ transaction_id: order.order_id, total_credits: 120, amount: 9.99 }),
    ]);
  });

  it('grants once on capture, and 20 save confirmations at once answer 200 and grant nothing more', async () => {
    const player = await registerAndLogin(t.app);
    const pack = await insertPackage(t.database, { credit: 50, amountPence: 500 });
    const order = await paidOrder(t.app, player.auth, { kind: 'credits', plan_id: pack.id });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => saveCredits(player, pack.id, order.order_id)),
    );
    // Decision 0012: the save calls confirm an order already fulfilled by the capture.
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(body(answer)).toMatchObject({ message: PAYMENT_MESSAGES.creditsAdded });
    }
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 50 });
    const entries = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, player.user.id), eq(ledgerEntries.asset, 'credits')));
    expect(entries).toHaveLength(1);
    // And later, too.
    expect((await saveCredits(player, pack.id, order.order_id)).statusCode).toBe(200);
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 50 });
  });

  describe('grants nothing and answers 400 for an order that does not prove the payment', () => {
    async function setUp() {
      const player = await registerAndLogin(t.app);
      const pack = await insertPackage(t.database, { credit: 100, amountPence: 1000 });
      return { player, pack };
    }

    async function expectNothingGranted(player: Player) {
      expect(await balancesOf(t.database, player.user.id)).toEqual({ credits: 0, tokens: 0, wallet: 0 });
      expect(await ledgerSumsOf(t.database, player.user.id)).toEqual({ credits: 0, tokens: 0, wallet: 0 });
    }

    it('an unknown order id', async () => {
      const { player, pack } = await setUp();
      await expectRefused(
        await saveCredits(player, pack.id, 'NOSUCHORDER123'),
        400,
        PAYMENT_MESSAGES.unknownOrder,
      );
      await expectNothingGranted(player);
    });

    it('a forged order: paid to the provider directly, never created by Arena', async () => {
      const { player, pack } = await setUp();
      const forged = await forgedCapturedOrder(t.app, '10.00', `arena:${player.user.id}:credits:forged`);
      await expectRefused(await saveCredits(player, pack.id, forged), 400, PAYMENT_MESSAGES.unknownOrder);
      await expectNothingGranted(player);
    });

    it('an order that was never approved or captured', async () => {
      const { player, pack } = await setUp();
      const created = await createOrder(t.app, player.auth, { kind: 'credits', plan_id: pack.id });
      await expectRefused(
        await saveCredits(player, pack.id, created.order_id),
        400,
        PAYMENT_MESSAGES.notCompleted,
      );
      await approveOrder(t.app, created.order_id);
      await expectRefused(
        await saveCredits(player, pack.id, created.order_id),
        400,
        PAYMENT_MESSAGES.notCompleted,
      );
      await expectNothingGranted(player);
      // Once captured it is good.
      expect((await captureOrder(t.app, player.auth, created.order_id)).statusCode).toBe(200);
      expect((await saveCredits(player, pack.id, created.order_id)).statusCode).toBe(200);
    });

    it('an underpaid order (its amount changed before payment)', async () => {
      const { player, pack } = await setUp();
      const order = await createOrder(t.app, player.auth, { kind: 'credits', plan_id: pack.id });
      await tamperWithOrder(t.app, order.order_id, { currency_code: 'GBP', value: '0.01' });
      await approveOrder(t.app, order.order_id);
      // The capture verifies before it grants (decision 0012).
      await expectRefused(
        await captureOrder(t.app, player.auth, order.order_id),
        400,
        PAYMENT_MESSAGES.wrongAmount,
      );
      await expectRefused(
        await saveCredits(player, pack.id, order.order_id),
        400,
        PAYMENT_MESSAGES.wrongAmount,
      );
      await expectNothingGranted(player);
    });

    it('an order paid in another currency', async () => {
      const { player, pack } = await setUp();
      const order = await createOrder(t.app, player.auth, { kind: 'credits', plan_id: pack.id });
      await tamperWithOrder(t.app, order.order_id, { currency_code: 'EUR', value: '10.00' });
      await approveOrder(t.app, order.order_id);
      await expectRefused(
        await captureOrder(t.app, player.auth, order.order_id),
        400,
        PAYMENT_MESSAGES.wrongCurrency,
      );
      await expectRefused(
        await saveCredits(player, pack.id, order.order_id),
        400,
        PAYMENT_MESSAGES.wrongCurrency,
      );
      await expectNothingGranted(player);
    });

    it("another user's order", async () => {
      const { player: owner, pack } = await setUp();
      const thief = await registerAndLogin(t.app);
      const order = await paidOrder(t.app, owner.auth, { kind: 'credits', plan_id: pack.id });
      await expectRefused(
        await saveCredits(thief, pack.id, order.order_id),
        400,
        PAYMENT_MESSAGES.unknownOrder,
      );
      await expectRefused(
        await captureOrder(t.app, thief.auth, order.order_id),
        400,
        PAYMENT_MESSAGES.unknownOrder,
      );
      await expectNothingGranted(thief);
      // The owner still gets what they paid for.
      expect((await saveCredits(owner, pack.id, order.order_id)).statusCode).toBe(200);
      expect(await balancesOf(t.database, owner.user.id)).toMatchObject({ credits: 100 });
    });

    it('an order for something else than the call records', async () => {
      const { player, pack } = await setUp();
      const other = await insertPackage(t.database, { credit: 5, amountPence: 100 });
      const order = await paidOrder(t.app, player.auth, { kind: 'credits', plan_id: pack.id });
      await expectRefused(
        await saveCredits(player, other.id, order.order_id),
        400,
        PAYMENT_MESSAGES.wrongItem,
      );
      await expectRefused(
        await post('/api/save-token-transaction', player.auth, { transaction_id: order.order_id, token: 1 }),
        400,
        PAYMENT_MESSAGES.wrongItem,
      );
      // Only what the capture granted for the order itself.
      expect(await balancesOf(t.database, player.user.id)).toEqual({ credits: 100, tokens: 0, wallet: 0 });
    });
  });

  it('refuses to price a package that is not on sale, and payloads of the wrong shape', async () => {
    const player = await registerAndLogin(t.app);
    const hidden = await insertPackage(t.database, { credit: 5, amountPence: 100, active: false });
    await expectRefused(
      await post('/api/payments/orders', player.auth, { kind: 'credits', plan_id: hidden.id }),
      400,
      PAYMENT_MESSAGES.packageNotFound,
    );
    for (const payload of [
      {},
      { kind: 'gold', plan_id: 1 },
      { kind: 'credits' },
      { kind: 'credits', plan_id: 'one' },
    ]) {
      expect((await post('/api/payments/orders', player.auth, payload)).statusCode).toBe(400);
    }
    for (const payload of [
      {},
      { plan_id: 1 },
      { plan_id: 1, transaction_id: '' },
      { plan_id: 1, transaction_id: 5 },
    ]) {
      expect((await post('/api/save-transaction', player.auth, payload)).statusCode).toBe(400);
    }
  });

  it('needs a session for every money call', async () => {
    for (const [method, url] of [
      ['GET', '/api/credit-packages'],
      ['GET', '/api/user-credit-transactions'],
      ['POST', '/api/save-transaction'],
      ['POST', '/api/payments/orders'],
      ['GET', '/api/subscription-details'],
      ['GET', '/api/user-subscription-details'],
      ['POST', '/api/save-subscription-transaction'],
      ['GET', '/api/token-price'],
      ['GET', '/api/user-token-transactions'],
      ['POST', '/api/save-token-transaction'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('VIP subscription', () => {
  const buyVip = async (player: Player, planId: number) => {
    const order = await paidOrder(t.app, player.auth, { kind: 'subscription', plan_id: planId });
    return post('/api/save-subscription-transaction', player.auth, {
      transaction_id: order.order_id,
      transaction_status: 'COMPLETED',
      transaction_amount: 9.99,
      plan_duration: 1,
      plan_name: 'VIP Elite',
      plan_status: 'active',
    });
  };
  const status = async (player: Player) =>
    body<{
      data: { subscription_status: number; subscription_name: string | null; expires_at: string | null };
    }>(await get(`/api/user-subscription-details?user_id=${player.user.id}`, player.auth)).data;

  /** Moves the clock; the old session may have ended by then, so the player logs in again. */
  const at = async (iso: string, player: Player): Promise<Player> => {
    now = new Date(iso);
    return { ...player, ...(await login(t.app, player)) };
  };

  it('shows the plan, activates it for its duration, extends an active one, and expires', async () => {
    now = new Date('2026-11-21T12:00:00Z');
    const plan = await insertPlan(t.database, {
      name: `VIP ${Date.now()}`,
      features: '<p onclick="x()">Perks</p>',
    });
    let player = await registerAndLogin(t.app);

    const details = body<{ subscription: Record<string, unknown> | null }>(
      await get('/api/subscription-details', player.auth),
    ).subscription;
    expect(details).toMatchObject({ price: 9.99, duration: 1 });
    expect(String(details?.features ?? '')).not.toContain('onclick');

    expect(await status(player)).toEqual({
      subscription_status: 0,
      subscription_name: null,
      expires_at: null,
    });

    const bought = await buyVip(player, plan.id);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(body(bought)).toMatchObject({
      data: { subscription_status: 1, expires_at: '2026-12-21T12:00:00.000Z' },
      user: { user_details: { subscription: 1 } },
    });
    expect(await status(player)).toMatchObject({ subscription_status: 1, subscription_name: plan.name });

    // Renewing early adds a month to the end of the current period.
    player = await at('2026-12-01T12:00:00Z', player);
    expect((await buyVip(player, plan.id)).statusCode).toBe(200);
    expect((await status(player)).expires_at).toBe('2027-01-21T12:00:00.000Z');

    player = await at('2027-01-21T12:00:01Z', player);
    expect((await status(player)).subscription_status).toBe(2);
    const profile = body<{ user: { user_details: { subscription: number } } }>(
      await get('/api/user-profile', player.auth),
    );
    expect(profile.user.user_details.subscription).toBe(0);

    // Renewing after expiry starts from now.
    player = await at('2027-02-10T08:00:00Z', player);
    expect((await buyVip(player, plan.id)).statusCode).toBe(200);
    expect(await status(player)).toMatchObject({
      subscription_status: 1,
      expires_at: '2027-03-10T08:00:00.000Z',
    });
    now = new Date('2026-11-21T12:00:00Z');
  });

  it('does not activate the plan for an uncaptured order', async () => {
    const plan = await insertPlan(t.database);
    const player = await registerAndLogin(t.app);
    const order = await createOrder(t.app, player.auth, { kind: 'subscription', plan_id: plan.id });
    await approveOrder(t.app, order.order_id);
    await expectRefused(
      await post('/api/save-subscription-transaction', player.auth, { transaction_id: order.order_id }),
      400,
      PAYMENT_MESSAGES.notCompleted,
    );
    expect((await status(player)).subscription_status).toBe(0);
  });
});

describe('VIP tokens', () => {
  const saveTokens = (player: Player, orderId: string, token: unknown) =>
    post('/api/save-token-transaction', player.auth, {
      transaction_id: orderId,
      transaction_status: 'COMPLETED',
      amount: 7.5,
      payment_type: 'PayPal',
      token,
    });

  it('caps unfinished PayPal orders per account and limits how fast one account creates them', async () => {
    const pack = await insertPackage(t.database, { credit: 10, amountPence: 100 });
    const player = await registerAndLogin(t.app);
    const order = () => post('/api/payments/orders', player.auth, { kind: 'credits', plan_id: pack.id });
    for (let i = 0; i < MAX_OPEN_ORDERS_PER_USER; i += 1) expect((await order()).statusCode).toBe(200);
    await expectRefused(await order(), 409, PAYMENT_MESSAGES.tooManyOpenOrders);
    const held = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, player.user.id));
    expect(held).toHaveLength(MAX_OPEN_ORDERS_PER_USER);
    // Unfinished orders older than the window no longer count (PayPal lets them lapse).
    now = new Date(now.getTime() + OPEN_ORDER_WINDOW_MS + 1000);
    expect((await order()).statusCode).toBe(200);
    // The rate limit: 10 attempts per 10 minutes (the refused one counted), whatever the cap.
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await order()).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('sells tokens to VIP subscribers only, at the price of the settings times the quantity', async () => {
    await setTokenPrice(t.database, 250);
    const player = await registerAndLogin(t.app);
    expect(body<{ token_price: number }>(await get('/api/token-price', player.auth)).token_price).toBe(2.5);

    await expectRefused(
      await post('/api/payments/orders', player.auth, { kind: 'tokens', quantity: 3 }),
      400,
      PAYMENT_MESSAGES.vipOnly,
    );

    await makeVip(t.database, player.user.id, new Date(now.getTime() + 86_400_000));
    for (const quantity of [0, 101, 1.5, '3', -1, null]) {
      expect(
        (await post('/api/payments/orders', player.auth, { kind: 'tokens', quantity })).statusCode,
        `quantity ${String(quantity)}`,
      ).toBe(400);
    }
    const order = await paidOrder(t.app, player.auth, { kind: 'tokens', quantity: 3 });
    expect(order.amount).toBe(7.5);

    await expectRefused(await saveTokens(player, order.order_id, 4), 400, PAYMENT_MESSAGES.wrongItem);
    const saved = await saveTokens(player, order.order_id, 3);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body(saved)).toMatchObject({
      data: { total_tokens: 3, amount: 7.5 },
      user: { user_details: { token: 3 } },
    });
    expect(await ledgerSumsOf(t.database, player.user.id)).toMatchObject({ tokens: 3 });

    const history = body<{ data: unknown[]; pagination?: unknown }>(
      await get('/api/user-token-transactions?page=1&per_page=5', player.auth),
    );
    expect(history.data).toEqual([
      expect.objectContaining({ transaction_id: order.order_id, total_tokens: 3 }),
    ]);
    expect(history.pagination).toEqual({ page: 1, per_page: 5, total: 1, last_page: 1 });
  });

  it('records the order as completed in the same transaction as the grant', async () => {
    await setTokenPrice(t.database, 100);
    const player = await registerAndLogin(t.app);
    await makeVip(t.database, player.user.id, new Date(now.getTime() + 86_400_000));
    const order = await paidOrder(t.app, player.auth, { kind: 'tokens', quantity: 2 });
    expect((await saveTokens(player, order.order_id, 2)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, order.order_id));
    expect(row).toMatchObject({ status: 'completed', quantity: 2, amountPence: 200 });
  });
});

describe('payment provider outage', () => {
  it('answers 503 and grants nothing while PayPal is unreachable, and works again when it returns', async () => {
    let reachable = false;
    const sandbox = t.app.deps.payments;
    const flaky: PaymentProvider = {
      ...sandbox,
      name: sandbox.name,
      clientId: sandbox.clientId,
      createOrder: (input) =>
        reachable
          ? sandbox.createOrder(input)
          : Promise.reject(new ProviderError(0, 'UNREACHABLE', 'timed out')),
      getOrder: (id) =>
        reachable
          ? sandbox.getOrder(id)
          : Promise.reject(new ProviderError(503, 'SERVICE_UNAVAILABLE', 'down')),
      captureOrder: (id) =>
        reachable
          ? sandbox.captureOrder(id)
          : Promise.reject(new ProviderError(0, 'UNREACHABLE', 'timed out')),
      sendPayout: (input) => sandbox.sendPayout(input),
    };
    const outage = await createTestApp({ deps: { payments: flaky, clock } });
    try {
      const player = await registerAndLogin(outage.app);
      const pack = await insertPackage(outage.database, { credit: 40, amountPence: 400 });
      const refused = await outage.app.inject({
        method: 'POST',
        url: '/api/payments/orders',
        headers: player.auth,
        payload: { kind: 'credits', plan_id: pack.id },
      });
      await expectRefused(refused, 503, PAYMENT_MESSAGES.providerUnavailable);

      reachable = true;
      const order = await createOrder(outage.app, player.auth, { kind: 'credits', plan_id: pack.id });
      await approveOrder(outage.app, order.order_id);
      reachable = false;
      await expectRefused(
        await captureOrder(outage.app, player.auth, order.order_id),
        503,
        PAYMENT_MESSAGES.providerUnavailable,
      );
      const whileDown = await outage.app.inject({
        method: 'POST',
        url: '/api/save-transaction',
        headers: player.auth,
        payload: { plan_id: pack.id, transaction_id: order.order_id },
      });
      await expectRefused(whileDown, 503, PAYMENT_MESSAGES.providerUnavailable);
      expect(await balancesOf(outage.database, player.user.id)).toMatchObject({ credits: 0 });

      reachable = true;
      const captured = await captureOrder(outage.app, player.auth, order.order_id);
      expect(captured.statusCode, captured.body).toBe(200);
      expect(await balancesOf(outage.database, player.user.id)).toMatchObject({ credits: 40 });
      const saved = await outage.app.inject({
        method: 'POST',
        url: '/api/save-transaction',
        headers: player.auth,
        payload: { plan_id: pack.id, transaction_id: order.order_id },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await balancesOf(outage.database, player.user.id)).toMatchObject({ credits: 40 });
    } finally {
      await outage.close();
    }
  });
});
