/**
 * Decision 0012: money is never lost in transit. Every purchase is granted exactly once whichever
 * of capture, save, webhook and sweep gets there first; payouts are followed to their end; refunds and
 * reversals take back what is left and record the rest.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSandboxSecrets, type SandboxSecrets } from '../../integrations/paypal/paypal-sandbox-secrets';
import { PAYMENT_MESSAGES } from '@arena/shared/payments';
import { WALLET_MESSAGES } from '@arena/shared/wallet';
import { ledgerEntries } from '../../db/schema/ledger';
import { domainEvents } from '../../db/schema/notifications';
import {
  accountShortfalls,
  paymentOrders,
  paymentRefunds,
  paypalWebhookEvents,
} from '../../db/schema/payments';
import { paypalSandboxOrders } from '../../db/schema/paypal-sandbox';
import { withdrawalRequests } from '../../db/schema/withdrawals';
import { createPayPalRestProvider } from '../../integrations/paypal/paypal-rest.provider';
import { injectFetch } from '../../integrations/paypal/inject-fetch';
import { createPayPalSandboxStore } from '../../integrations/paypal/paypal-sandbox.store';
import type { HttpFetch } from '../../integrations/paypal/payment-provider';
import { SANDBOX_PREFIX } from '../../integrations/paypal/paypal-sandbox.wire';
import { applyLedgerChange } from '../ledger/ledger.service';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { AUTH_RATE_LIMITS } from '../auth/auth.rules';
import { registerAndLogin } from '../../../test/fixtures';
import { createAdmin } from '../../../test/admin-fixtures';
import {
  approveOrder,
  balancesOf,
  captureOrder,
  createOrder,
  fund,
  insertPackage,
  insertPlan,
  ledgerSumsOf,
} from '../../../test/money-fixtures';
import { deliveredWebhooks, movableClock, postWebhook, sandboxControl } from '../../../test/transit-fixtures';

let t: TestApp;
let secrets: SandboxSecrets;
const clock = movableClock();
/** Past the sweep's grace period (2 minutes by default). */
const AFTER_GRACE_MS = 5 * 60_000;

beforeAll(async () => {
  // One buyer here makes an order for each of 24 orders of events: above the per-account order rate (decision 0029).
  t = await createTestApp({
    deps: { clock, limits: { ...AUTH_RATE_LIMITS, createOrderPerUser: { limit: 1000, windowMs: 60_000 } } },
  });
  secrets = await loadSandboxSecrets(t.database.db);
});
afterAll(() => t.close());
beforeEach(async () => {
  await deliveredWebhooks(t.app);
});

type Player = Awaited<ReturnType<typeof registerAndLogin>>;
const post = (url: string, auth: Record<string, string>, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const saveCredits = (player: Player, planId: number, orderId: string) =>
  post('/api/save-transaction', player.auth, {
    plan_id: planId,
    transaction_id: orderId,
    payment_type: 'PayPal',
  });

async function creditEntries(userId: number) {
  return t.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.asset, 'credits')));
}

async function orderRow(orderId: string) {
  const [row] = await t.database.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, orderId));
  return row!;
}

/** The sandbox's own capture event for an order, as PayPal would send it. */
async function captureEvent(orderId: string) {
  const row = await orderRow(orderId);
  const token = await t.app.inject({ url: `${SANDBOX_PREFIX}/v2/checkout/orders/${orderId}` });
  void token;
  return {
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    resource: {
      id: row.captureId ?? 'UNKNOWNCAPTURE01',
      status: 'COMPLETED',
      supplementary_data: { related_ids: { order_id: orderId } },
    },
  };
}

async function sweep() {
  clock.advance(AFTER_GRACE_MS);
  return t.app.money.reconciliation.sweep();
}

async function buyer(credit = 100, pence = 1000) {
  const player = await registerAndLogin(t.app);
  const pack = await insertPackage(t.database, { credit, amountPence: pence });
  return { player, pack };
}

