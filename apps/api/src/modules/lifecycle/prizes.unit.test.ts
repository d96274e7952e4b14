import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prizeByPlayer, prizeByTeam } from './prizes';

const sum = (map: Map<number, number>) => [...map.values()].reduce((a, b) => a + b, 0);

describe('prizeByTeam', () => {
  it('gives the whole pool to the winner by default', () => {
    expect(prizeByTeam(10_000, [100], [[7], [8], [9, 10]])).toEqual(new Map([[7, 10_000]]));
  });

  it('splits by placing, tied teams sharing their places, the remainder to the winner', () => {
    const shares = prizeByTeam(10_001, [50, 30, 10, 10], [[1], [2], [3, 4]]);
    expect(shares).toEqual(
      new Map([
        [1, 5000 + 1],
        [2, 3000],
        [3, 1000],
        [4, 1000],
      ]),
    );
  });

  it('gives the percentages of places nobody took to the winner', () => {
    expect(prizeByTeam(1000, [60, 30, 10], [[1], [2]])).toEqual(
      new Map([
        [1, 700],
        [2, 300],
      ]),
    );
  });

  it('always adds up to the pool, never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 8 }),
        (pool, rawSplit, groupSizes) => {
          const total = rawSplit.reduce((a, b) => a + b, 0) || 1;
          const split = rawSplit.map((p) => (p * 100) / total);
          let id = 0;
          const placings = groupSizes.map((n) => Array.from({ length: n }, () => ++id));
          const shares = prizeByTeam(pool, split, placings);
          expect(sum(shares)).toBe(pool);
          for (const pence of shares.values()) expect(pence).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('prizeByPlayer', () => {
  it('shares equally and gives the odd pence to the captain', () => {
    expect(prizeByPlayer(1001, [5, 6, 7], 5)).toEqual(
      new Map([
        [5, 335],
        [6, 333],
        [7, 333],
      ]),
    );
  });

  it('always adds up to the team prize', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 4 }), (pence, size) => {
        const ids = Array.from({ length: size }, (_, i) => i + 1);
        expect(sum(prizeByPlayer(pence, ids, 1))).toBe(pence);
      }),
    );
  });
});
