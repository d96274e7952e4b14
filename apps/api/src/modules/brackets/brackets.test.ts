import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BRACKET_MESSAGES, type MyMatch, type TournamentBracket } from '@arena/shared/brackets';
import type { Tx } from '../../db/client';
import { matchReports, matchResultAudit } from '../../db/schema/brackets';
import { outboxEmails } from '../../db/schema/outbox';
import { tournaments } from '../../db/schema/tournaments';
import { users } from '../../db/schema/users';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { insertSignedInPlayers } from '../../../test/fixtures';
import { enrol, insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { createBracket } from './bracket-creation';
import type { BracketEvent } from './bracket-events';
import { createBracketResults } from './bracket-results.service';
import { placings, tournamentFinished } from './bracket-standings';
import { promoteToAdmin } from '../../../test/admin-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = { authorization: string };
type Player = { user: { id: number; name: string }; auth: Auth };
type Format = 'single_elimination' | 'double_elimination' | 'round_robin';
interface Entrant {
  seed: number;
  teamId: number;
  name: string;
  captain: Player;
  member: Player;
}
type Match = TournamentBracket['matches'][number];

const post = (url: string, auth: Auth | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: auth ?? {}, payload });
const get = (url: string, auth?: Auth) => t.app.inject({ url, headers: auth ?? {} });

async function expectRefused(
  response: Awaited<ReturnType<typeof get>>,
  message: string | RegExp,
  status = 400,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(body(response).error[0]).toMatch(message);
}

async function admin(): Promise<Player> {
  const [player] = await insertSignedInPlayers(t.database, 1);
  await promoteToAdmin(t.app, t.database, player!);
  return player!;
}

/** An underway tournament of `count` teams (captain + one player each) with its bracket, seeds in order. */
async function tournamentWith(count: number, format: Format = 'single_elimination', prizePence = 10_000) {
  const db = t.database.db;
  const game = await insertGame(db);
  const cup = await insertTournament(db, game.id, {
    tournamentState: 'underway',
    totalTeams: 32,
    teamSize: 2,
    bracketFormat: format,
    winningPrizePence: prizePence,
  });
  const people = await insertSignedInPlayers(t.database, count * 2);
  const entrants: Entrant[] = [];
  for (let seed = 1; seed <= count; seed++) {
    const captain = people[2 * seed - 2]!;
    const member = people[2 * seed - 1]!;
    const team = await insertTeam(db, [captain.user.id, member.user.id], `Seed ${seed}`);
    await enrol(db, cup.id, team);
    entrants.push({ seed, teamId: team.id, name: team.teamName, captain, member });
  }
  await db.transaction((tx) =>
    createBracket(tx, {
      tournamentId: cup.id,
      format,
      teams: entrants.map((e) => ({ teamId: e.teamId, name: e.name })),
    }),
  );
  return { cup, entrants, seed: (n: number) => entrants[n - 1]! };
}
type Cup = Awaited<ReturnType<typeof tournamentWith>>;

