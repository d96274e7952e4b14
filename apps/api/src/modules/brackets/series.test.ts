/**
 * Series (decision 0040) through the public surface, on the test database (embedded or PostgreSQL): captains
 * reporting game by game, disputes over a game, refused series, final_best_of for finals, the admin's results
 * and corrections with their games, the deadline's auto-confirm and forfeits. Time moves by the app's clock.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BRACKET_MESSAGES, type Dispute, type MyMatch, type TournamentBracket } from '@arena/shared/brackets';
import type { ControlRoom } from '@arena/shared/match-control';
import type { MatchRoom } from '@arena/shared/match-room';
import { SERIES_MESSAGES } from '@arena/shared/series-games';
import { matchGames } from '../../db/schema/brackets';
import { domainEvents } from '../../db/schema/notifications';
import { tournaments } from '../../db/schema/tournaments';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { insertSignedInPlayers } from '../../../test/fixtures';
import { enrol, insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { promoteToAdmin } from '../../../test/admin-fixtures';

const MINUTE = 60_000;
const clock = { at: Date.now(), now: () => new Date(clock.at) };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
});
beforeEach(() => {
  clock.at = Date.now();
});
afterAll(() => t.close());

type Auth = { authorization: string };
type Player = { user: { id: number; name: string }; auth: Auth };
interface Entrant {
  seed: number;
  teamId: number;
  captain: Player;
}
type Game = [number, number];
type Response = Awaited<ReturnType<typeof get>>;

const post = (url: string, auth: Auth | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: auth ?? {}, payload });
const get = (url: string, auth?: Auth) => t.app.inject({ url, headers: auth ?? {} });

async function expectRefused(response: Response, message: string | RegExp, status = 400) {
  expect(response.statusCode, response.body).toBe(status);
  expect(body(response).error[0]).toMatch(message);
}

/** A started cup of one-player teams playing series, with a report deadline when `minutes` is given. */
async function seriesCup(
  count: number,
  series: { bestOf: number; finalBestOf: number },
  options: { format?: 'single_elimination' | 'double_elimination' | 'round_robin'; minutes?: number } = {},
) {
  const db = t.database.db;
  const game = await insertGame(db);
  const cup = await insertTournament(db, game.id, {
    totalTeams: 8,
    teamSize: 1,
    winningPrizePence: 10_000,
    bracketFormat: options.format ?? 'single_elimination',
    bestOf: series.bestOf,
    finalBestOf: series.finalBestOf,
    matchReportMinutes: options.minutes ?? 0,
  });
  const people = await insertSignedInPlayers(t.database, count + 1);
  const entrants: Entrant[] = [];
  for (let seed = 1; seed <= count; seed++) {
    const captain = people[seed - 1]!;
    const team = await insertTeam(db, [captain.user.id], `Seed ${seed} ${cup.id}`);
    await enrol(db, cup.id, team);
    entrants.push({ seed, teamId: team.id, captain });
  }
  const organiser = people[count]!;
  await promoteToAdmin(t.app, t.database, organiser);
  const started = await post(`/api/admin/tournaments/${cup.id}/start`, organiser.auth, {});
  expect(started.statusCode, started.body).toBe(200);
  return { cup, entrants, organiser };
}
type Cup = Awaited<ReturnType<typeof seriesCup>>;

async function bracketOf(cup: Cup): Promise<TournamentBracket> {
  const response = await get(`/api/tournament-bracket?tournament_id=${cup.cup.id}`);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: TournamentBracket }>(response).data;
}

async function myMatches(cup: Cup, player: Player): Promise<MyMatch[]> {
  const response = await get(`/api/my-matches?tournament_id=${cup.cup.id}`, player.auth);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: MyMatch[] }>(response).data;
}

async function roomOf(matchId: number, player: Player): Promise<MatchRoom> {
  const response = await get(`/api/match-room?match_id=${matchId}`, player.auth);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: MatchRoom }>(response).data;
}

/** The ready matches with their two entrants in the match's order. */
async function readyMatches(cup: Cup) {
  const bracket = await bracketOf(cup);
  const entrant = (participantId: number | null | undefined) => {
    const teamId = bracket.participants.find((p) => p.id === participantId)?.team_id;
    return cup.entrants.find((e) => e.teamId === teamId)!;
  };
  return bracket.matches
    .filter((m) => m.status === 2 && m.opponent1?.id != null && m.opponent2?.id != null)
    .map((m) => ({ id: m.id, one: entrant(m.opponent1?.id), two: entrant(m.opponent2?.id) }));
}

