import { eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '@arena/shared/platforms';
import { ledgerEntries } from './db/schema/ledger';
import { tournaments } from './db/schema/tournaments';
import { users } from './db/schema/users';
import { readBracket } from './modules/brackets/bracket-reads.service';
import { tournamentFinished } from './modules/brackets/bracket-standings';
import { formatStartBanner } from './start-banner';
import { prepareDatabase } from './startup';
import { openPostgres } from './db/client';
import { testConfig, testDatabase, testLog, usesPostgres, workerDatabaseUrl } from '../test/harness';
import { pino } from 'pino';
import { hashPassword, verifyPassword } from './lib/passwords';
import { randomPlayerId } from './lib/tokens';
import { insertUser } from './modules/users/users.service';
import { waitFor } from '../test/timeouts';

const log = pino({ level: 'silent' });

describe('prepareDatabase', () => {
  // One seed for both: the demo seed takes seconds of CPU on the embedded database.
  it('seeds a demo admin with a random password and a demo player once, printing the password on that start only', async () => {
    const database = await testDatabase();
    const url = 'http://localhost:3000/';
    const first = await prepareDatabase(database, testConfig({ seedDemo: true }), log);
    expect(first?.admin.email).toBe('admin@arena.local');
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'admin@arena.local'));
    expect(admin?.role).toBe('admin');
    expect(await verifyPassword(admin!.passwordHash, first!.admin.password)).toBe(true);
    const firstBanner = formatStartBanner({ url, nodeVersion: process.version, demo: first, mail: 'outbox' });
    expect(firstBanner).toContain(`password: ${first!.admin.password}`);
    expect(firstBanner).toContain(first!.admin.email);
    const seeded = await database.db.select().from(users);
    // Demo players must be able to save their profile: no platform ID may break its rules.
    for (const row of seeded) for (const { key } of PLATFORMS) expect(row[key] ?? '').not.toMatch(/\s/);
    // A second start on the same data leaves it alone, and its banner has no password.
    const later = await prepareDatabase(database, testConfig({ seedDemo: true }), log);
    expect(later).toBeNull();
    expect(await database.db.select().from(users)).toHaveLength(seeded.length);
    const laterBanner = formatStartBanner({ url, nodeVersion: process.version, demo: later, mail: 'outbox' });
    expect(laterBanner).toContain(`Arena is running at ${url}`);
    expect(laterBanner).not.toContain(first!.admin.password);
    expect(laterBanner).not.toMatch(/password/i);
  });

  it('seeds money and brackets the way play makes them: balances equal ledgers, finished cups paid in full', async () => {
    const database = await testDatabase();
    await prepareDatabase(database, testConfig({ seedDemo: true }), log);
    const { db } = database;
    const balances = await db.select().from(users);
    const sums = await db
      .select({
        userId: ledgerEntries.userId,
        asset: ledgerEntries.asset,
        total: sql<number>`sum(${ledgerEntries.delta})::int`,
      })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.userId, ledgerEntries.asset);
    for (const user of balances) {
      const of = (asset: string) => sums.find((s) => s.userId === user.id && s.asset === asset)?.total ?? 0;
      expect({ credits: user.credits, tokens: user.tokens, wallet: user.walletPence }).toEqual({
        credits: of('credits'),
        tokens: of('tokens'),
        wallet: of('wallet'),
      });
    }
    const states = await db.select().from(tournaments);
    const finished = states.filter((t) => t.tournamentState === 'completed');
    expect(finished.length).toBeGreaterThan(0);
    for (const cup of finished) {
      const [paid] = await db
        .select({ total: sql<number>`coalesce(sum(${ledgerEntries.delta}), 0)::int` })
        .from(ledgerEntries)
        .where(like(ledgerEntries.reference, `prize:${cup.id}:%`));
      expect(paid?.total, cup.tournamentName).toBe(cup.winningPrizePence);
      expect(await tournamentFinished(db, cup.id)).toBe(true);
    }
    for (const cup of states.filter((t) => t.tournamentState === 'underway')) {
      expect((await readBracket(db, cup.id)).matches.length, cup.tournamentName).toBeGreaterThan(0);
    }
  });

  it.skipIf(!usesPostgres())(
    'seeds once when two instances start together on one empty database',
    async () => {
      const database = await testDatabase();
      const second = openPostgres(workerDatabaseUrl()!, { log: testLog });
      try {
        const config = testConfig({
          seedDemo: true,
          admin: { email: 'boss@arena.test', password: 'Boss!Pass1' },
        });
        const results = await Promise.all([
          prepareDatabase(database, config, log),
          prepareDatabase(second, config, log),
        ]);
        expect(results.filter((r) => r !== null)).toHaveLength(1);
        const admins = await database.db.select().from(users).where(eq(users.email, 'admin@arena.local'));
        expect(admins).toHaveLength(1);
        const bosses = await database.db.select().from(users).where(eq(users.email, 'boss@arena.test'));
        expect(bosses).toHaveLength(1);
      } finally {
        await second.close();
      }
    },
  );

  it.skipIf(!usesPostgres())(
    'an instance waits for the startup lock past its statement timeout while another seeds',
    async () => {
      // A 100 ms statement timeout: the seed of a slow machine holds the lock far longer than that.
      const first = openPostgres(workerDatabaseUrl()!, {
        log: testLog,
        poolSize: 2,
        statementTimeoutMs: 100,
      });
      const second = openPostgres(workerDatabaseUrl()!, {
        log: testLog,
        poolSize: 2,
        statementTimeoutMs: 100,
      });
      try {
        let release!: () => void;
        let entered!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        const inside = new Promise<void>((resolve) => (entered = resolve));
        const a = first.exclusively(async () => {
          entered();
          await held;
          return 'first';
        });
        await inside;
        let refused: unknown;
        const b = second.exclusively(async () => 'second');
        b.catch((error: unknown) => (refused = error));
        // The second instance has been waiting on the lock for longer than its statement timeout.
        await waitFor(
          async () => {
            if (refused) throw refused;
            const result = await first.db.execute<{ waiting: boolean }>(
              sql`SELECT coalesce(max(now() - query_start) > interval '500 milliseconds', false) AS waiting
                  FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%pg_advisory_lock%'`,
            );
            const { rows } = result as unknown as { rows: Array<{ waiting: boolean }> };
            return rows[0]?.waiting === true;
          },
          { what: 'the second instance waiting on the startup lock' },
        );
        release();
        expect(await Promise.all([a, b])).toEqual(['first', 'second']);
      } finally {
        await first.close();
        await second.close();
      }
    },
  );

  it('does not seed with SEED_DEMO=0, and creates the ADMIN_EMAIL admin', async () => {
    const database = await testDatabase();
    const config = testConfig({
      seedDemo: false,
      admin: { email: 'ops@arena.test', password: 'Ops!Pass123' },
    });
    expect(await prepareDatabase(database, config, log)).toBeNull();
    const rows = await database.db.select().from(users);
    expect(rows.map((r) => [r.email, r.role])).toEqual([['ops@arena.test', 'admin']]);
  });

  it('promotes an existing ADMIN_EMAIL account without touching its password, and counts its e-mail verified', async () => {
    const database = await testDatabase();
    await insertUser(database.db, {
      name: 'Player',
      email: 'player@arena.test',
      passwordHash: await hashPassword('Player!2024'),
      playerId: randomPlayerId(),
      emailVerifiedAt: null,
    });
    await prepareDatabase(
      database,
      testConfig({ seedDemo: false, admin: { email: 'player@arena.test', password: 'Other!Pass1' } }),
      log,
    );
    const [row] = await database.db.select().from(users).where(eq(users.email, 'player@arena.test'));
    expect(row?.role).toBe('admin');
    expect(await verifyPassword(row!.passwordHash, 'Player!2024')).toBe(true);
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });
});
