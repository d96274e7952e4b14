/**
 * The step-up of decision 0049 on money: an account with two-factor sign-in links its PayPal e-mail and asks for a
 * withdrawal only with its second factor (the app's code or a recovery code), each used once. Accounts without
 * two-factor sign-in are asked for nothing more (wallet.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '@arena/shared/two-factor';
import { totpCode } from '../../lib/totp';
import { createTestApp, resetLimiters, type TestApp } from '../../../test/harness';
import { registerAndLogin } from '../../../test/fixtures';
import { balancesOf, fund } from '../../../test/money-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, auth: { authorization: string }, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload });

/** A player with two-factor sign-in on; answers the key and the recovery codes. */
async function playerWithTwoFactor() {
  const player = await registerAndLogin(t.app);
  const setup = await post('/api/two-factor/setup', player.auth, {});
  const { secret } = setup.json() as { secret: string };
  const enabled = await post('/api/two-factor/enable', player.auth, { code: totpCode(secret, new Date()) });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { ...player, secret, recovery: (enabled.json() as { recovery_codes: string[] }).recovery_codes };
}

/** A code for the next 30-second step: inside the ±1 window and later than the step the enabling used. */
const nextCode = (secret: string, steps = 1) => totpCode(secret, new Date(Date.now() + steps * 30_000));

describe('step-up on money (two-factor accounts)', () => {
  it('links the PayPal e-mail only with a second factor', async () => {
    await resetLimiters();
    const player = await playerWithTwoFactor();
    const bare = await post('/api/update-user-paypal-email', player.auth, { paypal_email: 'me@paypal.test' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.required });
    const wrong = await post('/api/update-user-paypal-email', player.auth, {
      paypal_email: 'me@paypal.test',
      recovery_code: 'AAAA-BBBB-CCCC-DDDD',
    });
    expect(wrong.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.wrongCode });
    const linked = await post('/api/update-user-paypal-email', player.auth, {
      paypal_email: 'me@paypal.test',
      code: nextCode(player.secret),
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ user: { user_details: { paypal_email: 'me@paypal.test' } } });
  });

  it('asks for a withdrawal only with a second factor, and a recovery code works once', async () => {
    await resetLimiters();
    const player = await playerWithTwoFactor();
    await fund(t.database, player.user.id, 'wallet', 5000);
    const linked = await post('/api/update-user-paypal-email', player.auth, {
      paypal_email: 'me@paypal.test',
      code: nextCode(player.secret),
    });
    expect(linked.statusCode, linked.body).toBe(200);

    const bare = await post('/api/withdrawal-money-request', player.auth, { amount: 10 });
    expect(bare.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.required });
    expect((await balancesOf(t.database, player.user.id)).wallet).toBe(5000);

    const paid = await post('/api/withdrawal-money-request', player.auth, {
      amount: 10,
      recovery_code: player.recovery[0],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await balancesOf(t.database, player.user.id)).wallet).toBe(4000);
    const reused = await post('/api/withdrawal-money-request', player.auth, {
      amount: 10,
      recovery_code: player.recovery[0],
    });
    expect(reused.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.wrongCode });
    expect((await balancesOf(t.database, player.user.id)).wallet).toBe(4000);
  });

  it('counts the codes a withdrawal is sent with against the account limit, so it cannot be used to guess codes', async () => {
    await resetLimiters();
    const player = await playerWithTwoFactor();
    await fund(t.database, player.user.id, 'wallet', 5000);
    // The enabling code was the first of the 10 an hour; nine wrong guesses take the rest.
    for (let i = 0; i < 9; i++) {
      const wrong = await post('/api/withdrawal-money-request', player.auth, { amount: 10, code: '000000' });
      expect(wrong.statusCode).toBe(400);
    }
    const limited = await post('/api/withdrawal-money-request', player.auth, {
      amount: 10,
      recovery_code: player.recovery[0],
    });
    expect(limited.statusCode).toBe(429);
    expect((await balancesOf(t.database, player.user.id)).wallet).toBe(5000);
  });
});
