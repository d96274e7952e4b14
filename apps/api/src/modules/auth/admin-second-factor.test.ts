/**
 * The console's second factor (decision 0057): it opens only to an admin account with one (the app or a passkey),
 * and payouts and refunds ask again when the session's last check is older than 15 minutes; `POST /api/step-up`
 * records a fresh check. The clock is the test's, moved forward instead of waiting.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_SECOND_FACTOR_REQUIRED,
  STEP_UP_MAX_AGE_MS,
  STEP_UP_REQUIRED,
  TWO_FACTOR_MESSAGES,
} from '@arena/shared/two-factor';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import { withdrawalRequests } from '../../db/schema/withdrawals';
import { totpCode } from '../../lib/totp';
import { createAdmin, turnOnTwoFactor } from '../../../test/admin-fixtures';
import { login, registerAndLogin } from '../../../test/fixtures';
import { body, createTestApp, resetLimiters, type TestApp } from '../../../test/harness';
import { approveOrder, captureOrder, createOrder, fund, insertPackage } from '../../../test/money-fixtures';
import { movableClock } from '../../../test/transit-fixtures';
import { insertPasskey } from './passkeys.repository';

const clock = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
});
afterAll(() => t.close());

type Auth = Record<string, string>;
const get = (url: string, auth: Auth) => t.app.inject({ method: 'GET', url, headers: auth });
const post = (url: string, auth: Auth, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload });

/** A passkey row as a registration would leave it: enough for the account to count as having one. */
const addPasskeyRow = (userId: number) =>
  insertPasskey(t.database.db, {
    userId,
    credentialId: `test-credential-${userId}-${Math.random().toString(36).slice(2)}`,
    publicKey: 'not-a-key',
    signCount: 0,
    transports: ['internal'],
    deviceType: 'multiDevice',
    backedUp: true,
    name: 'Test passkey',
    createdAt: clock.now(),
  });

async function promotedWithoutSecondFactor() {
  const player = await registerAndLogin(t.app);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, player.user.id));
  return player;
}

/** A player's pending withdrawal of £20 (no second factor on the player's account). */
async function pendingWithdrawal() {
  const player = await registerAndLogin(t.app);
  await fund(t.database, player.user.id, 'wallet', 5_000);
  const linked = await post('/api/update-user-paypal-email', player.auth, {
    paypal_email: `pp.${player.email}`,
  });
  expect(linked.statusCode, linked.body).toBe(200);
  const requested = await post('/api/withdrawal-money-request', player.auth, { amount: 20 });
  expect(requested.statusCode, requested.body).toBe(200);
  return body<{ data: { id: number } }>(requested).data.id;
}

const withdrawalStatus = async (id: number) =>
  (await t.database.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, id)))[0]!.status;

