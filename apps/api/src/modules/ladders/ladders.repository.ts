/** Queries of season ladders (decision 0048); each runs in the transaction (or database) it is given. */
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ROSTER_STATES } from '@arena/shared/teams';
import type { DbOrTx } from '../../db/client';
import { containsText } from '../../db/sql';
import { bracketRecords } from '../../db/schema/brackets';
import { games } from '../../db/schema/games';
import { ladderChallenges, ladderTeams, ladders, type LadderRow } from '../../db/schema/ladders';
import { teamMembers, teams } from '../../db/schema/teams';
import { tournamentEntries, tournamentEntryPlayers } from '../../db/schema/tournament-entries';

export const teamCount = sql<number>`(
  SELECT count(*)::int FROM ladder_teams lt_c WHERE lt_c.ladder_id = "ladders"."id"
)`;

export async function insertLadder(db: DbOrTx, values: typeof ladders.$inferInsert): Promise<LadderRow> {
  const [row] = await db.insert(ladders).values(values).returning();
  return row!;
}

export async function updateLadder(
  db: DbOrTx,
  id: number,
  values: Partial<typeof ladders.$inferInsert> & { updatedAt: Date },
): Promise<LadderRow | undefined> {
  const [row] = await db.update(ladders).set(values).where(eq(ladders.id, id)).returning();
  return row;
}

export async function lockLadder(db: DbOrTx, id: number): Promise<LadderRow | undefined> {
  const [row] = await db.select().from(ladders).where(eq(ladders.id, id)).for('update');
  return row;
}

export async function findLadderOfTournament(db: DbOrTx, tournamentId: number) {
  const [row] = await db.select().from(ladders).where(eq(ladders.matchTournamentId, tournamentId));
  return row;
}

export type LadderWithGame = { ladder: LadderRow; gameName: string; teams: number };

export async function listLadders(
  db: DbOrTx,
  filter: { gameId?: number; search?: string },
  page: { limit?: number; offset?: number },
): Promise<{ rows: LadderWithGame[]; total: number }> {
  const conditions = [];
  if (filter.gameId !== undefined) conditions.push(eq(ladders.gameId, filter.gameId));
  if (filter.search) conditions.push(containsText(ladders.name, filter.search));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const query = db
    .select({ ladder: ladders, gameName: games.gameName, teams: teamCount })
    .from(ladders)
    .innerJoin(games, eq(games.id, ladders.gameId))
    .where(where)
    // Running seasons first (soonest end first), then the ended ones (latest first).
    .orderBy(
      sql`CASE ${ladders.state} WHEN 'open' THEN 0 ELSE 1 END`,
      sql`CASE WHEN ${ladders.state} = 'open' THEN extract(epoch from ${ladders.seasonEnd}) ELSE -extract(epoch from ${ladders.seasonEnd}) END`,
      asc(ladders.id),
    );
  const rows = await (page.limit === undefined ? query : query.limit(page.limit).offset(page.offset ?? 0));
  const total =
    page.limit === undefined
      ? rows.length
      : ((await db.select({ n: count() }).from(ladders).where(where))[0]?.n ?? 0);
  return { rows, total };
}

export async function findLadder(db: DbOrTx, id: number): Promise<LadderWithGame | undefined> {
  const [row] = await db
    .select({ ladder: ladders, gameName: games.gameName, teams: teamCount })
    .from(ladders)
    .innerJoin(games, eq(games.id, ladders.gameId))
    .where(eq(ladders.id, id));
  return row;
}

