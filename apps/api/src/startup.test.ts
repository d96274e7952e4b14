import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from './db/schema/users';
import { prepareDatabase } from './startup';
import { testConfig, testDatabase } from '../test/harness';
import { pino } from 'pino';
import { verifyPassword } from './lib/passwords';

const log = pino({ level: 'silent' });

describe('prepareDatabase', () => {
  it('seeds a demo admin with a random password and a demo player, once', async () => {
    const database = await testDatabase();
    const first = await prepareDatabase(database, testConfig({ seedDemo: true }), log);
    expect(first?.admin.email).toBe('admin@arena.local');
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'admin@arena.local'));
    expect(admin?.role).toBe('admin');
    expect(await verifyPassword(admin!.passwordHash, first!.admin.password)).toBe(true);
    // A second start on the same data leaves it alone and prints nothing.
    const seeded = await database.db.select().from(users);
    // Demo players must be able to save their profile: no platform ID may break its rules.
    for (const row of seeded)
      for (const id of [row.psn, row.xbox, row.activision, row.ea, row.ubisoft, row.discord])
        expect(id ?? '').not.toMatch(/\s/);
    expect(await prepareDatabase(database, testConfig({ seedDemo: true }), log)).toBeNull();
    expect(await database.db.select().from(users)).toHaveLength(seeded.length);
  });

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

  it('promotes an existing ADMIN_EMAIL account without touching its password', async () => {
    const database = await testDatabase();
    await prepareDatabase(database, testConfig({ seedDemo: true }), log);
    await prepareDatabase(
      database,
      testConfig({ seedDemo: false, admin: { email: 'player@arena.local', password: 'Other!Pass1' } }),
      log,
    );
    const [row] = await database.db.select().from(users).where(eq(users.email, 'player@arena.local'));
    expect(row?.role).toBe('admin');
    expect(await verifyPassword(row!.passwordHash, 'Player!2024')).toBe(true);
  });
});