describe('a purchase is granted on the server, once', () => {
  it('capture grants at once: no save call is needed, and a later save grants nothing more', async () => {
    const { player, pack } = await buyer(100);
    const order = await createOrder(t.app, player.auth, { kind: 'credits', plan_id: pack.id });
    await approveOrder(t.app, order.order_id);
    const captured = await captureOrder(t.app, player.auth, order.order_id);
    expect(captured.statusCode, captured.body).toBe(200);
    expect(body(captured)).toMatchObject({
      message: PAYMENT_MESSAGES.orderCaptured,
      data: { order_id: order.order_id, state: 'completed' },
      user: { user_details: { credits: 100 } },
    });
    // The browser closed here: the player already has the credits.
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 100 });
    await deliveredWebhooks(t.app);
    await sweep();
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 100 });
    const saved = await saveCredits(player, pack.id, order.order_id);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body(saved)).toMatchObject({ message: PAYMENT_MESSAGES.creditsAdded });
    expect(await creditEntries(player.user.id)).toHaveLength(1);
    expect(await ledgerSumsOf(t.database, player.user.id)).toMatchObject({ credits: 100 });
  });

  it('the sweep captures and grants an order the payer approved when the page closed before capture', async () => {
    const { player, pack } = await buyer(30, 300);
    const order = await createOrder(t.app, player.auth, { kind: 'credits', plan_id: pack.id });
    await approveOrder(t.app, order.order_id);
    await deliveredWebhooks(t.app);
    // The approval webhook alone leaves the capture to the buyer's page within the grace period.
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 0 });
    const result = await sweep();
    expect(result.ordersSettled).toBeGreaterThanOrEqual(1);
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 30 });
    expect((await orderRow(order.order_id)).status).toBe('completed');
  });

  it('sweeps on two instances at once settle each order once', async () => {
    const other = await createTestApp({ deps: { clock } });
    try {
      const { player, pack } = await buyer(5, 100);
      const orders = [];
      for (let i = 0; i < 4; i += 1) {
        const order = await createOrder(t.app, player.auth, { kind: 'credits', plan_id: pack.id });
        await approveOrder(t.app, order.order_id);
        orders.push(order);
      }
      // The approval webhooks first: one still being handled holds its order's row, and SKIP LOCKED would
      // (rightly) pass that order by in every round.
      await deliveredWebhooks(t.app);
      clock.advance(AFTER_GRACE_MS);
      const rounds = await Promise.all([
        t.app.money.reconciliation.sweep(),
        other.app.money.reconciliation.sweep(),
        t.app.money.reconciliation.sweep(),
      ]);
      // SKIP LOCKED and the checked_at stamp hand each order to one round.
      expect(rounds.reduce((sum, round) => sum + round.orders, 0)).toBe(4);
      await deliveredWebhooks(t.app);
      await deliveredWebhooks(other.app);
      expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 20 });
      expect(await creditEntries(player.user.id)).toHaveLength(4);
    } finally {
      await other.close();
    }
  });

  const steps = ['capture', 'save', 'webhook', 'sweep'] as const;
  type Step = (typeof steps)[number];
  const permutations = (items: readonly Step[]): Step[][] =>
    items.length <= 1
      ? [[...items]]
      : items.flatMap((item, i) =>
          permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
        );

  async function run(step: Step, player: Player, planId: number, orderId: string) {
    switch (step) {
      case 'capture':
        return captureOrder(t.app, player.auth, orderId);
      case 'save':
        return saveCredits(player, planId, orderId);
      case 'webhook':
        return postWebhook(t.app, await captureEvent(orderId));
      case 'sweep':
        return t.app.money.reconciliation.sweep();
    }
  }

  it('capture, save, webhook and sweep in every order grant exactly once', async () => {
    const { player, pack } = await buyer(10, 100);
    let expected = 0;
    for (const order of permutations(steps)) {
      const created = await createOrder(t.app, player.auth, { kind: 'credits', plan_id: pack.id });
      await approveOrder(t.app, created.order_id);
      // The sweep acts on orders past the grace period: let every order be one.
      clock.advance(AFTER_GRACE_MS);
      for (const step of order) await run(step, player, pack.id, created.order_id);
      await deliveredWebhooks(t.app);
      expected += 10;
      expect(await balancesOf(t.database, player.user.id), order.join(' > ')).toMatchObject({
        credits: expected,
      });
    }
    expect(await creditEntries(player.user.id)).toHaveLength(24);
    expect(await ledgerSumsOf(t.database, player.user.id)).toMatchObject({ credits: expected });
  });

  it('capture, save, webhook and sweep at the same moment grant exactly once', async () => {
    const { player, pack } = await buyer(10, 100);
    for (let round = 1; round <= 5; round += 1) {
      const created = await createOrder(t.app, player.auth, { kind: 'credits', plan_id: pack.id });
      await approveOrder(t.app, created.order_id);
      clock.advance(AFTER_GRACE_MS);
      await captureOrder(t.app, player.auth, created.order_id).then(
        () => undefined,
        () => undefined,
      );
      await Promise.all([
        ...steps.map((step) => run(step, player, pack.id, created.order_id)),
        ...steps.map((step) => run(step, player, pack.id, created.order_id)),
      ]);
      await deliveredWebhooks(t.app);
      expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: round * 10 });
    }
    expect(await creditEntries(player.user.id)).toHaveLength(5);
  });

  it('records a capture PayPal holds as pending, and grants it once when PayPal completes it', async () => {
    const admin = await createAdmin(t.app, t.database);
    const { player, pack } = await buyer(40, 400);
    const order = await createOrder(t.app, player.auth, { kind: 'credits', plan_id: pack.id });
    await approveOrder(t.app, order.order_id);
    await sandboxControl(t.app, admin.auth, `orders/${order.order_id}/next-capture`, { outcome: 'PENDING' });
    const captured = await captureOrder(t.app, player.auth, order.order_id);
    expect(captured.statusCode, captured.body).toBe(200);
    expect(body(captured)).toMatchObject({
      message: PAYMENT_MESSAGES.capturePending,
      data: { state: 'capture_pending' },
    });
    await deliveredWebhooks(t.app);
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 0 });
    const saved = await saveCredits(player, pack.id, order.order_id);
    expect(body(saved)).toMatchObject({ status_code: 400, error: [PAYMENT_MESSAGES.capturePending] });

    const row = await orderRow(order.order_id);
    expect(row.status).toBe('capture_pending');
    await sandboxControl(t.app, admin.auth, `captures/${row.captureId}/complete`);
    await deliveredWebhooks(t.app);
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 40 });
    await sweep();
    expect((await saveCredits(player, pack.id, order.order_id)).statusCode).toBe(200);
    expect(await creditEntries(player.user.id)).toHaveLength(1);
  });

  it('lets the buyer capture again after a declined capture', async () => {
    const admin = await createAdmin(t.app, t.database);
    const { player, pack } = await buyer(25, 250);
    const order = await createOrder(t.app, player.auth, { kind: 'credits', plan_id: pack.id });
    await approveOrder(t.app, order.order_id);
    await sandboxControl(t.app, admin.auth, `orders/${order.order_id}/next-capture`, { outcome: 'DECLINED' });
    const declined = await captureOrder(t.app, player.auth, order.order_id);
    expect(body(declined)).toMatchObject({ status_code: 400, error: [PAYMENT_MESSAGES.captureDeclined] });
    expect((await orderRow(order.order_id)).status).toBe('declined');
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 0 });
    const retried = await captureOrder(t.app, player.auth, order.order_id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 25 });
    expect((await orderRow(order.order_id)).captureAttempts).toBe(2);
  });

  it("keeps the sandbox's controls behind the console's guard: 403 for visitors, 404 for players, nothing changed", async () => {
    const { player, pack } = await buyer(15, 150);
    const order = await createOrder(t.app, player.auth, { kind: 'credits', plan_id: pack.id });
    await approveOrder(t.app, order.order_id);
    const control = (headers: Record<string, string>) =>
      post(`${SANDBOX_PREFIX}/controls/orders/${order.order_id}/next-capture`, headers, {
        outcome: 'DECLINED',
      });
    expect((await control({})).statusCode).toBe(403);
    expect((await control(player.auth)).statusCode).toBe(404);
    // The decline was never set: the capture goes through.
    const captured = await captureOrder(t.app, player.auth, order.order_id);
    expect(captured.statusCode, captured.body).toBe(200);
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 15 });
  });
});

