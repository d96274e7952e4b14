// Benchmark target: the real app on a fresh embedded database with 1 000 tournaments and 100 games.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { games } from '../apps/api/src/db/schema/games';
import { tournaments } from '../apps/api/src/db/schema/tournaments';
import { prepareDatabase } from '../apps/api/src/startup';

const DAY = 86_400_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-bench-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  PAYMENTS_SANDBOX: '1',
  PUBLIC_URL: 'http://127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SEED_DEMO: '1',
});
const log = pino({ level: 'warn' });
const database = await openDatabase(config, log);
await prepareDatabase(database, config, log);

const extraGames = await database.db
  .insert(games)
  .values(Array.from({ length: 90 }, (_, i) => ({ gameName: `Bench Game ${i}` })))
  .returning({ id: games.id });
const states = ['pending', 'underway', 'completed', 'cancelled'] as const;
// BENCH_TOURNAMENTS=0 skips the extra rows (the bundle benchmark only needs the pages).
const batches = process.env.BENCH_TOURNAMENTS === '0' ? 0 : 10;
for (let batch = 0; batch < batches; batch++) {
  await database.db.insert(tournaments).values(
    Array.from({ length: 97 }, (_, j) => {
      const i = batch * 97 + j;
      const start = new Date(Date.now() + ((i % 60) - 30) * DAY);
      return {
        gameId: extraGames[i % extraGames.length]!.id,
        tournamentName: `Bench Cup ${i}`,
        description: 'A benchmark tournament.',
        totalTeams: 8 + (i % 8) * 8,
        region: ['UK & Ireland', 'Western Europe', 'Northern Europe'][i % 3]!,
        teamSize: (i % 4) + 1,
        entryFee: i % 40,
        winningPrizePence: (i % 50) * 1000,
        tournamentState: states[i % 4]!,
        tournamentStartDate: start,
        tournamentEndDate: new Date(start.getTime() + DAY),
        registrationDeadlineDate: new Date(start.getTime() - 3_600_000),
        overviewDescription: '<p>Best of three.</p>',
        prizeDescription: '<p>Winner takes all.</p>',
      };
    }),
  );
}

const app = await buildApp(config, { database });
await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : ''}\n`);
const stop = async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
