/**
 * The verified login e-mail (decision 0054): a sign-up mails a link that verifies the address once, within 48 hours;
 * a signed-in player may ask for a new one; purchases, paid entries, withdrawals and the PayPal e-mail are refused
 * with EMAIL_NOT_VERIFIED until the address is verified, and work after.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_NOT_VERIFIED, EMAIL_VERIFICATION_MESSAGES } from '@arena/shared/email-verification';
import { outboxEmails } from '../../db/schema/outbox';
import { users } from '../../db/schema/users';
import { body, createTestApp, resetLimiters, type TestApp } from '../../../test/harness';
import { createAdmin } from '../../../test/admin-fixtures';
import { insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { registerAndLogin, STRONG_PASSWORD } from '../../../test/fixtures';
import { fund, insertPackage, insertPlan, makeVip, setTokenPrice } from '../../../test/money-fixtures';

const HOUR = 3_600_000;
/** The real time, moved forward by `offsetMs` to cross the link's expiry. */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
});
afterEach(() => {
  clock.offsetMs = 0;
});
afterAll(() => t.close());

type Auth = Record<string, string>;
const post = (url: string, payload: Record<string, unknown> = {}, auth: Auth = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: auth });
const verified = async (auth: Auth) =>
  body<{ user: { email_verified: boolean } }>(await t.app.inject({ url: '/api/user-profile', headers: auth }))
    .user.email_verified;

/** A signed-up player whose e-mail is not verified (as a sign-up leaves it). */
const unverifiedPlayer = () => registerAndLogin(t.app, {}, { verifyEmail: false });

/** The newest verification mail to `to` and the token of its link. */
async function verificationLink(to: string) {
  const [mail] = await t.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to.toLowerCase()), eq(outboxEmails.subject, 'Verify your Arena e-mail')))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  expect(mail, `a verification e-mail to ${to}`).toBeDefined();
  const token = /\/#\/verifyemail\?token=([\w-]+)/.exec(mail!.text)?.[1];
  expect(token, mail!.text).toBeDefined();
  return { mail: mail!, token: token! };
}

function expectNotVerified(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode, response.body).toBe(400);
  expect(body<{ code: string }>(response)).toMatchObject({
    code: EMAIL_NOT_VERIFIED,
    error: [EMAIL_VERIFICATION_MESSAGES.required],
  });
}

describe('verifying the login e-mail', () => {
  it('mails a link at sign-up that verifies the address once', async () => {
    const player = await unverifiedPlayer();
    expect(player.user).toMatchObject({ email_verified: false });
    expect(await verified(player.auth)).toBe(false);
    const { mail, token } = await verificationLink(player.email);
    // The console's outbox shows the mail with the link's token masked.
    expect(mail.maskedText).not.toContain(token);

    const done = await post('/api/verify-email', { token });
    expect(done.statusCode, done.body).toBe(200);
    expect(body(done)).toMatchObject({
      message: EMAIL_VERIFICATION_MESSAGES.verified,
      data: { email: player.email },
    });
    expect(await verified(player.auth)).toBe(true);

    const again = await post('/api/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(body(again).error).toEqual([EMAIL_VERIFICATION_MESSAGES.linkInvalid]);
    const unknown = await post('/api/verify-email', { token: 'not-a-real-token' });
    expect(body(unknown).error).toEqual([EMAIL_VERIFICATION_MESSAGES.linkInvalid]);
  });

  it('refuses a link after its 48 hours', async () => {
    const player = await unverifiedPlayer();
    const { token } = await verificationLink(player.email);
    clock.offsetMs = 48 * HOUR + 60_000;
    const late = await post('/api/verify-email', { token });
    expect(late.statusCode).toBe(400);
    expect(body(late).error).toEqual([EMAIL_VERIFICATION_MESSAGES.linkInvalid]);
    clock.offsetMs = 0;
    expect(await verified(player.auth)).toBe(false);
  });

  it('sends a new link on request (signed in, limited), and earlier links keep working until used', async () => {
    await resetLimiters();
    const player = await unverifiedPlayer();
    const first = await verificationLink(player.email);
    expect((await post('/api/resend-verification')).statusCode).toBe(403);
    const resent = await post('/api/resend-verification', {}, player.auth);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(body(resent).message).toBe(EMAIL_VERIFICATION_MESSAGES.sent(player.email));
    const second = await verificationLink(player.email);
    expect(second.token).not.toBe(first.token);
    for (let i = 1; i < 5; i += 1)
      expect((await post('/api/resend-verification', {}, player.auth)).statusCode).toBe(200);
    expect((await post('/api/resend-verification', {}, player.auth)).statusCode).toBe(429);

    expect((await post('/api/verify-email', { token: first.token })).statusCode).toBe(200);
    expect(await verified(player.auth)).toBe(true);
    await resetLimiters();
    const done = await post('/api/resend-verification', {}, player.auth);
    expect(done.statusCode).toBe(409);
    expect(body(done).error).toEqual([EMAIL_VERIFICATION_MESSAGES.alreadyVerified]);
  });

  it('counts a confirmed e-mail change as verified, and refuses a link sent to the address it replaced', async () => {
    const player = await unverifiedPlayer();
    const oldLink = await verificationLink(player.email);
    const newEmail = `changed.${player.email}`;
    const asked = await post(
      '/api/update-user-profile',
      { email: newEmail, current_password: STRONG_PASSWORD },
      player.auth,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const [change] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, newEmail))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    const confirmToken = /confirmemailchange\?token=([\w-]+)/.exec(change!.text)![1]!;
    expect((await post('/api/confirm-email-change', { token: confirmToken })).statusCode).toBe(200);
    expect(await verified(player.auth)).toBe(true);

    // The old address's link proves nothing about the new one.
    const stale = await registerAndLogin(t.app, {}, { verifyEmail: false });
    const staleLink = await verificationLink(stale.email);
    const moved = `moved.${stale.email}`;
    await post('/api/update-user-profile', { email: moved, current_password: STRONG_PASSWORD }, stale.auth);
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, moved))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    await post('/api/confirm-email-change', { token: /token=([\w-]+)/.exec(mail!.text)![1]! });
    const refused = await post('/api/verify-email', { token: staleLink.token });
    expect(body(refused).error).toEqual([EMAIL_VERIFICATION_MESSAGES.linkInvalid]);
    expect(oldLink.token).toBeTruthy();
  });

  it('shows the console whether a player has verified the e-mail', async () => {
    const admin = await createAdmin(t.app, t.database);
    const player = await unverifiedPlayer();
    const detail = async () =>
      body<{ data: { email_verified_at: string | null } }>(
        await t.app.inject({ url: `/api/admin/players/${player.user.id}`, headers: admin.auth }),
      ).data;
    expect((await detail()).email_verified_at).toBeNull();
    await post('/api/verify-email', { token: (await verificationLink(player.email)).token });
    expect((await detail()).email_verified_at).toEqual(expect.any(String));
  });
});

