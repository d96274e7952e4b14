import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_KEYS } from '@arena/shared/platforms';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import { outboxEmails } from '../../db/schema/outbox';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { STRONG_PASSWORD, login, newPlayer, register, registerAndLogin } from '../../../test/fixtures';

/** A clock the tests move forward to cross expiry boundaries. */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

function validRegistration(overrides: Record<string, unknown> = {}) {
  const player = newPlayer();
  return { ...player, password_confirmation: player.password, terms: true, ...overrides };
}

async function latestOtp(email: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, email.toLowerCase()))
    .orderBy(outboxEmails.id);
  const all = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email.toLowerCase()));
  const text = (all.at(-1) ?? mail)?.text ?? '';
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error(`no OTP mailed to ${email}`);
  return match[1]!;
}

describe('POST /api/register', () => {
  it('creates an account with a lower-cased e-mail and a public player id', async () => {
    const input = validRegistration({ email: 'New.Player@Arena.Test' });
    const response = await post('/api/register', input);
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ status_code: 200, status: true, error: [] });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'new.player@arena.test'));
    expect(row?.name).toBe(input.name);
    expect(row?.playerId).toMatch(/^AR-[A-Z2-9]{8}$/);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    [{ name: undefined }, 'Username is required'],
    [{ name: '' }, 'Username is required'],
    [{ name: 'a' }, 'Username must be at least 2 characters long'],
    [{ name: 'x'.repeat(51) }, 'Username cannot exceed 50 characters'],
    [{ name: ' padded ' }, 'White spaces are not allowed'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ email: 'a b@arena.test' }, 'White spaces are not allowed'],
    [{ password: 'Ab1!', password_confirmation: 'Ab1!' }, 'Password must be at least 8 characters long'],
    [
      { password: 'lower1!case', password_confirmation: 'lower1!case' },
      'Password must contain at least one uppercase letter',
    ],
    [
      { password: 'UPPER1!CASE', password_confirmation: 'UPPER1!CASE' },
      'Password must contain at least one lowercase letter',
    ],
    [
      { password: 'NoDigits!!', password_confirmation: 'NoDigits!!' },
      'Password must contain at least one digit',
    ],
    [
      { password: 'NoSpecial12', password_confirmation: 'NoSpecial12' },
      'Password must contain at least one special character',
    ],
    [{ password_confirmation: undefined }, 'Confirm Password is required'],
    [{ password_confirmation: 'Different!1' }, 'Passwords do not match'],
    [{ terms: false }, 'You must to accept terms and conditions'],
    [{ terms: undefined }, 'You must to accept terms and conditions'],
  ])('refuses %o with "%s"', async (overrides, message) => {
    const response = await post('/api/register', validRegistration(overrides));
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ status_code: 400, status: false });
    expect(body(response).error).toContain(message);
  });

  it('refuses a taken e-mail or username whatever their case', async () => {
    const taken = await register(t.app);
    const sameEmail = await post('/api/register', validRegistration({ email: taken.email.toUpperCase() }));
    expect(body(sameEmail).error).toEqual(['The email has already been taken.']);
    const sameName = await post('/api/register', validRegistration({ name: taken.name.toUpperCase() }));
    expect(body(sameName).error).toEqual(['The username has already been taken.']);
  });

  it('creates exactly one account when the same e-mail signs up concurrently', async () => {
    const email = 'race@arena.test';
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post('/api/register', validRegistration({ email, name: `racer${i}` })),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 400)).toHaveLength(7);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});

