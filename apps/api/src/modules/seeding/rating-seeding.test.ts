/**
 * Seeding by rating on the database, through HTTP (decision 0045): a `seeding: "rating"` tournament's teams are
 * seeded at the start by their rosters' average rating for the game and team size (rows written straight into
 * player_ratings here; the rating engine is not involved), unrated teams last, lots drawn among equals, and
 * drawn in the standard order in single and double elimination, round-robin groups and Swiss round 1. The
 * console's detail answers each team's rating and seed by rating before the start; the organiser's seeds then
 * replace the rating order and stick.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminParticipant, AdminTournament, AdminTournamentDetail } from '@arena/shared/admin-catalogue';
import type { BracketFormat } from '@arena/shared/bracket-rounds';
import type { TournamentBracket } from '@arena/shared/brackets';
import type { GroupStage } from '@arena/shared/series-format';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { insertSignedInPlayers } from '../../../test/fixtures';
import { enrol, insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { consoleCalls, refusal, tournamentForm } from '../../../test/console-fixtures';
import { playerRatings } from '../../db/schema/ratings';
import { bracketSize, seededPositions } from '../brackets/seed-order';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { admin, send, get, createTournament, auditOf } = consoleCalls(() => t);

/** A player's rating, or null for a player with none (for this game and size). */
type PlayerRating = number | null;

interface RatedCup {
  id: number;
  gameId: number;
  /** The team ids in the order the specs were given. */
  teamIds: number[];
  auth: Record<string, string>;
}

/**
 * A pending rating-seeded tournament of one team per spec (each spec: its players' ratings for the game and
 * size), entered in a scrambled order so neither entry order nor team id gives the rating order. Each player
 * also has a high rating for another game and for another team size, which must not count.
 */
async function ratedCup(
  specs: PlayerRating[][],
  options: { format?: BracketFormat; groupStage?: GroupStage; teamSize?: number } = {},
): Promise<RatedCup> {
  const db = t.database.db;
  const organiser = await admin();
  const game = await insertGame(db);
  const otherGame = await insertGame(db);
  const teamSize = options.teamSize ?? specs[0]!.length;
  const cup = await insertTournament(db, game.id, {
    seeding: 'rating',
    bracketFormat: options.format ?? 'single_elimination',
    groupStage: options.groupStage ?? null,
    teamSize,
    totalTeams: 64,
  });
  const players = await insertSignedInPlayers(t.database, specs.length * teamSize);
  const teamIds: number[] = [];
  const teams: Array<{ id: number; captainId: number }> = [];
  for (const [i, spec] of specs.entries()) {
    const userIds = players.slice(i * teamSize, (i + 1) * teamSize).map((p) => p.user.id);
    const team = await insertTeam(db, userIds, `R${i} of ${cup.id}`);
    teamIds.push(team.id);
    teams.push(team);
    const row = (userId: number, gameId: number, size: number, rating: number) => ({
      userId,
      gameId,
      teamSize: size,
      mu: 25,
      sigma: 8,
      rating,
      matches: 12,
    });
    const rows = userIds.flatMap((userId, p) => [
      ...(spec[p] == null ? [] : [row(userId, game.id, teamSize, spec[p])]),
      row(userId, otherGame.id, teamSize, 9000 + i),
      row(userId, game.id, teamSize === 4 ? 3 : teamSize + 1, 9000 - i),
    ]);
    await db.insert(playerRatings).values(rows);
  }
  // Entered odd-indexed first, then even-indexed, each half backwards.
  const order = [...teams.keys()].sort((a, b) => (a % 2) - (b % 2) || b - a).reverse();
  for (const i of order) await enrol(db, cup.id, teams[i]!);
  return { id: cup.id, gameId: game.id, teamIds, auth: organiser.auth };
}

async function start(cup: RatedCup) {
  const started = await send('POST', `/api/admin/tournaments/${cup.id}/start`, cup.auth);
  expect(started.statusCode, started.body).toBe(200);
  expect(body<{ data: { outcome: string } }>(started).data.outcome).toBe('started');
  const response = await get(`/api/tournament-bracket?tournament_id=${cup.id}`);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: TournamentBracket }>(response).data;
}

