/** The ratings' reads and writes (decision 0044): rated_matches, rating_changes and player_ratings. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PLATFORM_KEYS } from '@arena/shared/platforms';
import type { DbOrTx } from '../../db/client';
import { bracketRecords } from '../../db/schema/brackets';
import { playerRatings, ratedMatches, ratingChanges, type RatedMatchRow } from '../../db/schema/ratings';
import { teamMembers } from '../../db/schema/teams';
import { tournamentEntries, tournamentEntryPlayers } from '../../db/schema/tournament-entries';
import { tournaments } from '../../db/schema/tournaments';
import { userPlatformIds, users } from '../../db/schema/users';
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

async function withPlatformIds(db: DbOrTx, userIds: number[]): Promise<RosterPlayer[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id, ...userPlatformIds })
    .from(users)
    .where(inArray(users.id, userIds))
    .orderBy(asc(users.id));
  return rows.map((row) => ({
    userId: row.id,
    platformIds: PLATFORM_KEYS.map((key) => row[key]).filter(
      (id): id is string => typeof id === 'string' && id.trim() !== '',
    ),
  }));
}

/**
 * The players each team played a tournament's match with: its entry's roster there (the latest entry), or, with
 * no entry (a ladder's matches before decision 0048 gave them entries), the team's captain and accepted players.
 * One statement for the entries' rosters, one more only for a team without an entry.
 */