const wins = (games: Game[]): Game => [
  games.filter(([own, other]) => own > other).length,
  games.filter(([own, other]) => other > own).length,
];

/** A captain's report of these games (from the captain's side), scores as the game wins unless given. */
const reportGames = (player: Player, matchId: number, games: Game[], scores: Game = wins(games)) =>
  post('/api/report-match-score', player.auth, {
    match_id: matchId,
    own_score: scores[0],
    opponent_score: scores[1],
    games: games.map(([own_score, opponent_score]) => ({ own_score, opponent_score })),
  });

const reportScores = (player: Player, matchId: number, own: number, opponent: number) =>
  post('/api/report-match-score', player.auth, {
    match_id: matchId,
    own_score: own,
    opponent_score: opponent,
  });

const mirror = (games: Game[]): Game[] => games.map(([a, b]) => [b, a]);
const asGames = (games: Game[]) =>
  games.map(([own_score, opponent_score]) => ({ own_score, opponent_score }));
const bySide = (games: Game[]) => games.map(([opponent1, opponent2]) => ({ opponent1, opponent2 }));

async function statusOf(response: Response) {
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: { status: string } }>(response).data.status;
}

/** Both captains report the same games, `games` from the match's first side. */
async function playSeries(match: { id: number; one: Entrant; two: Entrant }, games: Game[]) {
  expect(await statusOf(await reportGames(match.one.captain, match.id, games))).toBe('awaiting_opponent');
  expect(await statusOf(await reportGames(match.two.captain, match.id, mirror(games)))).toBe('confirmed');
}

async function storedGames(matchId: number) {
  const [row] = await t.database.db.select().from(matchGames).where(eq(matchGames.matchId, matchId));
  return row?.games;
}

async function controlRoomOf(cup: Cup): Promise<ControlRoom> {
  const response = await get(`/api/admin/tournaments/${cup.cup.id}/control-room`, cup.organiser.auth);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: ControlRoom }>(response).data;
}

const adminResult = (cup: Cup, matchId: number, payload: Record<string, unknown>) =>
  post(`/api/admin/matches/${matchId}/result`, cup.organiser.auth, payload);

