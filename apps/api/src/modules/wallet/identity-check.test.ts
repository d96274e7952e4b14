/**
 * The identity check (decision 0056): withdrawals reaching the threshold wait for an admin's review, which
 * approves (the request is paid as usual) or refuses (the amount back in the wallet, once).
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_CHECK_MESSAGES, type PlayerIdentityCheck, type Withdrawal } from '@arena/shared/wallet';
import { identityCheckThresholdPence } from '../../config';
import { ledgerEntries } from '../../db/schema/ledger';
import { domainEvents } from '../../db/schema/notifications';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { createAdmin } from '../../../test/admin-fixtures';
import { registerAndLogin } from '../../../test/fixtures';
import { balancesOf, fund, ledgerSumsOf } from '../../../test/money-fixtures';
import { WITHDRAWAL_ADMIN_MESSAGES } from './wallet.service';

// €2,000 at £1 = €1.25: the threshold is £1,600.00, a round figure the amounts below are chosen around.
const THRESHOLD_EUR = 2000;
const RATE = 1.25;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      identityCheck: {
        thresholdEur: THRESHOLD_EUR,
        gbpEurRate: RATE,
        thresholdPence: identityCheckThresholdPence(THRESHOLD_EUR, RATE),
      },
    },
  });
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof registerAndLogin>>;
const post = (url: string, auth: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload: payload as Record<string, unknown> });
const get = (url: string, auth: Record<string, string>) => t.app.inject({ url, headers: auth });

async function walletHolder(pounds: number) {
  const player = await registerAndLogin(t.app);
  await fund(t.database, player.user.id, 'wallet', pounds * 100);
  const linked = await post('/api/update-user-paypal-email', player.auth, {
    paypal_email: `pp.${player.email}`,
  });
  expect(linked.statusCode, linked.body).toBe(200);
  return player;
}

/** An organiser the console opens to: an admin with the second factor it needs (decision 0057). */
const admin = () => createAdmin(t.app, t.database);

async function withdraw(player: Player, amount: number): Promise<Withdrawal> {
  const answer = await post('/api/withdrawal-money-request', player.auth, { amount });
  expect(answer.statusCode, answer.body).toBe(200);
  return body<{ data: Withdrawal }>(answer).data;
}

async function historyOf(player: Player) {
  return body<{ data: Withdrawal[] }>(await get('/api/user-withdrawal-money-requests', player.auth)).data;
}

async function auditOf(organiser: Player, withdrawalId: number) {
  return body<{ data: Array<{ action: string; note: string | null; after: { status: string } }> }>(
    await get(`/api/admin/audit?target_type=withdrawal&target_id=${withdrawalId}`, organiser.auth),
  ).data;
}

const approve = (organiser: Player, id: number, note: unknown = 'Passport checked') =>
  post(`/api/admin/withdrawals/${id}/identity-check/approve`, organiser.auth, { note });
const refuse = (organiser: Player, id: number, note: unknown = 'The documents do not match') =>
  post(`/api/admin/withdrawals/${id}/identity-check/refuse`, organiser.auth, { note });

const HELD_REASON = IDENTITY_CHECK_MESSAGES.held('€2,000', '£1,600.00 at £1 = €1.25');