describe('webhooks', () => {
  it('refuses an event whose signature does not verify, and changes nothing', async () => {
    const { player, pack } = await buyer(15, 150);
    const order = await createOrder(t.app, player.auth, { kind: 'credits', plan_id: pack.id });
    await approveOrder(t.app, order.order_id);
    await deliveredWebhooks(t.app);
    const event = {
      id: `WH-BAD-${order.order_id}`,
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource: { id: order.order_id },
    };
    for (const tamper of ['signature', 'body', 'headers'] as const) {
      const refused = await postWebhook(t.app, event, { tamper });
      expect(refused.statusCode, `${tamper}: ${refused.body}`).toBe(400);
      expect(body(refused)).toMatchObject({ status: false, error: [PAYMENT_MESSAGES.webhookUnverified] });
    }
    const stored = await t.database.db
      .select()
      .from(paypalWebhookEvents)
      .where(eq(paypalWebhookEvents.id, event.id));
    expect(stored).toHaveLength(0);
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 0 });
    expect((await orderRow(order.order_id)).status).toBe('created');
  });

  it('stores an event once and does nothing when it is replayed', async () => {
    const admin = await createAdmin(t.app, t.database);
    const { player, pack } = await buyer(60, 600);
    const order = await createOrder(t.app, player.auth, { kind: 'credits', plan_id: pack.id });
    await approveOrder(t.app, order.order_id);
    await sandboxControl(t.app, admin.auth, `orders/${order.order_id}/next-capture`, { outcome: 'PENDING' });
    await captureOrder(t.app, player.auth, order.order_id);
    await deliveredWebhooks(t.app);
    const row = await orderRow(order.order_id);
    // PayPal completes the capture; its event arrives here (and the sandbox's own copy too).
    await sandboxControl(t.app, admin.auth, `captures/${row.captureId}/complete`);
    const event = { id: `WH-REPLAY-${order.order_id}`, ...(await captureEvent(order.order_id)) };
    const rawEvent = JSON.stringify({ ...event, event_version: '1.0' });
    const first = await postWebhook(t.app, event, { rawEvent });
    expect(first.statusCode, first.body).toBe(200);
    expect(body(first)).toMatchObject({ data: { replay: false } });
    for (let i = 0; i < 3; i += 1) {
      const again = await postWebhook(t.app, event, { rawEvent });
      expect(body(again)).toMatchObject({ status_code: 200, data: { replay: true } });
    }
    await deliveredWebhooks(t.app);
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 60 });
    expect(await creditEntries(player.user.id)).toHaveLength(1);
  });
});