/** The standings: frozen ones by final rank, live ones by points, then wins, fewer losses, earlier join. */
export async function standings(db: DbOrTx, ladderId: number, frozen: boolean) {
  return db
    .select({
      teamId: ladderTeams.teamId,
      teamName: teams.teamName,
      points: ladderTeams.points,
      wins: ladderTeams.wins,
      losses: ladderTeams.losses,
      forfeits: ladderTeams.forfeits,
      finalRank: ladderTeams.finalRank,
    })
    .from(ladderTeams)
    .innerJoin(teams, eq(teams.id, ladderTeams.teamId))
    .where(eq(ladderTeams.ladderId, ladderId))
    .orderBy(
      ...(frozen ? [sql`${ladderTeams.finalRank} ASC NULLS LAST`] : []),
      desc(ladderTeams.points),
      desc(ladderTeams.wins),
      asc(ladderTeams.losses),
      asc(ladderTeams.joinedAt),
      asc(ladderTeams.teamId),
    );
}

export async function findLadderTeam(db: DbOrTx, ladderId: number, teamId: number) {
  const [row] = await db
    .select()
    .from(ladderTeams)
    .where(and(eq(ladderTeams.ladderId, ladderId), eq(ladderTeams.teamId, teamId)));
  return row;
}

/** Whether the two teams have a player in common (captain or accepted member). */
export async function teamsSharePlayer(db: DbOrTx, a: number, b: number): Promise<boolean> {
  const other = alias(teamMembers, 'other_member');
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(teamMembers)
    .innerJoin(other, eq(other.userId, teamMembers.userId))
    .where(
      and(
        eq(teamMembers.teamId, a),
        eq(other.teamId, b),
        inArray(teamMembers.isAccepted, [...ROSTER_STATES]),
        inArray(other.isAccepted, [...ROSTER_STATES]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Challenges between the two teams on the ladder accepted since `since` (the twice-a-day rule). */
export async function pairMatchesSince(
  db: DbOrTx,
  ladderId: number,
  a: number,
  b: number,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ladderChallenges)
    .where(
      and(
        eq(ladderChallenges.ladderId, ladderId),
        inArray(ladderChallenges.status, ['accepted', 'completed']),
        gte(ladderChallenges.acceptedAt, since),
        or(
          and(eq(ladderChallenges.teamId, a), eq(ladderChallenges.acceptedTeamId, b)),
          and(eq(ladderChallenges.teamId, b), eq(ladderChallenges.acceptedTeamId, a)),
        ),
      ),
    );
  return row?.n ?? 0;
}

export async function insertChallenge(db: DbOrTx, values: typeof ladderChallenges.$inferInsert) {
  const [row] = await db.insert(ladderChallenges).values(values).returning();
  return row!;
}

export async function findChallenge(db: DbOrTx, id: number) {
  const [row] = await db.select().from(ladderChallenges).where(eq(ladderChallenges.id, id));
  return row;
}

/** Takes the open challenge for `teamId`: only one accept wins (a conditional update). */
export async function claimChallenge(
  db: DbOrTx,
  id: number,
  values: { acceptedTeamId: number; acceptedBy: number; acceptedAt: Date },
) {
  const [row] = await db
    .update(ladderChallenges)
    .set({ ...values, status: 'accepted' })
    .where(and(eq(ladderChallenges.id, id), eq(ladderChallenges.status, 'open')))
    .returning();
  return row;
}

export async function setChallengeMatch(db: DbOrTx, id: number, matchId: number) {
  await db.update(ladderChallenges).set({ matchId }).where(eq(ladderChallenges.id, id));
}

export async function findChallengeOfMatch(db: DbOrTx, matchId: number) {
  const [row] = await db.select().from(ladderChallenges).where(eq(ladderChallenges.matchId, matchId));
  return row;
}

/** Challenges to show: open ones whose window has not ended, or accepted and played ones (newest first). */
export async function listChallenges(
  db: DbOrTx,
  ladderId: number,
  which: 'open' | 'played',
  now: Date,
  limit: number,
) {
  const opponent = alias(teams, 'opponent_team');
  const accepter = alias(teams, 'accepted_team');
  return db
    .select({
      challenge: ladderChallenges,
      teamName: teams.teamName,
      opponentName: opponent.teamName,
      accepterName: accepter.teamName,
      /** The match record (the challenger is opponent1): its scores and result once decided. */
      match: bracketRecords.data,
    })
    .from(ladderChallenges)
    .innerJoin(teams, eq(teams.id, ladderChallenges.teamId))
    .leftJoin(opponent, eq(opponent.id, ladderChallenges.opponentTeamId))
    .leftJoin(accepter, eq(accepter.id, ladderChallenges.acceptedTeamId))
    .leftJoin(bracketRecords, eq(bracketRecords.id, ladderChallenges.matchId))
    .where(
      and(
        eq(ladderChallenges.ladderId, ladderId),
        which === 'open'
          ? and(eq(ladderChallenges.status, 'open'), gt(ladderChallenges.windowEnd, now))
          : inArray(ladderChallenges.status, ['accepted', 'completed']),
      ),
    )
    .orderBy(which === 'open' ? asc(ladderChallenges.id) : desc(ladderChallenges.id))
    .limit(limit);
}

/**
 * A team's record on the ladder, recomputed from every decided match of its challenges (the challenger is
 * opponent1): so a result counts exactly once and a correction moves the points by itself.
 */
export async function recordOfTeam(db: DbOrTx, ladderId: number, teamId: number) {
  const side = sql`CASE WHEN ${ladderChallenges.teamId} = ${teamId} THEN 'opponent1' ELSE 'opponent2' END`;
  const other = sql`CASE WHEN ${ladderChallenges.teamId} = ${teamId} THEN 'opponent2' ELSE 'opponent1' END`;
  const mine = sql`(${bracketRecords.data} -> (${side}))`;
  const theirs = sql`(${bracketRecords.data} -> (${other}))`;
  const forfeited = sql`coalesce((${mine} ->> 'forfeit')::boolean, false)`;
  const won = sql`(${mine} ->> 'result') = 'win' OR coalesce((${theirs} ->> 'forfeit')::boolean, false)`;
  const [row] = await db
    .select({
      wins: sql<number>`count(*) FILTER (WHERE NOT ${forfeited} AND (${won}))::int`,
      losses: sql<number>`count(*) FILTER (WHERE ${forfeited} OR ((${mine} ->> 'result') = 'loss'))::int`,
      forfeits: sql<number>`count(*) FILTER (WHERE ${forfeited})::int`,
    })
    .from(ladderChallenges)
    .innerJoin(bracketRecords, eq(bracketRecords.id, ladderChallenges.matchId))
    .where(
      and(
        eq(ladderChallenges.ladderId, ladderId),
        inArray(ladderChallenges.status, ['accepted', 'completed']),
        or(eq(ladderChallenges.teamId, teamId), eq(ladderChallenges.acceptedTeamId, teamId)),
        sql`coalesce((${bracketRecords.data} ->> 'status')::int, 0) >= 4`,
      ),
    );
  return { wins: row?.wins ?? 0, losses: row?.losses ?? 0, forfeits: row?.forfeits ?? 0 };
}

export async function setTeamRecord(
  db: DbOrTx,
  ladderId: number,
  teamId: number,
  values: { points: number; wins: number; losses: number; forfeits: number; updatedAt: Date },
) {
  await db
    .update(ladderTeams)
    .set(values)
    .where(and(eq(ladderTeams.ladderId, ladderId), eq(ladderTeams.teamId, teamId)));
}

export async function markChallengeDecided(db: DbOrTx, id: number, now: Date) {
  await db
    .update(ladderChallenges)
    .set({ status: 'completed', decidedAt: now })
    .where(and(eq(ladderChallenges.id, id), eq(ladderChallenges.status, 'accepted')));
}

/** Ladders whose season has ended and that are not closed yet (the sweep locks each again). */
export async function listDueToEnd(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ id: ladders.id })
    .from(ladders)
    .where(and(eq(ladders.state, 'open'), lte(ladders.seasonEnd, now), isNull(ladders.endedAt)))
    .orderBy(asc(ladders.seasonEnd))
    .limit(limit);
}

/** Locks the ladder for ending, skipping one another instance holds; undefined if gone, held or ended. */
export async function claimLadderToEnd(db: DbOrTx, id: number, now: Date) {
  const [row] = await db
    .select()
    .from(ladders)
    .where(and(eq(ladders.id, id), eq(ladders.state, 'open'), lte(ladders.seasonEnd, now)))
    .for('update', { skipLocked: true });
  return row;
}

export async function setFinalRank(db: DbOrTx, ladderId: number, teamId: number, rank: number, now: Date) {
  await db
    .update(ladderTeams)
    .set({ finalRank: rank, updatedAt: now })
    .where(and(eq(ladderTeams.ladderId, ladderId), eq(ladderTeams.teamId, teamId)));
}

export async function expireOpenChallenges(db: DbOrTx, ladderId: number, now: Date) {
  await db
    .update(ladderChallenges)
    .set({ status: 'expired', decidedAt: now })
    .where(and(eq(ladderChallenges.ladderId, ladderId), eq(ladderChallenges.status, 'open')));
}

/** The teams the user captains (not deleted), of the given size, with whether each is on the ladder. */
export async function captainedTeams(db: DbOrTx, userId: number, ladderId: number, size: number) {
  return db
    .select({
      teamId: teams.id,
      teamName: teams.teamName,
      joined: sql<boolean>`${ladderTeams.teamId} IS NOT NULL`,
    })
    .from(teams)
    .leftJoin(ladderTeams, and(eq(ladderTeams.teamId, teams.id), eq(ladderTeams.ladderId, ladderId)))
    .where(and(eq(teams.captainId, userId), eq(teams.totalPlayers, size), isNull(teams.deletedAt)))
    .orderBy(asc(teams.teamName), asc(teams.id));
}

/**
 * The team's ladder entry roster becomes its current roster (captain and accepted players), at an accept
 * (decision 0048, Update): players who joined the team since are added, unless they already play on this ladder
 * for another team; players who left are taken off, so they are neither rated for nor let into its next matches.
 * Ladder entries never carry VIP tokens, so a removed row holds nothing to refund.
 */
export async function followTeamRoster(db: DbOrTx, tournamentId: number, teamId: number): Promise<void> {
  const [entry] = await db
    .select({ id: tournamentEntries.id })
    .from(tournamentEntries)
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        eq(tournamentEntries.teamId, teamId),
        eq(tournamentEntries.status, 'active'),
      ),
    )
    .orderBy(desc(tournamentEntries.id))
    .limit(1);
  if (!entry) return;
  const current = (
    await db
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.isAccepted, [...ROSTER_STATES])))
  ).map((row) => row.userId);
  const onEntry = await db
    .select({ id: tournamentEntryPlayers.id, userId: tournamentEntryPlayers.userId })
    .from(tournamentEntryPlayers)
    .where(eq(tournamentEntryPlayers.entryId, entry.id));
  const gone = onEntry.filter((row) => !current.includes(row.userId)).map((row) => row.id);
  if (gone.length > 0)
    await db.delete(tournamentEntryPlayers).where(inArray(tournamentEntryPlayers.id, gone));
  const listed = new Set(onEntry.map((row) => row.userId));
  const missing = current.filter((userId) => !listed.has(userId));
  if (missing.length === 0) return;
  const elsewhere = new Set(
    (
      await db
        .select({ userId: tournamentEntryPlayers.userId })
        .from(tournamentEntryPlayers)
        .where(
          and(
            eq(tournamentEntryPlayers.tournamentId, tournamentId),
            eq(tournamentEntryPlayers.active, 1),
            inArray(tournamentEntryPlayers.userId, missing),
          ),
        )
    ).map((row) => row.userId),
  );
  const added = missing.filter((userId) => !elsewhere.has(userId));
  if (added.length > 0)
    await db
      .insert(tournamentEntryPlayers)
      .values(added.map((userId) => ({ entryId: entry.id, tournamentId, userId })));
}
