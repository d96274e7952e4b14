/**
 * Organiser seeding through the console (decision 0026): the seeds the organiser sets are drawn at the start in
 * the standard order (1 v N, so 1 and 2 can meet only in the final), byes to the top seeds, in every
 * elimination format. bracket-creation.unit.test.ts checks more sizes on the in-memory storage.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentBracket } from '@arena/shared/brackets';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { insertSignedInPlayers } from '../../../test/fixtures';
import { enrol, insertGame, insertTeam } from '../../../test/catalogue-fixtures';
import { consoleCalls, tournamentForm } from '../../../test/console-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { admin, send, get, createTournament } = consoleCalls(() => t);

type Pair = [number | null, number | null];

/**
 * A pending organiser-seeded tournament of `count` one-player teams, entered in the reverse of their seeds
 * (so entry order would give the wrong draw), seeded through the console and started.
 */
async function startSeeded(format: 'single_elimination' | 'double_elimination', count: number) {
  const organiser = await admin();
  const game = await insertGame(t.database.db);
  const cup = await createTournament(
    organiser.auth,
    tournamentForm(game.id, { team_size: 1, bracket_format: format, seeding: 'organiser' }),
  );
  const players = await insertSignedInPlayers(t.database, count);
  const seedOfTeam = new Map<number, number>();
  for (const [i, player] of players.entries()) {
    const seed = count - i;
    const team = await insertTeam(t.database.db, [player.user.id], `Seed ${seed} of ${cup.id}`);
    await enrol(t.database.db, cup.id, team);
    seedOfTeam.set(team.id, seed);
  }
  const seeded = await send('PUT', `/api/admin/tournaments/${cup.id}/seeds`, organiser.auth, {
    seeds: [...seedOfTeam].map(([team_id, seed]) => ({ team_id, seed })),
  });
  expect(seeded.statusCode, seeded.body).toBe(200);
  const started = await send('POST', `/api/admin/tournaments/${cup.id}/start`, organiser.auth);
  expect(started.statusCode, started.body).toBe(200);
  expect(body<{ data: { outcome: string } }>(started).data.outcome).toBe('started');
  const response = await get(`/api/tournament-bracket?tournament_id=${cup.id}`);
  expect(response.statusCode, response.body).toBe(200);
  return { bracket: body<{ data: TournamentBracket }>(response).data, seedOfTeam };
}

/** Round 1 of the upper (or only) bracket as seed pairs, in match order; null is a bye. */
function firstRound(bracket: TournamentBracket, seedOfTeam: Map<number, number>): Pair[] {
  const teamOf = new Map(bracket.participants.map((p) => [p.id, p.team_id]));
  const seedOf = (opponent: TournamentBracket['matches'][number]['opponent1']) =>
    opponent?.id == null ? null : seedOfTeam.get(teamOf.get(opponent.id)!)!;
  const upper = bracket.groups.find((g) => g.number === 1)!;
  const round1 = bracket.rounds.find((r) => r.group_id === upper.id && r.number === 1)!;
  return bracket.matches
    .filter((m) => m.round_id === round1.id)
    .sort((a, b) => a.number - b.number)
    .map((m) => [seedOf(m.opponent1), seedOf(m.opponent2)]);
}

const standardRoundOne: Array<[number, Pair[]]> = [
  [
    4,
    [
      [1, 4],
      [2, 3],
    ],
  ],
  [
    8,
    [
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ],
  ],
  [
    16,
    [
      [1, 16],
      [8, 9],
      [4, 13],
      [5, 12],
      [2, 15],
      [7, 10],
      [3, 14],
      [6, 11],
    ],
  ],
  // A bracket of 8: seeds 1 and 2 have the byes (seeds 7 and 8 do not exist).
  [
    6,
    [
      [1, null],
      [4, 5],
      [2, null],
      [3, 6],
    ],
  ],
];

describe("the organiser's seeds at the start", () => {
  for (const format of ['single_elimination', 'double_elimination'] as const)
    it.each(standardRoundOne)(
      `${format.replace('_', ' ')}, %i teams: round 1 pairs the seeds in the standard order, byes to the top seeds`,
      async (count, pairs) => {
        const { bracket, seedOfTeam } = await startSeeded(format, count);
        expect(bracket.format).toBe(format);
        expect(firstRound(bracket, seedOfTeam)).toEqual(pairs);
      },
    );
});