describe('withdrawals end to end', () => {
  async function paidOut(pounds: number) {
    const admin = await createAdmin(t.app, t.database);
    const player = await registerAndLogin(t.app);
    await fund(t.database, player.user.id, 'wallet', pounds * 100);
    await post('/api/update-user-paypal-email', player.auth, { paypal_email: `pp.${player.email}` });
    const requested = await post('/api/withdrawal-money-request', player.auth, { amount: pounds });
    expect(requested.statusCode, requested.body).toBe(200);
    const id = body<{ data: { id: number } }>(requested).data.id;
    const paid = await post(`/api/admin/withdrawals/${id}/pay`, admin.auth);
    expect(body(paid)).toMatchObject({ status_code: 200, data: { status: 'processing' } });
    const queue = body<{ data: Array<{ id: number; payout_item_id: string | null }> }>(
      await t.app.inject({ url: '/api/admin/withdrawals', headers: admin.auth }),
    ).data;
    const itemId = queue.find((w) => w.id === id)?.payout_item_id;
    expect(itemId).toBeTruthy();
    return { admin, player, id, itemId: itemId! };
  }

  const history = async (player: Player) =>
    body<{ data: Array<{ id: number; status: string; reason: string | null; updated_at: string | null }> }>(
      await t.app.inject({ url: '/api/user-withdrawal-money-requests', headers: player.auth }),
    ).data;

  for (const [outcome, status, refunded] of [
    ['SUCCESS', 'paid', false],
    ['FAILED', 'failed', true],
    ['RETURNED', 'returned', true],
    ['UNCLAIMED', 'unclaimed', true],
    ['BLOCKED', 'failed', true],
    ['DENIED', 'failed', true],
  ] as const) {
    it(`a payout item ${outcome} makes the withdrawal ${status}${refunded ? ' and returns amount and fee once' : ''}, even when webhook and sweep both see it`, async () => {
      const { admin, player, id, itemId } = await paidOut(20);
      expect(await balancesOf(t.database, player.user.id)).toMatchObject({ wallet: 0 });
      const before = (await history(player)).find((w) => w.id === id)!;
      clock.advance(1000);
      await sandboxControl(t.app, admin.auth, `payouts-item/${itemId}/outcome`, { outcome });
      // The webhook and the sweep race for the same outcome.
      await Promise.all([deliveredWebhooks(t.app), sweep(), sweep()]);
      await sweep();
      const after = (await history(player)).find((w) => w.id === id)!;
      expect(after.status).toBe(status);
      expect(after.updated_at).not.toBe(before.updated_at);
      expect(await balancesOf(t.database, player.user.id)).toMatchObject({ wallet: refunded ? 2000 : 0 });
      expect(await ledgerSumsOf(t.database, player.user.id)).toMatchObject({ wallet: refunded ? 2000 : 0 });
      if (refunded) expect(after.reason).toBeTruthy();
      else expect(after.reason).toBeNull();
      const admins = body<{ data: Array<{ id: number; status: string; reason: string | null }> }>(
        await t.app.inject({ url: '/api/admin/withdrawals', headers: admin.auth }),
      ).data;
      expect(admins.find((w) => w.id === id)).toMatchObject({ status, reason: after.reason });
    });
  }

  it('an unclaimed payout another instance cancelled (and crashed before settling) is settled unclaimed, not returned', async () => {
    const { admin, player, id, itemId } = await paidOut(20);
    await sandboxControl(t.app, admin.auth, `payouts-item/${itemId}/outcome`, { outcome: 'UNCLAIMED' });
    // The first half of the other instance's work: the row marked, then PayPal's cancellation, which
    // leaves the item RETURNED. Whoever reads the item next must know the return was that cancellation.
    await t.database.db
      .update(withdrawalRequests)
      .set({ payoutStatus: 'UNCLAIMED' })
      .where(eq(withdrawalRequests.id, id));
    const provider = createPayPalRestProvider({
      name: 'sandbox',
      baseUrl: `http://paypal-sandbox.internal${SANDBOX_PREFIX}`,
      clientId: secrets.clientId,
      clientSecret: secrets.clientSecret,
      fetch: injectFetch(t.app),
    });
    expect((await provider.cancelPayoutItem(itemId)).status).toBe('RETURNED');
    await Promise.all([deliveredWebhooks(t.app), sweep()]);
    await sweep();
    const after = (await history(player)).find((w) => w.id === id)!;
    expect(after.status).toBe('unclaimed');
    expect(after.reason).toMatch(/not claimed/);
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ wallet: 2000 });
    expect(await ledgerSumsOf(t.database, player.user.id)).toMatchObject({ wallet: 2000 });
  });
});