describe('the identity check threshold', () => {
  it('works out the threshold in pence from euros and the rate, rounding up', () => {
    expect(identityCheckThresholdPence(2000, 1.25)).toBe(160_000);
    expect(identityCheckThresholdPence(2000, 1.15)).toBe(173_914);
    expect(identityCheckThresholdPence(1, 3)).toBe(34);
  });

  it('pays below the threshold as usual, and holds the request that reaches it with the reason', async () => {
    const player = await walletHolder(5000);
    const first = await withdraw(player, 1000);
    const second = await withdraw(player, 599);
    for (const row of [first, second])
      expect(row).toMatchObject({ status: 'pending', reason: null, identity_check: null });

    // £1,599 + £10 reaches £1,600: this request is held, and debited like any other.
    const held = await withdraw(player, 10);
    expect(held).toMatchObject({ status: 'review', reason: HELD_REASON, identity_check: 'waiting' });
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ wallet: (5000 - 1609) * 100 });
    // Every later one waits too, however small.
    expect(await withdraw(player, 5)).toMatchObject({ status: 'review', identity_check: 'waiting' });

    const history = await historyOf(player);
    expect(history.slice(0, 2).map((w) => [w.status, w.reason])).toEqual([
      ['review', HELD_REASON],
      ['review', HELD_REASON],
    ]);
    const notices = (
      await t.database.db.select().from(domainEvents).where(eq(domainEvents.type, 'withdrawal.held'))
    ).filter((e) => (e.data as { withdrawal_id?: number }).withdrawal_id === held.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.recipients).toEqual([player.user.id]);
  });

  it('does not count requests whose money went back to the wallet', async () => {
    const organiser = await admin();
    const player = await walletHolder(5000);
    const big = await withdraw(player, 1500);
    expect((await post(`/api/admin/withdrawals/${big.id}/reject`, organiser.auth)).statusCode).toBe(200);
    expect(await withdraw(player, 1500)).toMatchObject({ status: 'pending' });
    expect(await withdraw(player, 100)).toMatchObject({ status: 'review' });
  });

  it('holds exactly the requests at and past the threshold when they come at once', async () => {
    const player = await walletHolder(5000);
    await withdraw(player, 1100);
    // £1,100 + ten times £100: the 5th reaches £1,600, whichever order they are counted in.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/withdrawal-money-request', player.auth, { amount: 100 })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    const statuses = answers.map((a) => body<{ data: Withdrawal }>(a).data.status).sort();
    expect(statuses).toEqual([
      ...Array.from({ length: 4 }, () => 'pending'),
      ...Array.from({ length: 6 }, () => 'review'),
    ]);
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ wallet: (5000 - 2100) * 100 });
  });
});