async function bracketOf(tournamentId: number, auth?: Auth): Promise<TournamentBracket> {
  const response = await get(`/api/tournament-bracket?tournament_id=${tournamentId}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: TournamentBracket }>(response).data;
}

/** The entrants of a match, in its order. */
function sidesOf(cup: Cup, bracket: TournamentBracket, match: Match): [Entrant, Entrant] {
  const entrant = (participantId: number | null | undefined) => {
    const teamId = bracket.participants.find((p) => p.id === participantId)?.team_id;
    const found = cup.entrants.find((e) => e.teamId === teamId);
    if (!found) throw new Error(`no entrant in match ${match.id}`);
    return found;
  };
  return [entrant(match.opponent1?.id), entrant(match.opponent2?.id)];
}

const report = (player: Player, matchId: number, own: number, opponent: number) =>
  post('/api/report-match-score', player.auth, {
    match_id: matchId,
    own_score: own,
    opponent_score: opponent,
  });

/** Both captains report the same result; answers the second report's status. */
async function playMatch(a: Entrant, b: Entrant, matchId: number, winner: Entrant, scores = [2, 1] as const) {
  const [high, low] = scores;
  const first = await report(a.captain, matchId, a === winner ? high : low, a === winner ? low : high);
  expect(first.statusCode, first.body).toBe(200);
  expect(body<{ data: { status: string } }>(first).data.status).toBe('awaiting_opponent');
  const second = await report(b.captain, matchId, b === winner ? high : low, b === winner ? low : high);
  expect(second.statusCode, second.body).toBe(200);
  expect(body(second).message).toBe(BRACKET_MESSAGES.reportConfirmed);
  return body<{ data: { status: string } }>(second).data.status;
}

const isReady = (m: Match) => m.status === 2 && m.opponent1?.id != null && m.opponent2?.id != null;

/** Plays every ready match until none is left; `pick` names the winner. Answers the matches played. */
async function playThrough(cup: Cup, pick: (a: Entrant, b: Entrant) => Entrant = lowerSeed) {
  let played = 0;
  for (;;) {
    const bracket = await bracketOf(cup.cup.id);
    const ready = bracket.matches.filter(isReady);
    if (ready.length === 0) return played;
    for (const match of ready) {
      const [a, b] = sidesOf(cup, bracket, match);
      expect(await playMatch(a, b, match.id, pick(a, b))).toBe('confirmed');
      played += 1;
    }
  }
}
const lowerSeed = (a: Entrant, b: Entrant) => (a.seed < b.seed ? a : b);

const teamsOf = (cup: Cup, ...seeds: number[]) => seeds.map((s) => cup.seed(s).teamId).sort((a, b) => a - b);
const sortedGroups = (groups: number[][]) => groups.map((g) => [...g].sort((a, b) => a - b));

async function auditOf(tournamentId: number) {
  return t.database.db
    .select()
    .from(matchResultAudit)
    .where(eq(matchResultAudit.tournamentId, tournamentId))
    .orderBy(asc(matchResultAudit.id));
}

/** The match between two seeds, from a fresh bracket. */
async function matchBetween(cup: Cup, x: number, y: number): Promise<Match> {
  const bracket = await bracketOf(cup.cup.id);
  const wanted = teamsOf(cup, x, y);
  const found = bracket.matches.find((m) => {
    if (m.opponent1?.id == null || m.opponent2?.id == null) return false;
    const teams = sidesOf(cup, bracket, m)
      .map((e) => e.teamId)
      .sort((a, b) => a - b);
    return teams[0] === wanted[0] && teams[1] === wanted[1];
  });
  if (!found) throw new Error(`no match between seeds ${x} and ${y}`);
  return found;
}

async function adminResult(player: Player, matchId: number, payload: Record<string, unknown>) {
  return post(`/api/admin/matches/${matchId}/result`, player.auth, payload);
}

describe('the public bracket', () => {
  it('answers data null before the bracket exists and 404 for an unknown tournament', async () => {
    const game = await insertGame(t.database.db);
    const cup = await insertTournament(t.database.db, game.id, { tournamentState: 'pending' });
    expect(
      body<{ data: unknown }>(await get(`/api/tournament-bracket?tournament_id=${cup.id}`)).data,
    ).toBeNull();
    await expectRefused(await get('/api/tournament-bracket?tournament_id=999999'), /not found/, 404);
    await expectRefused(
      await get('/api/tournament-bracket?tournament_id=abc'),
      'tournament_id must be a number',
    );
  });

  it("renders brackets-viewer's data with report status and the viewer's own team", async () => {
    const cup = await tournamentWith(4);
    const visitor = await bracketOf(cup.cup.id);
    expect(visitor).toMatchObject({
      tournament_id: cup.cup.id,
      format: 'single_elimination',
      my_team_ids: [],
    });
    expect(visitor.stages).toHaveLength(1);
    expect(visitor.participants.map((p) => p.name)).toEqual(['Seed 1', 'Seed 2', 'Seed 3', 'Seed 4']);
    expect(visitor.participants[0]).toEqual({
      id: expect.any(Number),
      tournament_id: cup.cup.id,
      name: 'Seed 1',
      team_id: cup.seed(1).teamId,
    });
    expect(visitor.matches).toHaveLength(3);
    expect(visitor.matches.filter(isReady)).toHaveLength(2);
    expect(visitor.matches.every((m) => m.report_status === 'none')).toBe(true);

    const first = await matchBetween(cup, 1, 4);
    await report(cup.seed(1).captain, first.id, 2, 0);
    const player = await bracketOf(cup.cup.id, cup.seed(4).member.auth);
    expect(player.my_team_ids).toEqual([cup.seed(4).teamId]);
    expect(player.matches.find((m) => m.id === first.id)?.report_status).toBe('awaiting_opponent');
  });
});

describe('creating a bracket', () => {
  it('refuses a second bracket, fewer than 2 teams and a team twice; two teams make a final', async () => {
    const cup = await tournamentWith(2, 'double_elimination');
    const teams = cup.entrants.map((e) => ({ teamId: e.teamId, name: e.name }));
    const again = (input: Parameters<typeof createBracket>[1]) =>
      t.database.db.transaction((tx) => createBracket(tx, input));
    await expect(
      again({ tournamentId: cup.cup.id, format: 'single_elimination', teams }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'BRACKET_EXISTS',
    });
    const game = await insertGame(t.database.db);
    const other = await insertTournament(t.database.db, game.id, { tournamentState: 'underway' });
    await expect(
      again({ tournamentId: other.id, format: 'single_elimination', teams: teams.slice(0, 1) }),
    ).rejects.toMatchObject({ status: 400, code: 'TOO_FEW_TEAMS' });
    await expect(
      again({ tournamentId: other.id, format: 'round_robin', teams: [teams[0]!, teams[0]!] }),
    ).rejects.toMatchObject({ status: 400, code: 'DUPLICATE_TEAM' });
    const bracket = await bracketOf(cup.cup.id);
    expect(bracket.format).toBe('single_elimination');
    expect((await myMatchesOf(cup, cup.seed(2).captain)).map((m) => m.round_label)).toEqual(['Final']);
  });

  it('publishes the bracket routes in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(doc.paths['/api/tournament-bracket']?.get).toBeDefined();
    expect(doc.paths['/api/my-matches']?.get).toBeDefined();
    expect(doc.paths['/api/report-match-score']?.post).toBeDefined();
    expect(doc.paths['/api/admin/matches/{match_id}/result']?.post).toBeDefined();
  });
});

describe('playing a tournament through by captains’ reports', () => {
  it('single elimination, 8 teams: matching reports confirm each match until the final; placings exact', async () => {
    const cup = await tournamentWith(8);
    expect(await tournamentFinished(t.database.db, cup.cup.id)).toBe(false);
    expect(await placings(t.database.db, cup.cup.id)).toEqual([]);
    expect(await playThrough(cup)).toBe(7);

    expect(await tournamentFinished(t.database.db, cup.cup.id)).toBe(true);
    // The standard seeding pairs 1-8, 4-5, 2-7, 3-6; the lower seed always wins.
    expect(sortedGroups(await placings(t.database.db, cup.cup.id))).toEqual([
      teamsOf(cup, 1),
      teamsOf(cup, 2),
      teamsOf(cup, 3, 4),
      teamsOf(cup, 5, 6, 7, 8),
    ]);
    const bracket = await bracketOf(cup.cup.id);
    expect(bracket.matches.every((m) => m.report_status === 'confirmed' && m.status >= 4)).toBe(true);
    const audit = await auditOf(cup.cup.id);
    expect(audit.map((a) => a.action)).toEqual(Array(7).fill('confirmed'));
    expect(audit[0]).toMatchObject({
      actorUserId: expect.any(Number),
      before: { status: 2, opponent1: { team_id: cup.seed(1).teamId, score: null, result: null } },
      after: { status: 4, opponent1: { team_id: cup.seed(1).teamId, score: 2, result: 'win' } },
    });
  });

  it.each([5, 6, 3])(
    'single elimination with byes, %i teams: no match waits forever and it finishes',
    async (n) => {
      const cup = await tournamentWith(n);
      const played = await playThrough(cup);
      expect(played).toBe(n - 1);
      const bracket = await bracketOf(cup.cup.id);
      expect(
        bracket.matches.filter((m) => m.status < 4 && m.opponent1 !== null && m.opponent2 !== null),
      ).toEqual([]);
      expect(await tournamentFinished(t.database.db, cup.cup.id)).toBe(true);
      const result = await placings(t.database.db, cup.cup.id);
      expect(result[0]).toEqual([cup.seed(1).teamId]);
      expect(result.flat().sort((a, b) => a - b)).toEqual(
        cup.entrants.map((e) => e.teamId).sort((a, b) => a - b),
      );
    },
  );

  it('double elimination, 4 teams: the lower-bracket winner can take the grand final', async () => {
    const cup = await tournamentWith(4, 'double_elimination');
    // Seed 2 beats seed 1 the first time they meet (the upper bracket final); after that the lower seed wins.
    let met = false;
    const played = await playThrough(cup, (a, b) => {
      const pair = [a.seed, b.seed].sort().join('-');
      if (pair === '1-2' && !met) {
        met = true;
        return a.seed === 2 ? a : b;
      }
      return lowerSeed(a, b);
    });
    expect(played).toBe(6);
    const labels = (await myMatchesOf(cup, cup.seed(1).captain)).map((m) => m.round_label);
    expect(labels).toEqual([
      'Upper bracket round 1',
      'Upper bracket final',
      'Lower bracket final',
      'Grand final',
    ]);
    expect(await tournamentFinished(t.database.db, cup.cup.id)).toBe(true);
    expect(await placings(t.database.db, cup.cup.id)).toEqual([
      [cup.seed(1).teamId],
      [cup.seed(2).teamId],
      [cup.seed(3).teamId],
      [cup.seed(4).teamId],
    ]);
  });

  it.each([5, 6])('double elimination with byes, %i teams, finishes', async (n) => {
    const cup = await tournamentWith(n, 'double_elimination');
    await playThrough(cup);
    expect(await tournamentFinished(t.database.db, cup.cup.id)).toBe(true);
    const result = await placings(t.database.db, cup.cup.id);
    expect(result.slice(0, 2)).toEqual([[cup.seed(1).teamId], [cup.seed(2).teamId]]);
    expect(result.flat()).toHaveLength(n);
  });

  it('round robin, 4 teams: draws count 1 point, wins 3, and equal points share a place', async () => {
    const cup = await tournamentWith(4, 'round_robin');
    for (;;) {
      const bracket = await bracketOf(cup.cup.id);
      const ready = bracket.matches.filter(isReady);
      if (ready.length === 0) break;
      for (const match of ready) {
        const [a, b] = sidesOf(cup, bracket, match);
        if ([a.seed, b.seed].sort().join('-') === '2-3') {
          expect(
            body<{ data: { status: string } }>(await report(a.captain, match.id, 1, 1)).data.status,
          ).toBe('awaiting_opponent');
          expect(
            body<{ data: { status: string } }>(await report(b.captain, match.id, 1, 1)).data.status,
          ).toBe('confirmed');
        } else {
          await playMatch(a, b, match.id, lowerSeed(a, b));
        }
      }
    }
    const labels = new Set((await myMatchesOf(cup, cup.seed(1).captain)).map((m) => m.round_label));
    expect(labels).toEqual(new Set(['Round robin 1', 'Round robin 2', 'Round robin 3']));
    expect(await tournamentFinished(t.database.db, cup.cup.id)).toBe(true);
    // Seed 1: 9 points; seeds 2 and 3: a draw and a win over seed 4 (4 each); seed 4: 0.
    expect(sortedGroups(await placings(t.database.db, cup.cup.id))).toEqual([
      teamsOf(cup, 1),
      teamsOf(cup, 2, 3),
      teamsOf(cup, 4),
    ]);
  });
});

async function myMatchesOf(cup: Cup, player: Player): Promise<MyMatch[]> {
  const response = await get(`/api/my-matches?tournament_id=${cup.cup.id}`, player.auth);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: MyMatch[] }>(response).data;
}

describe('my matches', () => {
  it('shows the team’s matches to its captain (who can report) and its players (who cannot)', async () => {
    const cup = await tournamentWith(4);
    const [first] = await myMatchesOf(cup, cup.seed(1).captain);
    expect(first).toEqual({
      match_id: expect.any(Number),
      round_label: 'Semi-final',
      opponent_name: 'Seed 4',
      my_team_id: cup.seed(1).teamId,
      // A Bo1 tournament (decision 0040): no games.
      stage_number: 1,
      round_number: 1,
      best_of: 1,
      games: [],
      status: 'ready',
      my_report: null,
      can_report: true,
      result: null,
      forfeit: null,
      // Filled only while the match is disputed (decision 0032).
      opponent_report: null,
      // The tournament sets no report deadline (decision 0024).
      report_deadline: null,
    });
    expect(await myMatchesOf(cup, cup.seed(1).member)).toEqual([{ ...first, can_report: false }]);

    await report(cup.seed(1).captain, first!.match_id, 3, 1);
    expect((await myMatchesOf(cup, cup.seed(1).captain))[0]).toMatchObject({
      status: 'awaiting_opponent',
      my_report: { own_score: 3, opponent_score: 1, games: [] },
      can_report: true,
    });
    expect((await myMatchesOf(cup, cup.seed(4).captain))[0]).toMatchObject({
      status: 'awaiting_opponent',
      my_report: null,
    });
    await report(cup.seed(4).captain, first!.match_id, 1, 3);
    const after = await myMatchesOf(cup, cup.seed(1).captain);
    expect(after).toEqual([
      expect.objectContaining({
        status: 'confirmed',
        result: { own_score: 3, opponent_score: 1 },
        can_report: false,
      }),
      expect.objectContaining({
        round_label: 'Final',
        opponent_name: null,
        status: 'waiting',
        can_report: false,
      }),
    ]);
    expect(await myMatchesOf(cup, (await insertSignedInPlayers(t.database, 1))[0]!)).toEqual([]);
    await expectRefused(await get(`/api/my-matches?tournament_id=${cup.cup.id}`), /session/, 403);
    await expectRefused(
      await get(`/api/my-matches?tournament_id=999999`, cup.seed(1).captain.auth),
      /not found/,
      404,
    );
  });
});

describe('who may report what', () => {
  it('refuses strangers, players who are not captain, other teams’ captains and visitors', async () => {
    const cup = await tournamentWith(4);
    const match = await matchBetween(cup, 1, 4);
    const [stranger] = await insertSignedInPlayers(t.database, 1);
    for (const player of [stranger!, cup.seed(1).member, cup.seed(3).captain]) {
      await expectRefused(await report(player, match.id, 2, 1), BRACKET_MESSAGES.notCaptain);
    }
    await expectRefused(
      await post('/api/report-match-score', undefined, {
        match_id: match.id,
        own_score: 2,
        opponent_score: 1,
      }),
      /session/,
      403,
    );
    expect(await t.database.db.select().from(matchReports)).toEqual([]);
  });

  it('refuses draws in elimination, unready, confirmed and unknown matches, and bad scores', async () => {
    const cup = await tournamentWith(4);
    const match = await matchBetween(cup, 1, 4);
    await expectRefused(await report(cup.seed(1).captain, match.id, 1, 1), BRACKET_MESSAGES.noDraw);
    const final = (await bracketOf(cup.cup.id)).matches.find((m) => m.status < 2)!;
    await expectRefused(await report(cup.seed(1).captain, final.id, 1, 0), BRACKET_MESSAGES.notReady);
    await expectRefused(await report(cup.seed(1).captain, 999_999, 1, 0), /not found/, 404);
    await expectRefused(
      await report(cup.seed(1).captain, match.id, -1, 0),
      'Your score must be a whole number between 0 and 999',
    );
    await expectRefused(await report(cup.seed(1).captain, match.id, 2, 1000), /between 0 and 999/);
    await expectRefused(await report(cup.seed(1).captain, match.id, 2.5, 1), /whole number/);
    await expectRefused(
      await post('/api/report-match-score', cup.seed(1).captain.auth, {
        match_id: match.id,
        opponent_score: 1,
      }),
      'Your score is required',
    );
    await playMatch(cup.seed(1), cup.seed(4), match.id, cup.seed(1));
    await expectRefused(await report(cup.seed(4).captain, match.id, 1, 0), BRACKET_MESSAGES.alreadyConfirmed);
  });

  it('lets a captain change the report until the match is confirmed', async () => {
    const cup = await tournamentWith(2);
    const match = await matchBetween(cup, 1, 2);
    expect(
      body<{ data: { status: string } }>(await report(cup.seed(1).captain, match.id, 0, 2)).data.status,
    ).toBe('awaiting_opponent');
    const disagree = await report(cup.seed(2).captain, match.id, 0, 2);
    expect(body(disagree).message).toBe(BRACKET_MESSAGES.reportDisputed);
    expect(body<{ data: { status: string } }>(disagree).data.status).toBe('disputed');
    // Seed 1 admits the loss: the reports now agree.
    const agreed = await report(cup.seed(1).captain, match.id, 2, 0);
    expect(body<{ data: { status: string } }>(agreed).data.status).toBe('confirmed');
    expect(await tournamentFinished(t.database.db, cup.cup.id)).toBe(true);
    expect(await placings(t.database.db, cup.cup.id)).toEqual([[cup.seed(1).teamId], [cup.seed(2).teamId]]);
  });

  it('refuses reports while the tournament is not underway', async () => {
    const cup = await tournamentWith(2);
    const match = await matchBetween(cup, 1, 2);
    await t.database.db
      .update(tournaments)
      .set({ tournamentState: 'cancelled' })
      .where(eq(tournaments.id, cup.cup.id));
    await expectRefused(
      await report(cup.seed(1).captain, match.id, 2, 0),
      BRACKET_MESSAGES.tournamentCancelled,
      409,
    );
  });

  it('hides the admin routes from players (404)', async () => {
    const cup = await tournamentWith(2);
    const match = await matchBetween(cup, 1, 2);
    const player = cup.seed(1).captain;
    await expectRefused(await get('/api/admin/disputes', player.auth), /No API route/, 404);
    await expectRefused(
      await get(`/api/admin/match-audit?tournament_id=${cup.cup.id}`, player.auth),
      /No API route/,
      404,
    );
    await expectRefused(
      await adminResult(player, match.id, { opponent1_score: 2, opponent2_score: 0 }),
      /No API route/,
      404,
    );
    await expectRefused(await get('/api/admin/disputes'), /session/, 403);
  });
});

describe('disputes and the admin’s results', () => {
  it('lists a dispute with both reports; the admin’s result confirms it and advances the winner', async () => {
    const cup = await tournamentWith(4);
    const organiser = await admin();
    const match = await matchBetween(cup, 1, 4);
    await report(cup.seed(1).captain, match.id, 2, 1);
    await report(cup.seed(4).captain, match.id, 2, 1);
    const listed = await get('/api/admin/disputes', organiser.auth);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(body<{ data: unknown[] }>(listed).data).toEqual([
      {
        match_id: match.id,
        tournament_id: cup.cup.id,
        tournament_name: cup.cup.tournamentName,
        round_label: 'Semi-final',
        opponent1: {
          team_id: cup.seed(1).teamId,
          team_name: 'Seed 1',
          report: {
            own_score: 2,
            opponent_score: 1,
            games: [],
            reported_by: cup.seed(1).captain.user.id,
            reported_at: expect.any(String),
          },
          // No screenshot attached (match-evidence.test.ts attaches some).
          evidence: [],
        },
        opponent2: {
          team_id: cup.seed(4).teamId,
          team_name: 'Seed 4',
          report: expect.objectContaining({ own_score: 2, opponent_score: 1 }),
          evidence: [],
        },
        disputed_at: expect.any(String),
      },
    ]);
    expect((await bracketOf(cup.cup.id)).matches.find((m) => m.id === match.id)?.report_status).toBe(
      'disputed',
    );

    await expectRefused(
      await adminResult(organiser, match.id, { opponent1_score: 1, opponent2_score: 1 }),
      BRACKET_MESSAGES.noDraw,
    );
    await expectRefused(
      await adminResult(organiser, match.id, { opponent1_score: 1 }),
      'Score of the second team is required',
    );
    const decided = await adminResult(organiser, match.id, {
      opponent1_score: 1,
      opponent2_score: 2,
      reason: 'Video',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(body(decided)).toMatchObject({
      message: BRACKET_MESSAGES.resultSaved,
      data: { match_id: match.id, status: 'confirmed', reset_match_ids: [], affected_team_ids: [] },
    });
    expect(body<{ data: unknown[] }>(await get('/api/admin/disputes', organiser.auth)).data).toEqual([]);
    expect(
      body<{ data: unknown[] }>(await get(`/api/admin/disputes?tournament_id=${cup.cup.id}`, organiser.auth))
        .data,
    ).toEqual([]);
    const final = (await myMatchesOf(cup, cup.seed(4).captain)).find((m) => m.round_label === 'Final');
    expect(final).toMatchObject({ status: 'waiting' });
    expect((await myMatchesOf(cup, cup.seed(4).captain))[0]).toMatchObject({
      status: 'confirmed',
      result: { own_score: 2, opponent_score: 1 },
    });

    const audit = await get(`/api/admin/match-audit?tournament_id=${cup.cup.id}`, organiser.auth);
    expect(audit.statusCode, audit.body).toBe(200);
    expect(body<{ data: unknown[] }>(audit).data).toEqual([
      {
        id: expect.any(Number),
        tournament_id: cup.cup.id,
        match_id: match.id,
        actor_user_id: organiser.user.id,
        actor_name: organiser.user.name,
        action: 'admin_set',
        before: {
          status: 2,
          opponent1: { team_id: cup.seed(1).teamId, score: null, result: null },
          opponent2: { team_id: cup.seed(4).teamId, score: null, result: null },
        },
        after: {
          status: 4,
          opponent1: { team_id: cup.seed(1).teamId, score: 1, result: 'loss' },
          opponent2: { team_id: cup.seed(4).teamId, score: 2, result: 'win' },
        },
        reason: 'Video',
        created_at: expect.any(String),
      },
    ]);
    await expectRefused(
      await get('/api/admin/match-audit?tournament_id=999999', organiser.auth),
      /not found/,
      404,
    );
    await expectRefused(
      await adminResult(organiser, 999_999, { opponent1_score: 1, opponent2_score: 0 }),
      /not found/,
      404,
    );
  });

  it('a quarter-final corrected after its semi-final was played resets the semi-final, and the corrected winner advances', async () => {
    const cup = await tournamentWith(8);
    const organiser = await admin();
    for (const [x, y] of [
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ] as const) {
      await playMatch(cup.seed(x), cup.seed(y), (await matchBetween(cup, x, y)).id, cup.seed(x));
    }
    const quarter = await matchBetween(cup, 1, 8);
    const semi = await matchBetween(cup, 1, 4);
    await playMatch(cup.seed(1), cup.seed(4), semi.id, cup.seed(1));
    // The final is ready (seed 1 against seed 2): seed 1's captain reports early.
    const otherSemi = await matchBetween(cup, 2, 3);
    await playMatch(cup.seed(2), cup.seed(3), otherSemi.id, cup.seed(2));
    const final = await matchBetween(cup, 1, 2);
    await report(cup.seed(1).captain, final.id, 3, 0);
    // Mail is written by the outbox worker after each commit: let it finish what came before (decision 0021).
    await t.app.notifications.worker.drain();
    await t.database.db.delete(outboxEmails);

    const corrected = await adminResult(organiser, quarter.id, {
      opponent1_score: 0,
      opponent2_score: 2,
      reason: 'Seed 1 fielded an ineligible player',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(body(corrected)).toMatchObject({
      message: BRACKET_MESSAGES.resultCorrected,
      data: {
        reset_match_ids: [semi.id],
        affected_team_ids: teamsOf(cup, 1, 2, 4, 8),
      },
    });
    const bracket = await bracketOf(cup.cup.id);
    const semiNow = bracket.matches.find((m) => m.id === semi.id)!;
    expect(sidesOf(cup, bracket, semiNow).map((e) => e.seed)).toEqual([8, 4]);
    expect(semiNow).toMatchObject({ status: 2, report_status: 'none' });
    expect(semiNow.opponent1).not.toHaveProperty('score');
    const finalNow = bracket.matches.find((m) => m.id === final.id)!;
    expect(finalNow.opponent1?.id).toBeNull();
    expect(finalNow.report_status).toBe('none');
    expect(
      await t.database.db
        .select()
        .from(matchReports)
        .where(inArray(matchReports.matchId, [semi.id, final.id])),
    ).toEqual([]);
    expect(bracket.matches.find((m) => m.id === quarter.id)).toMatchObject({
      status: 4,
      opponent2: { score: 2, result: 'win' },
    });
    expect(bracket.matches.find((m) => m.id === otherSemi.id)).toMatchObject({
      status: 4,
      report_status: 'confirmed',
    });

    const audit = await auditOf(cup.cup.id);
    expect(audit.slice(-2).map((a) => [a.matchId, a.action, a.actorUserId])).toEqual([
      [semi.id, 'reset', organiser.user.id],
      [quarter.id, 'admin_corrected', organiser.user.id],
    ]);
    expect(audit.at(-2)).toMatchObject({
      before: { status: 4, opponent1: { team_id: cup.seed(1).teamId, result: 'win' } },
      after: { status: 2, opponent1: { team_id: cup.seed(8).teamId, score: null, result: null } },
      reason: 'Seed 1 fielded an ineligible player',
    });

    await t.app.notifications.worker.drain();
    const mails = (await t.database.db.select().from(outboxEmails).orderBy(asc(outboxEmails.id))).filter(
      (m) => m.subject === `A result in ${cup.cup.tournamentName} was corrected`,
    );
    // Everyone on the teams whose matches the correction changed.
    const rosterEmails = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(
        inArray(
          users.id,
          [1, 2, 4, 8].flatMap((s) => [cup.seed(s).captain.user.id, cup.seed(s).member.user.id]),
        ),
      );
    expect(mails.map((m) => m.to).sort()).toEqual(rosterEmails.map((c) => c.email).sort());
    expect(mails[0]!.text).toContain('Seed 1 fielded an ineligible player');

    // Play on: seed 8 loses the replayed semi-final to seed 4, and seed 2 wins the final.
    await playThrough(cup);
    expect(sortedGroups(await placings(t.database.db, cup.cup.id)).slice(0, 2)).toEqual([
      teamsOf(cup, 2),
      teamsOf(cup, 4),
    ]);
  });

  it('corrects the final of a finished bracket, and a semi-final after the final (the final is replayed)', async () => {
    const cup = await tournamentWith(4, 'single_elimination', 0);
    const organiser = await admin();
    await playThrough(cup);
    await reopen(cup);
    const final = await matchBetween(cup, 1, 2);
    expect(sortedGroups(await placings(t.database.db, cup.cup.id))).toEqual([
      [cup.seed(1).teamId],
      [cup.seed(2).teamId],
      teamsOf(cup, 3, 4),
    ]);

    // The same winner with other scores changes only the scores.
    const scoresOnly = await adminResult(organiser, final.id, { opponent1_score: 5, opponent2_score: 0 });
    expect(body(scoresOnly)).toMatchObject({
      data: { reset_match_ids: [], affected_team_ids: teamsOf(cup, 1, 2) },
    });
    expect((await bracketOf(cup.cup.id)).matches.find((m) => m.id === final.id)).toMatchObject({
      status: 4,
      opponent1: { score: 5, result: 'win' },
      opponent2: { score: 0, result: 'loss' },
    });

    await reopen(cup);
    const flipped = await adminResult(organiser, final.id, { opponent1_score: 0, opponent2_score: 1 });
    expect(flipped.statusCode, flipped.body).toBe(200);
    expect(body(flipped)).toMatchObject({ data: { reset_match_ids: [] } });
    expect(await tournamentFinished(t.database.db, cup.cup.id)).toBe(true);
    expect(sortedGroups(await placings(t.database.db, cup.cup.id))).toEqual([
      [cup.seed(2).teamId],
      [cup.seed(1).teamId],
      teamsOf(cup, 3, 4),
    ]);

    const semi = await matchBetween(cup, 2, 3);
    await reopen(cup);
    const replay = await adminResult(organiser, semi.id, { opponent1_score: 0, opponent2_score: 2 });
    expect(body(replay)).toMatchObject({ data: { reset_match_ids: [final.id] } });
    expect(await tournamentFinished(t.database.db, cup.cup.id)).toBe(false);
    expect(sortedGroups(await placings(t.database.db, cup.cup.id))).toEqual([]);
    const newFinal = await matchBetween(cup, 1, 3);
    expect(newFinal.id).toBe(final.id);
    await playMatch(cup.seed(1), cup.seed(3), final.id, cup.seed(3));
    expect(sortedGroups(await placings(t.database.db, cup.cup.id))).toEqual([
      [cup.seed(3).teamId],
      [cup.seed(1).teamId],
      teamsOf(cup, 2, 4),
    ]);
    expect((await auditOf(cup.cup.id)).map((a) => a.action)).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
      'admin_corrected',
      'admin_corrected',
      'reset',
      'admin_corrected',
      'confirmed',
    ]);
  });

  it('corrects a double-elimination upper-bracket match after the lower bracket played on', async () => {
    const cup = await tournamentWith(6, 'double_elimination', 0);
    const organiser = await admin();
    await playThrough(cup);
    await reopen(cup);
    const first = await matchBetween(cup, 1, 2);
    const corrected = await adminResult(organiser, first.id, { opponent1_score: 0, opponent2_score: 3 });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(
      body<{ data: { reset_match_ids: number[] } }>(corrected).data.reset_match_ids.length,
    ).toBeGreaterThan(1);
    expect(await tournamentFinished(t.database.db, cup.cup.id)).toBe(false);
    await playThrough(cup);
    expect(await tournamentFinished(t.database.db, cup.cup.id)).toBe(true);
    const result = await placings(t.database.db, cup.cup.id);
    expect(result[0]).toEqual([cup.seed(1).teamId]);
    expect(result.flat().sort((a, b) => a - b)).toEqual(
      cup.entrants.map((e) => e.teamId).sort((a, b) => a - b),
    );
  });

  it('corrects a round-robin result: no later match depends on it', async () => {
    const cup = await tournamentWith(3, 'round_robin', 0);
    const organiser = await admin();
    await playThrough(cup);
    await reopen(cup);
    expect(sortedGroups(await placings(t.database.db, cup.cup.id))).toEqual([
      teamsOf(cup, 1),
      teamsOf(cup, 2),
      teamsOf(cup, 3),
    ]);
    const match = await matchBetween(cup, 1, 2);
    const [a] = sidesOf(cup, await bracketOf(cup.cup.id), match);
    expect([1, 2]).toContain(a.seed);
    const corrected = await adminResult(organiser, match.id, { opponent1_score: 1, opponent2_score: 1 });
    expect(body(corrected)).toMatchObject({
      data: { reset_match_ids: [], affected_team_ids: teamsOf(cup, 1, 2) },
    });
    // Seed 1: draw + win = 4; seed 2: draw + win = 4; seed 3: 0.
    expect(sortedGroups(await placings(t.database.db, cup.cup.id))).toEqual([
      teamsOf(cup, 1, 2),
      teamsOf(cup, 3),
    ]);
  });
});

/**
 * The lifecycle completes a tournament (and closes its results) as soon as its bracket finishes. To test
 * the engine's corrections of a finished bracket, these tests reopen it; without a prize pool nothing is
 * paid when it completes again.
 */
async function reopen(cup: { cup: { id: number } }) {
  await t.database.db
    .update(tournaments)
    .set({ tournamentState: 'underway' })
    .where(eq(tournaments.id, cup.cup.id));
}

describe('concurrency and completion', () => {
  it('10 concurrent reports across 5 matches of one tournament leave a consistent bracket', async () => {
    const cup = await tournamentWith(16);
    const bracket = await bracketOf(cup.cup.id);
    const firstRound = bracket.matches.filter(isReady).slice(0, 5);
    const responses = await Promise.all(
      firstRound.flatMap((match) => {
        const [a, b] = sidesOf(cup, bracket, match);
        return [report(a.captain, match.id, 3, 1), report(b.captain, match.id, 1, 3)];
      }),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const statuses = responses.map((r) => body<{ data: { status: string } }>(r).data.status).sort();
    expect(statuses).toEqual([...Array(5).fill('awaiting_opponent'), ...Array(5).fill('confirmed')]);

    const after = await bracketOf(cup.cup.id);
    for (const match of firstRound) {
      const now = after.matches.find((m) => m.id === match.id)!;
      expect(now).toMatchObject({ status: 4, report_status: 'confirmed', opponent1: { result: 'win' } });
    }
    // Round 2 holds exactly the winners (opponent1 of each played match), each once.
    const secondRoundTeams = after.matches
      .filter((m) => m.round_id !== firstRound[0]!.round_id && m.group_id === firstRound[0]!.group_id)
      .flatMap((m) => [m.opponent1?.id, m.opponent2?.id])
      .filter((id): id is number => id != null)
      .sort((x, y) => x - y);
    expect(secondRoundTeams).toEqual(firstRound.map((m) => m.opponent1!.id!).sort((x, y) => x - y));
    expect((await auditOf(cup.cup.id)).filter((a) => a.action === 'confirmed')).toHaveLength(5);
  });

  it('calls onFinished exactly once, in the deciding transaction, with the placings', async () => {
    const cup = await tournamentWith(4);
    const organiser = await admin();
    const onFinished = vi.fn(async (tx: Tx, id: number) => {
      // Like the lifecycle: completes the tournament in the same transaction.
      await tx.update(tournaments).set({ tournamentState: 'completed' }).where(eq(tournaments.id, id));
    });
    const service = createBracketResults({
      db: t.database.db,
      clock: { now: () => new Date() },
      onFinished,
    });
    const bracket = await bracketOf(cup.cup.id);
    let final: Match | undefined;
    for (;;) {
      const current = await bracketOf(cup.cup.id);
      const ready = current.matches.filter(isReady);
      if (ready.length === 0) break;
      for (const match of ready) {
        final = match;
        const [a, b] = sidesOf(cup, current, match);
        await service.reportMatchScore({
          matchId: match.id,
          userId: a.captain.user.id,
          ownScore: 2,
          opponentScore: 0,
        });
        expect(onFinished).not.toHaveBeenCalled();
        await service.reportMatchScore({
          matchId: match.id,
          userId: b.captain.user.id,
          ownScore: 0,
          opponentScore: 2,
        });
      }
    }
    expect(bracket.matches).toHaveLength(3);
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(onFinished).toHaveBeenCalledWith(expect.anything(), cup.cup.id, [
      [cup.seed(1).teamId],
      [cup.seed(2).teamId],
      expect.arrayContaining(teamsOf(cup, 3, 4)),
    ]);
    const [row] = await t.database.db.select().from(tournaments).where(eq(tournaments.id, cup.cup.id));
    expect(row?.tournamentState).toBe('completed');

    // Completed means paid: results are closed.
    await expectRefused(
      await adminResult(organiser, final!.id, { opponent1_score: 0, opponent2_score: 2 }),
      BRACKET_MESSAGES.tournamentClosed,
      409,
    );
    expect(onFinished).toHaveBeenCalledTimes(1);
  });

  it('emits its events inside the result’s transaction: a failing listener undoes the result', async () => {
    const cup = await tournamentWith(4);
    const organiser = await admin();
    const events: BracketEvent[] = [];
    const results = (listener: (event: BracketEvent) => void) =>
      createBracketResults({
        db: t.database.db,
        clock: { now: () => new Date() },
        onFinished: async () => undefined,
        onEvent: async (_tx, event) => listener(event),
      });
    const [first, second] = (await bracketOf(cup.cup.id)).matches.filter(isReady);
    const setFirst = { matchId: first!.id, adminId: organiser.user.id, opponent1Score: 2, opponent2Score: 0 };

    const failing = results(() => {
      throw new Error('listener failed');
    });
    await expect(failing.setMatchResult(setFirst)).rejects.toThrow('listener failed');
    expect((await bracketOf(cup.cup.id)).matches.find((m) => m.id === first!.id)?.status).toBe(2);
    expect(await auditOf(cup.cup.id)).toEqual([]);

    const listening = results((event) => events.push(event));
    await listening.setMatchResult(setFirst);
    const [a, b] = sidesOf(cup, await bracketOf(cup.cup.id), second!);
    for (const [captain, own, opponent] of [
      [a.captain, 2, 1],
      [b.captain, 1, 2],
    ] as const)
      await listening.reportMatchScore({
        matchId: second!.id,
        userId: captain.user.id,
        ownScore: own,
        opponentScore: opponent,
      });
    const final = (await bracketOf(cup.cup.id)).matches.find(isReady)!;
    await listening.setMatchResult({ ...setFirst, matchId: final.id });
    const [winner, finalist] = sidesOf(cup, await bracketOf(cup.cup.id), final);
    // Each event names the matches its result wrote: its own and the final it sent a team to (and, for the
    // final's result, the semi-finals it archived), so listeners read those and not the whole bracket.
    expect(events).toEqual([
      {
        type: 'match_result_set',
        tournamentId: cup.cup.id,
        matchId: first!.id,
        corrected: false,
        resetMatchIds: [],
        affectedTeamIds: [],
        reason: undefined,
        changedMatchIds: [first!.id, final.id],
      },
      {
        type: 'match_confirmed',
        tournamentId: cup.cup.id,
        matchId: second!.id,
        changedMatchIds: [second!.id, final.id],
      },
      {
        type: 'match_result_set',
        tournamentId: cup.cup.id,
        matchId: final.id,
        corrected: false,
        resetMatchIds: [],
        affectedTeamIds: [],
        reason: undefined,
        changedMatchIds: [first!.id, second!.id, final.id].sort((x, y) => x - y),
      },
      {
        type: 'tournament_finished',
        tournamentId: cup.cup.id,
        placings: [[winner.teamId], [finalist.teamId], expect.any(Array)],
      },
    ]);
  });
});
