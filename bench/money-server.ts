// Benchmark target for money writes: the real app on a fresh embedded database (or a new PostgreSQL database
// when BENCH_DATABASE_URL is set) with 200 players, each with £100 in the wallet and a linked PayPal e-mail,
// and one credit package.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { creditPackages } from '../apps/api/src/db/schema/payments';
import { sessions } from '../apps/api/src/db/schema/sessions';
import { users } from '../apps/api/src/db/schema/users';
import { randomPlayerId, randomToken, sha256 } from '../apps/api/src/lib/tokens';
import { applyLedgerChange } from '../apps/api/src/modules/ledger/ledger.service';
import { prepareDatabase } from '../apps/api/src/startup';
import { benchDatabase } from './bench-database';

const PLAYERS = 200;
const DAY = 86_400_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-bench-money-'));
const { url: databaseUrl, drop: dropDatabase } = await benchDatabase('money');

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
const [pack] = await db.insert(creditPackages).values({ credit: 100, amountPence: 1000 }).returning();
const players = await db
  .insert(users)
  .values(
    Array.from({ length: PLAYERS }, (_, i) => ({
      name: `payer${i}`,
      email: `payer${i}@bench.test`,
      passwordHash: 'not-a-hash',
      playerId: randomPlayerId(),
      paypalEmail: `payer${i}@paypal.test`,
    })),
  )
  .returning({ id: users.id });
const tokens = players.map(() => randomToken());
await db.insert(sessions).values(
  players.map((p, i) => ({
    userId: p.id,
    tokenHash: sha256(tokens[i]!),
    expiresAt: new Date(Date.now() + DAY),
    userAgent: null,
    ip: null,
  })),
);
for (const player of players) {
  await db.transaction((tx) =>
    applyLedgerChange(tx, {
      userId: player.id,
      asset: 'wallet',
      delta: 10_000,
      reason: 'bench',
      reference: `bench:w:${player.id}`,
    }),
  );
}

const app = await buildApp(config, { database });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(
  `READY ${JSON.stringify({ port, engine: database.engine, packageId: pack!.id, players: players.map((p, i) => ({ id: p.id, token: tokens[i] })) })}\n`,
);
const stop = async () => {
  await app.close();
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
