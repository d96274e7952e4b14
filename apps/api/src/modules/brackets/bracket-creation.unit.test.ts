/**
 * The draw on the in-memory storage (milliseconds): elimination brackets pair the seeds in the standard order
 * with the byes to the top seeds, in every elimination format; brackets.test.ts checks the same on the database.
 */
import { describe, expect, it } from 'vitest';
import type { BracketFormat } from '@arena/shared/bracket-rounds';
import { bracketEngine, matchesOf, participantsOf, type BracketEngine } from './bracket-engine';
import { drawBracket } from './bracket-creation';
import { isDecided, isPlayable, opponentId, resultUpdate, type MatchRecord } from './bracket.rules';
import { MemoryBracketStorage } from './memory-bracket-storage';

/** Team ids are 100 + seed, so the tests speak in seeds. */
async function drawn(format: BracketFormat, count: number): Promise<BracketEngine> {
  const engine = bracketEngine(new MemoryBracketStorage());
  await drawBracket(engine, {
    tournamentId: 1,
    format,
    teams: Array.from({ length: count }, (_, i) => ({ teamId: 101 + i, name: `Seed ${i + 1}` })),
  });
  return engine;
}

async function seedLookup(engine: BracketEngine) {
  const teamOf = new Map((await participantsOf(engine.storage)).map((p) => [Number(p.id), p.team_id]));
  return (opponent: MatchRecord['opponent1']) => {
    if (opponent === null) return null;
    const id = opponentId(opponent);
    return id === null ? null : teamOf.get(id)! - 100;
  };
}

/** Round 1 of the upper (or only) bracket as seed pairs, null for a bye. */
async function firstRound(engine: BracketEngine): Promise<Array<[number | null, number | null]>> {
  const seedOf = await seedLookup(engine);
  const rounds = ((await engine.storage.select('round')) ?? []) as Array<{
    id: number;
    number: number;
    group_id: number;
  }>;
  const groups = ((await engine.storage.select('group')) ?? []) as Array<{ id: number; number: number }>;
  const upper = groups.find((g) => g.number === 1)!;
  const round1 = rounds.find((r) => Number(r.group_id) === Number(upper.id) && r.number === 1)!;
  return (await matchesOf(engine.storage))
    .filter((m) => Number(m.round_id) === Number(round1.id))
    .sort((a, b) => a.number - b.number)
    .map((m) => [seedOf(m.opponent1), seedOf(m.opponent2)]);
}

/** Plays every playable match, the better (lower) seed winning; answers the seeds of the last match played. */
async function playFavourites(engine: BracketEngine): Promise<[number, number]> {
  const seedOf = await seedLookup(engine);
  let last: [number, number] = [0, 0];
  for (;;) {
    const ready = (await matchesOf(engine.storage)).filter((m) => isPlayable(m) && !isDecided(m));
    if (ready.length === 0) return last;
    for (const match of ready) {
      const a = seedOf(match.opponent1)!;
      const b = seedOf(match.opponent2)!;
      await engine.manager.update.match(resultUpdate(Number(match.id), a < b ? 2 : 1, a < b ? 1 : 2));
      last = [Math.min(a, b), Math.max(a, b)];
    }
  }
}

const eliminationFormats: BracketFormat[] = ['single_elimination', 'double_elimination'];

describe('the draw of an elimination bracket', () => {
  const table: Array<[number, Array<[number | null, number | null]>]> = [
    [
      4,
      [
        [1, 4],
        [2, 3],
      ],
    ],
    [
      6,
      [
        [1, null],
        [4, 5],
        [2, null],
        [3, 6],
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
    [
      5,
      [
        [1, null],
        [4, 5],
        [2, null],
        [3, null],
      ],
    ],
    [
      3,
      [
        [1, null],
        [2, 3],
      ],
    ],
  ];
  for (const format of eliminationFormats)
    it.each(table)(
      `${format.replace('_', ' ')}, %i teams: round 1 pairs the standard seeds, byes to the top`,
      async (count, pairs) => {
        expect(await firstRound(await drawn(format, count))).toEqual(pairs);
      },
    );

  it.each([3, 4, 5, 6, 7, 8, 9, 12, 16])(
    'single elimination, %i teams: when the favourites win, the final is seed 1 against seed 2',
    async (count) => {
      expect(await playFavourites(await drawn('single_elimination', count))).toEqual([1, 2]);
    },
  );

  it.each([3, 4, 6, 8, 16])(
    'double elimination, %i teams: when the favourites win, the grand final is seed 1 against seed 2',
    async (count) => {
      expect(await playFavourites(await drawn('double_elimination', count))).toEqual([1, 2]);
    },
  );

  it('two teams in double elimination play one final', async () => {
    expect(await firstRound(await drawn('double_elimination', 2))).toEqual([[1, 2]]);
    expect(await matchesOf((await drawn('double_elimination', 2)).storage)).toHaveLength(1);
  });
});
