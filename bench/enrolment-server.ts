// Benchmark target for the enrolment race: the real app on a fresh database with 200 funded captains of solo
// teams and one 16-slot tournament.
import { games } from '../apps/api/src/db/schema/games';
import { teamMembers, teams } from '../apps/api/src/db/schema/teams';
import { tournaments } from '../apps/api/src/db/schema/tournaments';
import { randomToken } from '../apps/api/src/lib/tokens';
import { applyLedgerChange } from '../apps/api/src/modules/ledger/ledger.service';
import { benchDatabase, insertSignedInPlayers, serve } from './bench-app';

const CAPTAINS = Number(process.env.BENCH_CAPTAINS ?? 200);
const SLOTS = 16;
const FEE = 10;
const DAY = 86_400_000;

const setup = await benchDatabase('enrol');
const { db } = setup.database;
const [game] = await db.insert(games).values({ gameName: 'Bench Game' }).returning({ id: games.id });
const start = new Date(Date.now() + 3 * DAY);
const [cup] = await db
  .insert(tournaments)
  .values({
    gameId: game!.id,
    tournamentName: 'Enrolment Race Cup',
    totalTeams: SLOTS,
    region: 'UK & Ireland',
    teamSize: 1,
    entryFee: FEE,
    tournamentStartDate: start,
    tournamentEndDate: new Date(start.getTime() + DAY),
    registrationDeadlineDate: new Date(start.getTime() - 3_600_000),
  })
  .returning({ id: tournaments.id });

const captains = await insertSignedInPlayers(setup.database, CAPTAINS, 'racer');
const entrants = [];
for (const [i, captain] of captains.entries()) {
  await db.transaction((tx) =>
    applyLedgerChange(tx, {
      userId: captain.id,
      asset: 'credits',
      delta: FEE,
      reason: 'bench funding',
      reference: `bench:${captain.id}`,
    }),
  );
  const [team] = await db
    .insert(teams)
    .values({
      teamName: `Racer ${i}`,
      slug: `racer-${i}`,
      captainId: captain.id,
      totalPlayers: 1,
      inviteToken: randomToken(16),
    })
    .returning({ id: teams.id });
  await db.insert(teamMembers).values({ teamId: team!.id, userId: captain.id, isAccepted: 2 });
  entrants.push({ captainId: captain.id, teamId: team!.id, token: captain.token });
}
await serve(setup, { tournamentId: cup!.id, fee: FEE, slots: SLOTS, entrants });
