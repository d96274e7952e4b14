/**
 * Elimination options and group stages on the database, through HTTP (decision 0043): single elimination with
 * and without a third-place match, double elimination with a simple and a double grand final (with and without
 * the reset), round-robin groups (2 of 4, 2 advance) into single and double elimination playoffs, each played to
 * completion with seeded random results by the organiser's result calls; the completion pays by the placings
 * (the prizes sum to the pool exactly), GET /api/tournament-standings answers its shape and agrees with the
 * bracket page's standings; a corrected group result before and after the playoff has a result.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BracketFormat } from '@arena/shared/bracket-rounds';
import type { TournamentBracket, TournamentStanding } from '@arena/shared/brackets';
import type { GroupStage } from '@arena/shared/series-format';
import type { TournamentStandings } from '@arena/shared/standings';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { insertSignedInPlayers } from '../../../test/fixtures';
import { createAdmin } from '../../../test/admin-fixtures';
import { enrol, insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { and, eq } from 'drizzle-orm';
import { domainEvents } from '../../db/schema/notifications';
import { tournaments } from '../../db/schema/tournaments';
import { createBracket } from './bracket-creation';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

interface Options {
  thirdPlaceMatch?: boolean;
  grandFinal?: 'simple' | 'double';
  groupStage?: GroupStage;
}

const POOL = 10_001;
const SPLIT = [50, 25, 15, 10];

async function underway(format: BracketFormat, count: number, options: Options) {
  const db = t.database.db;
  // Signed in per test: the harness clears sessions between tests.
  admin = (await createAdmin(t.app, t.database)).auth;
  const game = await insertGame(db);
  const cup = await insertTournament(db, game.id, {
    tournamentState: 'underway',
    bracketFormat: format,
    totalTeams: 16,
    teamSize: 1,
    winningPrizePence: POOL,
    prizeSplit: SPLIT,
    thirdPlaceMatch: options.thirdPlaceMatch ?? false,
    grandFinal: options.grandFinal ?? 'simple',
    groupStage: options.groupStage ?? null,
  });
  const people = await insertSignedInPlayers(t.database, count);
  const teams: Array<{ teamId: number; name: string }> = [];
  for (let seed = 1; seed <= count; seed++) {
    const team = await insertTeam(db, [people[seed - 1]!.user.id], `S${seed} ${cup.id}`);
    await enrol(db, cup.id, team);
    teams.push({ teamId: team.id, name: team.teamName });
  }
  await db.transaction((tx) =>
    createBracket(tx, { tournamentId: cup.id, format, teams, options: { ...options } }),
  );
  return { id: cup.id, teams };
}

async function cupNameOf(id: number) {
  const [row] = await t.database.db
    .select({ name: tournaments.tournamentName })
    .from(tournaments)
    .where(eq(tournaments.id, id));
  return row!.name;
}

async function bracketOf(id: number) {
  const response = await t.app.inject({ url: `/api/tournament-bracket?tournament_id=${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: TournamentBracket; standings: TournamentStanding[] }>(response);
}

async function standingsOf(id: number) {
  const response = await t.app.inject({ url: `/api/tournament-standings?tournament_id=${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: TournamentStandings }>(response).data;
}

async function setResult(matchId: number, score1: number, score2: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/matches/${matchId}/result`,
    headers: admin,
    payload: { opponent1_score: score1, opponent2_score: score2, reason: 'Played' },
  });
}

const playable = (m: TournamentBracket['matches'][number]) =>
  (m.status === 2 || m.status === 3) && m.opponent1?.id != null && m.opponent2?.id != null;

/** The organiser enters random results for every playable match (of one stage, if given) until none is left. */
async function playOut(
  id: number,
  next: () => number,
  stageNumber?: number,
  pick?: (m: TournamentBracket['matches'][number]) => 1 | 2,
) {
  for (let guard = 0; guard < 200; guard++) {
    const { data } = await bracketOf(id);
    const stageId = data.stages.find((s) => s.number === stageNumber)?.id;
    const stageTypes = new Map(data.stages.map((s) => [s.id, s.type]));
    const open = data.matches.filter((m) => playable(m) && (stageId === undefined || m.stage_id === stageId));
    if (open.length === 0) return data;
    for (const match of open) {
      const draws = stageTypes.get(match.stage_id) === 'round_robin';
      let [a, b] = [Math.floor(next() * 3), Math.floor(next() * 3)];
      const forced = pick?.(match);
      if (forced === 1) [a, b] = [2, 0];
      else if (forced === 2) [a, b] = [0, 2];
      else if (a === b && !draws) a += 1;
      const response = await setResult(match.id, a, b);
      expect(response.statusCode, response.body).toBe(200);
    }
  }
  throw new Error('the tournament did not finish');
}

