/**
 * The standard elimination seed order every platform uses (1 v N, 4 v 5, 2 v N-1, ...): pure, so the draw
 * and its table tests share it. Seeds 1 and 2 sit in opposite halves and can meet only in the final, 1 to 4
 * only in the semi-finals, and so on; when the team count is not a power of two, the missing seeds are byes,
 * which therefore fall to the top seeds.
 */

/** The smallest bracket size (a power of two, at least 2) that holds `teamCount` teams. */
export function bracketSize(teamCount: number): number {
  if (!Number.isInteger(teamCount) || teamCount < 2)
    throw new RangeError(`No bracket for ${teamCount} teams`);
  return 2 ** Math.ceil(Math.log2(teamCount));
}

/**
 * The seeds of a bracket of `size` (a power of two) in first-round position order: positions 2k-1 and 2k
 * meet in round 1. Built by doubling: each seed s of the bracket of half the size is followed by its new
 * opponent size + 1 - s, which keeps every earlier pairing in the same half ("snake" order).
 */
export function standardSeedOrder(size: number): number[] {
  if (!Number.isInteger(size) || size < 2 || !Number.isInteger(Math.log2(size)))
    throw new RangeError(`A bracket size must be a power of two, at least 2 (got ${size})`);
  let order = [1, 2];
  while (order.length < size) {
    const doubled = order.length * 2;
    order = order.flatMap((seed) => [seed, doubled + 1 - seed]);
  }
  return order;
}

/**
 * The first-round positions of `teamCount` seeded teams: each entry is a seed (1-based), or null for a bye.
 * Seeds above the team count are byes, so the top seeds get them and no bye meets a bye.
 */
export function seededPositions(teamCount: number): Array<number | null> {
  return standardSeedOrder(bracketSize(teamCount)).map((seed) => (seed <= teamCount ? seed : null));
}
