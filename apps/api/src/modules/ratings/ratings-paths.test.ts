/**
 * Ratings through every result path (decision 0044), on the test database (embedded or PostgreSQL), two app
 * instances on one test clock: a correction rewrites only the rows it reaches; a new result's fast path equals a
 * full recount; the deadline's auto-confirm, the organiser's result and acceptance, a forfeit over a rated result,
 * a team with no entry, one person on both teams, a 2v2 match and a round-robin draw, each against the openskill
 * library's own values; and the backfill of results from before ratings.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { rate, rating } from 'openskill';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEMBER } from '@arena/shared/teams';
import { bracketRecords } from '../../db/schema/brackets';
import { playerRatings, ratedMatches, ratingChanges } from '../../db/schema/ratings';
import { teamMembers } from '../../db/schema/teams';
import { tournamentEntries, tournamentEntryPlayers } from '../../db/schema/tournament-entries';
import type { TestApp } from '../../../test/harness';
import { twoInstancesOnATestClock } from '../../../test/two-instances';
import { createAdmin } from '../../../test/admin-fixtures';
import { insertSignedInPlayers } from '../../../test/fixtures';
import { enrol, insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { matchFacts, refreshPlayerRatings } from './ratings.repository';
import { shownRating, type SkillState } from './ratings.rules';

const MINUTE = 60_000;
const { clock, instances } = twoInstancesOnATestClock();
let t: TestApp;
let other: TestApp;
let admin: { auth: { authorization: string } };
beforeAll(() => {
  ({ t, other } = instances);
});
// The harness empties the database before each test.
beforeEach(async () => {
  admin = await createAdmin(t.app, t.database);
});

type Auth = { authorization: string };
type Format = 'single_elimination' | 'double_elimination' | 'round_robin';
interface Entrant {
  teamId: number;
  userIds: number[];
  captain: Auth;
}

/** A started cup of `teams` teams of `teamSize` new players each (or the given entrants again), seeded in order. */
async function startedCup(options: {
  teams?: number;
  teamSize?: number;
  format?: Format;
  minutes?: number;
  gameId?: number;
  entrants?: Entrant[];
}) {
  const db = t.database.db;
  const teamSize = options.teamSize ?? 1;
  const gameId = options.gameId ?? (await insertGame(db)).id;
  const count = options.entrants?.length ?? options.teams!;
  const cup = await insertTournament(db, gameId, {
    totalTeams: count,
    teamSize,
    entryFee: 0,
    bracketFormat: options.format ?? 'single_elimination',
    seeding: 'organiser',
    matchReportMinutes: options.minutes ?? 0,
  });
  let entrants = options.entrants;
  if (!entrants) {
    const people = await insertSignedInPlayers(t.database, count * teamSize);
    entrants = [];
    for (let i = 0; i < count; i++) {
      const members = people.slice(i * teamSize, (i + 1) * teamSize);
      const team = await insertTeam(
        db,
        members.map((p) => p.user.id),
        `Path ${cup.id} ${i}`,
      );
      entrants.push({ teamId: team.id, userIds: members.map((p) => p.user.id), captain: members[0]!.auth });
    }
  }
  for (const entrant of entrants)
    await enrol(db, cup.id, { id: entrant.teamId, captainId: entrant.userIds[0]! });
  expect(await t.app.lifecycle.start(cup.id)).toBe('started');
  return { cup, entrants, players: (teamId: number) => entrants.find((e) => e.teamId === teamId)!.userIds };
}