async function expectCompleted(id: number, count: number) {
  const { standings } = await bracketOf(id);
  const data = await standingsOf(id);
  // Every team placed once; the prizes add up to the pool exactly.
  expect(data.placings).toHaveLength(count);
  expect(new Set(data.placings.map((p) => p.team_id)).size).toBe(count);
  expect(data.placings.reduce((sum, p) => sum + Math.round(p.prize * 100), 0)).toBe(POOL);
  // One source: the bracket page's standings are the placings.
  expect(standings).toEqual(
    data.placings.map((p) => ({
      team_id: p.team_id,
      team_name: p.team_name,
      placing: p.place,
      prize: p.prize,
    })),
  );
  // The shape.
  for (const stage of data.stages) {
    expect(stage).toMatchObject({ number: expect.any(Number), format: expect.any(String) });
    for (const group of stage.groups)
      for (const row of group.rows)
        expect(Object.keys(row).sort()).toEqual(
          [
            'buchholz',
            'draws',
            'game_losses',
            'game_wins',
            'losses',
            'played',
            'points',
            'rank',
            'team_id',
            'team_name',
            'wins',
          ].sort(),
        );
  }
  return data;
}

describe('elimination options played to completion', () => {
  it('single elimination with a third-place match: four single places, paid by them', async () => {
    const cup = await underway('single_elimination', 8, { thirdPlaceMatch: true });
    const labels = (await bracketOf(cup.id)).data.matches.length;
    expect(labels).toBe(8);
    await playOut(cup.id, random(1));
    const data = await expectCompleted(cup.id, 8);
    expect(data.placings.slice(0, 4).map((p) => p.place)).toEqual([1, 2, 3, 4]);
    expect(data.placings.slice(0, 4).map((p) => Math.round(p.prize * 100))).toEqual([5001, 2500, 1500, 1000]);
    expect(data.stages).toHaveLength(1);
    expect(data.stages[0]!.groups[0]!.rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 5, 5, 5]);
  });

  it('single elimination without it: the semi-final losers share 3rd and its two shares', async () => {
    const cup = await underway('single_elimination', 8, {});
    await playOut(cup.id, random(2));
    const data = await expectCompleted(cup.id, 8);
    expect(data.placings.map((p) => p.place)).toEqual([1, 2, 3, 3, 5, 5, 5, 5]);
    // 15% + 10% of 10001 = 2500.25 pence, 1250 each; the winner takes the rounding.
    expect(data.placings.slice(2, 4).map((p) => Math.round(p.prize * 100))).toEqual([1250, 1250]);
  });

  it.each([
    ['simple', 3],
    ['double', 4],
    ['double', 9],
  ] as const)('double elimination, %s grand final (seed %i), to completion', async (grandFinal, seed) => {
    const cup = await underway('double_elimination', 6, { grandFinal });
    await playOut(cup.id, random(seed));
    await expectCompleted(cup.id, 6);
  });

  it('double grand final: reset played when the lower-bracket winner wins the first, not otherwise', async () => {
    for (const lowerWins of [true, false]) {
      const cup = await underway('double_elimination', 4, { grandFinal: 'double' });
      const { data } = await bracketOf(cup.id);
      const finalGroup = data.groups.find((g) => g.number === 3)!;
      const [first, reset] = data.matches
        .filter((m) => m.group_id === finalGroup.id)
        .sort((a, b) => a.id - b.id);
      // Everything before the grand final.
      for (let guard = 0; guard < 20; guard++) {
        const open = (await bracketOf(cup.id)).data.matches.filter(
          (m) => playable(m) && m.group_id !== finalGroup.id,
        );
        if (open.length === 0) break;
        for (const m of open) expect((await setResult(m.id, 2, 1)).statusCode).toBe(200);
      }
      expect((await setResult(first!.id, lowerWins ? 0 : 2, lowerWins ? 2 : 0)).statusCode).toBe(200);
      const after = (await bracketOf(cup.id)).data.matches.find((m) => m.id === reset!.id)!;
      if (lowerWins) {
        expect(playable(after)).toBe(true);
        expect((await standingsOf(cup.id)).placings).toEqual([]);
        expect((await setResult(reset!.id, 2, 1)).statusCode).toBe(200);
      } else {
        expect([after.opponent1, after.opponent2]).toEqual([null, null]);
      }
      await expectCompleted(cup.id, 4);
    }
  });
});

