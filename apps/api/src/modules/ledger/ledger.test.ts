import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { ledgerEntries, type LedgerAsset } from '../../db/schema/ledger';
import { users } from '../../db/schema/users';
import { AppError } from '../../http/errors';
import { randomPlayerId } from '../../lib/tokens';
import { resetDatabase, testDatabase } from '../../../test/harness';
import { insertUser } from '../users/users.service';
import { applyLedgerChange, type LedgerChange } from './ledger.service';

async function newUser(database: Database) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return insertUser(database.db, {
    name: `l${id}`,
    email: `l${id}@arena.test`,
    passwordHash: 'x',
    playerId: randomPlayerId(),
    emailVerifiedAt: new Date(),
  });
}

const apply = (database: Database, change: LedgerChange) =>
  database.db.transaction((tx) => applyLedgerChange(tx, change));

async function balances(database: Database, userId: number) {
  const [row] = await database.db.select().from(users).where(eq(users.id, userId));
  return { credits: row!.credits, tokens: row!.tokens, wallet: row!.walletPence };
}

async function ledgerSums(database: Database, userId: number) {
  const rows = await database.db
    .select({ asset: ledgerEntries.asset, total: sql<number>`coalesce(sum(${ledgerEntries.delta}), 0)::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .groupBy(ledgerEntries.asset);
  const sums = { credits: 0, tokens: 0, wallet: 0 };
  for (const row of rows) sums[row.asset] = row.total;
  return sums;
}

describe('applyLedgerChange', () => {
  it('changes the balance and records the entry with the balance after', async () => {
    const database = await testDatabase();
    const user = await newUser(database);
    expect(
      await apply(database, {
        userId: user.id,
        asset: 'credits',
        delta: 50,
        reason: 'purchase',
        reference: 'payment:A',
      }),
    ).toEqual({ balanceAfter: 50 });
    expect(
      await apply(database, {
        userId: user.id,
        asset: 'credits',
        delta: -20,
        reason: 'entry_fee',
        reference: 'entry:1:fee',
      }),
    ).toEqual({ balanceAfter: 30 });
    const entries = await database.db.select().from(ledgerEntries).orderBy(ledgerEntries.id);
    expect(entries.map((e) => [e.delta, e.balanceAfter, e.reason])).toEqual([
      [50, 50, 'purchase'],
      [-20, 30, 'entry_fee'],
    ]);
  });

  it('refuses to go below zero, and leaves nothing behind', async () => {
    const database = await testDatabase();
    const user = await newUser(database);
    await apply(database, {
      userId: user.id,
      asset: 'wallet',
      delta: 500,
      reason: 'prize',
      reference: 'prize:1',
    });
    const refusal = apply(database, {
      userId: user.id,
      asset: 'wallet',
      delta: -501,
      reason: 'withdrawal',
      reference: 'withdrawal:1',
    });
    await expect(refusal).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      status: 400,
      message: 'The amount is more than your available balance.',
    });
    expect(await balances(database, user.id)).toMatchObject({ wallet: 500 });
    expect(await database.db.select().from(ledgerEntries)).toHaveLength(1);
  });

  it('applies a reference once: a replay is refused with 409 and changes nothing', async () => {
    const database = await testDatabase();
    const user = await newUser(database);
    await apply(database, {
      userId: user.id,
      asset: 'tokens',
      delta: 3,
      reason: 'token_purchase',
      reference: 'payment:B',
    });
    const replay = apply(database, {
      userId: user.id,
      asset: 'tokens',
      delta: 3,
      reason: 'token_purchase',
      reference: 'payment:B',
    });
    await expect(replay).rejects.toMatchObject({ code: 'ALREADY_APPLIED', status: 409 });
    expect(await balances(database, user.id)).toMatchObject({ tokens: 3 });
  });

  it.each([0, 0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'refuses the delta %s outright',
    async (delta) => {
      const database = await testDatabase();
      const user = await newUser(database);
      await expect(
        apply(database, {
          userId: user.id,
          asset: 'credits',
          delta,
          reason: 'x',
          reference: `bad:${String(delta)}`,
        }),
      ).rejects.toThrow('ledger delta must be a non-zero whole number');
    },
  );

  it('lets exactly one of 20 concurrent debits of the whole balance through', async () => {
    const database = await testDatabase();
    const user = await newUser(database);
    await apply(database, {
      userId: user.id,
      asset: 'wallet',
      delta: 1000,
      reason: 'prize',
      reference: 'prize:race',
    });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        apply(database, {
          userId: user.id,
          asset: 'wallet',
          delta: -1000,
          reason: 'withdrawal',
          reference: `withdrawal:race:${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(AppError);
    expect(await balances(database, user.id)).toMatchObject({ wallet: 0 });
    expect(await ledgerSums(database, user.id)).toMatchObject({ wallet: 0 });
  });

  it('keeps every balance equal to its ledger and never negative, for any sequence of changes', async () => {
    const database = await testDatabase();
    const assets: LedgerAsset[] = ['credits', 'tokens', 'wallet'];
    const operation = fc.record({
      user: fc.integer({ min: 0, max: 2 }),
      asset: fc.constantFrom(...assets),
      delta: fc.integer({ min: -300, max: 300 }).filter((d) => d !== 0),
      /** Reuse an earlier reference now and then: a replayed payment or refund. */
      replayOf: fc.option(fc.nat({ max: 30 }), { freq: 5 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 30 }), async (operations) => {
        await resetDatabase();
        const people = [await newUser(database), await newUser(database), await newUser(database)];
        const model = people.map(() => ({ credits: 0, tokens: 0, wallet: 0 }));
        const used: string[] = [];
        for (const [i, op] of operations.entries()) {
          const reference =
            op.replayOf !== null && used.length > 0 ? used[op.replayOf % used.length]! : `op:${i}`;
          const expected = model[op.user]!;
          const shouldApply = !used.includes(reference) && expected[op.asset] + op.delta >= 0;
          try {
            await apply(database, {
              userId: people[op.user]!.id,
              asset: op.asset,
              delta: op.delta,
              reason: 'model',
              reference,
            });
            expect(shouldApply).toBe(true);
            expected[op.asset] += op.delta;
            used.push(reference);
          } catch (error) {
            expect(error).toBeInstanceOf(AppError);
            expect(shouldApply).toBe(false);
          }
        }
        for (const [i, person] of people.entries()) {
          const actual = await balances(database, person.id);
          expect(actual).toEqual(model[i]);
          expect(await ledgerSums(database, person.id)).toEqual(actual);
          expect(Math.min(actual.credits, actual.tokens, actual.wallet)).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 25 },
    );
  });
});