async function detail(cup: RatedCup) {
  const response = await get(`/api/admin/tournaments/${cup.id}`, cup.auth);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: AdminTournamentDetail }>(response).data;
}

/** The seeds the start recorded on the entries: team id by seed (index 0 is seed 1). */
async function recordedSeeds(cup: RatedCup): Promise<number[]> {
  const active = (await detail(cup)).participants.filter((p) => p.status === 'active');
  expect(active.every((p) => p.seed !== null)).toBe(true);
  return [...active].sort((a, b) => a.seed! - b.seed!).map((p) => p.team_id);
}

type Pair = [number | null, number | null];

/** Round 1 of a stage's group `groupNumber` as team-id pairs in match order; null is a bye. */
function roundOne(bracket: TournamentBracket, groupNumber = 1, stageIndex = 0): Pair[] {
  const teamOf = new Map(bracket.participants.map((p) => [p.id, p.team_id]));
  const stage = [...bracket.stages].sort((a, b) => a.number - b.number)[stageIndex]!;
  const group = bracket.groups.find((g) => g.stage_id === stage.id && g.number === groupNumber)!;
  const round = bracket.rounds.find((r) => r.group_id === group.id && r.number === 1)!;
  const side = (opponent: TournamentBracket['matches'][number]['opponent1']) =>
    opponent?.id == null ? null : teamOf.get(opponent.id)!;
  return bracket.matches
    .filter((m) => m.round_id === round.id)
    .sort((a, b) => a.number - b.number)
    .map((m) => [side(m.opponent1), side(m.opponent2)]);
}

/** `count` teams of two players with distinct averages: team k (0-based) is the k-th strongest. */
function distinctSpecs(count: number): PlayerRating[][] {
  return Array.from({ length: count }, (_, k) => [2000 - 40 * k + 7, 2000 - 40 * k - 7]);
}

