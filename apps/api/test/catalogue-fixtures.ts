/** Games, tournaments, teams and entries inserted straight into the test database. */
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { MEMBER, ROSTER_STATES } from '@arena/shared/teams';
import type { Db } from '../src/db/client';
import { games } from '../src/db/schema/games';
import { teamMembers, teams } from '../src/db/schema/teams';
import { tournamentEntries, tournamentEntryPlayers } from '../src/db/schema/tournament-entries';
import { tournaments } from '../src/db/schema/tournaments';
import { randomToken } from '../src/lib/tokens';
import { insertSignedInPlayers } from './fixtures';
import type { TestApp } from './harness';

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

/**
 * A started one-player-a-team cup, seeded by the organiser (bracket drawn, first round announced), with each
 * team's signed-in captain: `captains` maps a team id to its captain's authorization header.
 */
export async function startedSoloCup(
  t: TestApp,
  {
    teams,
    format = 'double_elimination',
    prefix,
  }: { teams: number; format?: 'double_elimination' | 'single_elimination'; prefix: string },
) {
  const db = t.database.db;
  const game = await insertGame(db);
  const cup = await insertTournament(db, game.id, {
    totalTeams: teams,
    teamSize: 1,
    entryFee: 0,
    bracketFormat: format,
    seeding: 'organiser',
  });
  const captains = new Map<number, { authorization: string }>();
  for (const [i, player] of (await insertSignedInPlayers(t.database, teams)).entries()) {
    const team = await insertTeam(db, [player.user.id], `${prefix} ${i}`);
    await enrol(db, cup.id, team);
    captains.set(team.id, player.auth);
  }
  expect(await t.app.lifecycle.start(cup.id)).toBe('started');
  return { cup, captains };
}
