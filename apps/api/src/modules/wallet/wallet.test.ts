import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_MESSAGES } from '@arena/shared/wallet';
import { ledgerEntries } from '../../db/schema/ledger';
import { domainEvents, eventDeliveries } from '../../db/schema/notifications';
import { paypalSandboxPayouts } from '../../db/schema/paypal-sandbox';
import {
  ProviderError,
  type PaymentProvider,
  type PayoutInput,
} from '../../integrations/paypal/payment-provider';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { registerAndLogin } from '../../../test/fixtures';
import { balancesOf, fund, ledgerSumsOf, makeVip } from '../../../test/money-fixtures';
import { WITHDRAWAL_ADMIN_MESSAGES } from './wallet.service';
import { promoteToAdmin } from '../../../test/admin-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof registerAndLogin>>;
const post = (url: string, auth: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload: payload as Record<string, unknown> });
const get = (url: string, auth: Record<string, string>) => t.app.inject({ url, headers: auth });

/** A player with £`pounds` in the wallet and a linked PayPal e-mail. */
async function walletHolder(pounds: number, options: { vip?: boolean } = {}) {
  const player = await registerAndLogin(t.app);
  if (pounds > 0) await fund(t.database, player.user.id, 'wallet', pounds * 100);
  const linked = await post('/api/update-user-paypal-email', player.auth, {
    paypal_email: `pp.${player.email}`,
  });
  expect(linked.statusCode, linked.body).toBe(200);
  if (options.vip) await makeVip(t.database, player.user.id, new Date(Date.now() + 86_400_000));
  return player;
}

const withdraw = (player: Player, amount: unknown) =>
  post('/api/withdrawal-money-request', player.auth, { amount });

async function admin() {
  const player = await registerAndLogin(t.app);
  const { recoveryCodes } = await promoteToAdmin(t.app, t.database, player);
  return { ...player, recoveryCodes };
}

describe('PayPal e-mail', () => {
  it('links the e-mail withdrawals are paid to, with the spec messages for bad input', async () => {
    const player = await registerAndLogin(t.app);
    const profile = body<{ user: { user_details: { paypal_email: string | null } } }>(
      await get('/api/user-profile', player.auth),
    );
    expect(profile.user.user_details.paypal_email).toBeNull();

    for (const [paypal_email, message] of [
      ['', 'This Field is required'],
      [undefined, 'This Field is required'],
      ['not-an-email', 'Invalid email address'],
    ] as const) {
      const response = await post('/api/update-user-paypal-email', player.auth, { paypal_email });
      expect(response.statusCode).toBe(400);
      expect(body(response).error[0]).toBe(message);
    }
    const response = await post('/api/update-user-paypal-email', player.auth, {
      paypal_email: 'me@paypal.test',
    });
    expect(body(response)).toMatchObject({
      message: WALLET_MESSAGES.paypalEmailUpdated,
      user: { user_details: { paypal_email: 'me@paypal.test' } },
    });
  });
});

