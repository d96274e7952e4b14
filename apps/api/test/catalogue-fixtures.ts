/** Games, tournaments, teams and entries inserted straight into the test database. */
import { and, eq, inArray } from 'drizzle-orm';
import { MEMBER, ROSTER_STATES } from '@arena/shared/teams';
import type { Db } from '../src/db/client';
import { games } from '../src/db/schema/games';
import { teamMembers, teams } from '../src/db/schema/teams';
import { tournamentEntries, tournamentEntryPlayers } from '../src/db/schema/tournament-entries';
import { tournaments } from '../src/db/schema/tournaments';
import { randomToken } from '../src/lib/tokens';

const DAY = 86_400_000;

export async function insertGame(db: Db, overrides: Partial<typeof games.$inferInsert> = {}) {
  const [row] = await db
    .insert(games)
    .values({ gameName: `Game ${randomToken(4)}`, gameBanner: null, ...overrides })
    .returning();
  return row!;
}

export async function insertTournament(
  db: Db,
  gameId: number,
  overrides: Partial<typeof tournaments.$inferInsert> = {},
) {
  const start = new Date(Date.now() + 3 * DAY);
  const [row] = await db
    .insert(tournaments)
    .values({
      gameId,
      tournamentName: `Cup ${randomToken(4)}`,
      totalTeams: 8,
      region: 'UK & Ireland',
      teamSize: 1,
      entryFee: 5,
      winningPrizePence: 10_000,
      tournamentStartDate: start,
      tournamentEndDate: new Date(start.getTime() + DAY),
      registrationDeadlineDate: new Date(start.getTime() - 3_600_000),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A team whose first user is captain and the others accepted players. */
export async function insertTeam(db: Db, userIds: number[], name = `Team ${randomToken(4)}`) {
  const [team] = await db
    .insert(teams)
    .values({
      teamName: name,
      slug: name.toLowerCase(),
      captainId: userIds[0]!,
      totalPlayers: userIds.length,
      inviteToken: randomToken(16),
    })
    .returning();
  await db.insert(teamMembers).values(
    userIds.map((userId, i) => ({
      teamId: team!.id,
      userId,
      isAccepted: i === 0 ? MEMBER.captain : MEMBER.accepted,
    })),
  );
  return team!;
}

/** An entry as enrolment makes it: the team's captain and accepted players are its roster. */
export async function enrol(db: Db, tournamentId: number, team: { id: number; captainId: number }) {
  const [entry] = await db
    .insert(tournamentEntries)
    .values({ tournamentId, teamId: team.id, captainId: team.captainId })
    .returning();
  const roster = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, team.id), inArray(teamMembers.isAccepted, [...ROSTER_STATES])));
  if (roster.length > 0) {
    await db
      .insert(tournamentEntryPlayers)
      .values(roster.map((r) => ({ entryId: entry!.id, tournamentId, userId: r.userId })));
  }
  return entry!;
}
