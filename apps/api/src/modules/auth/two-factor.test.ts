import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '@arena/shared/two-factor';
import { sessions } from '../../db/schema/sessions';
import { loginChallenges, twoFactorRecoveryCodes } from '../../db/schema/two-factor';
import { users } from '../../db/schema/users';
import { openSecret } from '../../lib/secret-box';
import { totpCode } from '../../lib/totp';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { registerAndLogin } from '../../../test/fixtures';
import { TWO_FACTOR_KEY_FILE } from './two-factor-key';

const STEP_MS = 30_000;
/**
 * A stopped clock the tests move forward: codes are computed for its time, and steps and challenges expire by it
 * alone (5 s into a step, so no real step boundary passes between a code and its check).
 */
const START = Math.floor(Date.now() / STEP_MS) * STEP_MS + 5_000;
const clock = { offsetMs: 0, now: () => new Date(START + clock.offsetMs) };
/** Into the next 30-second step: the code of the step just used is refused from now on. */
const nextStep = () => (clock.offsetMs += STEP_MS);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

type Player = Awaited<ReturnType<typeof registerAndLogin>>;

async function setUp(player: Player) {
  const response = await post('/api/two-factor/setup', {}, player.auth);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ secret: string; otpauth_url: string }>(response);
}

/** A signed-in player who has turned two-factor sign-in on (and moved past the step of the enabling code). */
async function playerWithTwoFactor() {
  const player = await registerAndLogin(t.app);
  const { secret } = await setUp(player);
  const response = await post('/api/two-factor/enable', { code: totpCode(secret, clock.now()) }, player.auth);
  expect(response.statusCode, response.body).toBe(200);
  nextStep();
  return { ...player, secret, recoveryCodes: body<{ recovery_codes: string[] }>(response).recovery_codes };
}

/** The password step of a sign-in of a two-factor account: answers the challenge. */
async function passwordStep(
  player: { email: string; password: string },
  options: { remember?: boolean } = {},
) {
  const response = await post('/api/login', { email: player.email, password: player.password, ...options });
  expect(response.statusCode, response.body).toBe(200);
  const json = body<{ two_factor_required?: boolean; challenge?: string; token?: string }>(response);
  expect(json.two_factor_required).toBe(true);
  expect(json.token).toBeUndefined();
  return json.challenge!;
}

const secondStep = (payload: Record<string, unknown>) => post('/api/login-two-factor', payload);