describe('what needs a verified e-mail', () => {
  it('refuses purchases, paid entries, the waitlist of a paid cup, withdrawals and the PayPal e-mail until verified', async () => {
    await resetLimiters();
    const pack = await insertPackage(t.database, { credit: 10, amountPence: 500 });
    const plan = await insertPlan(t.database);
    await setTokenPrice(t.database, 100);
    const game = await insertGame(t.database.db);
    // Days apart, so that one team may be in all three.
    const inDays = (days: number) => {
      const start = new Date(Date.now() + days * 24 * HOUR);
      return {
        tournamentStartDate: start,
        tournamentEndDate: new Date(start.getTime() + HOUR),
        registrationDeadlineDate: new Date(start.getTime() - HOUR),
      };
    };
    const paid = await insertTournament(t.database.db, game.id, { entryFee: 5, ...inDays(3) });
    const free = await insertTournament(t.database.db, game.id, { entryFee: 0, ...inDays(6) });
    const full = await insertTournament(t.database.db, game.id, { entryFee: 5, totalTeams: 2, ...inDays(9) });
    // A VIP cup without a fee is a paid entry too: its place is paid with the VIP plan or tokens.
    const vipCup = await insertTournament(t.database.db, game.id, {
      entryFee: 0,
      tournamentCategory: 'vip',
      ...inDays(12),
    });
    for (let i = 0; i < 2; i += 1) {
      const other = await registerAndLogin(t.app);
      const otherTeam = await insertTeam(t.database.db, [other.user.id]);
      await fund(t.database, other.user.id, 'credits', 5);
      const entered = await post(
        '/api/add-tournament-participants',
        { tournament_id: full.id, team_id: otherTeam.id, captain_id: other.user.id },
        other.auth,
      );
      expect(entered.statusCode, entered.body).toBe(200);
    }

    const player = await unverifiedPlayer();
    const team = await insertTeam(t.database.db, [player.user.id]);
    await fund(t.database, player.user.id, 'credits', 20);
    await fund(t.database, player.user.id, 'wallet', 5000);
    await fund(t.database, player.user.id, 'tokens', 1);
    await makeVip(t.database, player.user.id, new Date(Date.now() + 30 * 24 * HOUR));
    const entry = (tournamentId: number) => ({
      tournament_id: tournamentId,
      team_id: team.id,
      captain_id: player.user.id,
    });

    const gates = {
      credits: () => post('/api/payments/orders', { kind: 'credits', plan_id: pack.id }, player.auth),
      subscription: () =>
        post('/api/payments/orders', { kind: 'subscription', plan_id: plan.id }, player.auth),
      tokens: () => post('/api/payments/orders', { kind: 'tokens', quantity: 2 }, player.auth),
      enrol: () => post('/api/add-tournament-participants', entry(paid.id), player.auth),
      waitlist: () => post('/api/join-tournament-waitlist', entry(full.id), player.auth),
      vip: () => post('/api/add-tournament-participants', entry(vipCup.id), player.auth),
      paypal: () => post('/api/update-user-paypal-email', { paypal_email: 'me@paypal.test' }, player.auth),
    };
    for (const gate of Object.values(gates)) expectNotVerified(await gate());
    // The PayPal e-mail is set straight in the database here, so that the withdrawal meets its own gate.
    await t.database.db
      .update(users)
      .set({ paypalEmail: 'me@paypal.test' })
      .where(eq(users.id, player.user.id));
    expectNotVerified(await post('/api/withdrawal-money-request', { amount: 20 }, player.auth));
    // A free tournament needs nothing more.
    const freeEntry = await post('/api/add-tournament-participants', entry(free.id), player.auth);
    expect(freeEntry.statusCode, freeEntry.body).toBe(200);

    await post('/api/verify-email', { token: (await verificationLink(player.email)).token });
    for (const [name, gate] of Object.entries(gates)) {
      const response = await gate();
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
    }
    const withdrawal = await post('/api/withdrawal-money-request', { amount: 20 }, player.auth);
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
  });
});