describe('a series reported game by game', () => {
  it('confirms a Bo3 both captains report game by game: games stored by side, shown on My matches, the room and the bracket', async () => {
    const cup = await seriesCup(4, { bestOf: 3, finalBestOf: 5 });
    const [semi] = await readyMatches(cup);
    const games: Game[] = [
      [13, 11],
      [9, 13],
      [13, 7],
    ];
    expect(await statusOf(await reportGames(semi!.one.captain, semi!.id, games))).toBe('awaiting_opponent');
    // The other captain is told the games with the score.
    const [told] = await t.database.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.matchId, semi!.id))
      .then((rows) => rows.filter((row) => row.type === 'match.opponent_reported'));
    expect(told?.data).toMatchObject({ reporter_score: 2, your_score: 1, games: asGames(games) });
    expect(told?.notice.body).toContain('2-1 (13-11, 9-13, 13-7)');
    // Before the other report, My matches shows the own report's games and no result games.
    const [pending] = await myMatches(cup, semi!.one.captain);
    expect(pending).toMatchObject({
      match_id: semi!.id,
      best_of: 3,
      stage_number: 1,
      round_number: 1,
      games: [],
      my_report: { own_score: 2, opponent_score: 1, games: asGames(games) },
    });

    expect(await statusOf(await reportGames(semi!.two.captain, semi!.id, mirror(games)))).toBe('confirmed');
    expect(await storedGames(semi!.id)).toEqual(bySide(games));

    const [mine] = await myMatches(cup, semi!.one.captain);
    expect(mine).toMatchObject({
      status: 'confirmed',
      best_of: 3,
      result: { own_score: 2, opponent_score: 1 },
      games: asGames(games),
    });
    const [theirs] = await myMatches(cup, semi!.two.captain);
    expect(theirs).toMatchObject({
      result: { own_score: 1, opponent_score: 2 },
      games: asGames(mirror(games)),
    });

    const room = await roomOf(semi!.id, semi!.two.captain);
    expect(room.best_of).toBe(3);
    expect(room.games).toEqual(games.map(([a, b]) => ({ opponent1_score: a, opponent2_score: b })));
    expect(room.teams.map((team) => team.score)).toEqual([2, 1]);

    const match = (await bracketOf(cup)).matches.find((m) => m.id === semi!.id)!;
    // brackets-viewer shows the game wins; the games ride along for the bracket's own table.
    expect([match.opponent1?.score, match.opponent2?.score]).toEqual([2, 1]);
    expect(match.games).toEqual(games.map(([a, b]) => ({ opponent1_score: a, opponent2_score: b })));
  });

  it('leaves a series disputed when the captains disagree on one game; accepting a report keeps its games', async () => {
    const cup = await seriesCup(4, { bestOf: 3, finalBestOf: 3 });
    const [semi] = await readyMatches(cup);
    const games: Game[] = [
      [13, 11],
      [13, 9],
    ];
    await reportGames(semi!.one.captain, semi!.id, games);
    const other: Game[] = [
      [11, 13],
      [10, 13],
    ];
    expect(await statusOf(await reportGames(semi!.two.captain, semi!.id, other))).toBe('disputed');
    expect(await storedGames(semi!.id)).toBeUndefined();
    const [mine] = await myMatches(cup, semi!.one.captain);
    expect(mine).toMatchObject({
      status: 'disputed',
      opponent_report: { own_score: 2, opponent_score: 0, games: asGames(mirror(other)) },
    });

    const listed = await get(`/api/admin/disputes?tournament_id=${cup.cup.id}`, cup.organiser.auth);
    expect(listed.statusCode, listed.body).toBe(200);
    const [dispute] = body<{ data: Dispute[] }>(listed).data;
    expect(dispute?.match_id).toBe(semi!.id);
    expect(dispute?.opponent1.report?.games).toEqual(asGames(games));
    expect(dispute?.opponent2.report?.games).toEqual(asGames(other));

    // The games the organiser saw are checked too: a report whose games changed since is not accepted unseen.
    await expectRefused(
      await post(`/api/admin/matches/${semi!.id}/accept-report`, cup.organiser.auth, {
        team_id: semi!.two.teamId,
        own_score: 0,
        opponent_score: 2,
        games: asGames([
          [11, 13],
          [9, 13],
        ]),
      }),
      BRACKET_MESSAGES.reportChanged,
      409,
    );
    const accepted = await post(`/api/admin/matches/${semi!.id}/accept-report`, cup.organiser.auth, {
      team_id: semi!.two.teamId,
      own_score: 0,
      opponent_score: 2,
      games: asGames(other),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await storedGames(semi!.id)).toEqual(bySide(mirror(other)));
  });

  it('refuses a Bo3 reported 2-0 and then a third game, an undecided series and series scores that are not one', async () => {
    const cup = await seriesCup(4, { bestOf: 3, finalBestOf: 3 });
    const [semi] = await readyMatches(cup);
    const captain = semi!.one.captain;
    await expectRefused(
      await reportGames(captain, semi!.id, [
        [13, 5],
        [13, 7],
        [5, 13],
      ]),
      'This best-of-3 was decided after game 2; remove the games played after it.',
    );
    await expectRefused(
      await reportGames(captain, semi!.id, [
        [13, 5],
        [5, 13],
      ]),
      SERIES_MESSAGES.notDecided(3),
    );
    await expectRefused(
      await reportGames(
        captain,
        semi!.id,
        [
          [13, 5],
          [13, 7],
        ],
        [13, 5],
      ),
      SERIES_MESSAGES.scoresNotGameWins(2, 0),
    );
    await expectRefused(
      await reportGames(captain, semi!.id, [
        [13, 13],
        [13, 5],
        [13, 7],
      ]),
      SERIES_MESSAGES.drawnGame(1),
    );
    await expectRefused(await reportScores(captain, semi!.id, 1, 1), SERIES_MESSAGES.incompleteSeries(3));
    await expectRefused(await reportScores(captain, semi!.id, 3, 0), SERIES_MESSAGES.incompleteSeries(3));
    // Nothing was stored by the refusals; a complete series by its score alone is taken.
    expect((await myMatches(cup, captain))[0]!.my_report).toBeNull();
    expect(await statusOf(await reportScores(captain, semi!.id, 2, 1))).toBe('awaiting_opponent');
    // A report without games agrees with one listing them; the listed games are kept.
    expect(
      await statusOf(
        await reportGames(semi!.two.captain, semi!.id, [
          [13, 3],
          [4, 13],
          [2, 13],
        ]),
      ),
    ).toBe('confirmed');
    expect(await storedGames(semi!.id)).toEqual(
      bySide([
        [3, 13],
        [13, 4],
        [13, 2],
      ]),
    );
  });

  it('plays the SE final as final_best_of: a Bo5 final after Bo3 semi-finals, to the end of the tournament', async () => {
    const cup = await seriesCup(4, { bestOf: 3, finalBestOf: 5 });
    // The public bracket names each series' length (the console's results list enters a series by it).
    const lengths = (await bracketOf(cup)).matches.map((m) => m.best_of).sort();
    expect(lengths).toEqual([3, 3, 5]);
    for (const semi of await readyMatches(cup))
      await playSeries(semi, [
        [1, 0],
        [1, 0],
      ]);
    const [final] = await readyMatches(cup);
    const finalOf = async () =>
      (await myMatches(cup, final!.one.captain)).find((m) => m.match_id === final!.id)!;
    expect((await finalOf()).best_of).toBe(5);
    expect((await myMatches(cup, final!.one.captain))[0]!.best_of).toBe(3);
    // A Bo3's score is not a Bo5's.
    await expectRefused(
      await reportScores(final!.one.captain, final!.id, 2, 1),
      SERIES_MESSAGES.incompleteSeries(5),
    );
    const games: Game[] = [
      [16, 14],
      [10, 16],
      [16, 3],
      [12, 16],
      [19, 17],
    ];
    await playSeries(final!, games);
    expect(await finalOf()).toMatchObject({
      status: 'confirmed',
      result: { own_score: 3, opponent_score: 2 },
    });
    expect((await finalOf()).games).toEqual(asGames(games));
    expect((await roomOf(final!.id, cup.organiser)).best_of).toBe(5);
    const [after] = await t.database.db.select().from(tournaments).where(eq(tournaments.id, cup.cup.id));
    expect(after?.tournamentState).toBe('completed');
  });

  it('plays both DE grand final matches as final_best_of and the rest as best_of', async () => {
    const cup = await seriesCup(4, { bestOf: 1, finalBestOf: 3 }, { format: 'double_elimination' });
    const bracket = await bracketOf(cup);
    const finalGroup = bracket.groups.find((g) => g.number === 3)!;
    const grandFinalIds = bracket.matches.filter((m) => m.group_id === finalGroup.id).map((m) => m.id);
    expect(grandFinalIds.length).toBeGreaterThan(0);
    // Only a series carries its length: a Bo1 match of the bracket carries none.
    for (const match of bracket.matches)
      expect(match.best_of).toBe(grandFinalIds.includes(match.id) ? 3 : undefined);
    // Play every Bo1 until only the grand final is left: the higher seed wins.
    for (;;) {
      const ready = (await readyMatches(cup)).filter((m) => !grandFinalIds.includes(m.id));
      if (ready.length === 0) break;
      for (const match of ready) {
        const oneWins = match.one.seed < match.two.seed;
        expect(
          await statusOf(await reportScores(match.one.captain, match.id, oneWins ? 2 : 0, oneWins ? 0 : 2)),
        ).toBe('awaiting_opponent');
        expect(
          await statusOf(await reportScores(match.two.captain, match.id, oneWins ? 0 : 2, oneWins ? 2 : 0)),
        ).toBe('confirmed');
      }
    }
    const [grandFinal] = await readyMatches(cup);
    expect(grandFinalIds).toContain(grandFinal!.id);
    const seen = await myMatches(cup, grandFinal!.one.captain);
    for (const match of seen) expect(match.best_of).toBe(grandFinalIds.includes(match.match_id) ? 3 : 1);
    await expectRefused(
      await reportScores(grandFinal!.one.captain, grandFinal!.id, 1, 0),
      SERIES_MESSAGES.incompleteSeries(3),
    );
    await playSeries(grandFinal!, [
      [1, 0],
      [0, 1],
      [1, 0],
    ]);
    expect(await storedGames(grandFinal!.id)).toEqual(
      bySide([
        [1, 0],
        [0, 1],
        [1, 0],
      ]),
    );
  });
});