describe('seeding by rating at the start', () => {
  for (const format of ['single_elimination', 'double_elimination'] as const)
    it.each([8, 16, 13])(
      `${format.replace('_', ' ')}, %i teams: seeds by average rating in the standard order, no top-quarter meeting in round 1, byes to the top seeds`,
      async (count) => {
        const specs = distinctSpecs(count);
        const cup = await ratedCup(specs, { format });
        const bracket = await start(cup);
        expect(bracket.format).toBe(format);
        // Seed s is the s-th strongest team.
        const seedOf = new Map(cup.teamIds.map((id, k) => [id, k + 1]));
        const pairs: Array<[number | null, number | null]> = roundOne(bracket).map(([a, b]) => [
          a === null ? null : seedOf.get(a)!,
          b === null ? null : seedOf.get(b)!,
        ]);
        const positions = seededPositions(count);
        expect(pairs).toEqual(
          Array.from({ length: positions.length / 2 }, (_, i) => [positions[2 * i], positions[2 * i + 1]]),
        );
        // The property itself: no round-1 match between two of the top quarter, the byes to the top seeds.
        const quarter = Math.ceil(count / 4);
        for (const [a, b] of pairs)
          if (a !== null && b !== null) expect(a > quarter || b > quarter).toBe(true);
        const byes = pairs
          .filter(([a, b]) => a === null || b === null)
          .map(([a, b]) => a ?? b!)
          .sort((x, y) => x - y);
        expect(byes).toEqual(Array.from({ length: bracketSize(count) - count }, (_, i) => i + 1));
        expect(await recordedSeeds(cup)).toEqual(cup.teamIds);
      },
    );

  it('averages partly rated teams over their rated players, puts unrated teams last and ignores other games and sizes', async () => {
    const specs: PlayerRating[][] = [
      [1400, 1600], // 1500
      [1700, null], // 1700, one of two rated
      [null, null], // unrated
      [1200, 1300], // 1250
      [null, null], // unrated
      [1000, 1100], // 1050
    ];
    const cup = await ratedCup(specs);
    const [a, b, c, d, e, f] = cup.teamIds as [number, number, number, number, number, number];

    const before = await detail(cup);
    const byTeam = new Map(before.participants.map((p) => [p.team_id, p]));
    const view = (id: number) => {
      const p = byTeam.get(id)!;
      return [p.rating, p.rated_players, p.rating_seed, p.rating_tied];
    };
    expect([a, b, c, d, e, f].map(view)).toEqual([
      [1500, 2, 2, false],
      [1700, 1, 1, false],
      [null, 0, expect.any(Number), true],
      [1250, 2, 3, false],
      [null, 0, expect.any(Number), true],
      [1050, 2, 4, false],
    ]);
    expect([byTeam.get(c)!.rating_seed, byTeam.get(e)!.rating_seed].sort()).toEqual([5, 6]);

    const bracket = await start(cup);
    const seeds = await recordedSeeds(cup);
    expect(seeds.slice(0, 4)).toEqual([b, a, d, f]);
    expect([...seeds.slice(4)].sort((x, y) => x - y)).toEqual([c, e].sort((x, y) => x - y));
    // 6 teams in a bracket of 8: 1 and 2 have byes, 4 v 5, 3 v 6.
    expect(roundOne(bracket)).toEqual([
      [b, null],
      [f, seeds[4]],
      [a, null],
      [d, seeds[5]],
    ]);
    const [startAudit] = (await auditOf(cup.auth, '&action=tournament.start')).filter(
      (row) => row.target_id === String(cup.id),
    );
    expect((startAudit?.after as { rating_seeds: unknown }).rating_seeds).toEqual(
      seeds.map((team_id, i) => ({
        team_id,
        seed: i + 1,
        rating: { [a]: 1500, [b]: 1700, [d]: 1250, [f]: 1050 }[team_id] ?? null,
      })),
    );
  });

  it('draws lots among equal averages, and whichever order it draws, the tied teams never meet in round 1', async () => {
    // Four teams tie on 1500 (two of them as 1400/1600 and 1500 alone), four below.
    const specs: PlayerRating[][] = [
      [1500, 1500],
      [1400, 1600],
      [1500, null],
      [1450, 1550],
      [1300, 1300],
      [1200, 1200],
      [1100, 1100],
      [1000, 1000],
    ];
    const tied = new Set<number>();
    for (let run = 0; run < 3; run++) {
      const cup = await ratedCup(specs);
      (await detail(cup)).participants
        .filter((p: AdminParticipant) => p.rating_tied)
        .forEach((p) => tied.add(p.team_id));
      const bracket = await start(cup);
      const seeds = await recordedSeeds(cup);
      expect(new Set(seeds.slice(0, 4))).toEqual(new Set(cup.teamIds.slice(0, 4)));
      expect(seeds.slice(4)).toEqual(cup.teamIds.slice(4));
      // Standard order on the drawn seeds: 1 v 8, 4 v 5, 2 v 7, 3 v 6: the four tied teams are apart.
      expect(roundOne(bracket)).toEqual([
        [seeds[0], seeds[7]],
        [seeds[3], seeds[4]],
        [seeds[1], seeds[6]],
        [seeds[2], seeds[5]],
      ]);
      for (const [x, y] of roundOne(bracket))
        expect(cup.teamIds.indexOf(x!) < 4 && cup.teamIds.indexOf(y!) < 4).toBe(false);
    }
    // Only the four equals were marked tied (three cups of four).
    expect(tied.size).toBe(12);
  });

  it('round-robin groups take the rating seeds in snake order (1, 4, 5, 8 against 2, 3, 6, 7)', async () => {
    const cup = await ratedCup(distinctSpecs(8), {
      format: 'single_elimination',
      groupStage: { format: 'round_robin', groups: 2, advance: 2 },
    });
    const bracket = await start(cup);
    const teamsOf = (groupNumber: number) =>
      new Set(roundOne(bracket, groupNumber).flatMap((pair) => pair.filter((id) => id !== null)));
    const bySeed = (seeds: number[]) => new Set(seeds.map((s) => cup.teamIds[s - 1]!));
    expect(teamsOf(1)).toEqual(bySeed([1, 4, 5, 8]));
    expect(teamsOf(2)).toEqual(bySeed([2, 3, 6, 7]));
  });

  it('Swiss round 1 pairs the rating seeds top half against bottom half (1 v 5, 2 v 6, ...)', async () => {
    const cup = await ratedCup(distinctSpecs(8), { format: 'swiss' });
    const bracket = await start(cup);
    const s = (seed: number) => cup.teamIds[seed - 1]!;
    expect(new Set(roundOne(bracket).map(([x, y]) => [x, y].sort().join()))).toEqual(
      new Set(
        [
          [s(1), s(5)],
          [s(2), s(6)],
          [s(3), s(7)],
          [s(4), s(8)],
        ].map((pair) => pair.sort().join()),
      ),
    );
  });

  it('a Swiss group stage takes the rating seeds into its round 1 too', async () => {
    const cup = await ratedCup(distinctSpecs(8), {
      format: 'single_elimination',
      groupStage: { format: 'swiss', groups: 1, advance: 4 },
    });
    const bracket = await start(cup);
    const s = (seed: number) => cup.teamIds[seed - 1]!;
    expect(new Set(roundOne(bracket).map(([x, y]) => [x, y].sort().join()))).toEqual(
      new Set([1, 2, 3, 4].map((i) => [s(i), s(i + 4)].sort().join())),
    );
  });
});