/** The cup's matches with both teams, by id, with their state (4 and up: decided). */
async function matchesOf(cupId: number) {
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
const openMatches = async (cupId: number) => (await matchesOf(cupId)).filter((m) => m.status < 4);

async function post(url: string, auth: Auth, payload: Record<string, unknown>, status = 200) {
  const response = await t.app.inject({ method: 'POST', url, headers: auth, payload });
  expect(response.statusCode, response.body).toBe(status);
  return response;
}
const setResult = (matchId: number, score1: number, score2: number, reason?: string) =>
  post(`/api/admin/matches/${matchId}/result`, admin.auth, {
    opponent1_score: score1,
    opponent2_score: score2,
    ...(reason ? { reason } : {}),
  });
const report = (matchId: number, auth: Auth, own: number, opponent: number) =>
  post('/api/report-match-score', auth, { match_id: matchId, own_score: own, opponent_score: opponent });

const changesOf = (matchId: number) =>
  t.database.db
    .select()
    .from(ratingChanges)
    .where(eq(ratingChanges.matchId, matchId))
    .orderBy(asc(ratingChanges.userId));
const ratedOf = (tournamentId: number) =>
  t.database.db
    .select()
    .from(ratedMatches)
    .where(eq(ratedMatches.tournamentId, tournamentId))
    .orderBy(asc(ratedMatches.seq));
const ratingsOf = (userIds: number[]) =>
  t.database.db
    .select()
    .from(playerRatings)
    .where(inArray(playerRatings.userId, userIds))
    .orderBy(asc(playerRatings.userId), asc(playerRatings.gameId), asc(playerRatings.teamSize));

/** The library's own skills after a sequence of matches: each [winners, losers, draw?] of user ids. */
function library(matches: Array<[number[], number[], boolean?]>): Map<number, SkillState> {
  const skills = new Map<number, SkillState>();
  const get = (id: number) => rating(skills.get(id) ?? undefined);
  for (const [one, two, draw] of matches) {
    const [after1, after2] = rate([one.map(get), two.map(get)], { rank: draw ? [1, 1] : [1, 2] });
    one.forEach((id, i) => skills.set(id, { mu: after1![i]!.mu, sigma: after1![i]!.sigma }));
    two.forEach((id, i) => skills.set(id, { mu: after2![i]!.mu, sigma: after2![i]!.sigma }));
  }
  return skills;
}

/** Each player's player_ratings row carries exactly the library's skill, its shown rating and the count. */
async function expectLibrary(
  key: { gameId: number; teamSize: number },
  expected: Map<number, SkillState>,
  counts: Map<number, number>,
) {
  const rows = await ratingsOf([...expected.keys()]);
  for (const [userId, skill] of expected) {
    const row = rows.find(
      (r) => r.userId === userId && r.gameId === key.gameId && r.teamSize === key.teamSize,
    );
    expect(row, `player ${userId} rated`).toBeDefined();
    expect([row!.mu, row!.sigma, row!.rating, row!.matches]).toEqual([
      skill.mu,
      skill.sigma,
      shownRating(skill),
      counts.get(userId),
    ]);
  }
}

/** The library's skills of the cup's rated matches in seq order (from rated_matches, so any order of play). */
async function libraryOfRated(gameId: number, rosters: Map<number, number[]>) {
  const rows = await t.database.db
    .select()
    .from(ratedMatches)
    .where(and(eq(ratedMatches.gameId, gameId), eq(ratedMatches.rated, 1)))
    .orderBy(asc(ratedMatches.seq));
  const counts = new Map<number, number>();
  const sequence = rows.map((row): [number[], number[], boolean] => {
    const one = rosters.get(row.opponent1TeamId)!;
    const two = rosters.get(row.opponent2TeamId)!;
    for (const id of [...one, ...two]) counts.set(id, (counts.get(id) ?? 0) + 1);
    if (row.outcome === 'opponent2') return [two, one, false];
    return [one, two, row.outcome === 'draw'];
  });
  return { expected: library(sequence), counts };
}

const withoutTimes = <T extends { updatedAt: Date }>(rows: T[]) =>
  rows.map(({ updatedAt: _, ...rest }) => rest);

/** Plays a cup through by the organiser's results, the first side winning odd matches and losing even ones. */
async function playThrough(cupId: number) {
  for (let n = 0; ;) {
    const open = await openMatches(cupId);
    if (open.length === 0) return;
    for (const match of open) await setResult(match.id, n % 2 === 0 ? 2 : 0, n++ % 2 === 0 ? 0 : 2);
  }
}

describe('ratings through every result path', () => {
  it('leaves the rows of matches a correction does not reach as they were, ids and all', async () => {
    const one = await startedCup({ teams: 8 });
    const [a, b] = await openMatches(one.cup.id);
    await setResult(a!.id, 1, 0);
    await setResult(b!.id, 1, 0);
    const [a1] = one.players(a!.team1);
    const [a2] = one.players(a!.team2);
    const [b1] = one.players(b!.team1);
    const [b2] = one.players(b!.team2);
    // The first quarter-final's winner plays a match of another cup (same game and size) before the semi-final.
    const two = await startedCup({ teams: 2, gameId: one.cup.gameId });
    const [e] = await openMatches(two.cup.id);
    const [e2] = two.players(e!.team2);
    await t.database.db
      .update(tournamentEntryPlayers)
      .set({ userId: a1! })
      .where(
        and(
          eq(tournamentEntryPlayers.tournamentId, two.cup.id),
          eq(tournamentEntryPlayers.userId, two.players(e!.team1)[0]!),
        ),
      );
    await setResult(e!.id, 1, 0);
    const semi = (await openMatches(one.cup.id)).find((m) => m.team1 === a!.team1 && m.team2 === b!.team1)!;
    await setResult(semi.id, 1, 0);
    expect((await changesOf(semi.id)).map((r) => r.userId).sort()).toEqual([a1, b1].sort());
    const before = await Promise.all([a!.id, e!.id].map(changesOf));

    // The second quarter-final goes the other way: the semi-final is reset. The correction reaches the
    // semi-final's players from the semi-final on (a1) and the quarter-final's from there (b1, b2), so a1's
    // match in between stays as it was.
    await setResult(b!.id, 0, 1, 'Wrong result entered');
    expect(await Promise.all([a!.id, e!.id].map(changesOf))).toEqual(before);
    expect(await changesOf(semi.id)).toEqual([]);
    await expectLibrary(
      { gameId: one.cup.gameId, teamSize: 1 },
      library([
        [[a1!], [a2!]],
        [[b2!], [b1!]],
        [[a1!], [e2!]],
      ]),
      new Map([
        [a1!, 2],
        [a2!, 1],
        [b1!, 1],
        [b2!, 1],
        [e2!, 1],
      ]),
    );
  });

  it('rates a new result on top of the current ratings exactly as a full recount would', async () => {
    const first = await startedCup({ teams: 8 });
    await playThrough(first.cup.id);
    // The same teams again, in double elimination and a round robin with draws: histories that interleave.
    const second = await startedCup({
      entrants: first.entrants,
      gameId: first.cup.gameId,
      format: 'double_elimination',
    });
    await playThrough(second.cup.id);
    const third = await startedCup({
      entrants: first.entrants.slice(0, 4),
      gameId: first.cup.gameId,
      format: 'round_robin',
    });
    for (const [i, match] of (await openMatches(third.cup.id)).entries())
      await setResult(match.id, 1, i % 2 === 0 ? 1 : 0);
    const users = first.entrants.flatMap((e) => e.userIds);
    const rosters = new Map(first.entrants.map((e) => [e.teamId, e.userIds]));
    const { expected, counts } = await libraryOfRated(first.cup.gameId, rosters);
    await expectLibrary({ gameId: first.cup.gameId, teamSize: 1 }, expected, counts);

    const fast = withoutTimes(await ratingsOf(users));
    await t.database.db.transaction((tx) =>
      refreshPlayerRatings(tx, { gameId: first.cup.gameId, teamSize: 1 }, users, new Date()),
    );
    expect(withoutTimes(await ratingsOf(users))).toEqual(fast);
    expect(fast.some((r) => r.draws > 0)).toBe(true);
  });

  it("rates the deadline's auto-confirm once when two instances sweep it together", async () => {
    const { cup, entrants, players } = await startedCup({ teams: 4, minutes: 30 });
    const [first, second] = await openMatches(cup.id);
    const captain = entrants.find((e) => e.teamId === first!.team1)!.captain;
    await report(first!.id, captain, 2, 1);
    clock.at += 30 * MINUTE;
    const [mine, theirs] = await Promise.all([
      t.app.matchDay.deadlines.sweep(),
      other.app.matchDay.deadlines.sweep(),
    ]);
    expect(mine.autoConfirmed + theirs.autoConfirmed).toBe(1);
    const rows = await ratedOf(cup.id);
    expect(rows.map((r) => [r.matchId, r.rated, r.outcome])).toEqual([[first!.id, 1, 'opponent1']]);
    expect(await changesOf(first!.id)).toHaveLength(2);
    expect(await changesOf(second!.id)).toHaveLength(0);
    const [w] = players(first!.team1);
    const [l] = players(first!.team2);
    await expectLibrary(
      { gameId: cup.gameId, teamSize: 1 },
      library([[[w!], [l!]]]),
      new Map([
        [w!, 1],
        [l!, 1],
      ]),
    );
  });

  it("rates the organiser's result and accepted report once; a result set again moves nothing", async () => {
    const { cup, entrants, players } = await startedCup({ teams: 4 });
    const [a, b] = await openMatches(cup.id);
    await setResult(a!.id, 2, 0);
    const rowsA = await changesOf(a!.id);
    expect(rowsA).toHaveLength(2);
    // The same winner again, other scores: the scores follow, the rating does not move.
    await setResult(a!.id, 3, 1, 'Score typo');
    expect(await changesOf(a!.id)).toEqual(rowsA);
    expect((await ratedOf(cup.id)).map((r) => [r.opponent1Score, r.opponent2Score])).toEqual([[3, 1]]);

    // A dispute the organiser settles by accepting one captain's report.
    const captainOf = (teamId: number) => entrants.find((e) => e.teamId === teamId)!.captain;
    await report(b!.id, captainOf(b!.team1), 2, 0);
    await report(b!.id, captainOf(b!.team2), 2, 0);
    await post(`/api/admin/matches/${b!.id}/accept-report`, admin.auth, {
      team_id: b!.team2,
      own_score: 2,
      opponent_score: 0,
    });
    expect(await changesOf(b!.id)).toHaveLength(2);
    expect((await ratedOf(cup.id)).map((r) => [r.matchId, r.outcome])).toEqual([
      [a!.id, 'opponent1'],
      [b!.id, 'opponent2'],
    ]);
    const [a1, a2, b1, b2] = [a!.team1, a!.team2, b!.team1, b!.team2].map((id) => players(id)[0]!);
    await expectLibrary(
      { gameId: cup.gameId, teamSize: 1 },
      library([
        [[a1!], [a2!]],
        [[b2!], [b1!]],
      ]),
      new Map([a1!, a2!, b1!, b2!].map((id) => [id, 1])),
    );
  });

  it('takes a rating back when a forfeit replaces the rated result', async () => {
    const { cup, players } = await startedCup({ teams: 4 });
    const [a, b] = await openMatches(cup.id);
    await setResult(b!.id, 0, 2);
    const rowsB = await changesOf(b!.id);
    await setResult(a!.id, 2, 0);
    expect(await changesOf(a!.id)).toHaveLength(2);
    await post(`/api/admin/matches/${a!.id}/forfeit`, admin.auth, { team_id: a!.team1, reason: 'Cheating' });
    expect((await ratedOf(cup.id)).map((r) => [r.matchId, r.rated, r.unratedReason])).toEqual([
      [b!.id, 1, null],
      [a!.id, 0, 'forfeit'],
    ]);
    expect(await changesOf(a!.id)).toEqual([]);
    expect(await changesOf(b!.id)).toEqual(rowsB);
    expect(await ratingsOf([...players(a!.team1), ...players(a!.team2)])).toEqual([]);
    expect(await ratingsOf([...players(b!.team1), ...players(b!.team2)])).toHaveLength(2);
  });

  it('rates a team with no entry as its captain and accepted players; one person on both teams moves nothing', async () => {
    const { cup, players } = await startedCup({ teams: 4 });
    const [a, b] = await openMatches(cup.id);
    const db = t.database.db;
    // Team a1 has no entry in the cup (as ladder matches before decision 0048): an accepted player and a pending
    // one join it; the captain and the accepted player count.
    const [accepted, pending] = await insertSignedInPlayers(t.database, 2);
    await db.insert(teamMembers).values([
      { teamId: a!.team1, userId: accepted!.user.id, isAccepted: MEMBER.accepted },
      { teamId: a!.team1, userId: pending!.user.id, isAccepted: MEMBER.pending },
    ]);
    const entry = and(eq(tournamentEntries.tournamentId, cup.id), eq(tournamentEntries.teamId, a!.team1));
    const [row] = await db.select({ id: tournamentEntries.id }).from(tournamentEntries).where(entry);
    await db.delete(tournamentEntryPlayers).where(eq(tournamentEntryPlayers.entryId, row!.id));
    await db.delete(tournamentEntries).where(entry);
    await setResult(a!.id, 2, 0);
    const [captain] = players(a!.team1);
    const [opponent] = players(a!.team2);
    expect((await changesOf(a!.id)).map((r) => [r.userId, r.teamId, r.result])).toEqual(
      [
        [captain!, a!.team1, 'win'],
        [accepted!.user.id, a!.team1, 'win'],
        [opponent!, a!.team2, 'loss'],
      ].sort((x, y) => Number(x[0]) - Number(y[0])),
    );
    await expectLibrary(
      { gameId: cup.gameId, teamSize: 1 },
      library([[[captain!, accepted!.user.id], [opponent!]]]),
      new Map([captain!, accepted!.user.id, opponent!].map((id) => [id, 1])),
    );

    // b1 is also an accepted player of b's second team, which has no entry either: one person on both rosters.
    const [b1] = players(b!.team1);
    await db.insert(teamMembers).values({ teamId: b!.team2, userId: b1!, isAccepted: MEMBER.accepted });
    const entryB2 = and(eq(tournamentEntries.tournamentId, cup.id), eq(tournamentEntries.teamId, b!.team2));
    const [rowB2] = await db.select({ id: tournamentEntries.id }).from(tournamentEntries).where(entryB2);
    await db.delete(tournamentEntryPlayers).where(eq(tournamentEntryPlayers.entryId, rowB2!.id));
    await db.delete(tournamentEntries).where(entryB2);
    await setResult(b!.id, 2, 0);
    expect((await ratedOf(cup.id)).map((r) => [r.matchId, r.rated, r.unratedReason])).toEqual([
      [a!.id, 1, null],
      [b!.id, 0, 'same_player'],
    ]);
    expect(await changesOf(b!.id)).toEqual([]);
    expect(await ratingsOf([...players(b!.team1), ...players(b!.team2)])).toEqual([]);
  });

  it("rates a 2v2 match and a round-robin draw with the library's own values", async () => {
    const duo = await startedCup({ teams: 2, teamSize: 2 });
    const [match] = await openMatches(duo.cup.id);
    await setResult(match!.id, 1, 2);
    const winners = duo.players(match!.team2);
    const losers = duo.players(match!.team1);
    expect(winners).toHaveLength(2);
    await expectLibrary(
      { gameId: duo.cup.gameId, teamSize: 2 },
      library([[winners, losers]]),
      new Map([...winners, ...losers].map((id) => [id, 1])),
    );

    const group = await startedCup({ teams: 3, format: 'round_robin' });
    const [first, second] = await openMatches(group.cup.id);
    await setResult(first!.id, 1, 1);
    const [one] = group.players(first!.team1);
    const [two] = group.players(first!.team2);
    expect((await ratedOf(group.cup.id)).map((r) => r.outcome)).toEqual(['draw']);
    expect((await changesOf(first!.id)).map((r) => r.result)).toEqual(['draw', 'draw']);
    // Then a win on top of the draw (the fast path from a drawn rating).
    await setResult(second!.id, 3, 0);
    const [three] = group.players(second!.team1);
    const [four] = group.players(second!.team2);
    const sequence: Array<[number[], number[], boolean?]> = [[[one!], [two!], true]];
    sequence.push([[three!], [four!]]);
    const counts = new Map<number, number>();
    for (const id of [one!, two!, three!, four!]) counts.set(id, (counts.get(id) ?? 0) + 1);
    await expectLibrary({ gameId: group.cup.gameId, teamSize: 1 }, library(sequence), counts);
    const [oneRow] = await ratingsOf([one!]);
    expect([oneRow!.wins, oneRow!.losses, oneRow!.draws]).toEqual([
      one === three ? 1 : 0,
      one === four ? 1 : 0,
      1,
    ]);
  });

  it('backfills the results decided before ratings, in their order, once, as the normal path rated them', async () => {
    const first = await startedCup({ teams: 8 });
    const quarters = await openMatches(first.cup.id);
    for (const match of quarters) await setResult(match.id, 2, 0);
    for (const match of await openMatches(first.cup.id)) await setResult(match.id, 0, 2);
    // A correction that resets a later match, decided again afterwards.
    await setResult(quarters[1]!.id, 0, 2, 'Wrong result entered');
    await playThrough(first.cup.id);
    const second = await startedCup({
      entrants: first.entrants,
      gameId: first.cup.gameId,
      format: 'round_robin',
    });
    for (const [i, match] of (await openMatches(second.cup.id)).entries())
      await setResult(match.id, i % 3 === 0 ? 1 : 2, 1);
    // A forfeit (recorded, unrated) and a 2v2 match.
    const third = await startedCup({ entrants: first.entrants.slice(0, 4), gameId: first.cup.gameId });
    const [x, y] = await openMatches(third.cup.id);
    await post(`/api/admin/matches/${x!.id}/forfeit`, admin.auth, { team_id: x!.team2, reason: 'No show' });
    await setResult(y!.id, 1, 0);
    const duo = await startedCup({ teams: 2, teamSize: 2 });
    await playThrough(duo.cup.id);

    const db = t.database.db;
    const snapshot = async () => ({
      matches: (await db.select().from(ratedMatches).orderBy(asc(ratedMatches.seq))).map(
        ({ seq: _, ...rest }) => rest,
      ),
      changes: (
        await db.select().from(ratingChanges).orderBy(asc(ratingChanges.seq), asc(ratingChanges.userId))
      ).map(({ id: _, seq: __, createdAt: ___, ...rest }) => rest),
      ratings: withoutTimes(await db.select().from(playerRatings).orderBy(asc(playerRatings.userId))),
    });
    const normal = await snapshot();
    expect(normal.matches.length).toBeGreaterThan(20);
    // Results from before ratings: no rated_matches, rating_changes or player_ratings rows.
    await db.delete(ratingChanges);
    await db.delete(ratedMatches);
    await db.delete(playerRatings);

    // Two instances at their start together: each match rated once.
    const looked = await Promise.all([t.app.ratings.backfill(), other.app.ratings.backfill()]);
    expect(Math.max(...looked)).toBe(normal.matches.length);
    expect(await snapshot()).toEqual(normal);
    const rows = await db.select().from(ratingChanges).orderBy(asc(ratingChanges.id));
    const seqs = await db.select().from(ratedMatches).orderBy(asc(ratedMatches.seq));

    // Again: nothing left to rate, nothing rewritten.
    expect(await t.app.ratings.backfill()).toBe(0);
    expect(await db.select().from(ratingChanges).orderBy(asc(ratingChanges.id))).toEqual(rows);
    expect(await db.select().from(ratedMatches).orderBy(asc(ratedMatches.seq))).toEqual(seqs);
  });
});
