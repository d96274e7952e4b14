/**
 * Ratings follow results (decision 0044): the library's values exactly, once per result, re-rated on
 * correction exactly where the correction reaches, nothing for a forfeit or a match between one person's accounts.
 */
import { and, asc, eq } from 'drizzle-orm';
import { rate, rating } from 'openskill';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bracketRecords } from '../../db/schema/brackets';
import { playerRatings, ratedMatches, ratingChanges } from '../../db/schema/ratings';
import { users } from '../../db/schema/users';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createAdmin } from '../../../test/admin-fixtures';
import { startedSoloCup } from '../../../test/catalogue-fixtures';
import { matchFacts } from './ratings.repository';
import { createRatings } from './ratings.service';
import { shownRating, type SkillState } from './ratings.rules';

let t: TestApp;
let admin: { auth: { authorization: string } };
beforeAll(async () => {
  t = await createTestApp();
});
// The harness empties the database before each test.
beforeEach(async () => {
  admin = await createAdmin(t.app, t.database);
});
afterAll(() => t.close());

type Auth = { authorization: string };

/** A started cup's matches with both teams, by bracket id order, with each side's team. */
async function readyMatches(cupId: number) {
  const rows = await t.database.db
    .select({ id: bracketRecords.id })
    .from(bracketRecords)
    .where(and(eq(bracketRecords.tournamentId, cupId), eq(bracketRecords.tableName, 'match')))
    .orderBy(asc(bracketRecords.id));
  const out: Array<{ id: number; team1: number; team2: number; status: number }> = [];
  for (const row of rows) {
    const facts = await matchFacts(t.database.db, row.id);
    const [one, two] = facts!.sides;
    if (one?.teamId && two?.teamId)
      out.push({ id: row.id, team1: one.teamId, team2: two.teamId, status: facts!.status });
  }
  return out;
}