/** GET /api/user-shortfalls: the caller's open shortfalls. */
async function myShortfalls(auth: Record<string, string>) {
  const response = await t.app.inject({ url: '/api/user-shortfalls', headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: Array<Record<string, unknown>> }>(response).data;
}

/** The refund, reversal and shortfall notices recorded for a player, oldest first. */
async function moneyNoticesTo(userId: number) {
  const rows = await t.database.db.select().from(domainEvents).orderBy(domainEvents.id);
  return rows
    .filter((row) => Array.isArray(row.recipients) && row.recipients.includes(userId))
    .filter((row) => /^purchase\.(refunded|reversed|shortfall_settled)$/.test(row.type))
    .map((row) => ({ type: row.type, ...row.notice }));
}

describe('refunds and reversals', () => {
  it('a refund after the credits were spent takes back what is left, records the shortfall and blocks withdrawals until settled', async () => {
    const admin = await createAdmin(t.app, t.database);
    const { player, pack } = await buyer(100, 1000);
    const order = await createOrder(t.app, player.auth, { kind: 'credits', plan_id: pack.id });
    await approveOrder(t.app, order.order_id);
    expect((await captureOrder(t.app, player.auth, order.order_id)).statusCode).toBe(200);
    // 70 credits spent on entry fees.
    await t.database.db.transaction((tx) =>
      applyLedgerChange(tx, {
        userId: player.user.id,
        asset: 'credits',
        delta: -70,
        reason: 'entry fee',
        reference: `test:spend:${order.order_id}`,
      }),
    );
    await fund(t.database, player.user.id, 'wallet', 5000);
    await post('/api/update-user-paypal-email', player.auth, { paypal_email: `pp.${player.email}` });

    const refunded = await post(`/api/admin/payments/${order.order_id}/refund`, admin.auth, {
      note: 'Bought by mistake',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(body(refunded)).toMatchObject({ data: { state: 'refunded', refunded_amount: 10 } });
    // The sandbox's PAYMENT.CAPTURE.REFUNDED for the same refund changes nothing more; nor does a retry.
    await deliveredWebhooks(t.app);
    const again = await post(`/api/admin/payments/${order.order_id}/refund`, admin.auth, {});
    expect(body(again)).toMatchObject({ status_code: 400, error: [PAYMENT_MESSAGES.notRefundable] });

    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 0, wallet: 5000 });
    expect(await ledgerSumsOf(t.database, player.user.id)).toMatchObject({ credits: 0 });
    const shortfalls = await t.database.db
      .select()
      .from(accountShortfalls)
      .where(eq(accountShortfalls.userId, player.user.id));
    expect(shortfalls).toEqual([expect.objectContaining({ asset: 'credits', amount: 70, settledAt: null })]);

    const blocked = await post('/api/withdrawal-money-request', player.auth, { amount: 10 });
    expect(body(blocked)).toMatchObject({
      status_code: 400,
      error: [WALLET_MESSAGES.shortfallBlocksWithdrawal],
    });
    // The player sees what is owed before trying to withdraw, and was told once (not again by webhook or retry).
    expect(await myShortfalls(player.auth)).toEqual([
      expect.objectContaining({ order_id: order.order_id, asset: 'credits', amount: 70, settled_at: null }),
    ]);
    expect(await myShortfalls((await registerAndLogin(t.app)).auth)).toEqual([]);
    expect(await moneyNoticesTo(player.user.id)).toEqual([
      {
        type: 'purchase.refunded',
        title: 'Purchase refunded: 100 credits',
        body:
          '£10.00 of your payment for 100 credits was refunded to your PayPal account. 30 credits were taken ' +
          `back from your account. 70 credits had already been used. ${WALLET_MESSAGES.shortfallBlocksWithdrawal}`,
        link: '#/myprofile?menu=8',
      },
    ]);

    const listed = body<{ data: Array<{ id: number; order_id: string }> }>(
      await t.app.inject({
        url: `/api/admin/shortfalls?user_id=${player.user.id}&open=1`,
        headers: admin.auth,
      }),
    ).data;
    expect(listed).toEqual([expect.objectContaining({ order_id: order.order_id })]);
    const settled = await post(`/api/admin/shortfalls/${listed[0]!.id}/settle`, admin.auth, {
      note: 'Paid back by bank transfer',
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(
      (await post(`/api/admin/shortfalls/${listed[0]!.id}/settle`, admin.auth, { note: 'x' })).statusCode,
    ).toBe(409);
    expect((await post('/api/withdrawal-money-request', player.auth, { amount: 10 })).statusCode).toBe(200);
    expect(await myShortfalls(player.auth)).toEqual([]);
    expect((await moneyNoticesTo(player.user.id)).slice(1)).toEqual([
      expect.objectContaining({
        type: 'purchase.shortfall_settled',
        title: 'Withdrawals open again',
        body: 'The 70 credits owed after a refunded purchase are settled: you can withdraw from your wallet again.',
      }),
    ]);

    const audit = body<{ data: Array<{ action: string; note: string | null }> }>(
      await t.app.inject({ url: '/api/admin/audit', headers: admin.auth }),
    ).data.map((a) => ({ action: a.action, note: a.note }));
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'payment.refund', note: 'Bought by mistake' },
        { action: 'shortfall.settle', note: 'Paid back by bank transfer' },
      ]),
    );
  });

  it('an admin refunds part of a purchase: PayPal refunds that amount, its share is taken back, the rest later', async () => {
    const admin = await createAdmin(t.app, t.database);
    const { player, pack } = await buyer(100, 1000);
    const order = await createOrder(t.app, player.auth, { kind: 'credits', plan_id: pack.id });
    await approveOrder(t.app, order.order_id);
    expect((await captureOrder(t.app, player.auth, order.order_id)).statusCode).toBe(200);
    const refund = (payload: unknown) =>
      post(`/api/admin/payments/${order.order_id}/refund`, admin.auth, payload);

    expect(body(await refund({ amount: 1.005 }))).toMatchObject({
      status_code: 400,
      error: ['The amount has at most 2 decimals'],
    });
    const part = await refund({ amount: 2.5, note: 'One match was not played' });
    expect(part.statusCode, part.body).toBe(200);
    expect(body(part)).toMatchObject({ data: { state: 'partially_refunded', refunded_amount: 2.5 } });
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 75 });
    // The player's Credits History says what came back of the purchase.
    const history = async () =>
      body<{ data: Array<Record<string, unknown>> }>(
        await t.app.inject({ url: '/api/user-credit-transactions', headers: player.auth }),
      ).data;
    expect(await history()).toEqual([
      expect.objectContaining({
        transaction_id: order.order_id,
        amount: 10,
        refunded_amount: 2.5,
        reversed: false,
      }),
    ]);
    expect(body(await refund({ amount: 7.51 }))).toMatchObject({
      status_code: 400,
      error: [PAYMENT_MESSAGES.refundAboveRemaining],
    });
    // A second admin's dialog opened before that refund (it saw nothing refunded): refused, nothing moves.
    const stale = await refund({ amount: 2.5, refunded_before: 0 });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(body(stale)).toMatchObject({ error: [PAYMENT_MESSAGES.refundsChanged] });
    expect(await history()).toEqual([expect.objectContaining({ refunded_amount: 2.5 })]);
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 75 });

    const rest = await refund({ refunded_before: 2.5 });
    expect(body(rest)).toMatchObject({ data: { state: 'refunded', refunded_amount: 10 } });
    await deliveredWebhooks(t.app);
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 0 });
    expect(await ledgerSumsOf(t.database, player.user.id)).toMatchObject({ credits: 0 });
    expect(await history()).toEqual([expect.objectContaining({ refunded_amount: 10, reversed: false })]);
    expect((await moneyNoticesTo(player.user.id)).map((n) => n.body)).toEqual([
      '£2.50 of your payment for 100 credits was refunded to your PayPal account. 25 credits were taken back from your account.',
      '£7.50 of your payment for 100 credits was refunded to your PayPal account. 75 credits were taken back from your account.',
    ]);
  });

  it('two admins refunding one purchase at once from what they both saw: one refund, the other refused', async () => {
    const first = await createAdmin(t.app, t.database);
    const second = await createAdmin(t.app, t.database);
    const { player, pack } = await buyer(100, 1000);
    const order = await createOrder(t.app, player.auth, { kind: 'credits', plan_id: pack.id });
    await approveOrder(t.app, order.order_id);
    expect((await captureOrder(t.app, player.auth, order.order_id)).statusCode).toBe(200);
    const url = `/api/admin/payments/${order.order_id}/refund`;
    // Both dialogs saw nothing refunded; they ask for different amounts, so neither refund repeats the other.
    const answers = await Promise.all([
      post(url, first.auth, { amount: 2.5, refunded_before: 0, note: 'First' }),
      post(url, second.auth, { amount: 4, refunded_before: 0, note: 'Second' }),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes, answers.map((a) => a.body).join('\n')).toEqual([200, 409]);
    const won = answers.find((a) => a.statusCode === 200)!;
    const lost = answers.find((a) => a.statusCode === 409)!;
    expect(body(lost)).toMatchObject({ error: [PAYMENT_MESSAGES.refundsChanged] });
    const refunded = body<{ data: { refunded_amount: number } }>(won).data.refunded_amount;
    expect([2.5, 4]).toContain(refunded);
    await deliveredWebhooks(t.app);
    // PayPal gave back one refund, and Arena recorded that one only, audited as its admin's.
    const [sandbox] = await t.database.db
      .select({ refundedPence: paypalSandboxOrders.refundedPence })
      .from(paypalSandboxOrders)
      .where(eq(paypalSandboxOrders.id, order.order_id));
    expect(sandbox?.refundedPence).toBe(refunded * 100);
    expect((await orderRow(order.order_id)).refundedPence).toBe(refunded * 100);
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 100 - refunded * 10 });
    const audit = body<{ data: Array<{ action: string; note: string | null }> }>(
      await t.app.inject({ url: '/api/admin/audit', headers: first.auth }),
    ).data.filter((a) => a.action === 'payment.refund' && ['First', 'Second'].includes(a.note ?? ''));
    expect(audit).toEqual([expect.objectContaining({ note: refunded === 2.5 ? 'First' : 'Second' })]);
  });

  describe('made at PayPal with the webhook lost', () => {
    /** PayPal's own state, changed as its dashboard or a chargeback would: no webhook is sent. */
    const paypal = () => createPayPalSandboxStore({ db: t.database.db, clock });
    const refundRows = async (orderId: string) =>
      t.database.db
        .select({ kind: paymentRefunds.kind, amountPence: paymentRefunds.amountPence })
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentOrderId, (await orderRow(orderId)).id));

    async function grantedPurchase() {
      const { player, pack } = await buyer(100, 1000);
      const order = await createOrder(t.app, player.auth, { kind: 'credits', plan_id: pack.id });
      await approveOrder(t.app, order.order_id);
      expect((await captureOrder(t.app, player.auth, order.order_id)).statusCode).toBe(200);
      await deliveredWebhooks(t.app);
      const { captureId } = await orderRow(order.order_id);
      return { player, orderId: order.order_id, captureId: captureId! };
    }

    it('a refund from PayPal is taken back by the sweep once, and its late webhook changes nothing', async () => {
      const { player, orderId, captureId } = await grantedPurchase();
      const made = await paypal().refundOnce({
        id: `DASHREFUND${Date.now()}`.slice(0, 17),
        captureId,
        requestId: null,
        amountPence: 250,
        currency: 'GBP',
      });
      expect(made.outcome).toBe('made');
      const refundId = made.outcome === 'made' ? made.refund.id : '';
      expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 100 });

      const result = await sweep();
      expect(result.refundsTakenBack).toBeGreaterThanOrEqual(1);
      expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 75 });
      expect(await orderRow(orderId)).toMatchObject({ status: 'partially_refunded', refundedPence: 250 });
      expect(await refundRows(orderId)).toEqual([{ kind: 'refund', amountPence: 250 }]);

      // Asked again later (the back-off lets it come round), and PayPal's webhook arriving after all.
      clock.advance(30 * 86_400_000);
      await sweep();
      const late = await postWebhook(t.app, {
        event_type: 'PAYMENT.CAPTURE.REFUNDED',
        resource: {
          id: refundId,
          status: 'COMPLETED',
          amount: { currency_code: 'GBP', value: '2.50' },
          links: [{ rel: 'up', href: `${SANDBOX_PREFIX}/v2/payments/captures/${captureId}` }],
        },
      });
      expect(late.statusCode, late.body).toBe(200);
      expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 75 });
      expect(await ledgerSumsOf(t.database, player.user.id)).toMatchObject({ credits: 75 });
      expect(await refundRows(orderId)).toHaveLength(1);
      expect((await moneyNoticesTo(player.user.id)).map((n) => n.body)).toEqual([
        '£2.50 of your payment for 100 credits was refunded to your PayPal account. 25 credits were taken back from your account.',
      ]);
    });

    it('a chargeback PayPal never told of is taken back by the sweep once, and its late webhook tells nobody again', async () => {
      const { player, orderId, captureId } = await grantedPurchase();
      expect(
        await paypal().reverseCapture(captureId, { id: 'CHARGEBACK0000001', currency: 'GBP' }),
      ).toBeDefined();

      await sweep();
      expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 0 });
      expect(await orderRow(orderId)).toMatchObject({ status: 'reversed', refundedPence: 1000 });

      const late = await postWebhook(t.app, {
        event_type: 'PAYMENT.CAPTURE.REVERSED',
        resource: {
          id: 'CHARGEBACK0000001',
          status: 'COMPLETED',
          amount: { currency_code: 'GBP', value: '10.00' },
          links: [{ rel: 'up', href: `${SANDBOX_PREFIX}/v2/payments/captures/${captureId}` }],
        },
      });
      expect(late.statusCode, late.body).toBe(200);
      await sweep();
      expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 0 });
      expect(await ledgerSumsOf(t.database, player.user.id)).toMatchObject({ credits: 0 });
      expect(await moneyNoticesTo(player.user.id)).toEqual([
        expect.objectContaining({ type: 'purchase.reversed' }),
      ]);
    });

    it('a purchase older than PayPal allows refunds for is not asked about any more', async () => {
      const { player, captureId } = await grantedPurchase();
      clock.advance(181 * 86_400_000);
      await paypal().refundOnce({
        id: `OLDREFUND${Date.now()}`.slice(0, 17),
        captureId,
        requestId: null,
        amountPence: 1000,
        currency: 'GBP',
      });
      await sweep();
      expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 100 });
    });
  });

  it('a chargeback reversal takes back the VIP period still to come, once', async () => {
    const admin = await createAdmin(t.app, t.database);
    const player = await registerAndLogin(t.app);
    const plan = await insertPlan(t.database);
    const order = await createOrder(t.app, player.auth, { kind: 'subscription', plan_id: plan.id });
    await approveOrder(t.app, order.order_id);
    expect((await captureOrder(t.app, player.auth, order.order_id)).statusCode).toBe(200);
    const row = await orderRow(order.order_id);
    await sandboxControl(t.app, admin.auth, `captures/${row.captureId}/reverse`);
    // The control is Arena's own route: a second chargeback is refused in the envelope.
    const again = await post(`${SANDBOX_PREFIX}/controls/captures/${row.captureId}/reverse`, admin.auth);
    expect(again.statusCode, again.body).toBe(409);
    expect(body(again)).toMatchObject({
      status: false,
      error: ['The capture is REVERSED and cannot be reversed.'],
    });
    await deliveredWebhooks(t.app);
    await sweep();
    expect((await orderRow(order.order_id)).status).toBe('reversed');
    const status = body<{ data: { subscription_status: number } }>(
      await t.app.inject({ url: '/api/user-subscription-details', headers: player.auth }),
    ).data;
    expect(status.subscription_status).not.toBe(1);
    expect(await moneyNoticesTo(player.user.id)).toEqual([
      expect.objectContaining({
        type: 'purchase.reversed',
        title: `Payment reversed: ${plan.name}: VIP for 1 month`,
        body: expect.stringMatching(
          /^PayPal reversed £[\d.]+ of your payment for .+\. Your VIP period was shortened to match\.$/,
        ),
      }),
    ]);
  });
});

