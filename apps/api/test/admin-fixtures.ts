/** An admin for tests: a registered player promoted in the database, logged in again. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { users } from '../src/db/schema/users';
import { login, registerAndLogin } from './fixtures';

export async function createAdmin(app: FastifyInstance, database: Database) {
  const player = await registerAndLogin(app);
  await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, player.user.id));
  return { ...player, ...(await login(app, player)) };
}