export async function rostersOf(
  db: DbOrTx,
  tournamentId: number,
  teamIds: number[],
): Promise<Map<number, RosterPlayer[]>> {
  const entered = await db
    .select({
      entryId: tournamentEntries.id,
      teamId: tournamentEntries.teamId,
      userId: tournamentEntryPlayers.userId,
    })
    .from(tournamentEntries)
    .leftJoin(tournamentEntryPlayers, eq(tournamentEntryPlayers.entryId, tournamentEntries.id))
    .where(and(eq(tournamentEntries.tournamentId, tournamentId), inArray(tournamentEntries.teamId, teamIds)));
  const latestEntry = new Map<number, number>();
  for (const row of entered)
    latestEntry.set(row.teamId, Math.max(latestEntry.get(row.teamId) ?? 0, row.entryId));
  const usersOf = new Map<number, Set<number>>(teamIds.map((id) => [id, new Set<number>()]));
  for (const row of entered)
    if (row.userId !== null && row.entryId === latestEntry.get(row.teamId))
      usersOf.get(row.teamId)!.add(row.userId);
  const withoutEntry = teamIds.filter((id) => !latestEntry.has(id));
  if (withoutEntry.length > 0) {
    const members = await db
      .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
      .from(teamMembers)
      .where(and(inArray(teamMembers.teamId, withoutEntry), inArray(teamMembers.isAccepted, [1, 2])));
    for (const row of members) usersOf.get(row.teamId)!.add(row.userId);
  }
  const players = new Map(
    (await withPlatformIds(db, [...new Set([...usersOf.values()].flatMap((ids) => [...ids]))])).map((p) => [
      p.userId,
      p,
    ]),
  );
  return new Map(
    [...usersOf.entries()].map(([teamId, ids]) => [
      teamId,
      [...ids].sort((x, y) => x - y).map((id) => players.get(id)!),
    ]),
  );
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

/**
 * The rated matches of players in one game and size, each player's from their own `seq` on (a match at or after
 * it; rating_changes_player_idx).
 */
export async function laterMatchesOf(
  db: DbOrTx,
  key: { gameId: number; teamSize: number },
  fromSeq: Map<number, number>,
): Promise<number[]> {
  if (fromSeq.size === 0) return [];
  const result = await db.execute(sql`
    SELECT DISTINCT rc.match_id FROM rating_changes rc
    JOIN (VALUES ${sql.join(
      [...fromSeq].map(([userId, seq]) => sql`(${userId}::int, ${seq}::bigint)`),
      sql`, `,
    )}) AS f(user_id, from_seq) ON rc.user_id = f.user_id AND rc.seq >= f.from_seq
    WHERE rc.game_id = ${key.gameId} AND rc.team_size = ${key.teamSize}`);
  return (result as unknown as { rows: Array<{ match_id: number }> }).rows.map((r) => Number(r.match_id));
}

/** Each player's skill after their last rated match before `seq` in a game and size (absent: never rated). */
export async function skillsBefore(
  db: DbOrTx,
  key: { gameId: number; teamSize: number },
  userIds: number[],
  seq: number,
): Promise<Map<number, SkillState>> {
  if (userIds.length === 0) return new Map();
  const result = await db.execute(sql`
    SELECT DISTINCT ON (user_id) user_id, mu_after, sigma_after FROM rating_changes
    WHERE user_id IN (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )}) AND game_id = ${key.gameId} AND team_size = ${key.teamSize} AND seq < ${seq}
    ORDER BY user_id, seq DESC`);
  const rows = (
    result as unknown as { rows: Array<{ user_id: number; mu_after: number; sigma_after: number }> }
  ).rows;
  return new Map(
    rows.map((r) => [Number(r.user_id), { mu: Number(r.mu_after), sigma: Number(r.sigma_after) }]),
  );
}

export async function insertChanges(db: DbOrTx, rows: (typeof ratingChanges.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(ratingChanges).values(rows);
}

/**
 * Writes players' ratings in a game and size from their rating changes: the latest skill, the counts, the last
 * change and the region of the latest match's tournament; a player with no change left loses the row. A banned
 * player's row is not listed on the boards (decision 0047). Four statements, whatever the number of players.
 */
export async function refreshPlayerRatings(
  db: DbOrTx,
  key: { gameId: number; teamSize: number },
  userIds: number[],
  now: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const latest = await db.execute(sql`
    SELECT DISTINCT ON (rc.user_id) rc.user_id, rc.mu_after, rc.sigma_after, rc.rating_after, rc.rating_before,
      t.region, (u.banned_at IS NULL) AS listed
    FROM rating_changes rc
    JOIN rated_matches rm ON rm.match_id = rc.match_id
    JOIN tournaments t ON t.id = rm.tournament_id
    JOIN users u ON u.id = rc.user_id
    WHERE rc.user_id IN (${ids}) AND rc.game_id = ${key.gameId} AND rc.team_size = ${key.teamSize}
    ORDER BY rc.user_id, rc.seq DESC`);
  const counts = await db.execute(sql`
    SELECT user_id, count(*)::int AS matches,
      count(*) FILTER (WHERE result = 'win')::int AS wins,
      count(*) FILTER (WHERE result = 'loss')::int AS losses,
      count(*) FILTER (WHERE result = 'draw')::int AS draws
    FROM rating_changes
    WHERE user_id IN (${ids}) AND game_id = ${key.gameId} AND team_size = ${key.teamSize}
    GROUP BY user_id`);
  type Latest = {
    user_id: number;
    mu_after: number;
    sigma_after: number;
    rating_after: number;
    rating_before: number;
    region: string;
    listed: boolean;
  };
  type Counts = { user_id: number; matches: number; wins: number; losses: number; draws: number };
  const countOf = new Map(
    (counts as unknown as { rows: Counts[] }).rows.map((row) => [Number(row.user_id), row]),
  );
  const values = (latest as unknown as { rows: Latest[] }).rows.map((row) => {
    const count = countOf.get(Number(row.user_id))!;
    return {
      userId: Number(row.user_id),
      gameId: key.gameId,
      teamSize: key.teamSize,
      mu: Number(row.mu_after),
      sigma: Number(row.sigma_after),
      rating: Number(row.rating_after),
      matches: Number(count.matches),
      wins: Number(count.wins),
      losses: Number(count.losses),
      draws: Number(count.draws),
      lastChange: Number(row.rating_after) - Number(row.rating_before),
      region: row.region,
      listed: row.listed === true || (row.listed as unknown) === 't',
      updatedAt: now,
    };
  });
  const gone = userIds.filter((id) => !values.some((v) => v.userId === id));
  if (gone.length > 0)
    await db
      .delete(playerRatings)
      .where(
        and(
          inArray(playerRatings.userId, gone),
          eq(playerRatings.gameId, key.gameId),
          eq(playerRatings.teamSize, key.teamSize),
        ),
      );
  await upsertPlayerRatings(db, values);
}

export type PlayerRatingValues = typeof playerRatings.$inferInsert;

/** Writes players' rating rows in one statement (each row whole: a new player's, or a player's replaced). */
export async function upsertPlayerRatings(db: DbOrTx, values: PlayerRatingValues[]): Promise<void> {
  if (values.length === 0) return;
  await db
    .insert(playerRatings)
    .values(values)
    .onConflictDoUpdate({
      target: [playerRatings.userId, playerRatings.gameId, playerRatings.teamSize],
      set: {
        mu: sql`excluded.mu`,
        sigma: sql`excluded.sigma`,
        rating: sql`excluded.rating`,
        matches: sql`excluded.matches`,
        wins: sql`excluded.wins`,
        losses: sql`excluded.losses`,
        draws: sql`excluded.draws`,
        lastChange: sql`excluded.last_change`,
        region: sql`excluded.region`,
        listed: sql`excluded.listed`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** A player's rating as it stands, for rating one more match on top of it (the new result's fast path). */
export interface CurrentRating {
  /** The player_ratings row's skill and counts; null when the player has none in this game and size. */
  current: { mu: number; sigma: number; matches: number; wins: number; losses: number; draws: number } | null;
  /** The seq of the player's latest rating change in this game and size; null when none. */
  lastSeq: number | null;
  /** Not banned: the row is listed on the boards (decision 0047). */
  listed: boolean;
}

/**
 * Each player's current rating in a game and size, the seq of their latest rating change (one step down
 * rating_changes_player_idx) and whether they are listed. One statement, whatever the number of players.
 */
export async function currentRatings(
  db: DbOrTx,
  key: { gameId: number; teamSize: number },
  userIds: number[],
): Promise<Map<number, CurrentRating>> {
  if (userIds.length === 0) return new Map();
  const result = await db.execute(sql`
    SELECT u.id AS user_id, (u.banned_at IS NULL) AS listed,
      pr.mu, pr.sigma, pr.matches, pr.wins, pr.losses, pr.draws,
      (SELECT rc.seq FROM rating_changes rc
        WHERE rc.user_id = u.id AND rc.game_id = ${key.gameId} AND rc.team_size = ${key.teamSize}
        ORDER BY rc.seq DESC LIMIT 1) AS last_seq
    FROM users u
    LEFT JOIN player_ratings pr ON pr.user_id = u.id AND pr.game_id = ${key.gameId}
      AND pr.team_size = ${key.teamSize}
    WHERE u.id IN (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  type Row = {
    user_id: number;
    listed: boolean;
    mu: number | null;
    sigma: number | null;
    matches: number | null;
    wins: number | null;
    losses: number | null;
    draws: number | null;
    last_seq: number | string | null;
  };
  return new Map(
    (result as unknown as { rows: Row[] }).rows.map((row) => [
      Number(row.user_id),
      {
        current:
          row.mu === null
            ? null
            : {
                mu: Number(row.mu),
                sigma: Number(row.sigma),
                matches: Number(row.matches),
                wins: Number(row.wins),
                losses: Number(row.losses),
                draws: Number(row.draws),
              },
        lastSeq: row.last_seq === null ? null : Number(row.last_seq),
        listed: row.listed === true || (row.listed as unknown) === 't',
      },
    ]),
  );
}

/** One game and size's rating work at a time, on every instance: two results never rate from the same state. */
export async function lockRatings(db: DbOrTx, key: { gameId: number; teamSize: number }): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`ratings:${key.gameId}:${key.teamSize}`}))`);
}

/** A decided match with no rated_matches row yet, and when its result was last set (null: no audit of it). */
export interface UnratedDecided {
  matchId: number;
  decidedAt: Date | null;
}

/**
 * Every decided match (both teams, completed) with no rated_matches row, in the order the results were decided:
 * by the audit row that last made the match decided (the first decision after its last reset), as seq would have
 * ordered it had ratings existed then; matches with no audit (inserted straight) first, by id.
 */
export async function unratedDecidedMatches(db: DbOrTx): Promise<UnratedDecided[]> {
  const result = await db.execute(sql`
    WITH pending AS (
      SELECT br.id FROM bracket_records br
      WHERE br.table_name = 'match' AND (br.data ->> 'status')::int >= 4
        AND jsonb_typeof(br.data -> 'opponent1' -> 'id') = 'number'
        AND jsonb_typeof(br.data -> 'opponent2' -> 'id') = 'number'
        AND NOT EXISTS (SELECT 1 FROM rated_matches rm WHERE rm.match_id = br.id)
    ), audit AS (
      SELECT a.match_id, a.id, a.created_at, (a.after ->> 'status')::int AS status
      FROM match_result_audit a JOIN pending p ON p.id = a.match_id
    ), undone AS (
      SELECT match_id, max(id) AS id FROM audit WHERE status < 4 GROUP BY match_id
    ), decided AS (
      SELECT a.match_id, min(a.id) AS audit_id, max(a.created_at) AS decided_at
      FROM audit a LEFT JOIN undone u ON u.match_id = a.match_id
      WHERE a.status >= 4 AND a.id > coalesce(u.id, 0)
      GROUP BY a.match_id
    )
    SELECT p.id AS match_id, d.decided_at FROM pending p LEFT JOIN decided d ON d.match_id = p.id
    ORDER BY d.audit_id NULLS FIRST, p.id`);
  return (
    result as unknown as { rows: Array<{ match_id: number; decided_at: Date | string | null }> }
  ).rows.map((row) => ({
    matchId: Number(row.match_id),
    decidedAt: row.decided_at === null ? null : new Date(row.decided_at),
  }));
}
