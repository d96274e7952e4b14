/** Seeding by rating's order (decision 0045): by average, unrated last, equals in the tie-break's order. */
import { describe, expect, it } from 'vitest';
import {
  averageOf,
  compareRatings,
  ratingSeedOrder,
  shuffle,
  teamRating,
  UNRATED,
} from './rating-seeds.rules';

const team = (name: string, ratings: number[]) => ({ name, rating: teamRating(ratings) });
const names = (teams: Array<{ name: string }>) => teams.map((t) => t.name);

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

describe('rating seed order', () => {
  it('orders by the average of the rated players, highest first, unrated teams last', () => {
    const teams = [
      team('unrated', []),
      team('low', [900, 1100]),
      team('partly rated', [1600]),
      team('high', [1800, 1700]),
    ];
    expect(names(ratingSeedOrder(teams, (tied) => tied))).toEqual(['high', 'partly rated', 'low', 'unrated']);
  });

  it('averages a partly rated team over its rated players only', () => {
    expect(averageOf(teamRating([1500, 1000]))).toBe(1250);
    expect(averageOf(teamRating([1001, 1000, 1000]))).toBe(1000.3);
    expect(averageOf(UNRATED)).toBeNull();
  });

  it('compares averages exactly: 3000 over 2 players ties 1500 over 1', () => {
    expect(compareRatings(teamRating([1000, 2000]), teamRating([1500]))).toBe(0);
    expect(compareRatings(teamRating([1000, 2001]), teamRating([1500]))).toBeLessThan(0);
    expect(compareRatings(UNRATED, teamRating([0]))).toBeGreaterThan(0);
    expect(compareRatings(UNRATED, UNRATED)).toBe(0);
  });

  it('hands each run of equals (and the unrated teams) to the tie-break, and only those', () => {
    const runs: string[][] = [];
    const order = ratingSeedOrder(
      [team('a', [1500]), team('b', [2000]), team('c', [1500]), team('d', []), team('e', []), team('f', [1])],
      (tied) => {
        runs.push(names(tied));
        return [...tied].reverse();
      },
    );
    expect(runs).toEqual([
      ['a', 'c'],
      ['d', 'e'],
    ]);
    expect(names(order)).toEqual(['b', 'c', 'a', 'f', 'e', 'd']);
  });

  it('whatever order the tie-break gives, the seeds keep the rating order between different averages', () => {
    const teams = [
      team('x1', [1500]),
      team('x2', [1500]),
      team('x3', [1500]),
      team('top', [1600]),
      team('u', []),
    ];
    for (const perm of permutations([0, 1, 2])) {
      const order = names(ratingSeedOrder(teams, (tied) => perm.map((i) => tied[i]!)));
      expect(order[0]).toBe('top');
      expect(order.slice(1, 4).sort()).toEqual(['x1', 'x2', 'x3']);
      expect(order[4]).toBe('u');
    }
  });

  it('the start shuffle can give every order of three equal teams', () => {
    const teams = [team('a', [1200]), team('b', [1200]), team('c', [1200])];
    const seen = new Set<string>();
    // 6 orders, each with probability 1/6 a draw: all seen within 2,000 draws but for a chance below 1e-150.
    for (let i = 0; i < 2000 && seen.size < 6; i++) seen.add(names(ratingSeedOrder(teams, shuffle)).join());
    expect(seen.size).toBe(6);
  });
});
