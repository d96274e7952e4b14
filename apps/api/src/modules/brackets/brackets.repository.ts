/** Queries of the brackets module; each runs in the transaction (or database) it is given. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bracketRecords,
  bracketVersions,
  matchEvidence,
  matchGames,
  matchReports,
  matchResultAudit,
  type MatchAuditAction,
  type MatchSnapshot,
  type ReportedGame,
  type SeriesGame,
} from '../../db/schema/brackets';
import { domainEvents } from '../../db/schema/notifications';
import { teamMembers, teams } from '../../db/schema/teams';
import { tournaments } from '../../db/schema/tournaments';
import { users } from '../../db/schema/users';
import { ROSTER_STATES } from '@arena/shared/teams';
import type { SeriesSettings } from '@arena/shared/series-format';

const tournamentColumns = {
  id: tournaments.id,
  name: tournaments.tournamentName,
  state: tournaments.tournamentState,
  format: tournaments.bracketFormat,
  bestOf: tournaments.bestOf,
  finalBestOf: tournaments.finalBestOf,
  thirdPlaceMatch: tournaments.thirdPlaceMatch,
  grandFinal: tournaments.grandFinal,
  swissRounds: tournaments.swissRounds,
  swissAdvanceWins: tournaments.swissAdvanceWins,
  swissEliminateLosses: tournaments.swissEliminateLosses,
  swissDeciderBestOf: tournaments.swissDeciderBestOf,
  groupStage: tournaments.groupStage,
  mapPool: tournaments.mapPool,
  veto: tournaments.veto,
  vetoStepSeconds: tournaments.vetoStepSeconds,
};

/** A tournament as its bracket is played: its name, state, format and series settings (decision 0039). */
export type TournamentHead = { id: number; name: string; state: string; format: string } & SeriesSettings;

/** The tournament's mutex: changes to one tournament's bracket run one at a time, on both engines. */
export async function lockTournament(tx: DbOrTx, tournamentId: number): Promise<TournamentHead | undefined> {
  const [row] = await tx
    .select(tournamentColumns)
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId))
    .for('update');
  return row;
}

/**
 * Whether the tournament is a season ladder's hidden match tournament (issue 27, decision 0048): its bracket is a
 * stage per accepted challenge, so it is "decided" after every result and must never complete or pay prizes.
 */
export async function isLadderTournament(db: DbOrTx, tournamentId: number): Promise<boolean> {
  const [row] = await db
    .select({ kind: tournaments.kind })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  return row?.kind === 'ladder';
}

export async function findTournament(db: DbOrTx, tournamentId: number): Promise<TournamentHead | undefined> {
  const [row] = await db.select(tournamentColumns).from(tournaments).where(eq(tournaments.id, tournamentId));
  return row;
}

/**
 * The tournament's bracket version (0 before its bracket's first write), state and series lengths (which never
 * change once a bracket exists), or undefined when there is no such tournament: what a cached bracket view is
 * checked against (decision 0036) and built with.
 */
export async function findBracketVersion(
  db: DbOrTx,
  tournamentId: number,
): Promise<{ version: number; state: string; bestOf: number; finalBestOf: number } | undefined> {
  const [row] = await db
    .select({
      version: sql<number>`coalesce(${bracketVersions.version}, 0)`,
      state: tournaments.tournamentState,
      bestOf: tournaments.bestOf,
      finalBestOf: tournaments.finalBestOf,
    })
    .from(tournaments)
    .leftJoin(bracketVersions, eq(bracketVersions.tournamentId, tournaments.id))
    .where(eq(tournaments.id, tournamentId));
  return row === undefined ? undefined : { ...row, version: Number(row.version) };
}

export async function findMatchTournamentId(db: DbOrTx, matchId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ tournamentId: bracketRecords.tournamentId })
    .from(bracketRecords)
    .where(and(eq(bracketRecords.id, matchId), eq(bracketRecords.tableName, 'match')));
  return row?.tournamentId;
}

export async function hasBracket(db: DbOrTx, tournamentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bracketRecords.id })
    .from(bracketRecords)
    .where(and(eq(bracketRecords.tournamentId, tournamentId), eq(bracketRecords.tableName, 'stage')))
    .limit(1);
  return row !== undefined;
}