async function userRow(id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('turning two-factor sign-in on', () => {
  it('answers a base32 secret and an otpauth URL for Arena and the e-mail, and keeps the secret sealed', async () => {
    const player = await registerAndLogin(t.app);
    const { secret, otpauth_url: url } = await setUp(player);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(url).toBe(
      `otpauth://totp/Arena:${encodeURIComponent(player.email)}?secret=${secret}&issuer=Arena&algorithm=SHA1&digits=6&period=30`,
    );
    const row = await userRow(player.user.id);
    expect(row.twoFactorSecret).toMatch(/^v1\./);
    expect(row.twoFactorSecret).not.toContain(secret);
    expect(row.twoFactorEnabledAt).toBeNull();
    // Not on until confirmed: the password alone still signs in.
    const login = await post('/api/login', { email: player.email, password: player.password });
    expect(body(login)).toHaveProperty('token');
    // Without an installation key, one is made in the data folder, readable by the server alone.
    const keyFile = path.join(t.config.dataDir, TWO_FACTOR_KEY_FILE);
    expect(fs.readFileSync(keyFile, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(keyFile).mode & 0o077).toBe(0);
  });

  it('needs a session', async () => {
    for (const url of ['/api/two-factor/setup', '/api/two-factor/enable', '/api/two-factor/disable']) {
      expect((await post(url, {})).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/two-factor' })).statusCode).toBe(403);
  });

  it('turns on with a right first code and answers 10 single-use recovery codes, stored only as hashes', async () => {
    const player = await registerAndLogin(t.app);
    const { secret } = await setUp(player);
    const wrong = await post('/api/two-factor/enable', { code: '000000' }, player.auth);
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).error).toEqual([TWO_FACTOR_MESSAGES.wrongCode]);

    const response = await post(
      '/api/two-factor/enable',
      { code: totpCode(secret, clock.now()) },
      player.auth,
    );
    expect(response.statusCode, response.body).toBe(200);
    const codes = body<{ recovery_codes: string[] }>(response).recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const stored = await t.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, player.user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.some((code) => row.codeHash.includes(code.replace(/-/g, '')))).toBe(false);
    }
    const row = await userRow(player.user.id);
    expect(row.twoFactorEnabledAt).not.toBeNull();
    // The enabling code proved the second factor on this session.
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, player.user.id));
    expect(session?.secondFactorAt).not.toBeNull();

    const status = await t.app.inject({ method: 'GET', url: '/api/two-factor', headers: player.auth });
    expect(body(status)).toMatchObject({
      two_factor: {
        enabled: true,
        enabled_at: row.twoFactorEnabledAt!.toISOString(),
        recovery_codes_left: 10,
      },
    });
    // On: no second set-up, no second enabling.
    expect((await post('/api/two-factor/setup', {}, player.auth)).statusCode).toBe(409);
    const again = await post('/api/two-factor/enable', { code: totpCode(secret, clock.now()) }, player.auth);
    expect(again.statusCode).toBe(409);
    expect(body(again).error).toEqual([TWO_FACTOR_MESSAGES.alreadyOn]);
  });

  it('refuses a code before any set-up, and a malformed code with the form message', async () => {
    const player = await registerAndLogin(t.app);
    const none = await post('/api/two-factor/enable', { code: '123456' }, player.auth);
    expect(none.statusCode).toBe(400);
    expect(body(none).error).toEqual([TWO_FACTOR_MESSAGES.noSetup]);
    const malformed = await post('/api/two-factor/enable', { code: '12ab' }, player.auth);
    expect(malformed.statusCode).toBe(400);
    expect(body(malformed).error).toEqual([TWO_FACTOR_MESSAGES.codeInvalid]);
    const status = await t.app.inject({ method: 'GET', url: '/api/two-factor', headers: player.auth });
    expect(body(status)).toMatchObject({
      two_factor: { enabled: false, enabled_at: null, recovery_codes_left: 0 },
    });
  });

  it('confirms only the newest set-up: a code of a replaced key is refused', async () => {
    const player = await registerAndLogin(t.app);
    const first = await setUp(player);
    await setUp(player);
    const response = await post(
      '/api/two-factor/enable',
      { code: totpCode(first.secret, clock.now()) },
      player.auth,
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('answers a challenge instead of a session, and the code completes it as a login does', async () => {
    const player = await playerWithTwoFactor();
    const before = await t.database.db.select().from(sessions).where(eq(sessions.userId, player.user.id));
    const response = await post('/api/login', { email: player.email, password: player.password });
    expect(body(response)).toEqual({
      status_code: 200,
      status: true,
      message: TWO_FACTOR_MESSAGES.required,
      error: [],
      two_factor_required: true,
      challenge: expect.stringMatching(/^[\w-]{43}$/),
    });
    const challenge = body<{ challenge: string }>(response).challenge;
    // No session opened by the password alone; the challenge is stored as a hash.
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, player.user.id)),
    ).toHaveLength(before.length);
    const [stored] = await t.database.db
      .select()
      .from(loginChallenges)
      .where(eq(loginChallenges.userId, player.user.id));
    expect(stored?.tokenHash).not.toBe(challenge);

    const done = await secondStep({ challenge, code: totpCode(player.secret, clock.now()) });
    expect(done.statusCode, done.body).toBe(200);
    const json = body<{ token: string; user: { id: number; email: string } }>(done);
    expect(json).toMatchObject({
      message: 'Login successful',
      user: { id: player.user.id, email: player.email },
    });
    const plainLogin = await post('/api/login', {
      email: (await registerAndLogin(t.app)).email,
      password: player.password,
    });
    expect(Object.keys(json).sort()).toEqual(Object.keys(body(plainLogin)).sort());

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/user-profile',
      headers: { authorization: `Bearer ${json.token}` },
    });
    expect(profile.statusCode).toBe(200);
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, player.user.id))
      .orderBy(sessions.id)
      .then((rows) => rows.slice(-1));
    // Opened through the second factor, at the (stopped) clock's time.
    expect(session?.secondFactorAt?.getTime()).toBe(clock.now().getTime());
  });

  it('keeps Remember Me from the password step', async () => {
    const player = await playerWithTwoFactor();
    const challenge = await passwordStep(player, { remember: true });
    const done = await secondStep({ challenge, code: totpCode(player.secret, clock.now()) });
    const token = body<{ token: string }>(done).token;
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, player.user.id))
      .orderBy(sessions.id)
      .then((rows) => rows.slice(-1));
    expect(token).toBeTruthy();
    expect(session!.expiresAt.getTime() - clock.now().getTime()).toBeGreaterThan(29 * 86_400_000);
  });

  it('accepts a code once: the same code, or an older one, is refused afterwards', async () => {
    const player = await playerWithTwoFactor();
    const code = totpCode(player.secret, clock.now());
    const previous = totpCode(player.secret, new Date(clock.now().getTime() - STEP_MS));
    expect((await secondStep({ challenge: await passwordStep(player), code })).statusCode).toBe(200);

    const challenge = await passwordStep(player);
    for (const reused of [code, previous]) {
      const response = await secondStep({ challenge, code: reused });
      expect(response.statusCode).toBe(400);
      expect(body(response).error).toEqual([TWO_FACTOR_MESSAGES.wrongCode]);
    }
    nextStep();
    expect((await secondStep({ challenge, code: totpCode(player.secret, clock.now()) })).statusCode).toBe(
      200,
    );
  });

  it('takes the code of the step before or after, and refuses an expired one', async () => {
    const player = await playerWithTwoFactor();
    // Two steps on from the enabling code's: the steps around now have never been used.
    nextStep();
    nextStep();
    const at = (steps: number) => totpCode(player.secret, new Date(clock.now().getTime() + steps * STEP_MS));
    const challenge = await passwordStep(player);
    const expired = await secondStep({ challenge, code: at(-2) });
    expect(expired.statusCode).toBe(400);
    expect(body(expired).error).toEqual([TWO_FACTOR_MESSAGES.wrongCode]);
    // Typed a little late: the previous step's code still works.
    expect((await secondStep({ challenge, code: at(-1) })).statusCode).toBe(200);
    // A phone a little ahead: the next step's code works too.
    expect((await secondStep({ challenge: await passwordStep(player), code: at(1) })).statusCode).toBe(200);
    expect((await secondStep({ challenge: await passwordStep(player), code: at(2) })).statusCode).toBe(400);
  });

  it('counts wrong codes: after 5 the challenge is spent, even for the right code', async () => {
    const player = await playerWithTwoFactor();
    const challenge = await passwordStep(player);
    for (let i = 0; i < 5; i++) {
      const response = await secondStep({ challenge, code: '000000' });
      expect(response.statusCode).toBe(400);
      expect(body(response).error).toEqual([TWO_FACTOR_MESSAGES.wrongCode]);
    }
    const [row] = await t.database.db
      .select()
      .from(loginChallenges)
      .where(eq(loginChallenges.userId, player.user.id));
    expect(row?.failedAttempts).toBe(5);
    const right = await secondStep({ challenge, code: totpCode(player.secret, clock.now()) });
    expect(right.statusCode).toBe(400);
    expect(body(right).error).toEqual([TWO_FACTOR_MESSAGES.challengeExpired]);
    // The right code was not used up by the spent challenge: a new sign-in takes it.
    expect(
      (
        await secondStep({
          challenge: await passwordStep(player),
          code: totpCode(player.secret, clock.now()),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('limits codes per account across challenges: 10 an hour, the enabling code included (429)', async () => {
    const player = await playerWithTwoFactor();
    let answered = 1;
    for (let i = 0; i < 3; i++) {
      const challenge = await passwordStep(player);
      for (let j = 0; j < 4; j++) {
        const response = await secondStep({ challenge, code: '000000' });
        answered += 1;
        if (answered <= 10) expect(response.statusCode).toBe(400);
        else {
          expect(response.statusCode).toBe(429);
          expect(response.headers['retry-after']).toBeDefined();
        }
      }
    }
  });

  it('works with a challenge once, and not after 5 minutes', async () => {
    const player = await playerWithTwoFactor();
    const challenge = await passwordStep(player);
    expect((await secondStep({ challenge, code: totpCode(player.secret, clock.now()) })).statusCode).toBe(
      200,
    );
    nextStep();
    const reused = await secondStep({ challenge, code: totpCode(player.secret, clock.now()) });
    expect(reused.statusCode).toBe(400);
    expect(body(reused).error).toEqual([TWO_FACTOR_MESSAGES.challengeExpired]);

    const late = await passwordStep(player);
    clock.offsetMs += 5 * 60_000 + 1000;
    const expired = await secondStep({ challenge: late, code: totpCode(player.secret, clock.now()) });
    expect(expired.statusCode).toBe(400);
    expect(body(expired).error).toEqual([TWO_FACTOR_MESSAGES.challengeExpired]);
    const unknown = await secondStep({
      challenge: 'x'.repeat(43),
      code: totpCode(player.secret, clock.now()),
    });
    expect(body(unknown).error).toEqual([TWO_FACTOR_MESSAGES.challengeExpired]);
  });

  it('takes a recovery code once, in any case and with or without dashes', async () => {
    const player = await playerWithTwoFactor();
    const [first, second] = player.recoveryCodes;
    expect(
      (await secondStep({ challenge: await passwordStep(player), recovery_code: first })).statusCode,
    ).toBe(200);
    const reused = await secondStep({ challenge: await passwordStep(player), recovery_code: first });
    expect(reused.statusCode).toBe(400);
    expect(body(reused).error).toEqual([TWO_FACTOR_MESSAGES.wrongCode]);
    const typed = second!.toLowerCase().replace(/-/g, ' ');
    expect(
      (await secondStep({ challenge: await passwordStep(player), recovery_code: typed })).statusCode,
    ).toBe(200);
    const status = await t.app.inject({ method: 'GET', url: '/api/two-factor', headers: player.auth });
    expect(body(status)).toMatchObject({ two_factor: { recovery_codes_left: 8 } });
  });

  it('asks for exactly one of code and recovery code', async () => {
    const player = await playerWithTwoFactor();
    const challenge = await passwordStep(player);
    for (const payload of [
      { challenge },
      { challenge, code: '123456', recovery_code: player.recoveryCodes[0] },
    ]) {
      const response = await secondStep(payload);
      expect(response.statusCode).toBe(400);
      expect(body(response).error).toEqual([TWO_FACTOR_MESSAGES.codeOrRecoveryCode]);
    }
    const missing = await secondStep({ code: '123456' });
    expect(body(missing).error).toEqual([TWO_FACTOR_MESSAGES.challengeRequired]);
  });

  it('refuses a banned account at the second step', async () => {
    const player = await playerWithTwoFactor();
    const challenge = await passwordStep(player);
    await t.database.db.update(users).set({ bannedAt: clock.now() }).where(eq(users.id, player.user.id));
    const response = await secondStep({ challenge, code: totpCode(player.secret, clock.now()) });
    expect(response.statusCode).toBe(400);
    expect(body(response).error).toEqual(['This account has been suspended. Please contact support.']);
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a code; then the password alone signs in again', async () => {
    const player = await playerWithTwoFactor();
    const code = totpCode(player.secret, clock.now());
    const wrongPassword = await post(
      '/api/two-factor/disable',
      { password: 'Wr0ng!Pass', code },
      player.auth,
    );
    expect(wrongPassword.statusCode).toBe(400);
    expect(body(wrongPassword).error).toEqual([TWO_FACTOR_MESSAGES.wrongPassword]);
    const wrongCode = await post(
      '/api/two-factor/disable',
      { password: player.password, code: '000000' },
      player.auth,
    );
    expect(wrongCode.statusCode).toBe(400);
    expect(body(wrongCode).error).toEqual([TWO_FACTOR_MESSAGES.wrongCode]);
    const noCode = await post('/api/two-factor/disable', { password: player.password }, player.auth);
    expect(body(noCode).error).toEqual([TWO_FACTOR_MESSAGES.codeOrRecoveryCode]);

    const off = await post('/api/two-factor/disable', { password: player.password, code }, player.auth);
    expect(off.statusCode, off.body).toBe(200);
    expect(body(off).message).toBe(TWO_FACTOR_MESSAGES.disabled);
    const row = await userRow(player.user.id);
    expect(row).toMatchObject({ twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null });
    expect(
      await t.database.db
        .select()
        .from(twoFactorRecoveryCodes)
        .where(eq(twoFactorRecoveryCodes.userId, player.user.id)),
    ).toEqual([]);
    const login = await post('/api/login', { email: player.email, password: player.password });
    expect(body(login)).toHaveProperty('token');
    const again = await post('/api/two-factor/disable', { password: player.password, code }, player.auth);
    expect(again.statusCode).toBe(409);
  });

  it('takes a recovery code instead of the app code (a lost phone)', async () => {
    const player = await playerWithTwoFactor();
    const challenge = await passwordStep(player);
    const off = await post(
      '/api/two-factor/disable',
      { password: player.password, recovery_code: player.recoveryCodes[3] },
      player.auth,
    );
    expect(off.statusCode, off.body).toBe(200);
    // A sign-in waiting for its code is void once two-factor sign-in is off.
    const late = await secondStep({ challenge, code: totpCode(player.secret, clock.now()) });
    expect(body(late).error).toEqual([TWO_FACTOR_MESSAGES.challengeExpired]);
  });
});

describe('races and keys', () => {
  it('accepts one code once when two sign-ins send it at the same moment', async () => {
    const player = await playerWithTwoFactor();
    const [first, second] = [await passwordStep(player), await passwordStep(player)];
    const code = totpCode(player.secret, clock.now());
    const answers = await Promise.all([first, second].map((challenge) => secondStep({ challenge, code })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('uses one recovery code once when two sign-ins send it at the same moment', async () => {
    const player = await playerWithTwoFactor();
    const [first, second] = [await passwordStep(player), await passwordStep(player)];
    const recovery_code = player.recoveryCodes[5];
    const answers = await Promise.all(
      [first, second].map((challenge) => secondStep({ challenge, recovery_code })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('seals with TWO_FACTOR_KEY when it is set, and makes no key file then', async () => {
    const key = randomBytes(32);
    const keyed = await createTestApp({ deps: { clock }, config: { twoFactorKey: key } });
    try {
      const player = await registerAndLogin(keyed.app);
      const response = await keyed.app.inject({
        method: 'POST',
        url: '/api/two-factor/setup',
        headers: player.auth,
      });
      const { secret } = body<{ secret: string }>(response);
      const row = await userRow(player.user.id);
      expect(openSecret(key, row.twoFactorSecret!, `user:${player.user.id}:totp`)).toBe(secret);
      expect(fs.existsSync(path.join(keyed.config.dataDir, TWO_FACTOR_KEY_FILE))).toBe(false);
    } finally {
      await keyed.close();
    }
  });
});
