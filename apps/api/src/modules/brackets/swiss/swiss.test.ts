/**
 * Swiss as a bracket format, on the database (issue 26, decision 0042): rounds drawn as each completes, played to
 * the end through the captains' reports with random (seeded) results, placings by the Swiss standings and the
 * prizes paid by them; the Major style with its deciders' series length; corrections once a later round is drawn.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TournamentBracket, TournamentStanding } from '@arena/shared/brackets';
import { body, createTestApp, type TestApp } from '../../../../test/harness';
import { insertSignedInPlayers } from '../../../../test/fixtures';
import { enrol, insertGame, insertTeam, insertTournament } from '../../../../test/catalogue-fixtures';
import { tournaments } from '../../../db/schema/tournaments';
import { domainEvents } from '../../../db/schema/notifications';
import { createBracket } from '../bracket-creation';
import { createBracketStorage } from '../bracket-storage';
import type { MatchRecord, RoundRecord } from '../bracket.rules';
import { seededRandom } from './seeded-random';
import { swissStageStandings } from './swiss-stage';
import { promoteToAdmin } from '../../../../test/admin-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = { authorization: string };
interface Entrant {
  seed: number;
  teamId: number;
  name: string;
  auth: Auth;
}

type SwissOptions = Partial<typeof tournaments.$inferInsert>;

/** An underway 1v1 Swiss tournament of `count` teams, round 1 drawn in seed order. */
async function underway(count: number, options: SwissOptions) {
  const db = t.database.db;
  const game = await insertGame(db);
  const cup = await insertTournament(db, game.id, {
    tournamentState: 'underway',
    totalTeams: count,
    teamSize: 1,
    bracketFormat: 'swiss',
    winningPrizePence: 10_001,
    prizeSplit: [50, 30, 20],
    ...options,
  });
  const people = await insertSignedInPlayers(t.database, count);
  const entrants: Entrant[] = [];
  for (let seed = 1; seed <= count; seed++) {
    const player = people[seed - 1]!;
    const team = await insertTeam(db, [player.user.id], `Swiss ${seed} ${cup.id}`);
    await enrol(db, cup.id, team);
    entrants.push({ seed, teamId: team.id, name: team.teamName, auth: player.auth });
  }
  await db.transaction((tx) =>
    createBracket(tx, {
      tournamentId: cup.id,
      format: 'swiss',
      teams: entrants.map((e) => ({ teamId: e.teamId, name: e.name })),
    }),
  );
  return { id: cup.id, entrants };
}

async function bracketAnswer(tournamentId: number) {
  const response = await t.app.inject({ url: `/api/tournament-bracket?tournament_id=${tournamentId}` });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: TournamentBracket | null; standings: TournamentStanding[] }>(response);
}

async function records(tournamentId: number) {
  const storage = createBracketStorage(t.database.db, tournamentId);
  const matches = ((await storage.select('match')) ?? []) as Array<MatchRecord & { best_of?: number }>;
  const rounds = ((await storage.select('round')) ?? []) as RoundRecord[];
  return { storage, matches, rounds };
}

/**
 * Both captains report every ready match (a random winner, `games` games to the winner) until no match is ready;
 * after each round, checks the next round was drawn at once with no rematch. Answers the rounds played.
 */
async function playThrough(id: number, entrants: Entrant[], random: () => number) {
  const met = new Set<string>();
  let rounds = 0;
  for (;;) {
    const { data } = await bracketAnswer(id);
    const ready = data!.matches.filter(
      (m) => m.status === 2 && m.opponent1?.id != null && m.opponent2?.id != null,
    );
    if (ready.length === 0) return rounds;
    rounds += 1;
    const { matches } = await records(id);
    for (const match of ready) {
      const pair = [match.opponent1!.id, match.opponent2!.id].sort().join('-');
      expect(met.has(pair), `a rematch ${pair}`).toBe(false);
      met.add(pair);
      const bestOf = matches.find((m) => Number(m.id) === match.id)!.best_of ?? 1;
      const needed = Math.floor(bestOf / 2) + 1;
      const [a, b] = [match.opponent1!.id, match.opponent2!.id].map((participantId) => {
        const teamId = data!.participants.find((p) => p.id === participantId)!.team_id;
        return entrants.find((e) => e.teamId === teamId)!;
      }) as [Entrant, Entrant];
      const aWins = random() < 0.5;
      for (const side of [a, b]) {
        const won = (side === a) === aWins;
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/report-match-score',
          headers: side.auth,
          payload: { match_id: match.id, own_score: won ? needed : 0, opponent_score: won ? 0 : needed },
        });
        expect(response.statusCode, response.body).toBe(200);
      }
    }
  }
}