describe('round-robin groups into a playoff', () => {
  const groupStage: GroupStage = { format: 'round_robin', groups: 2, advance: 2 };

  it.each([
    ['single_elimination', 5],
    ['double_elimination', 6],
  ] as const)(
    '2 groups of 4, 2 advance, into %s: both stages shown, playoff teams placed first',
    async (format, seed) => {
      const cup = await underway(format, 8, { groupStage, thirdPlaceMatch: true, grandFinal: 'double' });
      const before = await standingsOf(cup.id);
      expect(before.stages).toHaveLength(1);
      expect(before.stages[0]!.groups.map((g) => [g.name, g.rows.length])).toEqual([
        ['Group A', 4],
        ['Group B', 4],
      ]);
      await playOut(cup.id, random(seed), 1);
      // Each team told, once, that it advanced or was eliminated (with its place: 5th to 8th).
      const told = (type: 'stage.advanced' | 'stage.eliminated') =>
        t.database.db
          .select({ teamId: domainEvents.teamId, data: domainEvents.data })
          .from(domainEvents)
          .where(and(eq(domainEvents.type, type), eq(domainEvents.tournamentId, cup.id)));
      expect(await told('stage.advanced')).toHaveLength(4);
      const out = await told('stage.eliminated');
      expect(out).toHaveLength(4);
      for (const event of out) expect(event.data.place).toBeGreaterThanOrEqual(5);
      const drawn = await bracketOf(cup.id);
      expect(drawn.data.stages.map((s) => [s.number, s.type])).toEqual([
        [1, 'round_robin'],
        [2, format],
      ]);
      await playOut(cup.id, random(seed + 100));
      const data = await expectCompleted(cup.id, 8);
      expect(data.stages.map((s) => s.format)).toEqual(['round_robin', format]);
      const playoffTeams = new Set(data.stages[1]!.groups[0]!.rows.map((r) => r.team_id));
      expect(playoffTeams.size).toBe(4);
      expect(data.placings.slice(0, 4).every((p) => playoffTeams.has(p.team_id))).toBe(true);
      expect(data.placings.slice(4).some((p) => playoffTeams.has(p.team_id))).toBe(false);
      // Group ranks: points never rise down a group's table.
      for (const group of data.stages[0]!.groups)
        for (let i = 1; i < group.rows.length; i++)
          expect(group.rows[i]!.points).toBeLessThanOrEqual(group.rows[i - 1]!.points);
    },
  );

  it('a corrected group result redraws the playoff before a playoff result, and is refused after', async () => {
    const cup = await underway('single_elimination', 8, { groupStage });
    const seedOf = (participantId: number | null | undefined, data: TournamentBracket) => {
      const teamId = data.participants.find((p) => p.id === participantId)!.team_id;
      return cup.teams.findIndex((team) => team.teamId === teamId) + 1;
    };
    let snapshot = (await bracketOf(cup.id)).data;
    // The better seed wins every group match: A = 1, 4, 5, 8 and B = 2, 3, 6, 7 (snake), so 1, 2, 4, 3 advance.
    await playOut(cup.id, random(7), 1, (m) =>
      seedOf(m.opponent1?.id, snapshot) < seedOf(m.opponent2?.id, snapshot) ? 1 : 2,
    );
    snapshot = (await bracketOf(cup.id)).data;
    const playoffStage = snapshot.stages.find((s) => s.number === 2)!;
    const playoffTeams = () =>
      bracketOf(cup.id).then(({ data }) =>
        data.matches
          .filter((m) => m.stage_id === playoffStage.id)
          .flatMap((m) => [m.opponent1?.id, m.opponent2?.id])
          .filter((id): id is number => id != null)
          .map((id) => seedOf(id, data))
          .filter((seed, i, all) => all.indexOf(seed) === i)
          .sort((a, b) => a - b),
      );
    expect(await playoffTeams()).toEqual([1, 2, 3, 4]);
    // Each team told once, naming its group as the standings do: seeds 1 v 3 (B's 2nd), 2 v 4 (A's 2nd).
    const seedOfTeam = (teamId: number | null) => cup.teams.findIndex((team) => team.teamId === teamId) + 1;
    const stageNotices = async () =>
      (
        await t.database.db
          .select({
            id: domainEvents.id,
            type: domainEvents.type,
            teamId: domainEvents.teamId,
            data: domainEvents.data,
            notice: domainEvents.notice,
          })
          .from(domainEvents)
          .where(eq(domainEvents.tournamentId, cup.id))
          .orderBy(domainEvents.id)
      )
        .filter((e) => e.type === 'stage.advanced' || e.type === 'stage.eliminated')
        .map((e) => ({ ...e, seed: seedOfTeam(e.teamId) }));
    const first = await stageNotices();
    expect(first.map((e) => [e.seed, e.type]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [1, 'stage.advanced'],
      [2, 'stage.advanced'],
      [3, 'stage.advanced'],
      [4, 'stage.advanced'],
      [5, 'stage.eliminated'],
      [6, 'stage.eliminated'],
      [7, 'stage.eliminated'],
      [8, 'stage.eliminated'],
    ]);
    const name = (seed: number) => cup.teams[seed - 1]!.name;
    expect(first.find((e) => e.seed === 2)!.notice.body).toBe(
      `${name(2)} finished 1st in Group B and is seed 2 of the playoff of ${await cupNameOf(cup.id)} and plays ${name(4)} first.`,
    );
    expect(first.find((e) => e.seed === 5)!.notice.body).toMatch(
      new RegExp(
        `^${name(5)} finished 3rd in Group A, did not advance from the group stage of .* and places 5th\\.$`,
      ),
    );

    // Corrected: seed 5 beat seed 4. Before any playoff result the playoff is redrawn with 5 for 4.
    const fourFive = snapshot.matches.find(
      (m) =>
        m.stage_id !== playoffStage.id &&
        [seedOf(m.opponent1?.id, snapshot), seedOf(m.opponent2?.id, snapshot)].sort().join() === '4,5',
    )!;
    const fiveFirst = seedOf(fourFive.opponent1?.id, snapshot) === 5;
    const corrected = await setResult(fourFive.id, fiveFirst ? 2 : 0, fiveFirst ? 0 : 2);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await playoffTeams()).toEqual([1, 2, 3, 5]);
    // Told again: 5 (now in, against 2), 4 (now out, 5th like 6), 2 (a new first opponent); nobody else.
    const second = (await stageNotices()).slice(first.length);
    expect(second.map((e) => [e.seed, e.type]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [2, 'stage.advanced'],
      [4, 'stage.eliminated'],
      [5, 'stage.advanced'],
    ]);
    for (const event of second) {
      expect(event.data.corrected).toBe(true);
      expect(event.notice.body).toMatch(/^A corrected group result changed the playoff: /);
    }
    expect(second.find((e) => e.seed === 2)!.data.opponent_team).toBe(name(5));
    expect(second.find((e) => e.seed === 5)!.data).toMatchObject({ seed: 3, opponent_team: name(2) });
    expect(second.find((e) => e.seed === 4)!.data.place).toBe(5);
    expect(second.find((e) => e.seed === 4)!.notice.body).toContain(`${name(4)} finished 3rd in Group A`);

    // A playoff match is decided; correcting back (4 advancing again) is now refused, and nothing changes.
    const opener = (await bracketOf(cup.id)).data.matches.find(
      (m) => m.stage_id === playoffStage.id && playable(m),
    )!;
    expect((await setResult(opener.id, 2, 1)).statusCode).toBe(200);
    const refused = await setResult(fourFive.id, fiveFirst ? 0 : 2, fiveFirst ? 2 : 0);
    expect(refused.statusCode).toBe(409);
    expect(body<{ error: string[] }>(refused).error[0]).toMatch(/playoff has started/);
    expect(await playoffTeams()).toEqual([1, 2, 3, 5]);
    // A playoff result and a refused correction tell nobody again.
    expect(await stageNotices()).toHaveLength(first.length + second.length);
  });

  it('refuses to start groups the teams there cannot fill, with a clear message', async () => {
    await expect(
      underway('single_elimination', 5, { groupStage: { format: 'round_robin', groups: 2, advance: 2 } }),
    ).rejects.toThrow(/fewer than 2 of each group can advance/);
  });

  it('is documented in the OpenAPI document', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    const document = JSON.parse(response.body) as { paths: Record<string, { get?: unknown }> };
    expect(JSON.stringify(document.paths['/api/tournament-standings']?.get)).toContain('"placings"');
  });

  it('answers 404 for an unknown tournament', async () => {
    const response = await t.app.inject({ url: '/api/tournament-standings?tournament_id=987654' });
    expect(response.statusCode).toBe(404);
  });
});

