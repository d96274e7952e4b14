// Benchmark target for bracket scale (bench/scale.mjs): the real app (outbox worker included) on a fresh database
// with pending double-elimination tournaments full of solo teams: one of 1,024 teams, one of 256 and
// BENCH_SMALL_CUPS (8) of 16, each team's captain signed in. The driver starts them, reads their brackets and
// plays their matches through the public and admin routes. Teams and entries are inserted straight into the
// database (a thousand enrolments through the API would measure enrolment, which bench/enrolment.mjs does).
import { MEMBER } from '@arena/shared/teams';
import { games } from '../apps/api/src/db/schema/games';
import { teamMembers, teams } from '../apps/api/src/db/schema/teams';
import { tournamentEntries, tournamentEntryPlayers } from '../apps/api/src/db/schema/tournament-entries';
import { tournaments } from '../apps/api/src/db/schema/tournaments';
import { randomToken } from '../apps/api/src/lib/tokens';
import { benchDatabase, insertSignedInPlayers, serve } from './bench-app';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '1024,256').split(',').map(Number);
const SMALL_CUPS = Number(process.env.BENCH_SMALL_CUPS ?? 8);
const SMALL = 16;
const DAY = 86_400_000;
const BATCH = 500;

const setup = await benchDatabase('scale');
const { db } = setup.database;
const [game] = await db.insert(games).values({ gameName: 'Bench Scale Game' }).returning({ id: games.id });
const admin = await insertSignedInPlayers(setup.database, 1, 'scaleadmin', () => ({ role: 'admin' }));

async function inBatches<T, R>(items: T[], insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(...(await insert(items.slice(i, i + BATCH))));
  return out;
}

/** A pending double-elimination cup with `size` solo teams entered; answers its id and each team's captain. */
async function fullCup(size: number, label: string) {
  const start = new Date(Date.now() + 3 * DAY);
  const [cup] = await db
    .insert(tournaments)
    .values({
      gameId: game!.id,
      tournamentName: `Scale Cup ${label}`,
      totalTeams: size,
      region: 'UK & Ireland',
      teamSize: 1,
      entryFee: 0,
      bracketFormat: 'double_elimination',
      tournamentStartDate: start,
      tournamentEndDate: new Date(start.getTime() + DAY),
      registrationDeadlineDate: new Date(start.getTime() - 3_600_000),
    })
    .returning({ id: tournaments.id });
  const captains = await insertSignedInPlayers(setup.database, size, `scale${label}-`);
  const teamRows = await inBatches(
    captains.map((captain, i) => ({ captain, i })),
    (batch) =>
      db
        .insert(teams)
        .values(
          batch.map(({ captain, i }) => ({
            teamName: `Scale ${label} ${i}`,
            slug: `scale-${label}-${i}`,
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

const cups = [];
for (const size of SIZES) cups.push(await fullCup(size, String(size)));
for (let i = 0; i < SMALL_CUPS; i += 1) cups.push(await fullCup(SMALL, `${SMALL}-${i}`));
await serve(setup, { adminToken: admin[0]!.token, cups });