describe("the console's rating seeds", () => {
  it('create and edit take and answer seeding "rating"', async () => {
    const organiser = await admin();
    const game = await insertGame(t.database.db);
    const created = await createTournament(organiser.auth, tournamentForm(game.id, { seeding: 'rating' }));
    expect(created.seeding).toBe('rating');
    const edited = await send(
      'PUT',
      `/api/admin/tournaments/${created.id}`,
      organiser.auth,
      tournamentForm(game.id, { seeding: 'organiser' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(body<{ data: AdminTournament }>(edited).data.seeding).toBe('organiser');
    const back = await send(
      'PUT',
      `/api/admin/tournaments/${created.id}`,
      organiser.auth,
      tournamentForm(game.id, { seeding: 'rating' }),
    );
    expect(body<{ data: AdminTournament }>(back).data.seeding).toBe('rating');
    expect(
      refusal(
        await send(
          'POST',
          '/api/admin/tournaments',
          organiser.auth,
          tournamentForm(game.id, { seeding: 'elo' }),
        ),
      ),
    ).toEqual({ status: 400, error: 'Seeding must be random, organiser or rating' });
  });

  it("shows the rating order before the start; the organiser's change switches to organiser seeding and sticks", async () => {
    const cup = await ratedCup(distinctSpecs(4));
    const preview = (await detail(cup)).participants;
    expect(new Map(preview.map((p) => [p.team_id, [p.rating, p.rating_seed]]))).toEqual(
      new Map(cup.teamIds.map((id, k) => [id, [2000 - 40 * k, k + 1]])),
    );

    // The organiser puts the weakest team first.
    const [one, two, three, four] = cup.teamIds as [number, number, number, number];
    const order = [four, two, three, one];
    const saved = await send('PUT', `/api/admin/tournaments/${cup.id}/seeds`, cup.auth, {
      seeds: order.map((team_id, i) => ({ team_id, seed: i + 1 })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body(saved).message).toBe(
      'The seeds have been saved: this tournament is now seeded by the organiser, in your order instead of by rating',
    );
    const after = await detail(cup);
    expect(after.tournament.seeding).toBe('organiser');
    expect(after.participants.filter((p) => p.status === 'active').map((p) => [p.team_id, p.seed])).toEqual(
      order.map((id, i) => [id, i + 1]),
    );
    const [seedsAudit] = (await auditOf(cup.auth, '&action=tournament.seeds')).filter(
      (row) => row.target_id === String(cup.id),
    );
    expect(seedsAudit?.before).toMatchObject({ seeding: 'rating' });
    expect(seedsAudit?.after).toMatchObject({ seeding: 'organiser' });

    const bracket = await start(cup);
    // Organiser seeds: 1 v 4 and 2 v 3 on the organiser's order, not the ratings'.
    expect(roundOne(bracket)).toEqual([
      [four, one],
      [two, three],
    ]);
    expect(await recordedSeeds(cup)).toEqual(order);
  });
});
