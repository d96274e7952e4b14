// Benchmark target for series scale (bench/series-scale.mjs, issue 26): the real app (outbox worker included) on
// a fresh database with three pending tournaments full of solo teams, each team's captain signed in: a 256-team
// Swiss (fixed rounds, Bo1), a 1,024-team double elimination with a double grand final, Bo3 matches, a Bo5 final
// and a bans veto over a pool of 7 maps (every first-round veto opens in the start's transaction), and the same
// 1,024-team double elimination without series or veto (the baseline the scale benchmark measures). Teams and
// entries are inserted straight into the database, as bench/scale-server.ts does.
import { MEMBER } from '@arena/shared/teams';
import { games } from '../apps/api/src/db/schema/games';
import { teamMembers, teams } from '../apps/api/src/db/schema/teams';
import { tournamentEntries, tournamentEntryPlayers } from '../apps/api/src/db/schema/tournament-entries';
import { tournaments } from '../apps/api/src/db/schema/tournaments';
import { randomToken } from '../apps/api/src/lib/tokens';
import { benchDatabase, insertSignedInPlayers, serve } from './bench-app';

const DAY = 86_400_000;
const BATCH = 500;

const setup = await benchDatabase('series_scale');
const { db } = setup.database;
const [game] = await db.insert(games).values({ gameName: 'Bench Series Game' }).returning({ id: games.id });
const admin = await insertSignedInPlayers(setup.database, 1, 'seriesadmin', () => ({ role: 'admin' }));

async function inBatches<T, R>(items: T[], insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(...(await insert(items.slice(i, i + BATCH))));
  return out;
}

/** A pending cup of `settings` with `size` solo teams entered; answers its id and each team's captain. */
async function fullCup(size: number, label: string, settings: Partial<typeof tournaments.$inferInsert>) {
  const start = new Date(Date.now() + 3 * DAY);
  const [cup] = await db
    .insert(tournaments)
    .values({
      gameId: game!.id,
      tournamentName: `Series Cup ${label}`,
      totalTeams: size,
      region: 'UK & Ireland',
      teamSize: 1,
      entryFee: 0,
      bracketFormat: 'double_elimination',
      ...settings,
      tournamentStartDate: start,
      tournamentEndDate: new Date(start.getTime() + DAY),
      registrationDeadlineDate: new Date(start.getTime() - 3_600_000),
    })
    .returning({ id: tournaments.id });
  const captains = await insertSignedInPlayers(setup.database, size, `series${label}-`);
  const teamRows = await inBatches(
    captains.map((captain, i) => ({ captain, i })),
    (batch) =>
      db
        .insert(teams)
        .values(
          batch.map(({ captain, i }) => ({
            teamName: `Series ${label} ${i}`,
            slug: `series-${label}-${i}`,
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

const cups = [
  { kind: 'swiss', ...(await fullCup(256, 'swiss', { bracketFormat: 'swiss' })) },
  {
    kind: 'de-series',
    ...(await fullCup(1024, 'de-series', {
      grandFinal: 'double',
      bestOf: 3,
      finalBestOf: 5,
      veto: 'bans',
      mapPool: ['Ascent', 'Bind', 'Haven', 'Split', 'Icebox', 'Breeze', 'Lotus'],
    })),
  },
  { kind: 'de-plain', ...(await fullCup(1024, 'de-plain', {})) },
];
await serve(setup, { adminToken: admin[0]!.token, cups });
