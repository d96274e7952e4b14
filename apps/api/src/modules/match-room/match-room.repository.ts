/** Queries of the match room: the two teams' rosters with platform IDs, and the message thread. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matchMessages } from '../../db/schema/brackets';
import { teams } from '../../db/schema/teams';
import { tournamentEntries, tournamentEntryPlayers } from '../../db/schema/tournament-entries';
import { users } from '../../db/schema/users';

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
      psn: users.psn,
      xbox: users.xbox,
      activision: users.activision,
      ea: users.ea,
      ubisoft: users.ubisoft,
      discord: users.discord,
    })
    .from(tournamentEntries)
    .innerJoin(teams, eq(teams.id, tournamentEntries.teamId))
    .innerJoin(tournamentEntryPlayers, eq(tournamentEntryPlayers.entryId, tournamentEntries.id))
    .innerJoin(users, eq(users.id, tournamentEntryPlayers.userId))
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        eq(tournamentEntries.status, 'active'),
        inArray(tournamentEntries.teamId, teamIds),
      ),
    )
    .orderBy(asc(tournamentEntries.teamId), asc(tournamentEntryPlayers.id));
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
