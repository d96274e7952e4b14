/** The blossom matching against every matching of small random graphs: the pairing's correctness rests on it. */
import { describe, expect, it } from 'vitest';
import { maxWeightMatching, type WeightedEdge } from './max-weight-matching';
import { seededRandom } from './seeded-random';

/** The best [cardinality, weight] (maxCardinality) or weight of any matching, by trying every one. */
function bruteForce(n: number, edges: WeightedEdge[], maxCardinality: boolean): [number, number] {
  let best: [number, number] = [0, 0];
  const used = new Array<boolean>(n).fill(false);
  const better = (a: [number, number], b: [number, number]) =>
    maxCardinality ? a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]) : a[1] > b[1];
  const visit = (from: number, count: number, weight: number) => {
    if (better([count, weight], best)) best = [count, weight];
    for (let k = from; k < edges.length; k++) {
      const { a, b, weight: w } = edges[k]!;
      if (used[a] || used[b]) continue;
      used[a] = used[b] = true;
      visit(k + 1, count + 1, weight + w);
      used[a] = used[b] = false;
    }
  };
  visit(0, 0, 0);
  return maxCardinality ? best : [0, best[1]];
}

function scoreOf(mate: number[], edges: WeightedEdge[]): [number, number] {
  let count = 0;
  let weight = 0;
  for (const { a, b, weight: w } of edges)
    if (mate[a] === b) {
      expect(mate[b]).toBe(a);
      count += 1;
      weight += w;
    }
  // Every mate is joined by an edge: the matching uses only the graph's edges.
  expect(mate.filter((m) => m !== -1).length).toBe(2 * count);
  return [count, weight];
}

describe('maxWeightMatching', () => {
  it('answers the known small cases', () => {
    expect(maxWeightMatching(2, [{ a: 0, b: 1, weight: 1 }])).toEqual([1, 0]);
    // A path of three edges: the middle heavy edge alone beats the two outer ones, unless cardinality counts.
    const path = [
      { a: 0, b: 1, weight: 5 },
      { a: 1, b: 2, weight: 11 },
      { a: 2, b: 3, weight: 5 },
    ];
    expect(maxWeightMatching(4, path)).toEqual([-1, 2, 1, -1]);
    expect(maxWeightMatching(4, path, true)).toEqual([1, 0, 3, 2]);
    // A blossom (odd cycle 0-1-2) with a stem to 3.
    const blossom = [
      { a: 0, b: 1, weight: 8 },
      { a: 0, b: 2, weight: 9 },
      { a: 1, b: 2, weight: 10 },
      { a: 2, b: 3, weight: 7 },
    ];
    expect(maxWeightMatching(4, blossom)).toEqual([1, 0, 3, 2]);
  });

  it('finds the best matching of 3,000 random graphs of up to 10 vertices, as every matching tried shows', () => {
    const random = seededRandom(26_042);
    for (let round = 0; round < 3000; round++) {
      const n = 2 + Math.floor(random() * 9);
      const density = 0.3 + random() * 0.7;
      const edges: WeightedEdge[] = [];
      // Few distinct weights make many ties and blossoms; some graphs use a wide range.
      const range = round % 3 === 0 ? 1000 : 5;
      for (let a = 0; a < n; a++)
        for (let b = a + 1; b < n; b++)
          if (random() < density) edges.push({ a, b, weight: 1 + Math.floor(random() * range) });
      for (const maxCardinality of [false, true]) {
        const mate = maxWeightMatching(n, edges, maxCardinality);
        const [count, weight] = scoreOf(mate, edges);
        const [bestCount, bestWeight] = bruteForce(n, edges, maxCardinality);
        if (maxCardinality) expect(count).toBe(bestCount);
        expect(weight, JSON.stringify({ n, edges, maxCardinality })).toBe(bestWeight);
      }
    }
  });
});
