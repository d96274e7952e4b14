/**
 * Queries of the match room: who played the match, and the message thread (the two teams' rosters are
 * enrolment's: `entryRosters`).
 */
import { and, asc, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matchMessages } from '../../db/schema/brackets';
import { tournamentEntries, tournamentEntryPlayers } from '../../db/schema/tournament-entries';
import { users } from '../../db/schema/users';
import { PLAYING_ENTRY_STATUSES } from '../enrolment/enrolment.service';

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
