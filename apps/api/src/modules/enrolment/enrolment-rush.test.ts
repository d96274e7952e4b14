/**
 * Decision 0035: a rush for the last places. Enrolments in one tournament queue in the instance, and a tournament found
 * full (or closed) on a plain read refuses with no transaction, no lock and no write; the requests that queued
 * before that read are refused by it too. Places freed later are taken again.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLMENT_MESSAGES } from '@arena/shared/enrolment';
import type { Database } from '../../db/client';
import { ledgerEntries } from '../../db/schema/ledger';
import { tournamentEntries } from '../../db/schema/tournament-entries';
import { body, createTestApp, testConfig, testDatabase, type TestApp } from '../../../test/harness';
import { insertSignedInPlayers } from '../../../test/fixtures';
import { insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { balancesOf, fund } from '../../../test/money-fixtures';

/** The database the app runs on, counting the transactions it starts. */
function countingTransactions(database: Database) {
  let started = 0;
  const db = new Proxy(database.db, {
    get(target, property) {
      if (property === 'transaction') {
        return (...args: Parameters<Database['db']['transaction']>) => {
          started += 1;
          return target.transaction(...args);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    database: { ...database, db } satisfies Database,
    started: () => started,
  };
}

let t: TestApp;
let transactions: () => number;

beforeAll(async () => {
  const counting = countingTransactions(await testDatabase());
  transactions = counting.started;
  // The outbox worker is off: its own transactions are not the enrolment's.
  const config = testConfig();
  t = await createTestApp({
    config: { notifications: { ...config.notifications, worker: false } },
    deps: { database: counting.database },
  });
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof insertSignedInPlayers>>[number];

const enrol = (player: Player, tournamentId: number, teamId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/add-tournament-participants',
    headers: player.auth,
    payload: { tournament_id: tournamentId, team_id: teamId, captain_id: player.user.id },
  });

/** `count` captains of solo teams, each funded with `credits`. */
async function soloCaptains(count: number, credits: number) {
  const captains = await insertSignedInPlayers(t.database, count);
  const out: Array<{ player: Player; teamId: number }> = [];
  for (const player of captains) {
    await fund(t.database, player.user.id, 'credits', credits);
    out.push({ player, teamId: (await insertTeam(t.database.db, [player.user.id])).id });
  }
  return out;
}

async function cup(overrides: Parameters<typeof insertTournament>[2] = {}) {
  const game = await insertGame(t.database.db);
  return insertTournament(t.database.db, game.id, { entryFee: 10, teamSize: 1, totalTeams: 2, ...overrides });
}

const ledgerOf = (userId: number) =>
  t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));

describe('a rush for the last places', () => {
  it('refuses a full tournament without a transaction: nothing written, the money kept', async () => {
    const [first, second, late] = await soloCaptains(3, 10);
    const tournament = await cup();
    expect((await enrol(first!.player, tournament.id, first!.teamId)).statusCode).toBe(200);
    expect((await enrol(second!.player, tournament.id, second!.teamId)).statusCode).toBe(200);
    const ledgerBefore = await ledgerOf(late!.player.user.id);

    const before = transactions();
    const refused = await enrol(late!.player, tournament.id, late!.teamId);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(body(refused).error[0]).toBe(ENROLMENT_MESSAGES.full);
    expect(transactions()).toBe(before);
    expect(await balancesOf(t.database, late!.player.user.id)).toMatchObject({ credits: 10 });
    expect(await ledgerOf(late!.player.user.id)).toEqual(ledgerBefore);
  });

  it('refuses a closed or unknown tournament without a transaction, with the same answers as before', async () => {
    const [captain] = await soloCaptains(1, 10);
    const closed = await cup({ tournamentState: 'underway' });
    const before = transactions();
    const answer = await enrol(captain!.player, closed.id, captain!.teamId);
    expect(answer.statusCode).toBe(400);
    expect(body(answer).error[0]).toBe(ENROLMENT_MESSAGES.registrationClosed);
    expect((await enrol(captain!.player, 999_999, captain!.teamId)).statusCode).toBe(404);
    expect(transactions()).toBe(before);
  });

  it('30 captains at once for 4 places: 4 transactions, 4 entries, 4 debits, 26 refused and not charged', async () => {
    const captains = await soloCaptains(30, 10);
    const tournament = await cup({ totalTeams: 4 });
    const before = transactions();
    const answers = await Promise.all(captains.map((c) => enrol(c.player, tournament.id, c.teamId)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    expect(codes.filter((c) => c === 400)).toHaveLength(26);
    for (const refused of answers.filter((a) => a.statusCode === 400))
      expect(body(refused).error[0]).toBe(ENROLMENT_MESSAGES.full);
    // Only the enrolments that found a place opened a transaction.
    expect(transactions() - before).toBe(4);

    const entries = await t.database.db
      .select()
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentId, tournament.id), eq(tournamentEntries.status, 'active')));
    expect(entries).toHaveLength(4);
    const winners = new Set(entries.map((e) => e.captainId));
    for (const { player } of captains) {
      const fees = (await ledgerOf(player.user.id)).filter((e) => e.reason === 'entry fee');
      expect(fees).toHaveLength(winners.has(player.user.id) ? 1 : 0);
      expect((await balancesOf(t.database, player.user.id)).credits).toBe(
        winners.has(player.user.id) ? 0 : 10,
      );
    }
  });

  it('a place freed after a refusal is taken by the next request', async () => {
    const [first, second, late] = await soloCaptains(3, 10);
    const tournament = await cup();
    expect((await enrol(first!.player, tournament.id, first!.teamId)).statusCode).toBe(200);
    expect((await enrol(second!.player, tournament.id, second!.teamId)).statusCode).toBe(200);
    expect((await enrol(late!.player, tournament.id, late!.teamId)).statusCode).toBe(400);

    const left = await t.app.inject({
      method: 'DELETE',
      url: '/api/remove-tournament-participants',
      headers: first!.player.auth,
      payload: { tournament_id: tournament.id, captain_id: first!.player.user.id },
    });
    expect(left.statusCode, left.body).toBe(200);
    const taken = await enrol(late!.player, tournament.id, late!.teamId);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await balancesOf(t.database, late!.player.user.id)).toMatchObject({ credits: 0 });
  });

  it('a rush on one tournament does not hold back enrolment in another', async () => {
    const captains = await soloCaptains(12, 10);
    const busy = await cup({ totalTeams: 2 });
    const other = await cup({ totalTeams: 2 });
    const [answers, elsewhere] = await Promise.all([
      Promise.all(captains.slice(0, 11).map((c) => enrol(c.player, busy.id, c.teamId))),
      enrol(captains[11]!.player, other.id, captains[11]!.teamId),
    ]);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
  });
});