describe('the review', () => {
  it('approves with a note: the request is pending again and the payout proceeds; audited', async () => {
    const organiser = await admin();
    const player = await walletHolder(2000);
    const held = await withdraw(player, 1700);
    expect(held.status).toBe('review');

    // Neither paid nor rejected while it waits.
    expect((await post(`/api/admin/withdrawals/${held.id}/pay`, organiser.auth)).statusCode).toBe(409);
    expect((await post(`/api/admin/withdrawals/${held.id}/reject`, organiser.auth)).statusCode).toBe(409);

    const missing = await approve(organiser, held.id, '  ');
    expect(missing.statusCode).toBe(400);
    expect(body(missing).error).toEqual([IDENTITY_CHECK_MESSAGES.noteRequired]);

    const approved = await approve(organiser, held.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(body<{ message: string; data: Withdrawal }>(approved)).toMatchObject({
      message: IDENTITY_CHECK_MESSAGES.approved,
      data: { status: 'pending', identity_check: 'approved', reason: null },
    });
    const again = await approve(organiser, held.id);
    expect(again.statusCode).toBe(409);
    expect(body(again).error).toEqual([IDENTITY_CHECK_MESSAGES.notWaiting]);

    const paid = await post(`/api/admin/withdrawals/${held.id}/pay`, organiser.auth);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(body<{ data: Withdrawal }>(paid).data.status).toBe('processing');
    expect((await historyOf(player))[0]).toMatchObject({ status: 'processing', identity_check: 'approved' });

    const audit = await auditOf(organiser, held.id);
    expect(audit.map((a) => [a.action, a.after.status, a.note])).toEqual([
      ['withdrawal.pay', 'processing', null],
      ['withdrawal.identity_approve', 'pending', 'Passport checked'],
    ]);
  });

  it('refuses with a note: the amount is back in the wallet exactly once, and the player reads the note', async () => {
    const organiser = await admin();
    const player = await walletHolder(2000);
    const held = await withdraw(player, 1700);
    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ wallet: 30_000 });

    const answers = await Promise.all([refuse(organiser, held.id), refuse(organiser, held.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const repeated = await refuse(organiser, held.id);
    expect(repeated.statusCode).toBe(409);
    expect(body(repeated).error).toEqual([IDENTITY_CHECK_MESSAGES.notWaiting]);
    expect((await approve(organiser, held.id)).statusCode).toBe(409);

    expect(await balancesOf(t.database, player.user.id)).toMatchObject({ wallet: 200_000 });
    expect(await ledgerSumsOf(t.database, player.user.id)).toMatchObject({ wallet: 200_000 });
    const refunds = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.userId, player.user.id),
          like(ledgerEntries.reference, `withdrawal:${held.id}:%`),
        ),
      );
    expect(refunds.map((r) => [r.reference, r.delta, r.note])).toEqual([
      [`withdrawal:${held.id}:refund`, 170_000, 'The documents do not match'],
    ]);

    expect((await historyOf(player))[0]).toMatchObject({
      status: 'rejected',
      identity_check: 'refused',
      reason: 'The documents do not match',
    });
    const audit = await auditOf(organiser, held.id);
    expect(audit.map((a) => [a.action, a.after.status, a.note])).toEqual([
      ['withdrawal.identity_refuse', 'rejected', 'The documents do not match'],
    ]);
    expect((await post(`/api/admin/withdrawals/${held.id}/pay`, organiser.auth)).statusCode).toBe(409);
  });

  it('refuses an admin reviewing their own request, and answers 404 for an unknown one', async () => {
    const organiser = await admin();
    await fund(t.database, organiser.user.id, 'wallet', 200_000);
    expect(
      (
        await post('/api/update-user-paypal-email', organiser.auth, {
          paypal_email: `pp.${organiser.email}`,
          recovery_code: organiser.recoveryCodes.shift(),
        })
      ).statusCode,
    ).toBe(200);
    // An account with a second factor confirms its withdrawal with it (decision 0049).
    const asked = await post('/api/withdrawal-money-request', organiser.auth, {
      amount: 1700,
      recovery_code: organiser.recoveryCodes.shift(),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const held = body<{ data: Withdrawal }>(asked).data;
    const own = await approve(organiser, held.id);
    expect(own.statusCode).toBe(403);
    expect(body(own).error).toEqual([WITHDRAWAL_ADMIN_MESSAGES.cannotReviewOwn]);
    expect((await refuse(organiser, held.id)).statusCode).toBe(403);
    expect((await approve(await admin(), 999_999)).statusCode).toBe(404);
  });

  it('is refused to players', async () => {
    const player = await walletHolder(2000);
    const held = await withdraw(player, 1700);
    expect((await approve(player, held.id)).statusCode).toBe(404);
    expect((await get(`/api/admin/players/${player.user.id}/identity-check`, player.auth)).statusCode).toBe(
      404,
    );
  });
});

describe("the console's player page", () => {
  it("shows where the player's identity check stands", async () => {
    const organiser = await admin();
    const player = await walletHolder(5000);
    const check = async () => {
      const answer = await get(`/api/admin/players/${player.user.id}/identity-check`, organiser.auth);
      expect(answer.statusCode, answer.body).toBe(200);
      return body<{ data: PlayerIdentityCheck }>(answer).data;
    };
    expect(await check()).toEqual({
      status: 'below',
      counted: 0,
      threshold: 1600,
      threshold_eur: 2000,
      gbp_eur_rate: 1.25,
      waiting: 0,
      approved: 0,
      refused: 0,
      last_review: null,
    });
    await withdraw(player, 1000);
    const first = await withdraw(player, 700);
    const second = await withdraw(player, 50);
    expect(await check()).toMatchObject({ status: 'reached', counted: 1750, waiting: 2, last_review: null });
    expect((await approve(organiser, first.id)).statusCode).toBe(200);
    expect((await refuse(organiser, second.id, 'Not the account holder')).statusCode).toBe(200);
    expect(await check()).toMatchObject({
      status: 'reached',
      counted: 1700,
      waiting: 0,
      approved: 1,
      refused: 1,
      last_review: {
        withdrawal_id: second.id,
        decision: 'refused',
        note: 'Not the account holder',
        reviewed_by: { id: organiser.user.id, name: organiser.name },
      },
    });
    expect((await get('/api/admin/players/999999/identity-check', organiser.auth)).statusCode).toBe(404);
  });
});
