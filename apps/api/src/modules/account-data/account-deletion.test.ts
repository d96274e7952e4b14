/**
 * Delete my account (GDPR article 17; issue 28, decision 0052): the refusals, then an erasure that leaves no
 * trace of the e-mail or the name in any text column of any table, every ledger sum as it was, and the account
 * unusable.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import { withdrawalRequests } from '../../db/schema/withdrawals';
import { createTestApp, resetLimiters, type TestApp } from '../../../test/harness';
import { login, registerAndLogin, STRONG_PASSWORD } from '../../../test/fixtures';
import { enrol, insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { fund, ledgerSumsOf } from '../../../test/money-fixtures';
import { createAdmin } from '../../../test/admin-fixtures';
import { TWO_FACTOR_MESSAGES } from '@arena/shared/two-factor';
import { totpCode } from '../../lib/totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => resetLimiters());

const deleteAccount = (auth: { authorization: string }, password = STRONG_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/delete-account', headers: auth, payload: { password } });

/** Every text and JSON value in the database that contains `needle` (without case), as table.column. */
async function whereItAppears(needle: string): Promise<string[]> {
  const columns = (
    (await t.database.db.execute(sql`
      SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'json', 'jsonb')`)) as unknown as {
      rows: Array<{ table: string; column: string }>;
    }
  ).rows;
  const found: string[] = [];
  for (const { table, column } of columns) {
    const hits = (await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.raw(`"${table}"`)} WHERE ${sql.raw(`"${column}"`)}::text ILIKE ${`%${needle}%`}`,
    )) as unknown as { rows: Array<{ n: number }> };
    if (hits.rows[0]!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('POST /api/delete-account', () => {
  it('erases the account: no e-mail or name left anywhere, ledger sums kept, the account unusable', async () => {
    const player = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/update-user-profile',
      headers: player.auth,
      payload: { email: player.email, psn: `psn${player.user.id}x`, city: 'Lyon' },
    });
    // Credits and tokens (forfeited), a finished tournament entry, a team and a membership.
    await fund(t.database, player.user.id, 'credits', 40);
    await fund(t.database, player.user.id, 'tokens', 2);
    const ownTeam = await insertTeam(t.database.db, [player.user.id]);
    const othersTeam = await insertTeam(t.database.db, [other.user.id, player.user.id]);
    const game = await insertGame(t.database.db);
    const finished = await insertTournament(t.database.db, game.id, { teamSize: 2 });
    await t.database.db.execute(
      sql`UPDATE tournaments SET tournament_state = 'completed' WHERE id = ${finished.id}`,
    );
    await enrol(t.database.db, finished.id, othersTeam);
    // Another player was told about them, by name and address.
    await t.database.db.insert(notifications).values({
      userId: other.user.id,
      type: 'team.join_requested',
      title: `${player.name} asked to join`,
      body: `${player.name} (${player.email}) wants a place on your team.`,
      link: '#/myprofile?menu=6',
    });
    const sums = await ledgerSumsOf(t.database, player.user.id);
    expect(sums).toMatchObject({ credits: 40, tokens: 2 });

    const deleted = await deleteAccount(player.auth);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ message: 'Your account has been deleted.' });

    expect(await whereItAppears(player.email)).toEqual([]);
    expect(await whereItAppears(player.name)).toEqual([]);
    expect(await whereItAppears(`psn${player.user.id}x`)).toEqual([]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, player.user.id));
    expect(row).toMatchObject({ name: `Deleted player #${player.user.id}`, city: null, psn: null });
    expect(row!.deletedAt).not.toBeNull();
    // The other player's notice now names the pseudonym; the ledger is as it was.
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, other.user.id));
    expect(notice!.title).toBe(`Deleted player #${player.user.id} asked to join`);
    expect(await ledgerSumsOf(t.database, player.user.id)).toEqual(sums);
    // The team they captained is gone, the other team keeps its other member.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/teams-list', headers: other.auth })).statusCode,
    ).toBe(200);
    const teamRows = (await t.database.db.execute(
      sql`SELECT id, deleted_at IS NOT NULL AS gone FROM teams WHERE id IN (${ownTeam.id}, ${othersTeam.id}) ORDER BY id`,
    )) as unknown as { rows: Array<{ id: number; gone: boolean }> };
    expect(teamRows.rows.map((r) => r.gone)).toEqual([true, false]);

    // The console shows the account as deleted.
    const organiser = await createAdmin(t.app, t.database);
    const shown = await t.app.inject({
      url: `/api/admin/players/${player.user.id}`,
      headers: organiser.auth,
    });
    expect(shown.json()).toMatchObject({
      data: { name: `Deleted player #${player.user.id}`, deleted_at: expect.any(String), two_factor: false },
    });

    // Signed out everywhere, and no way back in.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user-profile', headers: player.auth })).statusCode,
    ).toBe(403);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: player.email, password: STRONG_PASSWORD },
    });
    expect(again.statusCode).toBe(400);
  });

  it('asks for the right password', async () => {
    const player = await registerAndLogin(t.app);
    const wrong = await deleteAccount(player.auth, 'Wr0ng!Password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'The password is not correct.' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user-profile', headers: player.auth })).statusCode,
    ).toBe(200);
  });

  it('is refused while the wallet holds money, a withdrawal is being paid, or a team of theirs plays', async () => {
    const rich = await registerAndLogin(t.app);
    await fund(t.database, rich.user.id, 'wallet', 500);
    expect((await deleteAccount(rich.auth)).json()).toMatchObject({
      message: 'Your wallet still holds money. Withdraw it first, then delete your account.',
    });

    const paying = await registerAndLogin(t.app);
    await t.database.db.insert(withdrawalRequests).values({
      userId: paying.user.id,
      amountPence: 1000,
      feePence: 0,
      netPence: 1000,
      senderBatchId: `test-${paying.user.id}`,
      paypalEmail: 'payee@arena.test',
      status: 'processing',
    });
    expect((await deleteAccount(paying.auth)).json()).toMatchObject({
      message:
        'A withdrawal of yours is still being paid. Wait until it is settled, then delete your account.',
    });

    const captain = await registerAndLogin(t.app);
    const team = await insertTeam(t.database.db, [captain.user.id]);
    const game = await insertGame(t.database.db);
    const cup = await insertTournament(t.database.db, game.id, { teamSize: 1 });
    await enrol(t.database.db, cup.id, team);
    const refused = await deleteAccount(captain.auth);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message:
        'You captain a team in a tournament that has not finished. Leave it, or wait until it is over, then delete your account.',
    });
    // Nothing changed for any of them.
    for (const who of [rich, paying, captain]) expect((await login(t.app, who)).token).toBeTruthy();
  });

  it('asks an account with two-factor sign-in for its second factor too, and uses it up', async () => {
    const player = await registerAndLogin(t.app);
    const setup = await t.app.inject({ method: 'POST', url: '/api/two-factor/setup', headers: player.auth });
    const { secret } = setup.json() as { secret: string };
    const enabled = await t.app.inject({
      method: 'POST',
      url: '/api/two-factor/enable',
      headers: player.auth,
      payload: { code: totpCode(secret, new Date()) },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const [recovery] = (enabled.json() as { recovery_codes: string[] }).recovery_codes;

    expect((await deleteAccount(player.auth)).json()).toMatchObject({
      message: TWO_FACTOR_MESSAGES.required,
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/delete-account',
      headers: player.auth,
      payload: { password: STRONG_PASSWORD, recovery_code: 'AAAA-BBBB-CCCC-DDDD' },
    });
    expect(wrong.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.wrongCode });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user-profile', headers: player.auth })).statusCode,
    ).toBe(200);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/delete-account',
      headers: player.auth,
      payload: { password: STRONG_PASSWORD, recovery_code: recovery },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await whereItAppears(player.email)).toEqual([]);
  });
});
