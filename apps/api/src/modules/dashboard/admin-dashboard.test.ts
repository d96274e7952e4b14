/** The console's home: counts and sums over players, orders, withdrawals and the next tournaments. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentOrders } from '../../db/schema/payments';
import { tournamentEntries } from '../../db/schema/tournament-entries';
import { users } from '../../db/schema/users';
import { withdrawalRequests } from '../../db/schema/withdrawals';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { createAdmin } from '../../../test/admin-fixtures';
import { insertSignedInPlayers } from '../../../test/fixtures';
import { enrol, insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
type Auth = { authorization: string };
let admin: { auth: Auth };
beforeEach(async () => {
  admin = await createAdmin(t.app, t.database);
});

const dashboard = async () =>
  body<{ data: Record<string, unknown> }>(
    await t.app.inject({ url: '/api/admin/dashboard', headers: admin.auth }),
  ).data;

async function order(
  userId: number,
  kind: 'credits' | 'subscription' | 'tokens',
  pence: number,
  status: 'completed' | 'created',
) {
  await t.database.db.insert(paymentOrders).values({
    provider: 'sandbox',
    providerOrderId: `ORDER-${kind}-${pence}-${status}-${Math.random()}`,
    userId,
    kind,
    quantity: 1,
    amountPence: pence,
    currency: 'GBP',
    description: kind,
    status,
  });
}

async function withdrawal(userId: number, pence: number, status: 'pending' | 'processing' | 'paid') {
  await t.database.db.insert(withdrawalRequests).values({
    userId,
    amountPence: pence,
    feePence: 0,
    netPence: pence,
    paypalEmail: 'payee@example.com',
    status,
    senderBatchId: `BATCH-${Math.random()}`,
  });
}

describe('the console dashboard', () => {
  it('is all zeros and an empty list on an empty platform (the admin is its only player)', async () => {
    expect(await dashboard()).toEqual({
      players: { total: 1, new_last_7_days: 1, banned: 0 },
      revenue: { credits: 0, subscription: 0, tokens: 0, total: 0 },
      withdrawals: { open: 0, open_amount: 0 },
      disputes: 0,
      upcoming: [],
    });
  });

  it('counts players, completed revenue by product, open withdrawals and the next pending starts with their entries', async () => {
    const [a, b, c] = (await insertSignedInPlayers(t.database, 3)).map((player) => player.user);
    const { db } = t.database;
    // One old player and one banned one.
    await db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 30 * DAY) })
      .where(eq(users.id, a!.id));
    await db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, b!.id));

    await order(a!.id, 'credits', 1000, 'completed');
    await order(a!.id, 'credits', 550, 'completed');
    await order(b!.id, 'subscription', 999, 'completed');
    await order(c!.id, 'tokens', 300, 'completed');
    await order(c!.id, 'tokens', 10_000, 'created'); // not paid: no revenue
    await withdrawal(a!.id, 2000, 'pending');
    await withdrawal(b!.id, 500, 'processing');
    await withdrawal(c!.id, 9999, 'paid'); // settled: not open

    const game = await insertGame(db);
    const later = await insertTournament(db, game.id, {
      tournamentStartDate: new Date(Date.now() + 5 * DAY),
    });
    const sooner = await insertTournament(db, game.id, {
      tournamentStartDate: new Date(Date.now() + 2 * DAY),
    });
    await insertTournament(db, game.id, { tournamentState: 'underway' }); // started: not upcoming
    const entered = await enrol(db, sooner.id, await insertTeam(db, [a!.id]));
    await enrol(db, sooner.id, await insertTeam(db, [b!.id]));
    // An entry that left no longer counts.
    const left = await enrol(db, later.id, await insertTeam(db, [c!.id]));
    await db.update(tournamentEntries).set({ status: 'left' }).where(eq(tournamentEntries.id, left.id));
    expect(entered.status).toBe('active');

    expect(await dashboard()).toMatchObject({
      players: { total: 4, new_last_7_days: 3, banned: 1 },
      revenue: { credits: 15.5, subscription: 9.99, tokens: 3, total: 28.49 },
      withdrawals: { open: 2, open_amount: 25 },
      disputes: 0,
      upcoming: [
        { id: sooner.id, tournament_name: sooner.tournamentName, enrolled_teams: 2, total_teams: 8 },
        { id: later.id, tournament_name: later.tournamentName, enrolled_teams: 0, total_teams: 8 },
      ],
    });
  });
});