describe('withdrawal requests', () => {
  it('refuses a withdrawal until a PayPal e-mail is linked', async () => {
    const player = await registerAndLogin(t.app);
    await fund(t.database, player.user.id, 'wallet', 5000);
    const response = await withdraw(player, 20);
    expect(response.statusCode).toBe(400);
    expect(body(response).error[0]).toBe(WALLET_MESSAGES.paypalEmailMissing);
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ wallet: 5000 });
  });

  it('refuses amounts that are not whole pounds from 1 to the balance, and changes nothing', async () => {
    const player = await walletHolder(50);
    const cases: Array<[string, string]> = [
      ['{"amount":-1}', WALLET_MESSAGES.amountMin],
      ['{"amount":0}', WALLET_MESSAGES.amountMin],
      ['{"amount":0.5}', WALLET_MESSAGES.amountInteger],
      ['{"amount":1e309}', WALLET_MESSAGES.amountInteger],
      ['{"amount":"10"}', WALLET_MESSAGES.amountInteger],
      ['{"amount":null}', WALLET_MESSAGES.amountRequired],
      ['{}', WALLET_MESSAGES.amountRequired],
      ['{"amount":51}', WALLET_MESSAGES.amountAboveBalance],
      ['{"amount":1}', WALLET_MESSAGES.amountNotAboveFee],
    ];
    for (const [payload, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/withdrawal-money-request',
        headers: { ...player.auth, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(body(response).error[0], payload).toBe(message);
    }
    // NaN is not JSON at all.
    const nan = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawal-money-request',
      headers: { ...player.auth, 'content-type': 'application/json' },
      payload: '{"amount":NaN}',
    });
    expect(nan.statusCode).toBe(400);
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ wallet: 5000 });
    expect(
      body<{ data: unknown[] }>(await get('/api/user-withdrawal-money-requests', player.auth)).data,
    ).toEqual([]);
  });

  it.each([
    [9, false, 1, 8],
    [9, true, 1, 8],
    [10, false, 0.5, 9.5],
    [10, true, 0.4, 9.6],
    [100, false, 2.3, 97.7],
    [100, true, 1.3, 98.7],
    [25, true, 0.55, 24.45],
    [2, false, 1, 1],
  ])('charges the fee of the spec: £%d (VIP %s) pays £%d and sends £%d', async (amount, vip, fee, net) => {
    const player = await walletHolder(amount, { vip });
    const response = await withdraw(player, amount);
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response)).toMatchObject({
      message: WALLET_MESSAGES.withdrawalRequested,
      data: { amount, fee, net_amount: net, status: 'pending', updated_at: null },
      user: { user_details: { wallet: 0 } },
    });
  });

  it('accepts exactly one of 20 simultaneous withdrawals of the whole balance', async () => {
    const player = await walletHolder(40);
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(player, 40)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(19);
    for (const refused of answers.filter((a) => a.statusCode === 400))
      expect(body(refused).error[0]).toBe(WALLET_MESSAGES.amountAboveBalance);
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ wallet: 0 });
    expect(await ledgerSumsOf(t.database, player.user.id)).toMatchObject({ wallet: 0 });
    expect(
      body<{ data: unknown[] }>(await get('/api/user-withdrawal-money-requests', player.auth)).data,
    ).toHaveLength(1);
  });
});