async function setResult(matchId: number, score1: number, score2: number, reason?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/matches/${matchId}/result`,
    headers: admin.auth,
    payload: { opponent1_score: score1, opponent2_score: score2, ...(reason ? { reason } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function report(matchId: number, auth: Auth, own: number, opponent: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/report-match-score',
    headers: auth,
    payload: { match_id: matchId, own_score: own, opponent_score: opponent },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The solo teams' players: team id to user id. */
async function playerOf(teamId: number): Promise<number> {
  const { teamMembers } = await import('../../db/schema/teams');
  const [row] = await t.database.db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  return row!.userId;
}

async function ratingOf(userId: number, gameId: number) {
  const [row] = await t.database.db
    .select()
    .from(playerRatings)
    .where(
      and(eq(playerRatings.userId, userId), eq(playerRatings.gameId, gameId), eq(playerRatings.teamSize, 1)),
    );
  return row;
}

/** The library's own 1v1 sequence: each result a [winner, loser] pair of user ids. */
function expectedSkills(results: Array<[number, number]>): Map<number, SkillState> {
  const skills = new Map<number, SkillState>();
  const get = (id: number) => skills.get(id) ?? rating();
  for (const [winner, loser] of results) {
    const [[w], [l]] = rate([[rating(get(winner))], [rating(get(loser))]]);
    skills.set(winner, { mu: w!.mu, sigma: w!.sigma });
    skills.set(loser, { mu: l!.mu, sigma: l!.sigma });
  }
  return skills;
}

async function expectSkills(gameId: number, expected: Map<number, SkillState>, matches: Map<number, number>) {
  for (const [userId, skill] of expected) {
    const row = await ratingOf(userId, gameId);
    expect(row, `player ${userId} rated`).toBeDefined();
    expect(row!.mu).toBe(skill.mu);
    expect(row!.sigma).toBe(skill.sigma);
    expect(row!.rating).toBe(shownRating(skill));
    expect(row!.matches).toBe(matches.get(userId));
  }
}

describe('ratings', () => {
  it("rates each decided match once, by the captains or the organiser, with the library's values", async () => {
    const { cup, captains } = await startedSoloCup(t, {
      teams: 4,
      format: 'single_elimination',
      prefix: 'Rate',
    });
    const [first, second] = await readyMatches(cup.id);
    // The organiser decides one semi-final, the captains agree on the other.
    await setResult(first!.id, 2, 0);
    await report(second!.id, captains.get(second!.team1)!, 0, 1);
    await report(second!.id, captains.get(second!.team2)!, 1, 0);
    const final = (await readyMatches(cup.id)).find((m) => m.id !== first!.id && m.id !== second!.id)!;
    await setResult(final.id, 1, 3);

    const [a1, a2, b1, b2] = await Promise.all(
      [first!.team1, first!.team2, second!.team1, second!.team2].map(playerOf),
    );
    const finalist1 = await playerOf(final.team1);
    const finalist2 = await playerOf(final.team2);
    expect([finalist1, finalist2].sort()).toEqual([a1!, b2!].sort());
    const expected = expectedSkills([
      [a1!, a2!],
      [b2!, b1!],
      [finalist2, finalist1],
    ]);
    const counts = new Map([
      [a1!, 2],
      [a2!, 1],
      [b1!, 1],
      [b2!, 2],
    ]);
    await expectSkills(cup.gameId, expected, counts);
    const winnerRow = await ratingOf(finalist2, cup.gameId);
    expect([winnerRow!.wins, winnerRow!.losses]).toEqual([2, 0]);
    expect(winnerRow!.region).toBe(cup.region);

    // The same result again (another instance, a repeated event) changes nothing.
    const before = await t.database.db.select().from(ratingChanges).orderBy(asc(ratingChanges.id));
    const ratings = createRatings({ db: t.database.db, clock: t.app.deps.clock });
    await t.database.db.transaction((tx) => ratings.settle(tx, [first!.id, second!.id, final.id]));
    expect(await t.database.db.select().from(ratingChanges).orderBy(asc(ratingChanges.id))).toEqual(before);
    await expectSkills(cup.gameId, expected, counts);
  });

  it('re-rates exactly the matches a correction reaches, in their order', async () => {
    const { tournaments } = await import('../../db/schema/tournaments');
    const { tournamentEntryPlayers } = await import('../../db/schema/tournament-entries');
    const one = await startedSoloCup(t, { teams: 8, format: 'single_elimination', prefix: 'Fix' });
    const [a, b, x, y] = await readyMatches(one.cup.id);
    for (const match of [a, b, x, y]) await setResult(match!.id, 1, 0);
    const semi = (await readyMatches(one.cup.id)).find((m) => m.team1 === a!.team1 && m.team2 === b!.team1)!;
    await setResult(semi.id, 1, 0);
    // Two later cups of the same game: the second quarter-final's winner plays on in one (the correction reaches
    // it), two newcomers play in the other (nothing reaches it).
    const two = await startedSoloCup(t, { teams: 2, format: 'single_elimination', prefix: 'Later' });
    const three = await startedSoloCup(t, { teams: 2, format: 'single_elimination', prefix: 'Apart' });
    for (const cup of [two.cup, three.cup])
      await t.database.db
        .update(tournaments)
        .set({ gameId: one.cup.gameId })
        .where(eq(tournaments.id, cup.id));
    const [c] = await readyMatches(two.cup.id);
    const b1 = await playerOf(b!.team1);
    await t.database.db
      .update(tournamentEntryPlayers)
      .set({ userId: b1 })
      .where(
        and(
          eq(tournamentEntryPlayers.tournamentId, two.cup.id),
          eq(tournamentEntryPlayers.userId, await playerOf(c!.team1)),
        ),
      );
    await setResult(c!.id, 1, 0);
    const [d] = await readyMatches(three.cup.id);
    await setResult(d!.id, 1, 0);

    const rowsOf = async (matchId: number) =>
      t.database.db
        .select()
        .from(ratingChanges)
        .where(eq(ratingChanges.matchId, matchId))
        .orderBy(asc(ratingChanges.userId));
    const untouched = [a!, x!, y!, d!];
    const before = await Promise.all(untouched.map((m) => rowsOf(m.id)));
    const cBefore = await rowsOf(c!.id);
    expect((await rowsOf(semi.id)).length).toBe(2);

    // The second quarter-final goes the other way: the semi-final its winner played is reset.
    await setResult(b!.id, 0, 1, 'Wrong result entered');
    expect(await Promise.all(untouched.map((m) => rowsOf(m.id)))).toEqual(before);
    expect(await rowsOf(semi.id)).toEqual([]);
    expect(await t.database.db.select().from(ratedMatches).where(eq(ratedMatches.matchId, semi.id))).toEqual(
      [],
    );
    const cAfter = await rowsOf(c!.id);
    expect(cAfter.map((r) => r.muAfter)).not.toEqual(cBefore.map((r) => r.muAfter));
    expect(cAfter.map((r) => r.seq)).toEqual(cBefore.map((r) => r.seq));

    const players = async (m: { team1: number; team2: number }) =>
      [await playerOf(m.team1), await playerOf(m.team2)] as [number, number];
    const [a1, a2] = await players(a!);
    const [, b2] = await players(b!);
    const [x1, x2] = await players(x!);
    const [y1, y2] = await players(y!);
    const c2 = await playerOf(c!.team2);
    const [d1, d2] = await players(d!);
    const expected = expectedSkills([
      [a1, a2],
      [b2, b1],
      [x1, x2],
      [y1, y2],
      [b1, c2],
      [d1, d2],
    ]);
    await expectSkills(
      one.cup.gameId,
      expected,
      new Map([
        [a1, 1],
        [a2, 1],
        [b1, 2],
        [b2, 1],
        [x1, 1],
        [x2, 1],
        [y1, 1],
        [y2, 1],
        [c2, 1],
        [d1, 1],
        [d2, 1],
      ]),
    );
  });

  it('rates nothing for a forfeit, nor a match between accounts sharing a platform ID', async () => {
    const { cup } = await startedSoloCup(t, { teams: 4, format: 'single_elimination', prefix: 'Abuse' });
    const [a, b] = await readyMatches(cup.id);
    const forfeit = await t.app.inject({
      method: 'POST',
      url: `/api/admin/matches/${a!.id}/forfeit`,
      headers: admin.auth,
      payload: { team_id: a!.team2, reason: 'No show' },
    });
    expect(forfeit.statusCode, forfeit.body).toBe(200);
    const [b1, b2] = await Promise.all([b!.team1, b!.team2].map(playerOf));
    await t.database.db.update(users).set({ psn: 'SameConsole' }).where(eq(users.id, b1!));
    // Platform IDs are unique per platform: one person's second account shows the same name on another platform.
    await t.database.db.update(users).set({ xbox: 'sameconsole' }).where(eq(users.id, b2!));
    await setResult(b!.id, 1, 0);

    const rows = await t.database.db
      .select()
      .from(ratedMatches)
      .where(eq(ratedMatches.tournamentId, cup.id))
      .orderBy(asc(ratedMatches.seq));
    expect(rows.map((r) => [r.matchId, r.rated, r.unratedReason])).toEqual([
      [a!.id, 0, 'forfeit'],
      [b!.id, 0, 'shared_platform_id'],
    ]);
    expect(await t.database.db.select().from(ratingChanges).where(eq(ratingChanges.matchId, a!.id))).toEqual(
      [],
    );
    for (const teamId of [a!.team1, a!.team2, b!.team1, b!.team2])
      expect(await ratingOf(await playerOf(teamId), cup.gameId)).toBeUndefined();
  });
});