/** Every record of a tournament's bracket in one statement, so a page sees one consistent state. */
export async function listBracketRecords(db: DbOrTx, tournamentId: number) {
  return db
    .select({ id: bracketRecords.id, table: bracketRecords.tableName, data: bracketRecords.data })
    .from(bracketRecords)
    .where(eq(bracketRecords.tournamentId, tournamentId))
    .orderBy(asc(bracketRecords.id));
}

export async function findTeams(db: DbOrTx, teamIds: number[]) {
  if (teamIds.length === 0) return [];
  return db
    .select({ id: teams.id, name: teams.teamName, captainId: teams.captainId, captainEmail: users.email })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.captainId))
    .where(inArray(teams.id, teamIds));
}

/** Of these teams, those the user captains or plays in as an accepted player. */
export async function teamsOfUser(db: DbOrTx, userId: number, teamIds: number[]): Promise<number[]> {
  if (teamIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: teams.id })
    .from(teams)
    .leftJoin(
      teamMembers,
      and(
        eq(teamMembers.teamId, teams.id),
        eq(teamMembers.userId, userId),
        inArray(teamMembers.isAccepted, [...ROSTER_STATES]),
      ),
    )
    .where(
      and(inArray(teams.id, teamIds), sql`(${teams.captainId} = ${userId} OR ${teamMembers.id} IS NOT NULL)`),
    );
  return rows.map((row) => row.id);
}

/** The reports of a tournament, of a match, or of several matches (one query for a whole queue). */
export async function listReports(
  db: DbOrTx,
  where: { tournamentId: number } | { matchId: number } | { matchIds: number[] },
) {
  if ('matchIds' in where && where.matchIds.length === 0) return [];
  return db
    .select()
    .from(matchReports)
    .where(
      'matchIds' in where
        ? inArray(matchReports.matchId, where.matchIds)
        : 'matchId' in where
          ? eq(matchReports.matchId, where.matchId)
          : eq(matchReports.tournamentId, where.tournamentId),
    )
    .orderBy(asc(matchReports.id));
}

export async function upsertReport(
  tx: DbOrTx,
  report: {
    matchId: number;
    tournamentId: number;
    teamId: number;
    reportedBy: number;
    ownScore: number;
    opponentScore: number;
    /** A series' games from the reporter's side; empty when not given (decision 0040). */
    games: ReportedGame[];
    now: Date;
  },
): Promise<void> {
  const { now, ...values } = report;
  await tx
    .insert(matchReports)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [matchReports.matchId, matchReports.teamId],
      set: {
        reportedBy: values.reportedBy,
        ownScore: values.ownScore,
        opponentScore: values.opponentScore,
        games: values.games,
        updatedAt: now,
      },
    });
}

export async function deleteReports(tx: DbOrTx, matchIds: number[]): Promise<void> {
  if (matchIds.length === 0) return;
  await tx.delete(matchReports).where(inArray(matchReports.matchId, matchIds));
}

export async function insertAudit(
  tx: DbOrTx,
  entries: Array<{
    tournamentId: number;
    matchId: number;
    actorUserId: number | null;
    action: MatchAuditAction;
    before: MatchSnapshot;
    after: MatchSnapshot;
    reason?: string | null;
    createdAt: Date;
  }>,
): Promise<void> {
  if (entries.length === 0) return;
  await tx
    .insert(matchResultAudit)
    .values(entries.map((entry) => ({ ...entry, reason: entry.reason ?? null })));
}

export async function listAudit(db: DbOrTx, tournamentId: number) {
  return db
    .select({ entry: matchResultAudit, actorName: users.name })
    .from(matchResultAudit)
    .leftJoin(users, eq(users.id, matchResultAudit.actorUserId))
    .where(eq(matchResultAudit.tournamentId, tournamentId))
    .orderBy(desc(matchResultAudit.id));
}

/**
 * Matches whose two reports disagree and that have no result yet: the admin's queue. A dispute needs no
 * table of its own: it ends when a report changes to agree or when a result is set.
 */
