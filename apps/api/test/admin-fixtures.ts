/**
 * An admin for tests: a registered player promoted in the database, with the second factor the console needs
 * (two-factor sign-in by app, turned on through the API; decision 0057). The session it answers has just passed
 * the second factor, so payouts and refunds are open to it for 15 minutes of the app's clock; `stepUp()` checks
 * again (with one of the recovery codes, which work whatever the clock says).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { users } from '../src/db/schema/users';
import { totpCode } from '../src/lib/totp';
import { registerAndLogin } from './fixtures';

export async function createAdmin(app: FastifyInstance, database: Database) {
  const player = await registerAndLogin(app);
  await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, player.user.id));
  const factor = await turnOnTwoFactor(app, player.auth);
  const recoveryCodes = [...factor.recoveryCodes];
  return {
    ...player,
    /** The authenticator app's key (base32): `totpCode(totpSecret, at)` computes a code. */
    totpSecret: factor.secret,
    /** Recovery codes not used yet by `stepUp()`. */
    recoveryCodes,
    /** A fresh second-factor check on this session (`POST /api/step-up`), as the console's step-up dialog does. */
    async stepUp(auth: Record<string, string> = player.auth) {
      const code = recoveryCodes.shift();
      if (!code) throw new Error('the test admin has used all its recovery codes');
      const response = await app.inject({
        method: 'POST',
        url: '/api/step-up',
        headers: auth,
        payload: { recovery_code: code },
      });
      expect(response.statusCode, response.body).toBe(200);
    },
    /** Signs in again (password, then one of the recovery codes, which work whatever the clock says). */
    async signInAgain() {
      const code = recoveryCodes.shift();
      if (!code) throw new Error('the test admin has used all its recovery codes');
      const first = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: player.email, password: player.password },
      });
      expect(first.statusCode, first.body).toBe(200);
      const { challenge } = first.json<{ challenge: string }>();
      const second = await app.inject({
        method: 'POST',
        url: '/api/login-two-factor',
        payload: { challenge, recovery_code: code },
      });
      expect(second.statusCode, second.body).toBe(200);
      const token = second.json<{ token: string }>().token;
      return { token, auth: { authorization: `Bearer ${token}` } };
    },
  };
}

/** Turns two-factor sign-in on for a signed-in account at the app's clock; the session records the check. */
export async function turnOnTwoFactor(app: FastifyInstance, auth: Record<string, string>) {
  const setup = await app.inject({ method: 'POST', url: '/api/two-factor/setup', headers: auth });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const enable = await app.inject({
    method: 'POST',
    url: '/api/two-factor/enable',
    headers: auth,
    payload: { code: totpCode(secret, app.deps.clock.now()) },
  });
  expect(enable.statusCode, enable.body).toBe(200);
  return { secret, recoveryCodes: enable.json<{ recovery_codes: string[] }>().recovery_codes };
}

/**
 * Makes a signed-in player an admin the console opens to: the role in the database and two-factor sign-in turned
 * on through the API, which also records the check on the session given (decision 0057).
 */
export async function promoteToAdmin(
  app: FastifyInstance,
  database: Database,
  player: { user: { id: number }; auth: Record<string, string> },
) {
  await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, player.user.id));
  return turnOnTwoFactor(app, player.auth);
}
