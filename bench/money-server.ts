// Benchmark target for money writes: the real app on a fresh database with 200 players, each with £100 in the
// wallet and a linked PayPal e-mail, and one credit package.
import { creditPackages } from '../apps/api/src/db/schema/payments';
import { applyLedgerChange } from '../apps/api/src/modules/ledger/ledger.service';
import { benchDatabase, insertSignedInPlayers, serve } from './bench-app';

const setup = await benchDatabase('money');
const { db } = setup.database;
const [pack] = await db.insert(creditPackages).values({ credit: 100, amountPence: 1000 }).returning();
const players = await insertSignedInPlayers(setup.database, 200, 'payer', (i) => ({
  paypalEmail: `payer${i}@paypal.test`,
}));
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
await serve(setup, { packageId: pack!.id, players });
