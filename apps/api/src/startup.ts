/** What runs once before the server takes requests: migrations, the first admin, demo content. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { seedDemo, type DemoCredentials } from './demo/seed';
import { createStorage } from './integrations/storage/storage';
import { hashPassword } from './lib/passwords';
import { randomPlayerId } from './lib/tokens';
import { findUserByEmail, insertUser, markEmailVerified, setUserRole } from './modules/users/users.service';

/** Creates the admin of ADMIN_EMAIL, or promotes that account; never overwrites its password. */
export async function ensureAdmin(
  database: Database,
  admin: { email: string; password: string },
  log: FastifyBaseLogger,
) {
  const existing = await findUserByEmail(database.db, admin.email);
  if (existing) {
    if (existing.role !== 'admin') {
      await setUserRole(database.db, existing.id, 'admin');
      log.info({ email: admin.email }, 'promoted ADMIN_EMAIL to admin');
    }
    // The operator vouches for the address (decision 0054).
    await markEmailVerified(database.db, existing.id, existing.email, new Date());
    return;
  }
  await insertUser(database.db, {
    name: admin.email.split('@')[0]!.slice(0, 40) || 'admin',
    email: admin.email,
    passwordHash: await hashPassword(admin.password),
    playerId: randomPlayerId(),
    role: 'admin',
    // The operator vouches for the address (decision 0054).
    emailVerifiedAt: new Date(),
  });
  log.info({ email: admin.email }, 'created the admin account from ADMIN_EMAIL');
}

/** Migrates, seeds demo content on an empty database (unless SEED_DEMO=0), and ensures ADMIN_EMAIL. */
export async function prepareDatabase(
  database: Database,
  config: Config,
  log: FastifyBaseLogger,
): Promise<DemoCredentials | null> {
  await database.migrate();
  return database.exclusively(async () => {
    const demo = config.seedDemo ? await seedDemo(database, { storage: createStorage(config) }, log) : null;
    if (config.admin) await ensureAdmin(database, config.admin, log);
    return demo;
  });
}
