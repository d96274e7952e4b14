/** Helpers of the browser tests: accounts through the API, the codes the server logged, and storage. */
import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@arena.test', password: 'Admin!2345' };

/** What an authenticator app does: RFC 6238 (SHA-1, 6 digits, 30 s) from the base32 key. */
export function authenticatorCode(base32Key: string, at: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of base32Key.replace(/\s/g, '')) {
    value = ((value << 5) | alphabet.indexOf(char)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', Buffer.from(bytes)).update(counter).digest();
  const offset = mac[19]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * The e2e admin's second factor (the console needs one, decision 0057): the worker's server fixture turns
 * two-factor sign-in on for ADMIN and keeps the key here; each worker is a process with one server.
 */
export const adminTwoFactor = { secret: '', lastStep: 0 };

/**
 * A code for ADMIN's next unused 30-second step: the server accepts each step once and at most one step ahead, so a
 * burst of admin sign-ins waits for the clock to reach the step it needs (a condition on time, not on speed).
 */
export async function nextAdminCode(): Promise<string> {
  if (!adminTwoFactor.secret) throw new Error('the e2e admin has no two-factor key yet');
  const stepNow = () => Math.floor(Date.now() / 30_000);
  const step = Math.max(stepNow(), adminTwoFactor.lastStep + 1);
  while (step > stepNow() + 1) await new Promise((resolve) => setTimeout(resolve, 250));
  adminTwoFactor.lastStep = step;
  return authenticatorCode(adminTwoFactor.secret, step * 30_000);
}
export const PASSWORD = 'Arena#2024';

let counter = 0;
export function uniquePlayer(prefix = 'player') {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { name: `${prefix}${id}`.slice(0, 40), email: `${prefix}.${id}@arena.test`, password: PASSWORD };
}

/** The e-mail verification links the worker's server logged (MAIL_LOG_CODES=1), newest last, by e-mail. */
const verificationLinks = new Map<string, string[]>();

export function recordVerificationLink(email: string, link: string) {
  verificationLinks.set(email, [...(verificationLinks.get(email) ?? []), link]);
}

/** The newest verification link mailed to `email`, as the server logged it (the admin outbox masks it). */
export async function readVerificationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      link = verificationLinks.get(email.toLowerCase())?.at(-1);
      return link;
    })
    .toMatch(/\/#\/verifyemail\?token=/);
  return link!;
}

/**
 * Signs up through the API and, unless `verifyEmail: false`, opens the mailed verification link's token the way
 * its page does (decision 0054): players made here may buy, enter paid cups and withdraw.
 */
export async function registerViaApi(
  request: APIRequestContext,
  player: { name: string; email: string; password: string },
  options: {
    verifyEmail?: boolean;
    /** null: declares nothing (decision 0055). */
    ageAndCountry?: { date_of_birth: string; residence_country: string } | null;
  } = {},
) {
  const response = await request.post('/api/register', {
    data: { ...player, password_confirmation: player.password, terms: true },
  });
  expect(response.status(), await response.text()).toBe(200);
  if (options.verifyEmail !== false) {
    const token = new URL((await readVerificationLink(player.email)).replace('/#/', '/')).searchParams.get(
      'token',
    );
    const verified = await request.post('/api/verify-email', { data: { token } });
    expect(verified.status(), await verified.text()).toBe(200);
  }
  const ageAndCountry = options.ageAndCountry === undefined ? ADULT_IN_GB : options.ageAndCountry;
  if (ageAndCountry) await declareAgeAndCountry(request, player, ageAndCountry);
}

/** An adult resident where paid entry is on (decision 0055): what every player of the other specs declares. */
export const ADULT_IN_GB = { date_of_birth: '1990-05-17', residence_country: 'GB' } as const;

