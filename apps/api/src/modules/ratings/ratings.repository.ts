/** The ratings' reads and writes (decision 0044): rated_matches, rating_changes and player_ratings. */
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { PLATFORMS } from '@arena/shared/platforms';
import type { DbOrTx } from '../../db/client';
import { bracketRecords } from '../../db/schema/brackets';
import { playerRatings, ratedMatches, ratingChanges, type RatedMatchRow } from '../../db/schema/ratings';
import { teamMembers } from '../../db/schema/teams';
import { tournamentEntries, tournamentEntryPlayers } from '../../db/schema/tournament-entries';
import { tournaments } from '../../db/schema/tournaments';
import { users } from '../../db/schema/users';
import type { RosterPlayer, SkillState } from './ratings.rules';

interface Opponent {
  id?: number | null;
  score?: number;
  result?: string;
  forfeit?: boolean;
}

/** A match as the ratings need it: its tournament's game, size and region, and each side's team and result. */
export interface MatchFacts {
  matchId: number;
  tournamentId: number;
  gameId: number;
  teamSize: number;
  region: string;
  status: number;
  sides: [SideFacts | null, SideFacts | null];
}

export interface SideFacts {
  teamId: number | null;
  score: number | null;
  result: string | null;
  forfeit: boolean;
}

export async function matchFacts(db: DbOrTx, matchId: number): Promise<MatchFacts | null> {
  const [row] = await db
    .select({
      data: bracketRecords.data,
      tableName: bracketRecords.tableName,
      tournamentId: tournaments.id,
      gameId: tournaments.gameId,
      teamSize: tournaments.teamSize,
      region: tournaments.region,
    })
    .from(bracketRecords)
    .innerJoin(tournaments, eq(tournaments.id, bracketRecords.tournamentId))
    .where(eq(bracketRecords.id, matchId));
  if (!row || row.tableName !== 'match') return null;
  const data = row.data as { status: number; opponent1: Opponent | null; opponent2: Opponent | null };
  const participantIds = [data.opponent1?.id, data.opponent2?.id].filter(
    (id): id is number => typeof id === 'number',
  );
  const participants =
    participantIds.length === 0
      ? []
      : await db
          .select({ id: bracketRecords.id, data: bracketRecords.data })
          .from(bracketRecords)
          .where(
            and(inArray(bracketRecords.id, participantIds), eq(bracketRecords.tableName, 'participant')),
          );
  const teamOf = new Map(participants.map((p) => [p.id, Number((p.data as { team_id: number }).team_id)]));
  const side = (opponent: Opponent | null): SideFacts | null =>
    opponent === null
      ? null
      : {
          teamId: typeof opponent.id === 'number' ? (teamOf.get(opponent.id) ?? null) : null,
          score: opponent.score ?? null,
          result: opponent.result ?? null,
          forfeit: opponent.forfeit === true,
        };
  return {
    matchId,
    tournamentId: row.tournamentId,
    gameId: row.gameId,
    teamSize: row.teamSize,
    region: row.region,
    status: data.status,
    sides: [side(data.opponent1), side(data.opponent2)],
  };
}

const platformColumns = Object.fromEntries(PLATFORMS.map((p) => [p.key, users[p.key]])) as Record<
  string,
  (typeof users)[keyof typeof users]
>;

async function withPlatformIds(db: DbOrTx, userIds: number[]): Promise<RosterPlayer[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id, ...(platformColumns as Record<string, typeof users.psn>) })
    .from(users)
    .where(inArray(users.id, userIds))
    .orderBy(asc(users.id));
  return rows.map((row) => ({
    userId: row.id as unknown as number,
    platformIds: PLATFORMS.map((p) => (row as Record<string, unknown>)[p.key]).filter(
      (id): id is string => typeof id === 'string' && id.trim() !== '',
    ),
  }));
}

/**
 * The players a team played a tournament's match with: its entry's roster there (the latest entry), or, with no
 * entry (a ladder's matches), the team's captain and accepted players.
 */
export async function rosterOf(db: DbOrTx, tournamentId: number, teamId: number): Promise<RosterPlayer[]> {
  const [entry] = await db
    .select({ id: tournamentEntries.id })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.teamId, teamId)))
    .orderBy(desc(tournamentEntries.id))
    .limit(1);
  const ids = entry
    ? await db
        .select({ userId: tournamentEntryPlayers.userId })
        .from(tournamentEntryPlayers)
        .where(eq(tournamentEntryPlayers.entryId, entry.id))
    : await db
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.isAccepted, [1, 2])));
  return withPlatformIds(db, [...new Set(ids.map((row) => row.userId))]);
}

export async function findRatedMatches(db: DbOrTx, matchIds: number[]): Promise<RatedMatchRow[]> {
  if (matchIds.length === 0) return [];
  return db.select().from(ratedMatches).where(inArray(ratedMatches.matchId, matchIds));
}

