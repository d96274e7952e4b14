/**
 * A Swiss group stage into a playoff on the database, through HTTP (decision 0043): 16 teams, 4 fixed Swiss rounds
 * or the Major style (3 wins advance, 3 losses out), the top 8 into a single or double elimination playoff, played
 * to completion with seeded random results by the organiser's result calls. No rematch in the Swiss stage, the
 * playoff seeded by Swiss rank (1 v 8, 4 v 5, 2 v 7, 3 v 6), every team placed (the playoff's first, then the
 * Swiss stage's others by Swiss rank), the prizes summing to the pool exactly, the standings with both stages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BracketFormat } from '@arena/shared/bracket-rounds';
import type { TournamentBracket } from '@arena/shared/brackets';
import type { TournamentStandings } from '@arena/shared/standings';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { insertSignedInPlayers } from '../../../test/fixtures';
import { createAdmin } from '../../../test/admin-fixtures';
import { enrol, insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { and, eq } from 'drizzle-orm';
import type { tournaments } from '../../db/schema/tournaments';
import { domainEvents } from '../../db/schema/notifications';
import { createBracket } from './bracket-creation';
import { seededRandom } from './swiss/seeded-random';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const POOL = 10_001;
const SPLIT = [40, 25, 15, 10, 5, 5];
const COUNT = 16;

async function underway(format: BracketFormat, settings: Partial<typeof tournaments.$inferInsert>) {
  const db = t.database.db;
  admin = (await createAdmin(t.app, t.database)).auth;
  const game = await insertGame(db);
  const groupStage = settings.groupStage ?? { format: 'swiss' as const, groups: 1, advance: 8 };
  const cup = await insertTournament(db, game.id, {
    tournamentState: 'underway',
    bracketFormat: format,
    totalTeams: COUNT,
    teamSize: 1,
    winningPrizePence: POOL,
    prizeSplit: SPLIT,
    thirdPlaceMatch: true,
    grandFinal: 'double',
    ...settings,
    groupStage,
  });
  const people = await insertSignedInPlayers(t.database, COUNT);
  const teams: Array<{ teamId: number; name: string }> = [];
  for (let seed = 1; seed <= COUNT; seed++) {
    const team = await insertTeam(db, [people[seed - 1]!.user.id], `W${seed} ${cup.id}`);
    await enrol(db, cup.id, team);
    teams.push({ teamId: team.id, name: team.teamName });
  }
  await db.transaction((tx) =>
    createBracket(tx, {
      tournamentId: cup.id,
      format,
      teams,
      options: { groupStage, thirdPlaceMatch: true, grandFinal: 'double' },
    }),
  );
  return { id: cup.id, teams };
}

async function bracketOf(id: number) {
  const response = await t.app.inject({ url: `/api/tournament-bracket?tournament_id=${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: TournamentBracket }>(response).data;
}

async function standingsOf(id: number) {
  const response = await t.app.inject({ url: `/api/tournament-standings?tournament_id=${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: TournamentStandings }>(response).data;
}

const playable = (m: TournamentBracket['matches'][number]) =>
  (m.status === 2 || m.status === 3) && m.opponent1?.id != null && m.opponent2?.id != null;

/** Random results (no draws) for every playable match of the stage numbered `stageNumber` until none is left. */
async function playStage(id: number, next: () => number, stageNumber: number) {
  for (let guard = 0; guard < 60; guard++) {
    const data = await bracketOf(id);
    const stageId = data.stages.find((s) => s.number === stageNumber)?.id;
    const open = data.matches.filter((m) => playable(m) && m.stage_id === stageId);
    if (open.length === 0) return data;
    for (const match of open) {
      const a = Math.floor(next() * 3);
      let b = Math.floor(next() * 3);
      if (a === b) b = a + 1;
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/matches/${match.id}/result`,
        headers: admin,
        payload: { opponent1_score: a, opponent2_score: b, reason: 'Played' },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  }
  throw new Error(`stage ${stageNumber} did not finish`);
}

const teamOfParticipant = (data: TournamentBracket, id: number | null | undefined) =>
  data.participants.find((p) => p.id === id)?.team_id ?? null;

describe('a Swiss group stage into a playoff', () => {
  it.each([
    ['single_elimination', 'fixed 4 rounds', { swissRounds: 4 }, 11],
    ['double_elimination', 'fixed 4 rounds', { swissRounds: 4 }, 12],
    ['single_elimination', 'Major style 3/3', { swissAdvanceWins: 3, swissEliminateLosses: 3 }, 13],
    ['double_elimination', 'Major style 3/3', { swissAdvanceWins: 3, swissEliminateLosses: 3 }, 14],
  ] as const)('16 teams into %s (%s), played to completion', async (format, _label, settings, seed) => {
    const cup = await underway(format, settings);
    const next = seededRandom(seed);
    const first = await bracketOf(cup.id);
    expect(first.stages.map((s) => [s.number, s.name])).toEqual([[1, 'Swiss stage']]);

    const swiss = await playStage(cup.id, next, 1);
    const swissStage = swiss.stages.find((s) => s.number === 1)!;
    const swissMatches = swiss.matches.filter(
      (m) => m.stage_id === swissStage.id && m.opponent1?.id != null && m.opponent2?.id != null,
    );
    // No rematch in the Swiss stage.
    const pairs = swissMatches.map((m) => [m.opponent1!.id, m.opponent2!.id].sort().join());
    expect(new Set(pairs).size).toBe(pairs.length);
    if ('swissRounds' in settings)
      expect(new Set(swissMatches.map((m) => m.round_id)).size).toBe(settings.swissRounds);

    // The playoff drawn once, from the Swiss top 8, seeded by Swiss rank (standard order).
    expect(swiss.stages.map((s) => [s.number, s.name])).toEqual([
      [1, 'Swiss stage'],
      [2, 'Playoff'],
    ]);
    const midway = await standingsOf(cup.id);
    expect(midway.stages.map((s) => s.format)).toEqual(['swiss', format]);
    const byRank = midway.stages[0]!.groups[0]!.rows.map((r) => r.team_id);
    expect(byRank).toHaveLength(COUNT);
    const playoffStage = swiss.stages.find((s) => s.number === 2)!;
    const upperFirstRound = swiss.rounds
      .filter((r) => r.stage_id === playoffStage.id)
      .sort((a, b) => a.group_id - b.group_id || a.number - b.number)[0]!;
    const openers = swiss.matches
      .filter((m) => m.round_id === upperFirstRound.id)
      .map((m) =>
        [teamOfParticipant(swiss, m.opponent1?.id), teamOfParticipant(swiss, m.opponent2?.id)]
          .map((team) => byRank.indexOf(team!) + 1)
          .sort((a, b) => a - b)
          .join(' v '),
      )
      .sort();
    expect(openers).toEqual(['1 v 8', '2 v 7', '3 v 6', '4 v 5']);

    // Told once each, in the transaction that drew the playoff: the 8 advanced (seed, first opponent), the 8 out
    // (their place: 9th to 16th by Swiss rank).
    const told = async (type: 'stage.advanced' | 'stage.eliminated') =>
      t.database.db
        .select({ teamId: domainEvents.teamId, data: domainEvents.data })
        .from(domainEvents)
        .where(and(eq(domainEvents.type, type), eq(domainEvents.tournamentId, cup.id)));
    const advanced = await told('stage.advanced');
    expect(advanced.map((e) => e.teamId).sort()).toEqual(byRank.slice(0, 8).sort());
    for (const event of advanced)
      expect(event.data).toMatchObject({
        seed: byRank.indexOf(event.teamId!) + 1,
        opponent_team: expect.any(String),
      });
    const out = await told('stage.eliminated');
    expect(out.map((e) => [e.teamId, e.data.place]).sort()).toEqual(
      byRank
        .slice(8)
        .map((team, i) => [team, 9 + i])
        .sort(),
    );

    await playStage(cup.id, next, 2);
    // Never told again.
    expect(await told('stage.advanced')).toHaveLength(8);
    const data = await standingsOf(cup.id);
    // Every team placed once, the playoff's 8 first, then the others by Swiss rank; the pool paid exactly.
    expect(data.placings).toHaveLength(COUNT);
    expect(new Set(data.placings.map((p) => p.team_id)).size).toBe(COUNT);
    expect(data.placings.reduce((sum, p) => sum + Math.round(p.prize * 100), 0)).toBe(POOL);
    const top8 = new Set(byRank.slice(0, 8));
    expect(data.placings.slice(0, 8).every((p) => top8.has(p.team_id))).toBe(true);
    expect(data.placings.slice(8).map((p) => p.team_id)).toEqual(byRank.slice(8));
    expect(data.placings.slice(8).map((p) => p.place)).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    // Both stages in the standings: the Swiss rows from the Swiss module, the playoff's 8.
    expect(data.stages.map((s) => s.groups[0]!.rows.length)).toEqual([COUNT, 8]);
    expect(data.stages[0]!.groups[0]!.rows.map((r) => r.rank)).toEqual(
      Array.from({ length: COUNT }, (_, i) => i + 1),
    );
  });

  it('a corrected Swiss result: refused once a later round is drawn; after the last round, redraws the playoff until a playoff result, then is refused', async () => {
    const cup = await underway('single_elimination', { swissRounds: 4 });
    const next = seededRandom(21);
    const data = await playStage(cup.id, next, 1);
    const swissStage = data.stages.find((s) => s.number === 1)!;
    const playoffStage = data.stages.find((s) => s.number === 2)!;
    const roundOf = new Map(data.rounds.map((r) => [r.id, r.number]));
    const swissPlayed = data.matches.filter(
      (m) => m.stage_id === swissStage.id && m.opponent1?.id != null && m.opponent2?.id != null,
    );
    const flip = (m: TournamentBracket['matches'][number]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/matches/${m.id}/result`,
        headers: admin,
        payload: {
          opponent1_score: m.opponent2!.score ?? 0,
          opponent2_score: m.opponent1!.score ?? 0,
          reason: 'Corrected',
        },
      });
    // Round 3's winner cannot change: round 4 was paired on it.
    const early = swissPlayed.find((m) => roundOf.get(m.round_id) === 3)!;
    const refusedEarly = await flip(early);
    expect(refusedEarly.statusCode).toBe(409);
    expect(refusedEarly.body).toMatch(/next Swiss round has been drawn/);

    const playoffTeams = async () => {
      const now = await bracketOf(cup.id);
      return now.matches
        .filter((m) => m.stage_id === playoffStage.id)
        .flatMap((m) => [m.opponent1?.id, m.opponent2?.id])
        .filter((id): id is number => id != null)
        .map((id) => teamOfParticipant(now, id))
        .sort();
    };
    const topEight = async () =>
      (await standingsOf(cup.id)).stages[0]!.groups[0]!.rows.slice(0, 8)
        .map((r) => r.team_id)
        .sort();
    expect(await playoffTeams()).toEqual(await topEight());
    // A round-4 match between a team in the top 8 and one out of it: its new winner moves the seeds.
    const before = await topEight();
    const last = swissPlayed
      .filter((m) => roundOf.get(m.round_id) === 4)
      .find((m) => {
        const teams = [m.opponent1!.id, m.opponent2!.id].map((id) => teamOfParticipant(data, id)!);
        return before.includes(teams[0]!) !== before.includes(teams[1]!);
      });
    expect(last).toBeDefined();
    const stageNotices = async () =>
      (
        await t.database.db
          .select({
            type: domainEvents.type,
            teamId: domainEvents.teamId,
            data: domainEvents.data,
            body: domainEvents.notice,
          })
          .from(domainEvents)
          .where(eq(domainEvents.tournamentId, cup.id))
          .orderBy(domainEvents.id)
      ).filter((e) => e.type === 'stage.advanced' || e.type === 'stage.eliminated');
    const told = await stageNotices();
    expect(told).toHaveLength(16);
    {
      const corrected = await flip(last!);
      expect(corrected.statusCode, corrected.body).toBe(200);
      // The playoff (no result yet) redrawn from the new standings.
      expect(await playoffTeams()).toEqual(await topEight());
    }
    // Told again: the team now in and the team now out, and any other whose seed, first opponent or place moved;
    // nobody whose outcome is as told.
    const after = await topEight();
    const [nowIn] = after.filter((id) => !before.includes(id));
    const [nowOut] = before.filter((id) => !after.includes(id));
    const retold = (await stageNotices()).slice(told.length);
    expect(retold.find((e) => e.teamId === nowIn)?.type).toBe('stage.advanced');
    expect(retold.find((e) => e.teamId === nowOut)?.type).toBe('stage.eliminated');
    const outcome = (e: (typeof told)[number]) =>
      JSON.stringify([e.type, e.data.seed, e.data.opponent_team, e.data.place]);
    for (const event of retold) {
      expect(event.data.corrected).toBe(true);
      expect(event.body.body).toMatch(/^A corrected Swiss stage result changed the playoff: /);
      const previous = told.find((e) => e.teamId === event.teamId)!;
      expect(outcome(event)).not.toBe(outcome(previous));
    }
    expect(new Set(retold.map((e) => e.teamId)).size).toBe(retold.length);
    // A playoff result, then a round-4 correction that moves the seeds is refused and changes nothing.
    const open = (await bracketOf(cup.id)).matches.find(
      (m) => m.stage_id === playoffStage.id && playable(m),
    )!;
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/admin/matches/${open.id}/result`,
      headers: admin,
      payload: { opponent1_score: 2, opponent2_score: 1, reason: 'Played' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const seeded = await playoffTeams();
    const now = await bracketOf(cup.id);
    const again = now.matches.find((m) => m.id === last!.id)!;
    const refused = await flip(again);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatch(/playoff has started/);
    expect(await playoffTeams()).toEqual(seeded);
  });

  it('refuses a Swiss group stage of more than one group, or advancing every team, at the start', async () => {
    await expect(
      underway('single_elimination', { groupStage: { format: 'swiss', groups: 2, advance: 4 } }),
    ).rejects.toThrow(/played as one group/);
    await expect(
      underway('single_elimination', { groupStage: { format: 'swiss', groups: 1, advance: 16 } }),
    ).rejects.toThrow(/between 2 and 15 can advance/);
  });
});
