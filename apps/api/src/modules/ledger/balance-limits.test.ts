/** Balances are 64-bit and capped at a sane maximum (decision 0030): large adjustments work, the cap refuses. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BALANCE_LIMITS, BALANCE_LIMIT_MESSAGES } from '@arena/shared/money';
import { users } from '../../db/schema/users';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { createAdmin } from '../../../test/admin-fixtures';
import { registerAndLogin } from '../../../test/fixtures';
import { balancesOf, ledgerSumsOf } from '../../../test/money-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = { authorization: string };

async function adjust(admin: { auth: Auth }, playerId: number, asset: string, delta: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/players/${playerId}/adjust`,
    headers: admin.auth,
    payload: { asset, delta, reason: 'Large correction' },
  });
}

describe('balance limits', () => {
  it('accepts the 22nd adjustment of £1,000,000 (past the old 32-bit limit of about £21.4 million)', async () => {
    const admin = await createAdmin(t.app, t.database);
    const player = await registerAndLogin(t.app);
    for (let n = 1; n <= 22; n += 1) {
      const response = await adjust(admin, player.user.id, 'wallet', 1_000_000);
      expect(response.statusCode, `adjustment ${n}: ${response.body}`).toBe(200);
    }
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ wallet: 2_200_000_000 });
    expect(await ledgerSumsOf(t.database, player.user.id)).toMatchObject({ wallet: 2_200_000_000 });
    const detail = body<{ data: { wallet: number } }>(
      await t.app.inject({ url: `/api/admin/players/${player.user.id}`, headers: admin.auth }),
    );
    expect(detail.data.wallet).toBe(22_000_000);
  });

  it('refuses with 400 an adjustment that would take a balance above the limit, and changes nothing', async () => {
    const admin = await createAdmin(t.app, t.database);
    const player = await registerAndLogin(t.app);
    // Just under the limits (set directly: reaching them through the console would take hundreds of requests).
    await t.database.db
      .update(users)
      .set({ walletPence: BALANCE_LIMITS.wallet - 50, credits: BALANCE_LIMITS.credits - 10 })
      .where(eq(users.id, player.user.id));

    const wallet = await adjust(admin, player.user.id, 'wallet', 1);
    expect(wallet.statusCode, wallet.body).toBe(400);
    expect(body(wallet).error).toEqual([BALANCE_LIMIT_MESSAGES.wallet]);
    const credits = await adjust(admin, player.user.id, 'credits', 11);
    expect(credits.statusCode, credits.body).toBe(400);
    expect(body(credits).error).toEqual([BALANCE_LIMIT_MESSAGES.credits]);
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({
      wallet: BALANCE_LIMITS.wallet - 50,
      credits: BALANCE_LIMITS.credits - 10,
    });
    expect(await ledgerSumsOf(t.database, player.user.id)).toMatchObject({ wallet: 0, credits: 0 });

    // Up to the limit exactly is fine, and taking money away is never refused by it.
    expect((await adjust(admin, player.user.id, 'wallet', 0.5)).statusCode).toBe(200);
    expect((await adjust(admin, player.user.id, 'credits', 10)).statusCode).toBe(200);
    expect((await adjust(admin, player.user.id, 'wallet', -1)).statusCode).toBe(200);
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({
      wallet: BALANCE_LIMITS.wallet - 100,
      credits: BALANCE_LIMITS.credits,
    });
  });

  it('refuses the limit for twenty simultaneous adjustments that each fit alone', async () => {
    const admin = await createAdmin(t.app, t.database);
    const player = await registerAndLogin(t.app);
    await t.database.db
      .update(users)
      .set({ credits: BALANCE_LIMITS.credits - 5_000_000 })
      .where(eq(users.id, player.user.id));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => adjust(admin, player.user.id, 'credits', 1_000_000)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(15);
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: BALANCE_LIMITS.credits });
  });
});
