/**
 * Seeding by rating (decision 0045), pure: a team's rating is the average of its roster's ratings for the
 * tournament's game and team size over the players who have one; a team none of whose players has a rating is
 * unrated. Teams are seeded by that average, highest first, unrated teams last; teams with equal averages (and
 * the unrated teams among themselves) are put in random order by the same shuffle random seeding uses. The draw
 * then places the seeds as it places the organiser's (standard order, byes to the top seeds).
 */
import { randomInt } from 'node:crypto';

/** A team's rating for seeding: the sum and count of its rated players' ratings (exact, for ties). */
export interface TeamRating {
  /** The sum of the rated players' ratings. */
  sum: number;
  /** How many roster players have a rating (0: the team is unrated). */
  ratedPlayers: number;
}

export const UNRATED: TeamRating = { sum: 0, ratedPlayers: 0 };

/** A team's ratings (its rated players' shown ratings) as a team rating. */
export function teamRating(ratings: number[]): TeamRating {
  return { sum: ratings.reduce((a, b) => a + b, 0), ratedPlayers: ratings.length };
}

/** The average shown in the console (one decimal), or null for an unrated team. */
export function averageOf(rating: TeamRating): number | null {
  return rating.ratedPlayers === 0 ? null : Math.round((rating.sum / rating.ratedPlayers) * 10) / 10;
}

/**
 * Orders two team ratings, higher average first, unrated last; 0 when they are equal (both unrated, or the same
 * average: compared exactly, sum times the other's count, so 3000/2 ties 1500/1).
 */
export function compareRatings(a: TeamRating, b: TeamRating): number {
  if (a.ratedPlayers === 0 || b.ratedPlayers === 0)
    return Number(a.ratedPlayers === 0) - Number(b.ratedPlayers === 0);
  return b.sum * a.ratedPlayers - a.sum * b.ratedPlayers;
}

/** Fisher-Yates with crypto's randomInt: the random seeding's shuffle, and the tie-break of rating seeding. */
export function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * The teams in rating seed order (seed 1 first): by average, unrated last; each run of equal ratings in the
 * order `breakTies` gives it (the start: `shuffle`; the console's preview: as given, entry order).
 */
export function ratingSeedOrder<T extends { rating: TeamRating }>(
  teams: T[],
  breakTies: (tied: T[]) => T[] = shuffle,
): T[] {
  const sorted = [...teams].sort((a, b) => compareRatings(a.rating, b.rating));
  const ordered: T[] = [];
  for (let i = 0; i < sorted.length;) {
    let end = i + 1;
    while (end < sorted.length && compareRatings(sorted[i]!.rating, sorted[end]!.rating) === 0) end += 1;
    const run = sorted.slice(i, end);
    ordered.push(...(run.length > 1 ? breakTies(run) : run));
    i = end;
  }
  return ordered;
}
