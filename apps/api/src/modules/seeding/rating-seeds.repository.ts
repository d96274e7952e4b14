/** The roster ratings rating seeding reads (decision 0045): player_ratings for a game and team size. */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { playerRatings } from '../../db/schema/ratings';
import { tournamentEntries, tournamentEntryPlayers } from '../../db/schema/tournament-entries';

/** Each roster player of the entries with their rating for the game and team size (null: none yet). */
export function rosterRatings(
  db: DbOrTx,
  where: { gameId: number; teamSize: number; entryIds: number[] },
): Promise<Array<{ entryId: number; userId: number; rating: number | null }>> {
  if (where.entryIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      entryId: tournamentEntryPlayers.entryId,
      userId: tournamentEntryPlayers.userId,
      rating: playerRatings.rating,
    })
    .from(tournamentEntryPlayers)
    .leftJoin(
      playerRatings,
      and(
        eq(playerRatings.userId, tournamentEntryPlayers.userId),
        eq(playerRatings.gameId, where.gameId),
        eq(playerRatings.teamSize, where.teamSize),
      ),
    )
    .where(inArray(tournamentEntryPlayers.entryId, where.entryIds));
}

/** Records the seeds a rating start drew on the entries (seed 1 first), so the console shows them after it. */
export async function recordEntrySeeds(db: DbOrTx, entryIds: number[], now: Date): Promise<void> {
  for (const [i, id] of entryIds.entries())
    await db
      .update(tournamentEntries)
      .set({ seed: i + 1, updatedAt: now })
      .where(eq(tournamentEntries.id, id));
}