describe('POST /api/login', () => {
  it('answers a token and the user without any secret', async () => {
    const player = await register(t.app);
    const response = await post('/api/login', {
      email: player.email.toUpperCase(),
      password: player.password,
    });
    expect(response.statusCode).toBe(200);
    const json = body<{ token: string; user: Record<string, unknown> }>(response);
    expect(json).toMatchObject({
      status: true,
      message: 'Login successful',
      user: { name: player.name, role: 'player' },
    });
    expect(json.token).toMatch(/^[\w-]{43}$/);
    expect(response.body).not.toMatch(/password|argon2|hash/i);
    const [session] = await t.database.db.select().from(sessions);
    expect(session?.tokenHash).not.toBe(json.token);
    expect(session?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const player = await register(t.app);
    const wrongPassword = await post('/api/login', { email: player.email, password: 'Wrong!Pass1' });
    const unknown = await post('/api/login', { email: 'nobody@arena.test', password: player.password });
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(body(response).error).toEqual(['These credentials do not match our records.']);
    }
  });

  it.each([
    [{ email: '' }, 'Email is required'],
    [{ email: 'nope' }, 'Invalid email address'],
    [{ password: '' }, 'Password is required'],
    [{ password: 'Short1!' }, 'Password must be at least 8 characters long'],
    [{ email: 42 }, 'Email must be text'],
  ])('refuses %o with "%s"', async (overrides, message) => {
    const response = await post('/api/login', {
      email: 'a@arena.test',
      password: STRONG_PASSWORD,
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).error[0]).toBe(message);
  });

  it('keeps a remembered session 30 days and another 1 day', async () => {
    const player = await register(t.app);
    await login(t.app, player, { remember: true });
    await login(t.app, player, { remember: false });
    const rows = await t.database.db.select().from(sessions).orderBy(sessions.id);
    const days = rows.map((row) =>
      Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000),
    );
    expect(days).toEqual([30, 1]);
  });

  it('refuses a banned account, and its open sessions stop working', async () => {
    const player = await registerAndLogin(t.app);
    await t.database.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, player.user.id));
    const response = await post('/api/login', { email: player.email, password: player.password });
    expect(body(response).error).toEqual(['This account has been suspended. Please contact support.']);
    const profile = await t.app.inject({ url: '/api/user-profile', headers: player.auth });
    expect(profile.statusCode).toBe(403);
  });

  it('limits attempts per account to 10 a minute, then answers 429 with Retry-After', async () => {
    const player = await register(t.app);
    const attempts = [];
    for (let i = 0; i < 11; i++) {
      attempts.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: `10.0.0.${i + 1}`,
          payload: { email: player.email, password: 'Wrong!Pass1' },
        }),
      );
    }
    expect(attempts.slice(0, 10).map((r) => r.statusCode)).toEqual(Array(10).fill(400));
    expect(attempts[10]!.statusCode).toBe(429);
    expect(body(attempts[10]!).error[0]).toMatch(/^Too many attempts, please try again in \d+ seconds\.$/);
    expect(Number(attempts[10]!.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits: the limit is on the account, not on failures from one address.
    const correct = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.0.1.1',
      payload: { email: player.email, password: player.password },
    });
    expect(correct.statusCode).toBe(429);
  });

  it('limits attempts per address across accounts', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.9.9.9',
        payload: { email: `someone${i}@arena.test`, password: STRONG_PASSWORD },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('sessions', () => {
  it.each([
    ['no header', {}],
    ['a malformed header', { authorization: 'Token abc' }],
    ['an unknown token', { authorization: 'Bearer Zm9vYmFyYmF6cXV1eGZvb2Jhcm9ubHlhdGVzdHRva2Vu' }],
  ])('answers 403 with status false for %s', async (_, headers) => {
    const response = await t.app.inject({ url: '/api/user-profile', headers });
    expect(response.statusCode).toBe(403);
    expect(body(response)).toMatchObject({ status_code: 403, status: false });
  });

  it('answers 403 once a session has expired', async () => {
    const player = await registerAndLogin(t.app);
    clock.offsetMs = 24 * 60 * MINUTE + MINUTE;
    try {
      const response = await t.app.inject({ url: '/api/user-profile', headers: player.auth });
      expect(response.statusCode).toBe(403);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('logout revokes only this session', async () => {
    const player = await register(t.app);
    const first = await login(t.app, player);
    const second = await login(t.app, player);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: first.auth, payload: {} });
    expect(body(out)).toMatchObject({ status: true, message: 'Logged out successfully' });
    expect((await t.app.inject({ url: '/api/user-profile', headers: first.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/user-profile', headers: second.auth })).statusCode).toBe(200);
  });

  it('logout without a session answers 403', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', payload: {} });
    expect(response.statusCode).toBe(403);
  });
});

describe('password reset by OTP', () => {
  it('e-mails a 6-digit code to a known e-mail and answers an unknown one the same way', async () => {
    const player = await register(t.app);
    const known = await post('/api/forget-password', { email: player.email });
    const unknown = await post('/api/forget-password', { email: 'ghost@arena.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(body(known).message).toBe(body(unknown).message);
    // The sign-up's verification link is the other mail (email-verification.test.ts).
    const mails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, 'Your Arena password reset code'));
    expect(mails.map((m) => m.to)).toEqual([player.email]);
    expect(mails[0]?.status).toBe('stored');
    expect(await latestOtp(player.email)).toMatch(/^[1-9]\d{5}$/);
  });

  it('/api/email does the same as /api/forget-password', async () => {
    const player = await register(t.app);
    expect((await post('/api/email', { email: player.email })).statusCode).toBe(200);
    expect(await latestOtp(player.email)).toHaveLength(6);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: 'bad' }, 'Invalid email address'],
  ])('refuses %o with "%s"', async (payload, message) => {
    const response = await post('/api/forget-password', payload);
    expect(response.statusCode).toBe(400);
    expect(body(response).error).toEqual([message]);
  });

  it('runs forgot, verify (integer OTP), reset, then logs in with the new password (the e-mail is then verified)', async () => {
    const player = await registerAndLogin(t.app, {}, { verifyEmail: false });
    await post('/api/forget-password', { email: player.email });
    const otp = await latestOtp(player.email);
    const verified = await post('/api/verify-otp', { email: player.email, otp: Number(otp) });
    expect(body(verified)).toMatchObject({ status: true, message: 'OTP verified successfully' });
    const newPassword = 'N3w!Password';
    const reset = await post('/api/reset-password', {
      email: player.email,
      new_password: newPassword,
      confirm_password: newPassword,
    });
    expect(body(reset)).toMatchObject({ status: true });
    // The old session was signed out, the old password no longer works, the new one does.
    expect((await t.app.inject({ url: '/api/user-profile', headers: player.auth })).statusCode).toBe(403);
    expect((await post('/api/login', { email: player.email, password: player.password })).statusCode).toBe(
      400,
    );
    const signedIn = await post('/api/login', { email: player.email, password: newPassword });
    expect(signedIn.statusCode).toBe(200);
    // The code came to the address and was typed back: it proves the address (decision 0054).
    expect(body<{ user: { email_verified: boolean } }>(signedIn).user.email_verified).toBe(true);
    // A verification allows one reset only.
    const again = await post('/api/reset-password', {
      email: player.email,
      new_password: 'An0ther!Pass',
      confirm_password: 'An0ther!Pass',
    });
    expect(body(again).error).toEqual(['Please verify the OTP sent to your email first.']);
  });

  it('refuses a reset without a verified code', async () => {
    const player = await register(t.app);
    await post('/api/forget-password', { email: player.email });
    const reset = await post('/api/reset-password', {
      email: player.email,
      new_password: 'N3w!Password',
      confirm_password: 'N3w!Password',
    });
    expect(reset.statusCode).toBe(400);
    expect(body(reset).error).toEqual(['Please verify the OTP sent to your email first.']);
  });

  it('applies the sign-up password rules and the match rule to the new password', async () => {
    const weak = await post('/api/reset-password', {
      email: 'a@arena.test',
      new_password: 'weak',
      confirm_password: 'weak',
    });
    expect(body(weak).error).toContain('Password must be at least 8 characters long');
    const mismatch = await post('/api/reset-password', {
      email: 'a@arena.test',
      new_password: 'N3w!Password',
      confirm_password: 'N3w!Passwor',
    });
    expect(body(mismatch).error).toEqual(['Passwords do not match']);
  });

  it('voids the code after 5 wrong tries, even for the right code', async () => {
    const player = await register(t.app);
    await post('/api/forget-password', { email: player.email });
    const otp = await latestOtp(player.email);
    const wrong = String(((Number(otp) - 100_000 + 1) % 900_000) + 100_000);
    for (let i = 0; i < 5; i++) {
      const response = await post('/api/verify-otp', { email: player.email, otp: wrong });
      expect(body(response).error).toEqual(['The OTP is invalid or has expired.']);
    }
    const right = await post('/api/verify-otp', { email: player.email, otp });
    expect(right.statusCode).toBe(400);
  });

  it('expires a code after 10 minutes', async () => {
    const player = await register(t.app);
    await post('/api/forget-password', { email: player.email });
    const otp = await latestOtp(player.email);
    clock.offsetMs = 10 * MINUTE + 1000;
    try {
      expect((await post('/api/verify-otp', { email: player.email, otp })).statusCode).toBe(400);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('allows the reset for 15 minutes after verifying, not longer', async () => {
    const player = await register(t.app);
    await post('/api/forget-password', { email: player.email });
    await post('/api/verify-otp', { email: player.email, otp: await latestOtp(player.email) });
    clock.offsetMs = 15 * MINUTE + 1000;
    try {
      const reset = await post('/api/reset-password', {
        email: player.email,
        new_password: 'N3w!Password',
        confirm_password: 'N3w!Password',
      });
      expect(reset.statusCode).toBe(400);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('a new request voids the previous code', async () => {
    const player = await register(t.app);
    await post('/api/forget-password', { email: player.email });
    const first = await latestOtp(player.email);
    await post('/api/forget-password', { email: player.email });
    const second = await latestOtp(player.email);
    if (first !== second) {
      expect((await post('/api/verify-otp', { email: player.email, otp: first })).statusCode).toBe(400);
    }
    expect((await post('/api/verify-otp', { email: player.email, otp: second })).statusCode).toBe(200);
  });

  it.each([
    [{ otp: undefined }, 'OTP is required'],
    [{ otp: '' }, 'OTP is required'],
    [{ otp: '12a456' }, 'OTP must be 6 digits'],
    [{ otp: 1234567 }, 'OTP must be 6 digits'],
    [{ otp: [1] }, 'OTP must be 6 digits'],
  ])('verify-otp refuses %o with "%s"', async (overrides, message) => {
    const response = await post('/api/verify-otp', { email: 'a@arena.test', ...overrides });
    expect(response.statusCode).toBe(400);
    expect(body(response).error).toEqual([message]);
  });

  it('limits reset requests per e-mail', async () => {
    const player = await register(t.app);
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post('/api/forget-password', { email: player.email })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('POST /api/change-password', () => {
  it('changes the password and signs out every other session', async () => {
    const player = await register(t.app);
    const here = await login(t.app, player);
    const elsewhere = await login(t.app, player);
    const response = await post(
      '/api/change-password',
      { current_password: player.password, new_password: 'Chang3d!Pass', confirm_password: 'Chang3d!Pass' },
      here.auth,
    );
    expect(body(response)).toMatchObject({ status: true, message: 'Password changed successfully' });
    expect((await t.app.inject({ url: '/api/user-profile', headers: here.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user-profile', headers: elsewhere.auth })).statusCode).toBe(403);
    expect((await post('/api/login', { email: player.email, password: 'Chang3d!Pass' })).statusCode).toBe(
      200,
    );
  });

  it.each([
    [{ current_password: 'Wrong!Pass1' }, 'The current password is incorrect.'],
    [{ current_password: '' }, 'Current Password is required'],
    [{ new_password: 'short', confirm_password: 'short' }, 'New Password must be at least 8 characters long'],
    [
      { new_password: 'alllower1!', confirm_password: 'alllower1!' },
      'New Password must contain at least one uppercase letter',
    ],
    [
      { new_password: 'ALLUPPER1!', confirm_password: 'ALLUPPER1!' },
      'New Password must contain at least one lowercase letter',
    ],
    [
      { new_password: 'NoDigits!!', confirm_password: 'NoDigits!!' },
      'New Password must contain at least one digit',
    ],
    [
      { new_password: 'NoSpecial1', confirm_password: 'NoSpecial1' },
      'New Password must contain at least one special character',
    ],
    [{ confirm_password: '' }, 'Confirm Password is required'],
    [{ confirm_password: 'Other!Pass1' }, 'Passwords do not match'],
    [
      { new_password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD },
      'The new password must be different from the current password.',
    ],
  ])('refuses %o with "%s"', async (overrides, message) => {
    const player = await registerAndLogin(t.app);
    const response = await post(
      '/api/change-password',
      {
        current_password: player.password,
        new_password: 'Chang3d!Pass',
        confirm_password: 'Chang3d!Pass',
        ...overrides,
      },
      player.auth,
    );
    expect(response.statusCode).toBe(400);
    expect(body(response).error[0]).toBe(message);
  });

  it('needs a session', async () => {
    const response = await post('/api/change-password', {
      current_password: STRONG_PASSWORD,
      new_password: 'Chang3d!Pass',
      confirm_password: 'Chang3d!Pass',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/user-profile', () => {
  it('answers the spec user shape with balances as numbers', async () => {
    const player = await registerAndLogin(t.app);
    await t.database.db
      .update(users)
      .set({ walletPence: 1234, credits: 50 })
      .where(eq(users.id, player.user.id));
    const response = await t.app.inject({ url: '/api/user-profile', headers: player.auth });
    const json = body<{ user: { user_details: Record<string, unknown> } }>(response);
    expect(json.user).toMatchObject({ id: player.user.id, name: player.name, email: player.email });
    expect(json.user.user_details).toMatchObject({
      credits: 50,
      wallet: 12.34,
      token: 0,
      subscription: 0,
      profile_picture: null,
    });
    expect(Object.keys(json.user.user_details).sort()).toEqual(
      [
        'player_id',
        'address',
        'country',
        'state',
        'city',
        'zip_code',
        'service',
        ...PLATFORM_KEYS,
        'profile_picture',
        'credits',
        'token',
        'wallet',
        'paypal_email',
        'subscription',
        'platform_ids_public',
        'winnings_public',
        // Beside the spec's fields (issue 28, decision 0055).
        'date_of_birth',
        'residence_country',
        // The interface language (issue 29, decision 0062).
        'language',
      ].sort(),
    );
  });
});
