// A pending cup full of solo teams, each captain signed in, inserted straight into the database in a few
// statements: what the bracket scale benchmarks (bench/scale-server.ts, bench/series-scale-server.ts) start.
import { MEMBER } from '@arena/shared/teams';
import { teamMembers, teams } from '../apps/api/src/db/schema/teams';
import { tournamentEntries, tournamentEntryPlayers } from '../apps/api/src/db/schema/tournament-entries';
import { tournaments } from '../apps/api/src/db/schema/tournaments';
import { randomToken } from '../apps/api/src/lib/tokens';
import { insertSignedInPlayers, type benchDatabase } from './bench-app';

type BenchDatabase = Awaited<ReturnType<typeof benchDatabase>>['database'];

const DAY = 86_400_000;
const BATCH = 500;

async function inBatches<T, R>(items: T[], insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(...(await insert(items.slice(i, i + BATCH))));
  return out;
}

/** A pending cup (double elimination unless `settings` say otherwise) with `size` solo teams entered; answers its id and each team's captain. */
export async function insertFullCup(
  database: BenchDatabase,
  options: {
    gameId: number;
    size: number;
    label: string;
    /** Names the cup, its teams and its players: `Series` gives "Series Cup 256", "series-256-0", ... */
    prefix: string;
    settings?: Partial<typeof tournaments.$inferInsert>;
  },
) {
  const { db } = database;
  const { size, label, prefix } = options;
  const lower = prefix.toLowerCase();
  const start = new Date(Date.now() + 3 * DAY);
  const [cup] = await db
    .insert(tournaments)
    .values({
      gameId: options.gameId,
      tournamentName: `${prefix} Cup ${label}`,
      totalTeams: size,
      region: 'UK & Ireland',
      teamSize: 1,
      entryFee: 0,
      bracketFormat: 'double_elimination',
      ...options.settings,
      tournamentStartDate: start,
      tournamentEndDate: new Date(start.getTime() + DAY),
      registrationDeadlineDate: new Date(start.getTime() - 3_600_000),
    })
    .returning({ id: tournaments.id });
  const captains = await insertSignedInPlayers(database, size, `${lower}${label}-`);
  const teamRows = await inBatches(
    captains.map((captain, i) => ({ captain, i })),
    (batch) =>
      db
        .insert(teams)
        .values(
          batch.map(({ captain, i }) => ({
            teamName: `${prefix} ${label} ${i}`,
            slug: `${lower}-${label}-${i}`,
            captainId: captain.id,
            totalPlayers: 1,
            inviteToken: randomToken(16),
          })),
        )
        .returning({ id: teams.id, captainId: teams.captainId }),
  );
  await inBatches(teamRows, (batch) =>
    db
      .insert(teamMembers)
      .values(batch.map((team) => ({ teamId: team.id, userId: team.captainId, isAccepted: MEMBER.captain })))
      .returning({ id: teamMembers.teamId }),
  );
  const entries = await inBatches(teamRows, (batch) =>
    db
      .insert(tournamentEntries)
      .values(batch.map((team) => ({ tournamentId: cup!.id, teamId: team.id, captainId: team.captainId })))
      .returning({ id: tournamentEntries.id, captainId: tournamentEntries.captainId }),
  );
  await inBatches(entries, (batch) =>
    db
      .insert(tournamentEntryPlayers)
      .values(batch.map((entry) => ({ entryId: entry.id, tournamentId: cup!.id, userId: entry.captainId })))
      .returning({ id: tournamentEntryPlayers.id }),
  );
  const tokenOf = new Map(captains.map((c) => [c.id, c.token]));
  return {
    id: cup!.id,
    size,
    // team id -> its captain's session token (the driver reports as the captain of a match's team).
    captains: Object.fromEntries(teamRows.map((team) => [team.id, tokenOf.get(team.captainId)!])),
  };
}