export async function insertRatedMatch(
  db: DbOrTx,
  row: Omit<RatedMatchRow, 'seq'>,
): Promise<RatedMatchRow | undefined> {
  const [inserted] = await db.insert(ratedMatches).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function updateRatedMatch(
  db: DbOrTx,
  matchId: number,
  changes: Pick<
    RatedMatchRow,
    'outcome' | 'opponent1Score' | 'opponent2Score' | 'rated' | 'unratedReason'
  > & {
    opponent1TeamId: number;
    opponent2TeamId: number;
    decidedAt: Date;
  },
): Promise<void> {
  await db.update(ratedMatches).set(changes).where(eq(ratedMatches.matchId, matchId));
}

export async function deleteRatedMatches(db: DbOrTx, matchIds: number[]): Promise<void> {
  if (matchIds.length === 0) return;
  await db.delete(ratingChanges).where(inArray(ratingChanges.matchId, matchIds));
  await db.delete(ratedMatches).where(inArray(ratedMatches.matchId, matchIds));
}

export async function deleteChangesOfMatches(db: DbOrTx, matchIds: number[]): Promise<void> {
  if (matchIds.length === 0) return;
  await db.delete(ratingChanges).where(inArray(ratingChanges.matchId, matchIds));
}

/** The rating changes of matches, by match. */
export async function changesOfMatches(db: DbOrTx, matchIds: number[]) {
  if (matchIds.length === 0) return [];
  return db.select().from(ratingChanges).where(inArray(ratingChanges.matchId, matchIds));
}

/** The rated matches of the given players in one game and size from `seq` on (rating_changes_player_idx). */
export async function laterMatchesOf(
  db: DbOrTx,
  key: { gameId: number; teamSize: number },
  userIds: number[],
  fromSeq: number,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ matchId: ratingChanges.matchId })
    .from(ratingChanges)
    .where(
      and(
        inArray(ratingChanges.userId, userIds),
        eq(ratingChanges.gameId, key.gameId),
        eq(ratingChanges.teamSize, key.teamSize),
        gte(ratingChanges.seq, fromSeq),
      ),
    );
  return rows.map((row) => row.matchId);
}

/** A player's skill after their last rated match before `seq` in a game and size, or null (never rated before). */
export async function skillBefore(
  db: DbOrTx,
  key: { userId: number; gameId: number; teamSize: number },
  seq: number,
): Promise<SkillState | null> {
  const [row] = await db
    .select({ mu: ratingChanges.muAfter, sigma: ratingChanges.sigmaAfter })
    .from(ratingChanges)
    .where(
      and(
        eq(ratingChanges.userId, key.userId),
        eq(ratingChanges.gameId, key.gameId),
        eq(ratingChanges.teamSize, key.teamSize),
        lt(ratingChanges.seq, seq),
      ),
    )
    .orderBy(desc(ratingChanges.seq))
    .limit(1);
  return row ?? null;
}

export async function insertChanges(db: DbOrTx, rows: (typeof ratingChanges.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(ratingChanges).values(rows);
}

/**
 * Writes a player's rating in a game and size from their rating changes: the latest skill, the counts, the last
 * change and the region of the latest match's tournament; no change left: the row goes. A banned player's row is
 * not listed on the boards (decision 0047).
 */
export async function refreshPlayerRating(
  db: DbOrTx,
  key: { userId: number; gameId: number; teamSize: number },
  now: Date,
): Promise<void> {
  const where = and(
    eq(ratingChanges.userId, key.userId),
    eq(ratingChanges.gameId, key.gameId),
    eq(ratingChanges.teamSize, key.teamSize),
  );
  const [latest] = await db
    .select({
      mu: ratingChanges.muAfter,
      sigma: ratingChanges.sigmaAfter,
      ratingAfter: ratingChanges.ratingAfter,
      ratingBefore: ratingChanges.ratingBefore,
      region: tournaments.region,
    })
    .from(ratingChanges)
    .innerJoin(ratedMatches, eq(ratedMatches.matchId, ratingChanges.matchId))
    .innerJoin(tournaments, eq(tournaments.id, ratedMatches.tournamentId))
    .where(where)
    .orderBy(desc(ratingChanges.seq))
    .limit(1);
  const keyWhere = and(
    eq(playerRatings.userId, key.userId),
    eq(playerRatings.gameId, key.gameId),
    eq(playerRatings.teamSize, key.teamSize),
  );
  if (!latest) {
    await db.delete(playerRatings).where(keyWhere);
    return;
  }
  const [counts] = await db
    .select({
      matches: sql<number>`count(*)::int`,
      wins: sql<number>`count(*) FILTER (WHERE ${ratingChanges.result} = 'win')::int`,
      losses: sql<number>`count(*) FILTER (WHERE ${ratingChanges.result} = 'loss')::int`,
      draws: sql<number>`count(*) FILTER (WHERE ${ratingChanges.result} = 'draw')::int`,
    })
    .from(ratingChanges)
    .where(where);
  const [player] = await db.select({ bannedAt: users.bannedAt }).from(users).where(eq(users.id, key.userId));
  const values = {
    mu: latest.mu,
    sigma: latest.sigma,
    rating: latest.ratingAfter,
    matches: counts!.matches,
    wins: counts!.wins,
    losses: counts!.losses,
    draws: counts!.draws,
    lastChange: latest.ratingAfter - latest.ratingBefore,
    region: latest.region,
    listed: !player?.bannedAt,
    updatedAt: now,
  };
  await db
    .insert(playerRatings)
    .values({ ...key, ...values })
    .onConflictDoUpdate({
      target: [playerRatings.userId, playerRatings.gameId, playerRatings.teamSize],
      set: values,
    });
}

/** One game and size's rating work at a time, on every instance: two results never rate from the same state. */
export async function lockRatings(db: DbOrTx, key: { gameId: number; teamSize: number }): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`ratings:${key.gameId}:${key.teamSize}`}))`);
}