export async function listDisputedMatchIds(db: DbOrTx, tournamentId?: number) {
  const rows = await db.execute<{ match_id: number; tournament_id: number; disputed_at: Date | string }>(sql`
    SELECT a.match_id, a.tournament_id, greatest(a.updated_at, b.updated_at) AS disputed_at
    FROM match_reports a
    JOIN match_reports b ON b.match_id = a.match_id AND b.team_id > a.team_id
    JOIN bracket_records m ON m.id = a.match_id
    WHERE (a.own_score <> b.opponent_score OR a.opponent_score <> b.own_score
      -- Both listed the games of a series (decision 0040): they must mirror game by game.
      OR (jsonb_array_length(a.games) > 0 AND jsonb_array_length(b.games) > 0 AND a.games <> coalesce((
        SELECT jsonb_agg(jsonb_build_object('own_score', g.game->'opponent_score', 'opponent_score', g.game->'own_score')
          ORDER BY g.n)
        FROM jsonb_array_elements(b.games) WITH ORDINALITY AS g(game, n)), '[]'::jsonb)))
      AND (m.data->>'status')::int < 4
      ${tournamentId === undefined ? sql`` : sql`AND a.tournament_id = ${tournamentId}`}
    ORDER BY disputed_at ASC, a.match_id ASC
  `);
  return (
    rows as unknown as {
      rows: Array<{ match_id: number; tournament_id: number; disputed_at: Date | string }>;
    }
  ).rows;
}

/** What the standings need of a tournament: its state and how its prize pool is divided. */
export async function findPrizePool(db: DbOrTx, tournamentId: number) {
  const [row] = await db
    .select({
      state: tournaments.tournamentState,
      poolPence: tournaments.winningPrizePence,
      split: tournaments.prizeSplit,
    })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  return row;
}

/**
 * The teams already told that these matches are ready (their "match ready" events exist), in one query: answers
 * whether a match's team was told.
 */
export async function matchReadyAnnounced(
  tx: DbOrTx,
  matchIds: number[],
): Promise<(matchId: number, teamId: number) => boolean> {
  const rows =
    matchIds.length === 0
      ? []
      : await tx
          .selectDistinct({ matchId: domainEvents.matchId, teamId: domainEvents.teamId })
          .from(domainEvents)
          .where(and(eq(domainEvents.type, 'match.ready'), inArray(domainEvents.matchId, matchIds)));
  const told = new Set(rows.map((row) => `${row.matchId}:${row.teamId}`));
  return (matchId, teamId) => told.has(`${matchId}:${teamId}`);
}

/** The evidence of some matches, or of a whole tournament, with the uploader's name, oldest first. */
export async function listEvidence(db: DbOrTx, where: { matchIds: number[] } | { tournamentId: number }) {
  if ('matchIds' in where && where.matchIds.length === 0) return [];
  return db
    .select({
      id: matchEvidence.id,
      matchId: matchEvidence.matchId,
      teamId: matchEvidence.teamId,
      path: matchEvidence.path,
      createdAt: matchEvidence.createdAt,
      uploaderName: users.name,
    })
    .from(matchEvidence)
    .innerJoin(users, eq(users.id, matchEvidence.uploadedBy))
    .where(
      'matchIds' in where
        ? inArray(matchEvidence.matchId, where.matchIds)
        : eq(matchEvidence.tournamentId, where.tournamentId),
    )
    .orderBy(asc(matchEvidence.id));
}

/** A decided series' games by side (decision 0040): written with its result, replaced by a correction. */
export async function saveMatchGames(
  tx: DbOrTx,
  values: { matchId: number; tournamentId: number; games: SeriesGame[]; now: Date },
): Promise<void> {
  if (values.games.length === 0) {
    await deleteMatchGames(tx, [values.matchId]);
    return;
  }
  await tx
    .insert(matchGames)
    .values({
      matchId: values.matchId,
      tournamentId: values.tournamentId,
      games: values.games,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({ target: matchGames.matchId, set: { games: values.games, updatedAt: values.now } });
}

/** Removes the games of matches whose result is gone (reset) or has none (a forfeit). */
export async function deleteMatchGames(tx: DbOrTx, matchIds: number[]): Promise<void> {
  if (matchIds.length === 0) return;
  await tx.delete(matchGames).where(inArray(matchGames.matchId, matchIds));
}

/** Match id to its games by side, for a tournament or some matches. */
export async function listMatchGames(
  db: DbOrTx,
  where: { tournamentId: number } | { matchIds: number[] },
): Promise<Map<number, SeriesGame[]>> {
  if ('matchIds' in where && where.matchIds.length === 0) return new Map();
  const rows = await db
    .select({ matchId: matchGames.matchId, games: matchGames.games })
    .from(matchGames)
    .where(
      'matchIds' in where
        ? inArray(matchGames.matchId, where.matchIds)
        : eq(matchGames.tournamentId, where.tournamentId),
    );
  return new Map(rows.map((row) => [row.matchId, row.games]));
}
