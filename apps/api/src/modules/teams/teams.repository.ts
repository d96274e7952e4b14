import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { teamMembers, teams, type TeamRow } from '../../db/schema/teams';
import { userPlatformIds, users } from '../../db/schema/users';
import { OPEN_TOURNAMENT_STATES } from '@arena/shared/catalogue';
import { MEMBER, ROSTER_STATES } from '@arena/shared/teams';

// Correlated subqueries spell their names out: drizzle leaves columns unqualified in single-table selects.

/** Locked while the team is entered in a tournament that has not finished (decision 0006). */
export const teamLocked = sql<boolean>`EXISTS (
  SELECT 1 FROM tournament_entries lock_e
  JOIN tournaments lock_t ON lock_t.id = lock_e.tournament_id
  WHERE lock_e.team_id = "teams"."id"
    AND lock_e.status = 'active'
    AND lock_t.kind = 'cup'
    AND lock_t.tournament_state IN (${sql.raw(OPEN_TOURNAMENT_STATES.map((state) => `'${state}'`).join(', '))})
)`;

const acceptedPlayers = sql<number>`(
  SELECT count(*)::int FROM team_members acc_m WHERE acc_m.team_id = "teams"."id" AND acc_m.is_accepted IN (${sql.raw(ROSTER_STATES.join(', '))})
)`;

export async function insertTeamWithCaptain(
  db: DbOrTx,
  values: {
    teamName: string;
    slug: string;
    captainId: number;
    totalPlayers: number;
    description: string;
    inviteToken: string;
  },
): Promise<TeamRow> {
  const [team] = await db.insert(teams).values(values).returning();
  if (!team) throw new Error('insert into teams returned no row');
  await db
    .insert(teamMembers)
    .values({ teamId: team.id, userId: values.captainId, isAccepted: MEMBER.captain });
  return team;
}

/** The live team row, locked for the rest of the transaction so changes to one team run one at a time. */
export async function lockTeam(db: DbOrTx, teamId: number): Promise<TeamRow | undefined> {
  const [row] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), isNull(teams.deletedAt)))
    .for('update');
  return row;
}

export async function isTeamLocked(db: DbOrTx, teamId: number): Promise<boolean> {
  const [row] = await db.select({ locked: teamLocked }).from(teams).where(eq(teams.id, teamId));
  return row?.locked ?? false;
}

export async function countAcceptedPlayers(db: DbOrTx, teamId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.isAccepted, [...ROSTER_STATES])));
  return row?.n ?? 0;
}

export async function findMembership(db: DbOrTx, teamId: number, userId: number) {
  const [row] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .limit(1);
  return row;
}

export async function insertPendingMember(db: DbOrTx, teamId: number, userId: number): Promise<void> {
  await db.insert(teamMembers).values({ teamId, userId, isAccepted: MEMBER.pending });
}

/** Pending to accepted; answers false if the request was not pending any more. */
export async function acceptPendingMember(
  db: DbOrTx,
  teamId: number,
  userId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(teamMembers)
    .set({ isAccepted: MEMBER.accepted, updatedAt: now })
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        eq(teamMembers.userId, userId),
        eq(teamMembers.isAccepted, MEMBER.pending),
      ),
    )
    .returning({ id: teamMembers.id });
  return rows.length > 0;
}

/** Removes a non-captain membership; answers whether one was removed. */
export async function deleteMember(
  db: DbOrTx,
  teamId: number,
  userId: number,
  onlyPending = false,
): Promise<boolean> {
  const rows = await db
    .delete(teamMembers)
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        eq(teamMembers.userId, userId),
        onlyPending
          ? eq(teamMembers.isAccepted, MEMBER.pending)
          : inArray(teamMembers.isAccepted, [MEMBER.pending, MEMBER.accepted]),
      ),
    )
    .returning({ id: teamMembers.id });
  return rows.length > 0;
}

export async function updateTeamRow(
  db: DbOrTx,
  teamId: number,
  values: Partial<
    Pick<
      TeamRow,
      'teamName' | 'slug' | 'totalPlayers' | 'description' | 'inviteToken' | 'deletedAt' | 'updatedAt'
    >
  >,
): Promise<void> {
  await db.update(teams).set(values).where(eq(teams.id, teamId));
}

