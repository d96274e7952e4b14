import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/outbox';
import { ADMIN_MESSAGES } from '@arena/shared/admin';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { createAdmin, turnOnTwoFactor } from '../../../test/admin-fixtures';
import { refusal } from '../../../test/console-fixtures';
import { ADMIN_SECOND_FACTOR_REQUIRED, TWO_FACTOR_MESSAGES } from '@arena/shared/two-factor';
import { login, registerAndLogin } from '../../../test/fixtures';
import { balancesOf, ledgerSumsOf } from '../../../test/money-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = { authorization: string };
const post = (url: string, auth: Auth, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload });
const get = (url: string, auth: Auth) => t.app.inject({ url, headers: auth });

async function auditOf(admin: { auth: Auth }, targetId: number) {
  return body<{ data: Array<{ action: string; before: unknown; after: unknown; note: string | null }> }>(
    await get(`/api/admin/audit?target_type=player&target_id=${targetId}`, admin.auth),
  ).data;
}

describe('players in the console', () => {
  it('finds players by name, e-mail or player ID and shows balances and the ledger', async () => {
    const admin = await createAdmin(t.app, t.database);
    const player = await registerAndLogin(t.app);
    const found = body<{ data: Array<{ id: number; email: string }> }>(
      await get(`/api/admin/players?search=${encodeURIComponent(player.email.toUpperCase())}`, admin.auth),
    ).data;
    expect(found.map((p) => p.id)).toEqual([player.user.id]);

    expect(
      (
        await post(`/api/admin/players/${player.user.id}/adjust`, admin.auth, {
          asset: 'wallet',
          delta: 12.34,
          reason: 'Prize paid by bank transfer by mistake',
        })
      ).statusCode,
    ).toBe(200);
    const detail = body<{
      data: { wallet: number };
      ledger: Array<{ delta: number; note: string; created_by: number }>;
    }>(await get(`/api/admin/players/${player.user.id}`, admin.auth));
    expect(detail.data.wallet).toBe(12.34);
    expect(detail.ledger[0]).toMatchObject({
      delta: 12.34,
      note: 'Prize paid by bank transfer by mistake',
      created_by: admin.user.id,
    });
    expect((await get('/api/admin/players/999999', admin.auth)).statusCode).toBe(404);
  });

  it('refuses an admin adjusting their own balances: another admin must', async () => {
    const admin = await createAdmin(t.app, t.database);
    for (const asset of ['wallet', 'credits', 'tokens']) {
      const own = await post(`/api/admin/players/${admin.user.id}/adjust`, admin.auth, {
        asset,
        delta: 500,
        reason: 'Bonus',
      });
      expect(own.statusCode, own.body).toBe(403);
      expect(body(own).error).toEqual([ADMIN_MESSAGES.cannotAdjustSelf]);
    }
    expect(await balancesOf(t.database, admin.user.id)).toMatchObject({ wallet: 0, credits: 0, tokens: 0 });
    expect(await auditOf(admin, admin.user.id)).toEqual([]);
    const other = await createAdmin(t.app, t.database);
    const byOther = await post(`/api/admin/players/${admin.user.id}/adjust`, other.auth, {
      asset: 'credits',
      delta: 5,
      reason: 'Compensation',
    });
    expect(byOther.statusCode, byOther.body).toBe(200);
  });

  it('adjusts a balance through the ledger, never below zero, always with a reason', async () => {
    const admin = await createAdmin(t.app, t.database);
    const player = await registerAndLogin(t.app);
    const adjust = (payload: Record<string, unknown>) =>
      post(`/api/admin/players/${player.user.id}/adjust`, admin.auth, payload);

    const added = await adjust({ asset: 'credits', delta: 50, reason: 'Compensation for a server outage' });
    expect(body(added)).toMatchObject({ message: ADMIN_MESSAGES.adjusted, data: { credits: 50 } });
    expect(
      (await adjust({ asset: 'credits', delta: -20, reason: 'Duplicate compensation' })).statusCode,
    ).toBe(200);
    const tooMuch = await adjust({ asset: 'credits', delta: -31, reason: 'Would go negative' });
    expect(tooMuch.statusCode).toBe(400);
    for (const bad of [
      { asset: 'credits', delta: 5 },
      { asset: 'credits', delta: 5, reason: 'no' },
      { asset: 'credits', delta: 0, reason: 'Zero change' },
      { asset: 'credits', delta: 1.5, reason: 'Half a credit' },
      { asset: 'wallet', delta: 1.234, reason: 'Sub-penny' },
      { asset: 'gold', delta: 5, reason: 'Unknown asset' },
      { asset: 'tokens', delta: '5', reason: 'String amount' },
    ]) {
      expect((await adjust(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ credits: 30 });
    expect(await ledgerSumsOf(t.database, player.user.id)).toMatchObject({ credits: 30 });
    const audit = await auditOf(admin, player.user.id);
    expect(audit.map((a) => a.action)).toEqual(['player.adjust', 'player.adjust']);
    expect(audit[0]).toMatchObject({
      note: 'Duplicate compensation',
      after: { credits: 30, asset: 'credits', delta: -20 },
    });
  });

  it('bans a player, ending their sessions and logins, and unbans them', async () => {
    const admin = await createAdmin(t.app, t.database);
    const player = await registerAndLogin(t.app);
    expect((await post(`/api/admin/players/${player.user.id}/ban`, admin.auth, {})).statusCode).toBe(400);
    const banned = await post(`/api/admin/players/${player.user.id}/ban`, admin.auth, {
      reason: 'Cheating in finals',
    });
    expect(body(banned)).toMatchObject({
      message: ADMIN_MESSAGES.banned,
      data: { banned_at: expect.any(String) },
    });
    expect((await get('/api/user-profile', player.auth)).statusCode).toBe(403);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: player.email, password: player.password },
    });
    expect(relogin.statusCode).toBe(400);

    expect((await post(`/api/admin/players/${player.user.id}/unban`, admin.auth)).statusCode).toBe(200);
    await login(t.app, player);
    expect((await auditOf(admin, player.user.id)).map((a) => a.action)).toEqual([
      'player.unban',
      'player.ban',
    ]);
  });

  it('will not ban itself or another admin, and will not demote itself', async () => {
    const admin = await createAdmin(t.app, t.database);
    const other = await createAdmin(t.app, t.database);
    const ban = (id: number) =>
      post(`/api/admin/players/${id}/ban`, admin.auth, { reason: 'Testing the rules' });
    expect(body(await ban(admin.user.id)).error[0]).toBe(ADMIN_MESSAGES.cannotBanSelf);
    expect(body(await ban(other.user.id)).error[0]).toBe(ADMIN_MESSAGES.cannotBanAdmin);
    const demoteSelf = await post(`/api/admin/players/${admin.user.id}/role`, admin.auth, { role: 'player' });
    expect(body(demoteSelf).error[0]).toBe(ADMIN_MESSAGES.cannotDemoteSelf);
  });

  it('promotes a player to admin, who can then use the console', async () => {
    const admin = await createAdmin(t.app, t.database);
    const player = await registerAndLogin(t.app);
    expect((await get('/api/admin/dashboard', player.auth)).statusCode).toBe(404);
    const promoted = await post(`/api/admin/players/${player.user.id}/role`, admin.auth, { role: 'admin' });
    expect(body(promoted)).toMatchObject({ data: { role: 'admin' } });
    // The console opens once the new admin has a second factor (decision 0057).
    const closed = await get('/api/admin/dashboard', player.auth);
    expect(refusal(closed)).toEqual({ status: 400, error: TWO_FACTOR_MESSAGES.adminSecondFactorRequired });
    expect(body(closed)).toMatchObject({ code: ADMIN_SECOND_FACTOR_REQUIRED });
    await turnOnTwoFactor(t.app, player.auth);
    expect((await get('/api/admin/dashboard', player.auth)).statusCode).toBe(200);
    expect(
      (await post(`/api/admin/players/${player.user.id}/role`, admin.auth, { role: 'boss' })).statusCode,
    ).toBe(400);
    expect((await auditOf(admin, player.user.id))[0]).toMatchObject({
      action: 'player.promote',
      before: { role: 'player' },
      after: { role: 'admin' },
    });
  });

  it("forces a player's password reset: the password stops working, sessions end, the player is told", async () => {
    const admin = await createAdmin(t.app, t.database);
    const player = await registerAndLogin(t.app);
    expect(
      (await post(`/api/admin/players/${admin.user.id}/force-password-reset`, admin.auth)).json(),
    ).toMatchObject({ message: ADMIN_MESSAGES.cannotResetSelf });
    const forced = await post(`/api/admin/players/${player.user.id}/force-password-reset`, admin.auth);
    expect(forced.statusCode, forced.body).toBe(200);
    expect(body(forced).message).toBe(ADMIN_MESSAGES.passwordResetForced);
    expect((await get('/api/user-profile', player.auth)).statusCode).toBe(403);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: player.email, password: player.password },
    });
    expect(relogin.statusCode).toBe(400);
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, player.email.toLowerCase()))
      .orderBy(desc(outboxEmails.id));
    // The newest: the sign-up's verification link came first.
    expect(mail!.subject).toBe('Set a new Arena password');
    expect((await auditOf(admin, player.user.id)).map((a) => a.action)).toEqual([
      'player.force_password_reset',
    ]);
    // The player gets back in through Forgot password.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/forget-password', payload: { email: player.email } }))
        .statusCode,
    ).toBe(200);
  });

  it("marks a player's e-mail as verified with a reason, audited; never the admin's own, never twice", async () => {
    const admin = await createAdmin(t.app, t.database);
    const player = await registerAndLogin(t.app, undefined, { verifyEmail: false });
    const reason = 'Mail filter drops our links; address confirmed by reply to support ticket 4411';
    const own = await post(`/api/admin/players/${admin.user.id}/verify-email`, admin.auth, { reason });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({
      code: 'CANNOT_VERIFY_SELF',
      message: ADMIN_MESSAGES.cannotVerifySelf,
    });
    expect((await post(`/api/admin/players/${player.user.id}/verify-email`, admin.auth, {})).statusCode).toBe(
      400,
    );
    expect(
      (await post(`/api/admin/players/${player.user.id}/verify-email`, player.auth, { reason })).statusCode,
    ).toBe(404);

    const marked = await post(`/api/admin/players/${player.user.id}/verify-email`, admin.auth, { reason });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(body<{ data: { email_verified_at: string | null } }>(marked)).toMatchObject({
      message: ADMIN_MESSAGES.emailMarkedVerified,
      data: { email_verified_at: expect.any(String) },
    });
    const profile = body<{ user: { email_verified: boolean } }>(await get('/api/user-profile', player.auth));
    expect(profile.user.email_verified).toBe(true);
    expect(await auditOf(admin, player.user.id)).toEqual([
      expect.objectContaining({ action: 'player.verify_email', note: reason }),
    ]);
    const again = await post(`/api/admin/players/${player.user.id}/verify-email`, admin.auth, { reason });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EMAIL_ALREADY_VERIFIED' });
  });

  it("exports a player's data for their request, audited, and not for a player", async () => {
    const admin = await createAdmin(t.app, t.database);
    const player = await registerAndLogin(t.app);
    expect((await get(`/api/admin/players/${player.user.id}/data`, player.auth)).statusCode).toBe(404);
    const exported = await get(`/api/admin/players/${player.user.id}/data`, admin.auth);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="arena-player-data-/);
    expect(
      body<{ data: { account: { email: string }; tables: Record<string, unknown[]> } }>(exported).data,
    ).toMatchObject({
      account: { email: player.email.toLowerCase() },
      tables: { sessions: [expect.objectContaining({ user_id: player.user.id })] },
    });
    expect((await auditOf(admin, player.user.id)).map((a) => a.action)).toEqual(['player.data_export']);
    expect((await get('/api/admin/players/999999/data', admin.auth)).statusCode).toBe(404);
  });
});