describe('statements', () => {
  it("downloads the player's own ledger as CSV, escaped and formula-safe; 403 for visitors, 404 for others", async () => {
    const player = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    await t.database.db.transaction((tx) =>
      applyLedgerChange(tx, {
        userId: player.user.id,
        asset: 'wallet',
        delta: 1250,
        reason: '=HYPERLINK("x"),prize',
        reference: `test:statement:${player.user.id}`,
      }),
    );
    const response = await t.app.inject({ url: '/api/ledger-statement', headers: player.auth });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="arena-statement-.+\.csv"$/,
    );
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('date,asset,change,balance_after,reason,reference');
    expect(lines[1]).toContain(',wallet,12.50,12.50,"\'=HYPERLINK(""x""),prize",');

    expect((await t.app.inject({ url: '/api/ledger-statement' })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/ledger-statement?user_id=${other.user.id}`, headers: player.auth }))
        .statusCode,
    ).toBe(404);
    const admin = await createAdmin(t.app, t.database);
    const forAdmin = await t.app.inject({
      url: `/api/admin/players/${player.user.id}/ledger-statement`,
      headers: admin.auth,
    });
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.body).toBe(response.body);
    // Not an admin: the admin's route does not exist for them.
    expect(
      (
        await t.app.inject({
          url: `/api/admin/players/${player.user.id}/ledger-statement`,
          headers: other.auth,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the REST client as PayPal documents it', () => {
  it('captures with {} and Content-Type: application/json, and a retry with the same PayPal-Request-Id answers the same capture', async () => {
    const sent: Array<{ url: string; headers: Record<string, string>; body?: string; status: number }> = [];
    const inner = injectFetch(t.app);
    const recording: HttpFetch = async (url, init) => {
      const response = await inner(url, init);
      sent.push({ url, headers: init.headers, body: init.body, status: response.status });
      return response;
    };
    const provider = createPayPalRestProvider({
      name: 'sandbox',
      baseUrl: `http://paypal-sandbox.internal${SANDBOX_PREFIX}`,
      clientId: secrets.clientId,
      clientSecret: secrets.clientSecret,
      fetch: recording,
    });
    const order = await provider.createOrder({
      amountPence: 500,
      currency: 'GBP',
      description: 'test',
      customId: 'arena:0:credits:x',
      requestId: `req-${Date.now()}`,
    });
    await approveOrder(t.app, order.id);
    const first = await provider.captureOrder(order.id, 'capture-attempt-1');
    const retry = await provider.captureOrder(order.id, 'capture-attempt-1');
    const captures = sent.filter((s) => s.url.endsWith('/capture'));
    expect(captures[0]).toMatchObject({
      body: '{}',
      headers: expect.objectContaining({
        'Content-Type': 'application/json',
        'PayPal-Request-Id': 'capture-attempt-1',
      }),
      status: 201,
    });
    expect(captures[1]?.status).toBe(201);
    expect(retry.captures[0]?.id).toBe(first.captures[0]?.id);
    const capture = await provider.getCapture(first.captures[0]!.id);
    expect(capture).toMatchObject({ status: 'COMPLETED', amountPence: 500, orderId: order.id });
  });
});
