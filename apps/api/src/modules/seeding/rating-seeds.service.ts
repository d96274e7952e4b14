/** Seeding by rating (decision 0045): the entries' team ratings, read in the caller's transaction. */
import type { DbOrTx } from '../../db/client';
import { rosterRatings } from './rating-seeds.repository';
import { UNRATED, teamRating, type TeamRating } from './rating-seeds.rules';

export { recordEntrySeeds } from './rating-seeds.repository';
export { averageOf, compareRatings, ratingSeedOrder, shuffle, type TeamRating } from './rating-seeds.rules';

/**
 * Each entry's team rating: its roster's (tournament_entry_players, the roster it entered with) ratings for the
 * tournament's game and team size, averaged over the players who have one.
 */
export async function entryRatings(
  db: DbOrTx,
  tournament: { gameId: number; teamSize: number },
  entryIds: number[],
): Promise<Map<number, TeamRating>> {
  const rows = await rosterRatings(db, { ...tournament, entryIds });
  const ratings = new Map<number, number[]>(entryIds.map((id) => [id, []]));
  for (const row of rows) if (row.rating !== null) ratings.get(row.entryId)?.push(row.rating);
  return new Map(entryIds.map((id) => [id, ratings.has(id) ? teamRating(ratings.get(id)!) : UNRATED]));
}