describe('the console opens only to an admin with a second factor', () => {
  it('refuses every console route to an admin without one, with a stable code; My Account stays open to set one up', async () => {
    const admin = await promotedWithoutSecondFactor();
    for (const [method, url] of [
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/withdrawals'],
      ['POST', '/api/admin/withdrawals/1/pay'],
    ] as const) {
      const closed = await t.app.inject({ method, url, headers: admin.auth });
      expect(closed.statusCode, url).toBe(400);
      expect(body(closed)).toMatchObject({
        code: ADMIN_SECOND_FACTOR_REQUIRED,
        message: TWO_FACTOR_MESSAGES.adminSecondFactorRequired,
      });
    }
    // Anyone else still meets an unknown route.
    const player = await registerAndLogin(t.app);
    expect((await get('/api/admin/dashboard', player.auth)).statusCode).toBe(404);

    // The Security panel is not behind the console: the first admin sets two-factor sign-in up there.
    await turnOnTwoFactor(t.app, admin.auth);
    expect((await get('/api/admin/dashboard', admin.auth)).statusCode).toBe(200);
  });

  it('opens to an admin whose only second factor is a passkey, and closes when it is removed', async () => {
    const admin = await promotedWithoutSecondFactor();
    const passkey = await addPasskeyRow(admin.user.id);
    expect((await get('/api/admin/dashboard', admin.auth)).statusCode).toBe(200);
    const status = body<{ two_factor: { enabled: boolean; passkeys: number } }>(
      await get('/api/two-factor', admin.auth),
    );
    expect(status.two_factor).toMatchObject({ enabled: false, passkeys: 1 });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/passkeys/${passkey.id}`, headers: admin.auth }))
        .statusCode,
    ).toBe(200);
    expect(body(await get('/api/admin/dashboard', admin.auth))).toMatchObject({
      code: ADMIN_SECOND_FACTOR_REQUIRED,
    });
  });
});

describe('payouts and refunds ask for the second factor again after 15 minutes', () => {
  it('pays a withdrawal within 15 minutes of the check; later refuses it until a step-up, then pays', async () => {
    await resetLimiters();
    const admin = await createAdmin(t.app, t.database);
    const first = await pendingWithdrawal();
    const second = await pendingWithdrawal();

    // The enabling code was the check: 15 minutes later it still covers a payout.
    clock.advance(STEP_UP_MAX_AGE_MS);
    const paid = await post(`/api/admin/withdrawals/${first}/pay`, admin.auth);
    expect(paid.statusCode, paid.body).toBe(200);

    clock.advance(1000);
    const stale = await post(`/api/admin/withdrawals/${second}/pay`, admin.auth);
    expect(stale.statusCode).toBe(400);
    expect(body(stale)).toMatchObject({
      code: STEP_UP_REQUIRED,
      message: TWO_FACTOR_MESSAGES.stepUpRequired,
    });
    expect(await withdrawalStatus(second)).toBe('pending');
    // Reading the console is not money: it stays open.
    expect((await get('/api/admin/withdrawals', admin.auth)).statusCode).toBe(200);

    const missing = await post('/api/step-up', admin.auth, {});
    expect(missing.statusCode).toBe(400);
    const wrong = await post('/api/step-up', admin.auth, { code: '000000' });
    expect(body(wrong)).toMatchObject({ message: TWO_FACTOR_MESSAGES.wrongCode });
    const confirmed = await post('/api/step-up', admin.auth, {
      code: totpCode(admin.totpSecret, clock.now()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(body(confirmed)).toMatchObject({ second_factor_at: clock.now().toISOString() });
    // The same code a second time is refused: it was used up.
    const replayed = await post('/api/step-up', admin.auth, {
      code: totpCode(admin.totpSecret, clock.now()),
    });
    expect(body(replayed)).toMatchObject({ message: TWO_FACTOR_MESSAGES.wrongCode });

    const retried = await post(`/api/admin/withdrawals/${second}/pay`, admin.auth);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await withdrawalStatus(second)).not.toBe('pending');
  });

  it('refunds a purchase only after a fresh check; a recovery code meets it', async () => {
    await resetLimiters();
    const admin = await createAdmin(t.app, t.database);
    const player = await registerAndLogin(t.app);
    const pack = await insertPackage(t.database, { credit: 100, amountPence: 1000 });
    const order = await createOrder(t.app, player.auth, { kind: 'credits', plan_id: pack.id });
    await approveOrder(t.app, order.order_id);
    expect((await captureOrder(t.app, player.auth, order.order_id)).statusCode).toBe(200);

    clock.advance(STEP_UP_MAX_AGE_MS + 60_000);
    const url = `/api/admin/payments/${order.order_id}/refund`;
    const stale = await post(url, admin.auth, { note: 'Bought by mistake' });
    expect(body(stale)).toMatchObject({ status_code: 400, code: STEP_UP_REQUIRED });

    await admin.stepUp();
    const refunded = await post(url, admin.auth, { note: 'Bought by mistake' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(body(refunded)).toMatchObject({ data: { state: 'refunded' } });
  });

  it('asks a session that never passed a second factor (a passkey-only admin signed in with the password)', async () => {
    await resetLimiters();
    const admin = await promotedWithoutSecondFactor();
    await addPasskeyRow(admin.user.id);
    const session = await login(t.app, admin);
    const [row] = await t.database.db
      .select({ at: sessions.secondFactorAt })
      .from(sessions)
      .where(eq(sessions.userId, admin.user.id));
    expect(row!.at).toBeNull();
    const id = await pendingWithdrawal();
    expect(body(await post(`/api/admin/withdrawals/${id}/pay`, session.auth))).toMatchObject({
      code: STEP_UP_REQUIRED,
    });
    // A code is no use to an account without the app; its passkey is (passkeys.test.ts).
    expect(body(await post('/api/step-up', session.auth, { code: '123456' }))).toMatchObject({
      message: TWO_FACTOR_MESSAGES.wrongCode,
    });
  });

  it('answers an account without any second factor that it has none to confirm with', async () => {
    const player = await registerAndLogin(t.app);
    const response = await post('/api/step-up', player.auth, { code: '123456' });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ message: TWO_FACTOR_MESSAGES.noSecondFactor });
  });
});
