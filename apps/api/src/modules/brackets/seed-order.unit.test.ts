import { describe, expect, it } from 'vitest';
import { bracketSize, seededPositions, standardSeedOrder } from './seed-order';

/** The round-1 pairs of a position list. */
const pairsOf = <T>(positions: T[]): Array<[T, T]> =>
  Array.from({ length: positions.length / 2 }, (_, i) => [positions[2 * i]!, positions[2 * i + 1]!]);

/** The round in which two seeds can first meet: the round where their positions share a block. */
function meetingRound(order: number[], a: number, b: number): number {
  const pa = order.indexOf(a);
  const pb = order.indexOf(b);
  let round = 1;
  while (Math.floor(pa / 2 ** round) !== Math.floor(pb / 2 ** round)) round += 1;
  return round;
}

describe('standardSeedOrder', () => {
  it.each([
    [2, [1, 2]],
    [4, [1, 4, 2, 3]],
    [8, [1, 8, 4, 5, 2, 7, 3, 6]],
    [16, [1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]],
    [
      32,
      [
        1, 32, 16, 17, 8, 25, 9, 24, 4, 29, 13, 20, 5, 28, 12, 21, 2, 31, 15, 18, 7, 26, 10, 23, 3, 30, 14,
        19, 6, 27, 11, 22,
      ],
    ],
  ])('orders a bracket of %i as the standard seeding', (size, order) => {
    expect(standardSeedOrder(size)).toEqual(order);
  });

  it.each([
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
  ])('pairs seed s with seed %i + 1 - s in round 1', (size, pairs) => {
    expect(pairsOf(standardSeedOrder(size))).toEqual(pairs);
  });

  it.each([4, 8, 16, 32, 64, 128])('in a bracket of %i, seeds 1 and 2 can meet only in the final', (size) => {
    const order = standardSeedOrder(size);
    expect(meetingRound(order, 1, 2)).toBe(Math.log2(size));
    expect(new Set(order).size).toBe(size);
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
  });

  it.each([8, 16, 32, 64])(
    'in a bracket of %i, 1 v 4 and 2 v 3 are the semi-finals, 1 v 3 and 2 v 4 the final',
    (size) => {
      const order = standardSeedOrder(size);
      const final = Math.log2(size);
      expect(meetingRound(order, 1, 4)).toBe(final - 1);
      expect(meetingRound(order, 2, 3)).toBe(final - 1);
      expect(meetingRound(order, 1, 3)).toBe(final);
      expect(meetingRound(order, 2, 4)).toBe(final);
    },
  );

  it.each([0, 1, 3, 6, 12, 2.5, -4])('refuses a size of %s', (size) => {
    expect(() => standardSeedOrder(size)).toThrow(RangeError);
  });
});

describe('seededPositions', () => {
  it.each([
    [2, [1, 2]],
    [3, [1, null, 2, 3]],
    [4, [1, 4, 2, 3]],
    [5, [1, null, 4, 5, 2, null, 3, null]],
    [6, [1, null, 4, 5, 2, null, 3, 6]],
    [7, [1, null, 4, 5, 2, 7, 3, 6]],
    [8, [1, 8, 4, 5, 2, 7, 3, 6]],
    [12, [1, null, 8, 9, 4, null, 5, 12, 2, null, 7, 10, 3, null, 6, 11]],
  ])('places %i teams with the byes against the top seeds', (count, positions) => {
    expect(seededPositions(count)).toEqual(positions);
  });

  it.each(Array.from({ length: 63 }, (_, i) => i + 2))(
    'for %i teams, byes go to seeds 1 to (size - teams) and never meet each other',
    (count) => {
      const pairs = pairsOf(seededPositions(count));
      const byeCount = bracketSize(count) - count;
      const seedsWithByes = pairs
        .filter(([a, b]) => a === null || b === null)
        .map(([a, b]) => a ?? b)
        .sort((x, y) => (x ?? 0) - (y ?? 0));
      expect(seedsWithByes).toEqual(Array.from({ length: byeCount }, (_, i) => i + 1));
    },
  );

  it.each([
    [2, 2],
    [3, 4],
    [5, 8],
    [8, 8],
    [9, 16],
    [33, 64],
  ])('puts %i teams in a bracket of %i', (count, size) => {
    expect(bracketSize(count)).toBe(size);
  });

  it.each([0, 1, 2.5])('refuses %s teams', (count) => {
    expect(() => seededPositions(count)).toThrow(RangeError);
  });
});