/** Saves a date of birth and country of residence through the profile, in a session of its own that is then ended. */
export async function declareAgeAndCountry(
  request: APIRequestContext,
  player: { email: string; password: string },
  ageAndCountry: { date_of_birth: string; residence_country: string },
) {
  const { token } = await loginViaApi(request, player.email, player.password);
  const headers = { authorization: `Bearer ${token}` };
  const saved = await request.post('/api/update-user-profile', {
    headers,
    data: { email: player.email, ...ageAndCountry },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const out = await request.post('/api/logout', { headers });
  expect(out.status(), await out.text()).toBe(200);
}

type SignedIn = { token: string; user: { id: number; name: string } };

/**
 * Signs up as registerViaApi does and answers the player's session: one sign-in both declares the age and country
 * and is the session the test goes on with (the user as the declaration saved it), instead of a session of its own
 * for the declaration, signed out, and a second sign-in (two password checks and two requests fewer a player).
 */
export async function signUpViaApi(
  request: APIRequestContext,
  player: { name: string; email: string; password: string },
  options: Parameters<typeof registerViaApi>[2] = {},
): Promise<SignedIn> {
  await registerViaApi(request, player, { ...options, ageAndCountry: null });
  const session = await loginViaApi(request, player.email, player.password);
  const ageAndCountry = options.ageAndCountry === undefined ? ADULT_IN_GB : options.ageAndCountry;
  if (!ageAndCountry) return session;
  const saved = await request.post('/api/update-user-profile', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { email: player.email, ...ageAndCountry },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { user } = (await saved.json()) as { user: SignedIn['user'] };
  expect(user.id).toBe(session.user.id);
  return { token: session.token, user };
}

/**
 * ADMIN's session, kept for the worker (one process, one server): each of its sign-ins uses up one 30-second step
 * of its authenticator (decision 0057), so a suite that signed in afresh in every test would wait for the clock.
 * It is reused while the server still accepts it (a test may sign it out) and for 10 minutes at most, well within
 * the 15 minutes after which payouts ask for the second factor again.
 */
let adminSession: { answer: SignedIn; at: number } | undefined;
const ADMIN_SESSION_REUSE_MS = 10 * 60_000;

export async function loginViaApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<SignedIn> {
  if (email === ADMIN.email && adminSession && Date.now() - adminSession.at < ADMIN_SESSION_REUSE_MS) {
    const alive = await request.get('/api/user-profile', {
      headers: { authorization: `Bearer ${adminSession.answer.token}` },
    });
    if (alive.status() === 200) return adminSession.answer;
  }
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const answer = (await response.json()) as SignedIn | { two_factor_required: true; challenge: string };
  if (!('two_factor_required' in answer)) return answer;
  // Only the e2e admin has two-factor sign-in among the accounts signed in this way.
  expect(email).toBe(ADMIN.email);
  const second = await request.post('/api/login-two-factor', {
    data: { challenge: answer.challenge, code: await nextAdminCode() },
  });
  expect(second.status(), await second.text()).toBe(200);
  const signedIn = (await second.json()) as SignedIn;
  adminSession = { answer: signedIn, at: Date.now() };
  return signedIn;
}

/** The newest 6-digit code e-mailed to `email`, as the server logged it (the admin outbox masks it). */
export async function readOtp(
  server: { loggedCodes: Map<string, string[]> },
  email: string,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      code = server.loggedCodes.get(email)?.at(-1);
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** A page of a browser context of its own (another person's browser), signed in with the session. */
export async function signedInPage(
  browser: Browser,
  session: { token: string; user: unknown },
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await storeSession(page, session);
  return page;
}

/**
 * Puts a session in localStorage the way a login does. The storage is the origin's, so any page of it will do:
 * the liveness answer (a few bytes of JSON) rather than the home page, whose app a test would load, render and
 * throw away before opening the page it is about (about a second of a busy browser each time). The page is left
 * there: the caller opens what it needs next.
 */
export async function storeSession(page: Page, session: { token: string; user: unknown }) {
  await page.goto('/api/health');
  await page.evaluate(({ token, user }) => {
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('user', JSON.stringify(user));
  }, session);
}

export function hashPath(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '') || '/';
}