describe('paying and rejecting withdrawals (admin)', () => {
  it('pays a request once, even when two admins press Pay at the same moment', async () => {
    const organiser = await admin();
    const player = await walletHolder(30);
    const requested = body<{ data: { id: number } }>(await withdraw(player, 30)).data;

    const answers = await Promise.all([
      post(`/api/admin/withdrawals/${requested.id}/pay`, organiser.auth),
      post(`/api/admin/withdrawals/${requested.id}/pay`, organiser.auth),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const paid = answers.find((a) => a.statusCode === 200)!;
    // Sent: processing until PayPal says the item succeeded (decision 0012).
    expect(body(paid)).toMatchObject({
      message: WITHDRAWAL_ADMIN_MESSAGES.paid,
      data: { status: 'processing' },
    });
    expect(body<{ data: { updated_at: string | null } }>(paid).data.updated_at).not.toBeNull();

    const payouts = await t.database.db
      .select()
      .from(paypalSandboxPayouts)
      .where(eq(paypalSandboxPayouts.receiverEmail, `pp.${player.email}`));
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ amountPence: 3000 - 90, currency: 'GBP' });

    expect((await post(`/api/admin/withdrawals/${requested.id}/pay`, organiser.auth)).statusCode).toBe(409);
    const audit = body<{ data: Array<{ action: string; after: { status: string } }> }>(
      await get(`/api/admin/audit?target_type=withdrawal&target_id=${requested.id}`, organiser.auth),
    ).data;
    expect(audit.map((a) => [a.action, a.after.status])).toEqual([['withdrawal.pay', 'processing']]);
    const rejectPaid = await post(`/api/admin/withdrawals/${requested.id}/reject`, organiser.auth);
    expect(rejectPaid.statusCode, rejectPaid.body).toBe(409);
    const history = body<{ data: Array<{ status: string }> }>(
      await get('/api/user-withdrawal-money-requests', player.auth),
    ).data;
    expect(history[0]).toMatchObject({ status: 'processing' });
  });

  it('refuses an admin paying their own withdrawal; another admin may', async () => {
    const organiser = await admin();
    await fund(t.database, organiser.user.id, 'wallet', 50_000);
    // An admin has a second factor (decision 0057): the e-mail and the withdrawal ask for it.
    const linked = await post('/api/update-user-paypal-email', organiser.auth, {
      paypal_email: `pp.${organiser.email}`,
      recovery_code: organiser.recoveryCodes[0],
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const requested = body<{ data: { id: number } }>(
      await post('/api/withdrawal-money-request', organiser.auth, {
        amount: 500,
        recovery_code: organiser.recoveryCodes[1],
      }),
    ).data;
    const own = await post(`/api/admin/withdrawals/${requested.id}/pay`, organiser.auth);
    expect(own.statusCode, own.body).toBe(403);
    expect(body(own).error).toEqual([WITHDRAWAL_ADMIN_MESSAGES.cannotPayOwn]);
    const payouts = await t.database.db
      .select()
      .from(paypalSandboxPayouts)
      .where(eq(paypalSandboxPayouts.receiverEmail, `pp.${organiser.email}`));
    expect(payouts).toHaveLength(0);
    const history = body<{ data: Array<{ status: string }> }>(
      await get('/api/user-withdrawal-money-requests', organiser.auth),
    ).data;
    expect(history[0]).toMatchObject({ status: 'pending' });
    const colleague = await admin();
    expect((await post(`/api/admin/withdrawals/${requested.id}/pay`, colleague.auth)).statusCode).toBe(200);
  });

  it("tells the player's open wallet live when the payout is sent, so it shows Processing", async () => {
    const organiser = await admin();
    const player = await walletHolder(12);
    const requested = body<{ data: { id: number } }>(await withdraw(player, 12)).data;
    const paid = await post(`/api/admin/withdrawals/${requested.id}/pay`, organiser.auth);
    expect(paid.statusCode, paid.body).toBe(200);
    const events = (
      await t.database.db.select().from(domainEvents).where(eq(domainEvents.type, 'withdrawal.processing'))
    ).filter((e) => (e.data as { withdrawal_id?: number }).withdrawal_id === requested.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.recipients).toEqual([player.user.id]);
    // Live only: the outcome (paid or failed) is what gets a notification and an e-mail.
    const channels = await t.database.db
      .select({ channel: eventDeliveries.channel })
      .from(eventDeliveries)
      .where(eq(eventDeliveries.eventId, events[0]!.id));
    expect(channels.map((c) => c.channel)).toEqual(['live']);
  });

  it('returns a rejected amount to the wallet exactly once', async () => {
    const organiser = await admin();
    const player = await walletHolder(30);
    const requested = body<{ data: { id: number } }>(await withdraw(player, 12)).data;
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ wallet: 1800 });

    const answers = await Promise.all([
      post(`/api/admin/withdrawals/${requested.id}/reject`, organiser.auth, { note: 'Name mismatch' }),
      post(`/api/admin/withdrawals/${requested.id}/reject`, organiser.auth, { note: 'Name mismatch' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ wallet: 3000 });
    expect(await ledgerSumsOf(t.database, player.user.id)).toMatchObject({ wallet: 3000 });
    const refunds = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, player.user.id), eq(ledgerEntries.reason, 'withdrawal rejected')));
    expect(refunds).toHaveLength(1);
    expect((await post(`/api/admin/withdrawals/${requested.id}/pay`, organiser.auth)).statusCode).toBe(409);
    const audit = body<{ data: Array<{ action: string; note: string }> }>(
      await get(`/api/admin/audit?target_type=withdrawal&target_id=${requested.id}`, organiser.auth),
    ).data;
    expect(audit).toEqual([expect.objectContaining({ action: 'withdrawal.reject', note: 'Name mismatch' })]);
  });

  it('hides the admin calls from players and lists requests by status for admins', async () => {
    const organiser = await admin();
    const player = await walletHolder(20);
    const requested = body<{ data: { id: number } }>(await withdraw(player, 20)).data;
    expect((await get('/api/admin/withdrawals', player.auth)).statusCode).toBe(404);
    expect((await post(`/api/admin/withdrawals/${requested.id}/pay`, player.auth)).statusCode).toBe(404);
    const pending = body<{
      data: Array<{ id: number; user: { id: number; email: string }; last_error: null }>;
    }>(await get('/api/admin/withdrawals?status=pending&page=1&per_page=100', organiser.auth)).data;
    expect(pending.find((w) => w.id === requested.id)).toMatchObject({
      user: { id: player.user.id, email: player.email },
      last_error: null,
    });
    expect((await post('/api/admin/withdrawals/999999/pay', organiser.auth)).statusCode).toBe(404);
  });
});

