/** Demo content for a fresh database (DESIGN section 7), only ever on an empty one. */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../lib/passwords';
import { randomPlayerId, randomToken } from '../../lib/tokens';
import { insertUser } from '../../modules/users/users.repository';
import type { Database } from '../client';
import { users } from '../schema/users';

export interface DemoCredentials {
  admin: { email: string; password: string };
  player: { email: string; password: string };
}

export const DEMO_PLAYER = { name: 'DemoPlayer', email: 'player@arena.local', password: 'Player!2024' };

/** Seeds the demo accounts when no user exists yet; answers their credentials, or null if it did nothing. */
export async function seedDemo(database: Database, log: FastifyBaseLogger): Promise<DemoCredentials | null> {
  const [{ count } = { count: 0 }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return null;
  // A random admin password, printed once: a demo database must not have a known admin login.
  const adminPassword = `Adm-${randomToken(9)}!1a`;
  await insertUser(database.db, {
    name: 'ArenaAdmin',
    email: 'admin@arena.local',
    passwordHash: await hashPassword(adminPassword),
    playerId: randomPlayerId(),
    role: 'admin',
  });
  await insertUser(database.db, {
    name: DEMO_PLAYER.name,
    email: DEMO_PLAYER.email,
    passwordHash: await hashPassword(DEMO_PLAYER.password),
    playerId: randomPlayerId(),
  });
  log.info('seeded the demo accounts');
  return {
    admin: { email: 'admin@arena.local', password: adminPassword },
    player: { email: DEMO_PLAYER.email, password: DEMO_PLAYER.password },
  };
}
