/** Queries of the match room: the two teams' rosters with platform IDs, and the message thread. */
import { and, asc, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matchMessages } from '../../db/schema/brackets';
import { teams } from '../../db/schema/teams';
import { tournamentEntries, tournamentEntryPlayers } from '../../db/schema/tournament-entries';
import { userPlatformIds, users } from '../../db/schema/users';

/**
 * The entries that play in a bracket: active ones, and those refunded when the tournament was cancelled after
 * it started (their matches stay in the bracket). A team that left before the start is not among them.
 */
const PLAYING_ENTRY_STATUSES = ['active', 'refunded'] as const;

/** The players each team entered the tournament with (its entry's roster), captain first. */
export async function entryRosters(db: DbOrTx, tournamentId: number, teamIds: number[]) {
  if (teamIds.length === 0) return [];
  return db
    .select({
      teamId: tournamentEntries.teamId,
      teamName: teams.teamName,
      captainId: tournamentEntries.captainId,
      userId: users.id,
      name: users.name,
      playerId: users.playerId,
      ...userPlatformIds,
    })
    .from(tournamentEntries)
    .innerJoin(teams, eq(teams.id, tournamentEntries.teamId))
    .innerJoin(tournamentEntryPlayers, eq(tournamentEntryPlayers.entryId, tournamentEntries.id))
    .innerJoin(users, eq(users.id, tournamentEntryPlayers.userId))
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        inArray(tournamentEntries.status, [...PLAYING_ENTRY_STATUSES]),
        inArray(tournamentEntries.teamId, teamIds),
      ),
    )
    .orderBy(asc(tournamentEntries.teamId), asc(tournamentEntryPlayers.id));
}

/**
 * Of these teams, those whose entry in the tournament has the user on its roster (or as its captain): who
 * played the match, whatever the team's members are now (decision 0031).
 */
export async function entryTeamsOfUser(
  db: DbOrTx,
  tournamentId: number,
  userId: number,
  teamIds: number[],
): Promise<number[]> {
  if (teamIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ teamId: tournamentEntries.teamId })
    .from(tournamentEntries)
    .leftJoin(
      tournamentEntryPlayers,
      and(
        eq(tournamentEntryPlayers.entryId, tournamentEntries.id),
        eq(tournamentEntryPlayers.userId, userId),
      ),
    )
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        inArray(tournamentEntries.status, [...PLAYING_ENTRY_STATUSES]),
        inArray(tournamentEntries.teamId, teamIds),
        or(eq(tournamentEntries.captainId, userId), isNotNull(tournamentEntryPlayers.id)),
      ),
    )
    .orderBy(asc(tournamentEntries.teamId));
  return rows.map((row) => row.teamId);
}

export async function insertMessage(db: DbOrTx, values: typeof matchMessages.$inferInsert) {
  const [row] = await db.insert(matchMessages).values(values).returning();
  return row!;
}

/** The latest `limit` messages of a match, oldest first. */
export async function listMessages(db: DbOrTx, matchId: number, limit: number) {
  const rows = await db
    .select({
      id: matchMessages.id,
      teamId: matchMessages.teamId,
      message: matchMessages.message,
      createdAt: matchMessages.createdAt,
      authorName: users.name,
    })
    .from(matchMessages)
    .innerJoin(users, eq(users.id, matchMessages.authorId))
    .where(eq(matchMessages.matchId, matchId))
    .orderBy(desc(matchMessages.id))
    .limit(limit);
  return rows.reverse();
}