describe('payout failures', () => {
  /** A provider whose payouts answer what the test scripts, recording each call. */
  function scriptedProvider(outcomes: Array<'ok' | 'refused' | 'unreachable'>) {
    const calls: PayoutInput[] = [];
    const provider: PaymentProvider = {
      name: 'paypal',
      clientId: 'test-client',
      createOrder: () => Promise.reject(new Error('not used')),
      getOrder: () => Promise.reject(new Error('not used')),
      captureOrder: () => Promise.reject(new Error('not used')),
      async sendPayout(input) {
        calls.push(input);
        const outcome = outcomes.shift() ?? 'ok';
        if (outcome === 'refused') throw new ProviderError(422, 'RECEIVER_UNREGISTERED', 'receiver unknown');
        if (outcome === 'unreachable') throw new ProviderError(0, 'UNREACHABLE', 'timed out');
        return { batchId: `BATCH-${calls.length}`, status: 'SUCCESS' };
      },
      getCapture: () => Promise.reject(new Error('not used')),
      refundCapture: () => Promise.reject(new Error('not used')),
      // PayPal reports the single item of each batch as delivered.
      getPayoutBatchItems: (batchId) =>
        Promise.resolve([{ itemId: `ITEM-${batchId}`, batchId, status: 'SUCCESS', error: null }]),
      getPayoutItem: () => Promise.reject(new Error('not used')),
      cancelPayoutItem: () => Promise.reject(new Error('not used')),
      getRefund: () => Promise.reject(new Error('not used')),
      verifyWebhookSignature: () => Promise.reject(new Error('not used')),
    };
    return { provider, calls };
  }

  async function appWith(provider: PaymentProvider) {
    const scripted = await createTestApp({ deps: { payments: provider } });
    const holder = await registerAndLogin(scripted.app);
    await fund(scripted.database, holder.user.id, 'wallet', 5000);
    await scripted.app.inject({
      method: 'POST',
      url: '/api/update-user-paypal-email',
      headers: holder.auth,
      payload: { paypal_email: 'holder@paypal.test' },
    });
    const organiser = await registerAndLogin(scripted.app);
    await promoteToAdmin(scripted.app, scripted.database, organiser);
    const adminAuth = organiser.auth;
    const requested = await scripted.app.inject({
      method: 'POST',
      url: '/api/withdrawal-money-request',
      headers: holder.auth,
      payload: { amount: 50 },
    });
    const id = body<{ data: { id: number } }>(requested).data.id;
    const act = (action: 'pay' | 'reject') =>
      scripted.app.inject({
        method: 'POST',
        url: `/api/admin/withdrawals/${id}/${action}`,
        headers: adminAuth,
      });
    return { scripted, holder, act, adminAuth };
  }

  it('frees a request PayPal refused, so the admin can reject it and the money returns', async () => {
    const { provider } = scriptedProvider(['refused']);
    const { scripted, holder, act } = await appWith(provider);
    try {
      const paid = await act('pay');
      expect(paid.statusCode).toBe(400);
      expect(body(paid).error[0]).toBe(WITHDRAWAL_ADMIN_MESSAGES.payoutFailed);
      expect((await act('reject')).statusCode).toBe(200);
      expect(await balancesOf(scripted.database, holder.user.id)).toMatchObject({ wallet: 5000 });
    } finally {
      await scripted.close();
    }
  });

  it('keeps an unconfirmed payout claimed: no rejection, and a retry reuses the same batch id', async () => {
    const { provider, calls } = scriptedProvider(['unreachable', 'ok']);
    const { scripted, holder, act, adminAuth } = await appWith(provider);
    try {
      const first = await act('pay');
      expect(first.statusCode).toBe(503);
      expect(body(first).error[0]).toBe(WITHDRAWAL_ADMIN_MESSAGES.payoutUncertain);
      // It may have been paid: returning the money too could pay twice.
      expect((await act('reject')).statusCode).toBe(409);
      const queue = await scripted.app.inject({ url: '/api/admin/withdrawals', headers: adminAuth });
      expect(queue.json<{ data: Array<{ status: string; last_error: string }> }>().data[0]).toMatchObject({
        status: 'processing',
        last_error: expect.stringContaining('timed out'),
      });
      const retry = await act('pay');
      expect(retry.statusCode, retry.body).toBe(200);
      expect(calls).toHaveLength(2);
      expect(calls[1]!.senderBatchId).toBe(calls[0]!.senderBatchId);
      expect(calls[0]).toMatchObject({
        receiverEmail: 'holder@paypal.test',
        amountPence: 5000 - 130,
        currency: 'GBP',
      });
      expect(await balancesOf(scripted.database, holder.user.id)).toMatchObject({ wallet: 0 });
    } finally {
      await scripted.close();
    }
  });
});