const teamListColumns = {
  team: teams,
  captainName: users.name,
  acceptedPlayers,
  locked: teamLocked,
};

/** Teams the user captains (panel 6), newest first. */
export async function listCaptainTeams(db: DbOrTx, userId: number) {
  return db
    .select(teamListColumns)
    .from(teams)
    .innerJoin(users, eq(users.id, teams.captainId))
    .where(and(eq(teams.captainId, userId), isNull(teams.deletedAt)))
    .orderBy(sql`${teams.createdAt} DESC`, sql`${teams.id} DESC`);
}

/** Teams the user plays in as an accepted player (panel 7). */
export async function listMemberTeams(db: DbOrTx, userId: number) {
  return db
    .select(teamListColumns)
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(users, eq(users.id, teams.captainId))
    .where(
      and(
        eq(teamMembers.userId, userId),
        eq(teamMembers.isAccepted, MEMBER.accepted),
        isNull(teams.deletedAt),
      ),
    )
    .orderBy(sql`${teamMembers.updatedAt} DESC`, sql`${teams.id} DESC`);
}

/** One team as its captain or an accepted player sees it; undefined for anyone else. */
export async function findVisibleTeam(db: DbOrTx, teamId: number, userId: number) {
  const [row] = await db
    .select({ ...teamListColumns, isAccepted: teamMembers.isAccepted })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.captainId))
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
    .where(
      and(eq(teams.id, teamId), isNull(teams.deletedAt), inArray(teamMembers.isAccepted, [...ROSTER_STATES])),
    )
    .limit(1);
  return row;
}

/**
 * The one roster query: a team's players, captain first, then accepted players, then (when asked) pending
 * requests, each in the order they joined; with what the team pages, the tournament pages and enrolment show
 * or check.
 */
export async function listRoster(db: DbOrTx, teamId: number, options: { includePending: boolean }) {
  return db
    .select({
      userId: users.id,
      name: users.name,
      isAccepted: teamMembers.isAccepted,
      ...userPlatformIds,
      vipExpiresAt: users.vipExpiresAt,
      tokens: users.tokens,
      credits: users.credits,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        options.includePending ? undefined : inArray(teamMembers.isAccepted, [...ROSTER_STATES]),
      ),
    )
    .orderBy(
      sql`CASE ${teamMembers.isAccepted} WHEN ${MEMBER.captain} THEN 0 WHEN ${MEMBER.accepted} THEN 1 ELSE 2 END`,
      asc(teamMembers.createdAt),
      asc(teamMembers.id),
    );
}

export type RosterPlayer = Awaited<ReturnType<typeof listRoster>>[number];

/**
 * The live teams a player captains, counted with the player's row locked: two creations by one player run one
 * after the other, so the cap holds under a burst.
 */
export async function countTeamsCaptainedForUpdate(db: DbOrTx, userId: number): Promise<number> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(teams)
    .where(and(eq(teams.captainId, userId), isNull(teams.deletedAt)));
  return row?.count ?? 0;
}

/** The captains and accepted players of these teams, one row a player and team. */
export async function teamRosters(db: DbOrTx, teamIds: number[]) {
  if (teamIds.length === 0) return [];
  return db
    .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(inArray(teamMembers.teamId, teamIds), inArray(teamMembers.isAccepted, [...ROSTER_STATES])));
}

/** The captain and accepted players of a team. */
export async function teamRosterIds(db: DbOrTx, teamId: number): Promise<number[]> {
  return (await teamRosters(db, [teamId])).map((r) => r.userId);
}

/** The names of these teams in one query, looked up by id ("your team" for one that is gone). */
export async function teamNames(db: DbOrTx, teamIds: number[]): Promise<(teamId: number) => string> {
  const rows =
    teamIds.length === 0
      ? []
      : await db.select({ id: teams.id, name: teams.teamName }).from(teams).where(inArray(teams.id, teamIds));
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return (teamId) => names.get(teamId) ?? 'your team';
}

export async function teamName(db: DbOrTx, teamId: number): Promise<string> {
  return (await teamNames(db, [teamId]))(teamId);
}
