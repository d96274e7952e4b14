/** Helpers of the browser tests: accounts through the API, the codes the server logged, and storage. */
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@arena.test', password: 'Admin!2345' };
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

export async function loginViaApi(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { token: string; user: { id: number; name: string } };
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