describe('the organiser and the deadline with series', () => {
  it('sets a result with games by side; a correction replaces them and clears the games of the later matches it resets', async () => {
    const cup = await seriesCup(8, { bestOf: 3, finalBestOf: 3 });
    const [quarter, other] = await readyMatches(cup);
    const set = await adminResult(cup, quarter!.id, {
      opponent1_score: 2,
      opponent2_score: 0,
      games: [
        { opponent1_score: 13, opponent2_score: 4 },
        { opponent1_score: 13, opponent2_score: 6 },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await storedGames(quarter!.id)).toEqual(
      bySide([
        [13, 4],
        [13, 6],
      ]),
    );
    // The captains' shape of a game, the issue's "same games", reads as the first team's score first.
    const sameShape = await adminResult(cup, quarter!.id, {
      opponent1_score: 2,
      opponent2_score: 1,
      games: [
        { own_score: 13, opponent_score: 9 },
        { own_score: 5, opponent_score: 13 },
        { own_score: 13, opponent_score: 11 },
      ],
    });
    expect(sameShape.statusCode, sameShape.body).toBe(200);
    expect(await storedGames(quarter!.id)).toEqual(
      bySide([
        [13, 9],
        [5, 13],
        [13, 11],
      ]),
    );
    await expectRefused(
      await adminResult(cup, other!.id, {
        opponent1_score: 2,
        opponent2_score: 1,
        games: [
          { opponent1_score: 13, opponent2_score: 4 },
          { opponent1_score: 13, opponent2_score: 6 },
          { opponent1_score: 1, opponent2_score: 13 },
        ],
      }),
      'This best-of-3 was decided after game 2; remove the games played after it.',
    );
    await playSeries(other!, [
      [13, 1],
      [13, 2],
    ]);
    const semi = (await readyMatches(cup)).find((m) =>
      [m.one, m.two].some((e) => e.teamId === quarter!.one.teamId),
    );
    expect(semi, 'the quarter-final winner plays a semi-final').toBeDefined();
    await playSeries(semi!, [
      [1, 13],
      [13, 1],
      [13, 1],
    ]);
    expect(await storedGames(semi!.id)).toHaveLength(3);
    // The control room shows each match's series length, the decided games by side and each report's games.
    const before = await controlRoomOf(cup);
    const semiRow = before.matches.find((m) => m.match_id === semi!.id)!;
    expect(semiRow.best_of).toBe(3);
    expect(semiRow.games).toEqual([
      { opponent1_score: 1, opponent2_score: 13 },
      { opponent1_score: 13, opponent2_score: 1 },
      { opponent1_score: 13, opponent2_score: 1 },
    ]);
    expect(semiRow.opponent1!.report!.games).toEqual(
      asGames([
        [1, 13],
        [13, 1],
        [13, 1],
      ]),
    );
    expect(semiRow.opponent2!.report!.games).toEqual(
      asGames(
        mirror([
          [1, 13],
          [13, 1],
          [13, 1],
        ]),
      ),
    );
    expect(before.matches.find((m) => m.match_id === quarter!.id)!.games).toHaveLength(3);

    // The other team won the quarter-final after all: the semi-final is reset and its games go with its result.
    const corrected = await adminResult(cup, quarter!.id, {
      opponent1_score: 1,
      opponent2_score: 2,
      games: [
        { opponent1_score: 13, opponent2_score: 4 },
        { opponent1_score: 3, opponent2_score: 13 },
        { opponent1_score: 8, opponent2_score: 13 },
      ],
      reason: 'Wrong winner',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(body<{ data: { reset_match_ids: number[] } }>(corrected).data.reset_match_ids).toEqual([semi!.id]);
    expect(await storedGames(semi!.id)).toBeUndefined();
    const reset = (await controlRoomOf(cup)).matches.find((m) => m.match_id === semi!.id)!;
    expect(reset.games).toEqual([]);
    expect(reset.opponent1?.report ?? null).toBeNull();
    expect(await storedGames(quarter!.id)).toEqual(
      bySide([
        [13, 4],
        [3, 13],
        [8, 13],
      ]),
    );
    // A correction by the series score alone leaves the match without games.
    const scoresOnly = await adminResult(cup, quarter!.id, { opponent1_score: 0, opponent2_score: 2 });
    expect(scoresOnly.statusCode, scoresOnly.body).toBe(200);
    expect(await storedGames(quarter!.id)).toBeUndefined();
    await expectRefused(
      await adminResult(cup, quarter!.id, { opponent1_score: 1, opponent2_score: 1 }),
      SERIES_MESSAGES.incompleteSeries(3),
    );
  });

  it('confirms a single report at the deadline with its games, and a forfeit leaves the match without games', async () => {
    const cup = await seriesCup(4, { bestOf: 3, finalBestOf: 3 }, { minutes: 30 });
    const [semi, other] = await readyMatches(cup);
    await playSeries(other!, [
      [13, 1],
      [13, 2],
    ]);
    expect(await storedGames(other!.id)).toHaveLength(2);
    const games: Game[] = [
      [5, 13],
      [13, 5],
      [13, 11],
    ];
    await reportGames(semi!.two.captain, semi!.id, games);
    clock.at += 30 * MINUTE;
    expect((await t.app.matchDay.deadlines.sweep()).autoConfirmed).toBe(1);
    expect(await storedGames(semi!.id)).toEqual(bySide(mirror(games)));
    expect((await myMatches(cup, semi!.two.captain)).find((m) => m.match_id === semi!.id)).toMatchObject({
      status: 'confirmed',
      result: { own_score: 2, opponent_score: 1 },
      games: asGames(games),
    });

    const forfeit = await post(`/api/admin/matches/${other!.id}/forfeit`, cup.organiser.auth, {
      team_id: other!.one.teamId,
      reason: 'Played with an ineligible player',
    });
    expect(forfeit.statusCode, forfeit.body).toBe(200);
    expect(await storedGames(other!.id)).toBeUndefined();
    const seen = (await myMatches(cup, other!.two.captain)).find((m) => m.match_id === other!.id);
    expect(seen).toMatchObject({ forfeit: 'won', result: null, games: [] });
    expect((await roomOf(other!.id, cup.organiser)).games).toEqual([]);
  });
});

describe('round robin', () => {
  it('plays its series to a winner: no drawn series and no drawn game, a Bo1 may still be drawn', async () => {
    const series = await seriesCup(3, { bestOf: 3, finalBestOf: 5 }, { format: 'round_robin' });
    const [match] = await readyMatches(series);
    const captain = match!.one.captain;
    // Never a final: every round-robin match is a best_of.
    expect((await myMatches(series, captain)).map((m) => m.best_of)).toEqual([3, 3]);
    await expectRefused(await reportScores(captain, match!.id, 1, 1), SERIES_MESSAGES.incompleteSeries(3));
    await expectRefused(
      await reportGames(captain, match!.id, [
        [13, 13],
        [13, 5],
        [13, 7],
      ]),
      SERIES_MESSAGES.drawnGame(1),
    );
    await playSeries(match!, [
      [13, 5],
      [5, 13],
      [13, 7],
    ]);

    const single = await seriesCup(3, { bestOf: 1, finalBestOf: 1 }, { format: 'round_robin' });
    const [drawn] = await readyMatches(single);
    expect(await statusOf(await reportScores(drawn!.one.captain, drawn!.id, 1, 1))).toBe('awaiting_opponent');
    expect(await statusOf(await reportScores(drawn!.two.captain, drawn!.id, 1, 1))).toBe('confirmed');
  });
});

describe('a best-of-1 keeps its scores', () => {
  it('takes any scores and refuses a games list', async () => {
    const cup = await seriesCup(2, { bestOf: 1, finalBestOf: 1 });
    const [final] = await readyMatches(cup);
    await expectRefused(
      await reportGames(final!.one.captain, final!.id, [[13, 11]]),
      SERIES_MESSAGES.gamesInBestOfOne,
    );
    await expectRefused(await reportScores(final!.one.captain, final!.id, 4, 4), BRACKET_MESSAGES.noDraw);
    expect(await statusOf(await reportScores(final!.one.captain, final!.id, 16, 9))).toBe(
      'awaiting_opponent',
    );
    expect((await myMatches(cup, final!.one.captain))[0]).toMatchObject({ best_of: 1, games: [] });
  });
});