async function stateOf(id: number) {
  const [row] = await t.database.db
    .select({ state: tournaments.tournamentState })
    .from(tournaments)
    .where(eq(tournaments.id, id));
  return row!.state;
}

describe('a Swiss tournament', () => {
  it('is drawn by the organiser start: round 1 by seed, shown as Swiss round 1 in My matches', async () => {
    const db = t.database.db;
    const game = await insertGame(db);
    const cup = await insertTournament(db, game.id, {
      tournamentState: 'pending',
      totalTeams: 8,
      teamSize: 1,
      bracketFormat: 'swiss',
      swissRounds: 3,
      winningPrizePence: 1_000,
      prizeSplit: [100],
    });
    const people = await insertSignedInPlayers(t.database, 9);
    const entrants: Entrant[] = [];
    for (let seed = 1; seed <= 7; seed++) {
      const player = people[seed - 1]!;
      const team = await insertTeam(db, [player.user.id], `Start ${seed} ${cup.id}`);
      await enrol(db, cup.id, team);
      entrants.push({ seed, teamId: team.id, name: team.teamName, auth: player.auth });
    }
    const organiser = people[8]!;
    await promoteToAdmin(t.app, t.database, organiser);
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/admin/tournaments/${cup.id}/start`,
      headers: organiser.auth,
    });
    expect(started.statusCode, started.body).toBe(200);
    // The start seeds the teams its own way: six of the seven have a round-1 match, one has the bye.
    let withMatch = 0;
    for (const entrant of entrants) {
      const mine = await t.app.inject({
        url: `/api/my-matches?tournament_id=${cup.id}`,
        headers: entrant.auth,
      });
      expect(mine.statusCode, mine.body).toBe(200);
      const items = body<{ data: Array<{ round_label: string; status: string }> }>(mine).data;
      if (items.length === 0) continue;
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ round_label: 'Swiss round 1', status: 'ready' });
      withMatch += 1;
    }
    expect(withMatch).toBe(6);
    // Seven teams: three matches and a bye each round, three rounds.
    expect((await records(cup.id)).matches).toHaveLength(4);
    expect(await playThrough(cup.id, entrants, seededRandom(7))).toBe(3);
    expect(await stateOf(cup.id)).toBe('completed');
    const { matches } = await records(cup.id);
    const byes = matches.filter((m) => m.opponent2 === null).map((m) => m.opponent1!.id);
    expect(new Set(byes).size).toBe(3);
    const { standings } = await bracketAnswer(cup.id);
    expect(standings).toHaveLength(7);
    expect(standings.reduce((sum, s) => sum + Math.round(s.prize * 100), 0)).toBe(1_000);
  });

  it('plays 16 teams over 4 fixed rounds, each drawn when the last completes, placings and prizes complete', async () => {
    const cup = await underway(16, {});
    let { rounds, matches } = await records(cup.id);
    // Round 1 only, by seed: 1 v 9, 2 v 10, ... 8 v 16.
    expect(rounds).toHaveLength(1);
    expect(matches).toHaveLength(8);
    const played = await playThrough(cup.id, cup.entrants, seededRandom(16));
    expect(played).toBe(4);
    ({ rounds, matches } = await records(cup.id));
    expect(rounds.map((r) => r.number)).toEqual([1, 2, 3, 4]);
    expect(matches).toHaveLength(32);
    expect(await stateOf(cup.id)).toBe('completed');
    const { standings } = await bracketAnswer(cup.id);
    expect(standings).toHaveLength(16);
    expect(standings.map((s) => s.placing)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(standings.reduce((sum, s) => sum + Math.round(s.prize * 100), 0)).toBe(10_001);
    // The placings follow the Swiss standings: the first place has the best record.
    const table = await swissStageStandings(
      createBracketStorage(t.database.db, cup.id),
      Number(rounds[0]!.stage_id),
    );
    const { data } = await bracketAnswer(cup.id);
    const teamOfParticipant = new Map(data!.participants.map((p) => [p.id, p.team_id]));
    expect(standings.map((s) => s.team_id)).toEqual(table.map((row) => teamOfParticipant.get(row.teamId)));
    for (let i = 1; i < table.length; i++) expect(table[i - 1]!.wins).toBeGreaterThanOrEqual(table[i]!.wins);
    // Each team was told its opponent of every round after the first.
    const told = await t.database.db
      .select({ id: domainEvents.id })
      .from(domainEvents)
      .where(eq(domainEvents.type, 'swiss.round_drawn'));
    expect(told.length).toBeGreaterThanOrEqual(3 * 16);
  });

  it('plays the Major style (3 wins advance, 3 losses out) until every team is decided, deciders Bo3', async () => {
    const cup = await underway(16, {
      swissAdvanceWins: 3,
      swissEliminateLosses: 3,
      bestOf: 1,
      swissDeciderBestOf: 3,
    });
    const played = await playThrough(cup.id, cup.entrants, seededRandom(33));
    expect(played).toBe(5);
    expect(await stateOf(cup.id)).toBe('completed');
    const { matches } = await records(cup.id);
    const { storage, rounds } = await records(cup.id);
    const table = await swissStageStandings(storage, Number(rounds[0]!.stage_id));
    expect(table.filter((row) => row.status === 'advanced')).toHaveLength(8);
    expect(table.filter((row) => row.status === 'eliminated')).toHaveLength(8);
    for (const row of table) expect(row.wins === 3 || row.losses === 3).toBe(true);
    // Round 1 and 2 matches are ordinary (Bo1); every match of a team at 2 wins or 2 losses is a decider (Bo3).
    const roundOf = new Map(rounds.map((r) => [Number(r.id), r.number]));
    const byRound = (n: number) => matches.filter((m) => roundOf.get(Number(m.round_id)) === n);
    for (const match of [...byRound(1), ...byRound(2)]) expect(match.best_of).toBe(1);
    for (const match of [...byRound(4), ...byRound(5)]) expect(match.best_of).toBe(3);
    // Round 3 mixes: 2-0 and 0-2 teams play deciders, 1-1 teams do not.
    expect(new Set(byRound(3).map((m) => m.best_of))).toEqual(new Set([1, 3]));
    // brackets-manager kept best_of through the results it wrote.
    for (const match of matches) expect(match.status).toBe(4);
    const { standings } = await bracketAnswer(cup.id);
    expect(standings).toHaveLength(16);
    expect(standings.reduce((sum, s) => sum + Math.round(s.prize * 100), 0)).toBe(10_001);
  });

  it('draws the next round after a forfeit too; refuses a draw, and a new winner once the next round is drawn, but takes a score correction', async () => {
    const cup = await underway(4, { winningPrizePence: 0, prizeSplit: [100] });
    const [admin] = await insertSignedInPlayers(t.database, 1);
    await promoteToAdmin(t.app, t.database, admin!);
    const { data } = await bracketAnswer(cup.id);
    const first = data!.matches[0]!;
    const draw = await t.app.inject({
      method: 'POST',
      url: `/api/admin/matches/${first.id}/result`,
      headers: admin!.auth,
      payload: { opponent1_score: 1, opponent2_score: 1 },
    });
    expect(draw.statusCode, draw.body).toBe(400);
    // One match by the organiser's result, the other by a forfeit: either path draws round 2 once both are in.
    const [one, two] = data!.matches;
    const result = await t.app.inject({
      method: 'POST',
      url: `/api/admin/matches/${one!.id}/result`,
      headers: admin!.auth,
      payload: { opponent1_score: 1, opponent2_score: 0 },
    });
    expect(result.statusCode, result.body).toBe(200);
    expect((await records(cup.id)).rounds).toHaveLength(1);
    const teamOf = (participantId: number | null | undefined) =>
      data!.participants.find((p) => p.id === participantId)!.team_id;
    const forfeit = await t.app.inject({
      method: 'POST',
      url: `/api/admin/matches/${two!.id}/forfeit`,
      headers: admin!.auth,
      payload: { team_id: teamOf(two!.opponent2?.id), reason: 'Did not show up' },
    });
    expect(forfeit.statusCode, forfeit.body).toBe(200);
    expect((await records(cup.id)).rounds).toHaveLength(2);
    const flipped = await t.app.inject({
      method: 'POST',
      url: `/api/admin/matches/${first.id}/result`,
      headers: admin!.auth,
      payload: { opponent1_score: 0, opponent2_score: 1 },
    });
    expect(flipped.statusCode, flipped.body).toBe(409);
    expect(flipped.body).toContain('next Swiss round has been drawn');
    const rescored = await t.app.inject({
      method: 'POST',
      url: `/api/admin/matches/${first.id}/result`,
      headers: admin!.auth,
      payload: { opponent1_score: 2, opponent2_score: 0 },
    });
    expect(rescored.statusCode, rescored.body).toBe(200);
    // A forfeit that would hand the first match to the other team is refused the same way.
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/admin/matches/${first.id}/forfeit`,
      headers: admin!.auth,
      payload: { team_id: teamOf(first.opponent1?.id), reason: 'Found to have cheated' },
    });
    expect(late.statusCode, late.body).toBe(409);
  });
});