describe('a group stage from the start, played by the captains', () => {
  it('the start draws the groups; the last group report draws the playoff into My matches', async () => {
    const db = t.database.db;
    const game = await insertGame(db);
    const cup = await insertTournament(db, game.id, {
      tournamentState: 'pending',
      bracketFormat: 'single_elimination',
      seeding: 'organiser',
      totalTeams: 8,
      teamSize: 1,
      winningPrizePence: POOL,
      prizeSplit: SPLIT,
      thirdPlaceMatch: true,
      groupStage: { format: 'round_robin', groups: 2, advance: 2 },
    });
    const people = await insertSignedInPlayers(t.database, 8);
    const captains = new Map<number, { authorization: string }>();
    for (let seed = 1; seed <= 8; seed++) {
      const team = await insertTeam(db, [people[seed - 1]!.user.id], `G${seed} ${cup.id}`);
      await enrol(db, cup.id, team);
      captains.set(team.id, people[seed - 1]!.auth);
    }
    admin = (await createAdmin(t.app, t.database)).auth;
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/admin/tournaments/${cup.id}/start`,
      headers: admin,
    });
    expect(started.statusCode, started.body).toBe(200);
    const drawn = await bracketOf(cup.id);
    expect(drawn.data.stages.map((s) => [s.name, s.type])).toEqual([['Group stage', 'round_robin']]);
    expect(drawn.data.groups).toHaveLength(2);
    expect(drawn.data.matches).toHaveLength(12);

    type Mine = { match_id: number; round_label: string; status: string };
    const mine = async (teamId: number) =>
      body<{ data: Mine[] }>(
        await t.app.inject({
          url: `/api/my-matches?tournament_id=${cup.id}`,
          headers: captains.get(teamId)!,
        }),
      ).data;
    // Every group match: both captains report, the lower team id winning.
    const next = random(21);
    for (let guard = 0; guard < 20; guard++) {
      const { data } = await bracketOf(cup.id);
      const open = data.matches.filter((m) => playable(m) && m.stage_id === data.stages[0]!.id);
      if (open.length === 0) break;
      for (const match of open) {
        const [a, b] = [match.opponent1!.id, match.opponent2!.id].map(
          (id) => data.participants.find((p) => p.id === id)!.team_id,
        ) as [number, number];
        const [own, other] = [Math.floor(next() * 3), Math.floor(next() * 3)];
        for (const [team, scores] of [
          [a, { own_score: own, opponent_score: other }],
          [b, { own_score: other, opponent_score: own }],
        ] as const) {
          const response = await t.app.inject({
            method: 'POST',
            url: '/api/report-match-score',
            headers: captains.get(team)!,
            payload: { match_id: match.id, ...scores },
          });
          expect(response.statusCode, response.body).toBe(200);
        }
      }
    }
    const after = await bracketOf(cup.id);
    expect(after.data.stages.map((s) => s.name)).toEqual(['Group stage', 'Playoff']);
    const playoffIds = new Set(
      after.data.matches.filter((m) => m.stage_id === after.data.stages[1]!.id).map((m) => m.id),
    );
    const semiFinalists = (await standingsOf(cup.id)).stages[1]!.groups[0]!.rows.map((r) => r.team_id);
    expect(semiFinalists).toHaveLength(4);
    for (const teamId of semiFinalists) {
      const ready = (await mine(teamId)).filter((m) => playoffIds.has(m.match_id));
      expect(ready.map((m) => [m.round_label, m.status])).toEqual([['Semi-final', 'ready']]);
    }
    const groupLabels = (await mine(semiFinalists[0]!)).filter((m) => !playoffIds.has(m.match_id));
    expect(groupLabels.map((m) => m.round_label).every((l) => /^Group [AB], round [123]$/.test(l))).toBe(
      true,
    );

    await playOut(cup.id, random(22));
    const data = await expectCompleted(cup.id, 8);
    expect(data.placings.slice(0, 4).map((p) => p.place)).toEqual([1, 2, 3, 4]);
  });

  it('a start with groups the teams there cannot fill is refused with a clear message', async () => {
    const db = t.database.db;
    const game = await insertGame(db);
    const cup = await insertTournament(db, game.id, {
      tournamentState: 'pending',
      bracketFormat: 'double_elimination',
      totalTeams: 8,
      teamSize: 1,
      groupStage: { format: 'round_robin', groups: 3, advance: 1 },
    });
    const people = await insertSignedInPlayers(t.database, 5);
    for (const person of people) await enrol(db, cup.id, await insertTeam(db, [person.user.id]));
    admin = (await createAdmin(t.app, t.database)).auth;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/tournaments/${cup.id}/start`,
      headers: admin,
    });
    expect(refused.statusCode).toBe(400);
    expect(body<{ error: string[] }>(refused).error[0]).toBe(
      '5 teams cannot make 3 groups of at least 2 teams: use fewer groups.',
    );
    expect((await bracketOf(cup.id)).data).toBeNull();
  });
});
