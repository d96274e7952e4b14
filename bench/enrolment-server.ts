// Benchmark target for the enrolment race: the real app on a fresh database (embedded, or a new PostgreSQL
// database when BENCH_DATABASE_URL is set) with 200 funded captains of solo teams and one 16-slot tournament.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { games } from '../apps/api/src/db/schema/games';
import { sessions } from '../apps/api/src/db/schema/sessions';
import { teamMembers, teams } from '../apps/api/src/db/schema/teams';
import { tournaments } from '../apps/api/src/db/schema/tournaments';
import { users } from '../apps/api/src/db/schema/users';
import { randomPlayerId, randomToken, sha256 } from '../apps/api/src/lib/tokens';
import { applyLedgerChange } from '../apps/api/src/modules/ledger/ledger.service';
import { prepareDatabase } from '../apps/api/src/startup';
import { benchDatabase } from './bench-database';

const CAPTAINS = Number(process.env.BENCH_CAPTAINS ?? 200);
const SLOTS = 16;
const FEE = 10;
const DAY = 86_400_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-bench-enrol-'));
const { url: databaseUrl, drop: dropDatabase } = await benchDatabase('enrol');

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  PAYMENTS_SANDBOX: '1',
  PUBLIC_URL: 'http://127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'warn',
  SEED_DEMO: '0',
  RATE_LIMIT_SCALE: '1000',
});
const database = await openDatabase(config);
await prepareDatabase(database, config, pino({ level: 'warn' }));
const { db } = database;

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

const captains = await db
  .insert(users)
  .values(
    Array.from({ length: CAPTAINS }, (_, i) => ({
      name: `racer${i}`,
      email: `racer${i}@bench.test`,
      passwordHash: 'not-a-hash',
      playerId: randomPlayerId(),
    })),
  )
  .returning({ id: users.id });
const tokens = captains.map(() => randomToken());
await db.insert(sessions).values(
  captains.map((c, i) => ({
    userId: c.id,
    tokenHash: sha256(tokens[i]!),
    expiresAt: new Date(Date.now() + DAY),
    userAgent: null,
    ip: null,
  })),
);
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
  entrants.push({ captainId: captain.id, teamId: team!.id, token: tokens[i]! });
}

const app = await buildApp(config, { database });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(
  `READY ${JSON.stringify({ port, engine: database.engine, tournamentId: cup!.id, fee: FEE, slots: SLOTS, entrants })}\n`,
);

const stop = async () => {
  await app.close();
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
