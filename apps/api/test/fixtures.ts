/** Ready-made players for tests, created through the public API like real sign-ups. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { sessions } from '../src/db/schema/sessions';
import { users } from '../src/db/schema/users';
import { randomPlayerId, randomToken, sha256 } from '../src/lib/tokens';

export const STRONG_PASSWORD = 'Str0ng!Pass';

let counter = 0;

export function newPlayer(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { name: `player${id}`, email: `player${id}@arena.test`, password: STRONG_PASSWORD, ...overrides };
}

/** What a fixture player declares (decision 0055): an adult resident where paid entry is on, unless told otherwise. */
export interface AgeAndCountry {
  dateOfBirth: string | null;
  residenceCountry: string | null;
}
export const ADULT_IN_GB: AgeAndCountry = { dateOfBirth: '1990-05-17', residenceCountry: 'GB' };

export interface RegisterOptions {
  /** false: left unverified, as a sign-up leaves it (email-verification.test.ts opens the real link). */
  verifyEmail?: boolean;
  ageAndCountry?: AgeAndCountry;
}

/**
 * Signs up through the API. The e-mail is then marked verified straight in the database, as if its link had been
 * opened (decision 0054), and the age and country written (decision 0055), so that purchases, paid entries and
 * withdrawals work.
 */
export async function register(app: FastifyInstance, player = newPlayer(), options: RegisterOptions = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { ...player, password_confirmation: player.password, terms: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  if (options.verifyEmail ?? true) await markEmailVerified(app, player.email);
  // Written straight to the row: the sign-up does not ask them, and the profile's save would need a session.
  await app.deps.database.db
    .update(users)
    .set(options.ageAndCountry ?? ADULT_IN_GB)
    .where(eq(users.email, player.email.toLowerCase()));
  return player;
}

/** Marks the account of `email` verified, as its verification link would. */
export async function markEmailVerified(app: FastifyInstance, email: string) {
  await app.deps.database.db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(users.email, email.toLowerCase()));
}

export async function login(
  app: FastifyInstance,
  credentials: { email: string; password: string },
  options: { remember?: boolean; ip?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: options.ip,
    payload: { email: credentials.email, password: credentials.password, remember: options.remember },
  });
  expect(response.statusCode, response.body).toBe(200);
  const json = response.json<{ token: string; user: { id: number; email: string } }>();
  return { token: json.token, user: json.user, auth: { authorization: `Bearer ${json.token}` } };
}

export async function registerAndLogin(
  app: FastifyInstance,
  overrides: Parameters<typeof newPlayer>[0] = {},
  options: RegisterOptions = {},
) {
  const player = await register(app, newPlayer(overrides), options);
  return { ...player, ...(await login(app, player)) };
}

/**
 * Many signed-in players at once, written straight to the database (no password hashing): for races and
 * benchmarks where hundreds of players are needed. They cannot log in with a password.
 */
export async function insertSignedInPlayers(database: Database, count: number) {
  const tag = `${Date.now().toString(36)}${(counter += 1)}`;
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `bulk${tag}x${i}`,
        email: `bulk${tag}x${i}@arena.test`,
        passwordHash: 'not-a-hash',
        playerId: randomPlayerId(),
        emailVerifiedAt: new Date(),
        ...ADULT_IN_GB,
      })),
    )
    .returning({ id: users.id, name: users.name });
  const tokens = rows.map(() => randomToken());
  await database.db.insert(sessions).values(
    rows.map((row, i) => ({
      userId: row.id,
      tokenHash: sha256(tokens[i]!),
      expiresAt: new Date(Date.now() + 86_400_000),
      lastSeenAt: new Date(),
      userAgent: null,
      ip: null,
    })),
  );
  return rows.map((row, i) => ({
    user: row,
    token: tokens[i]!,
    auth: { authorization: `Bearer ${tokens[i]!}` },
  }));
}
