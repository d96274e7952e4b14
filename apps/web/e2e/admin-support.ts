/**
 * Helpers of the organiser console's browser test: players, teams, entries and score reports made through
 * the API (what players do elsewhere), and the console's own login, so the browser does what the console is for.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { scaled } from './fixtures';
import {
  ADMIN,
  hashPath,
  loginViaApi,
  nextAdminCode,
  signUpViaApi,
  storeSession,
  uniquePlayer,
} from './support';

export interface Player {
  name: string;
  email: string;
  password: string;
  token: string;
  userId: number;
}

export interface Captain extends Player {
  teamId: number;
  teamName: string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function expectOk(response: Awaited<ReturnType<APIRequestContext['get']>>) {
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

export async function newPlayer(request: APIRequestContext, prefix: string): Promise<Player> {
  const player = uniquePlayer(prefix);
  const session = await signUpViaApi(request, player);
  return { ...player, token: session.token, userId: session.user.id };
}

/** A new player with a 1v1 team of their own (full at once: the captain is its only player). */
export async function newCaptain(request: APIRequestContext, prefix: string): Promise<Captain> {
  const player = await newPlayer(request, prefix);
  const teamName = `${player.name} Solo`;
  const body = await expectOk(
    await request.post('/api/create-team', {
      data: { team_name: teamName, total_players: 1 },
      headers: bearer(player.token),
    }),
  );
  return { ...player, teamId: (body.data as { id: number }).id, teamName };
}

export async function enrol(request: APIRequestContext, captain: Captain, tournamentId: number) {
  await expectOk(
    await request.post('/api/add-tournament-participants', {
      data: { tournament_id: tournamentId, team_id: captain.teamId, captain_id: captain.userId },
      headers: bearer(captain.token),
    }),
  );
}

export async function reportScore(
  request: APIRequestContext,
  captain: Captain,
  matchId: number,
  own: number,
  opponent: number,
): Promise<string> {
  const body = await expectOk(
    await request.post('/api/report-match-score', {
      data: { match_id: matchId, own_score: own, opponent_score: opponent },
      headers: bearer(captain.token),
    }),
  );
  return (body.data as { status: string }).status;
}

interface BracketAnswer {
  rounds: Array<{ id: number; number: number; group_id: number }>;
  matches: Array<{
    id: number;
    round_id: number;
    number: number;
    opponent1: { id: number | null } | null;
    opponent2: { id: number | null } | null;
  }>;
  participants: Array<{ id: number; team_id: number }>;
}

export interface BracketMatch {
  id: number;
  round: number;
  number: number;
  /** Team ids in the match's order. */
  teams: [number | null, number | null];
}

/** The bracket's matches in play order, with their teams. */
export async function bracketMatches(
  request: APIRequestContext,
  tournamentId: number,
): Promise<BracketMatch[]> {
  const body = await expectOk(await request.get(`/api/tournament-bracket?tournament_id=${tournamentId}`));
  const bracket = body.data as BracketAnswer;
  const teamOf = (participant: number | null | undefined) =>
    participant == null ? null : (bracket.participants.find((p) => p.id === participant)?.team_id ?? null);
  const roundNumber = (roundId: number) => bracket.rounds.find((round) => round.id === roundId)?.number ?? 0;
  return bracket.matches
    .map((match) => ({
      id: match.id,
      round: roundNumber(match.round_id),
      number: match.number,
      teams: [teamOf(match.opponent1?.id), teamOf(match.opponent2?.id)] as [number | null, number | null],
    }))
    .sort((a, b) => a.round - b.round || a.number - b.number);
}

export async function profileOf(request: APIRequestContext, player: Player) {
  const body = await expectOk(await request.get('/api/user-profile', { headers: bearer(player.token) }));
  return (body.user as { user_details: { credits: number; wallet: number } }).user_details;
}

export async function requestWithdrawal(
  request: APIRequestContext,
  player: Pick<Player, 'name' | 'token'>,
  amount: number,
) {
  await expectOk(
    await request.post('/api/update-user-paypal-email', {
      data: { paypal_email: `${player.name}@paypal.test` },
      headers: bearer(player.token),
    }),
  );
  const body = await expectOk(
    await request.post('/api/withdrawal-money-request', { data: { amount }, headers: bearer(player.token) }),
  );
  return body.data as { id: number; fee: number; net_amount: number; paypal_email: string };
}

/**
 * What PayPal later says about a payout the admin sent (decision 0012): the built-in sandbox's control makes
 * the payout item succeed (or fail...), and its webhook moves the withdrawal.
 */
export async function settlePayoutViaSandbox(
  request: APIRequestContext,
  withdrawalId: number,
  outcome: 'SUCCESS' | 'FAILED' | 'RETURNED' | 'UNCLAIMED',
) {
  const admin = await loginViaApi(request, ADMIN.email, ADMIN.password);
  const queue = await expectOk(await request.get('/api/admin/withdrawals', { headers: bearer(admin.token) }));
  const itemId = (queue.data as Array<{ id: number; payout_item_id: string | null }>).find(
    (w) => w.id === withdrawalId,
  )?.payout_item_id;
  if (!itemId) throw new Error(`withdrawal ${withdrawalId} has no payout item`);
  await expectOk(
    await request.post(`/api/paypal-sandbox/controls/payouts-item/${itemId}/outcome`, {
      data: { outcome },
      headers: bearer(admin.token),
    }),
  );
}

/** A pending tournament made by the seeded admin through the API (the console's form is tested elsewhere). */
export async function createTournamentViaApi(request: APIRequestContext, input: Record<string, unknown>) {
  const admin = await loginViaApi(request, ADMIN.email, ADMIN.password);
  const body = await expectOk(
    await request.post('/api/admin/tournaments', { data: input, headers: bearer(admin.token) }),
  );
  return body.data as { id: number; tournament_name: string };
}

/** `DD-MM-YYYY HH:mm` in this machine's time zone, which the browser shares: as the console's date fields take it. */
export function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}`;
}

/** Logs in through the login page and opens the console from the top bar's Admin link. */
export async function loginToConsole(page: Page, email: string, password: string) {
  await page.goto('/#/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  if (email === ADMIN.email) {
    // The e2e admin has two-factor sign-in, as every admin needs a second factor (decision 0057).
    await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
    await page.getByLabel('Authentication code').fill(await nextAdminCode());
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await expect.poll(() => hashPath(page)).toBe('/');
  await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/**
 * Opens the console's dashboard signed in as `email`: the session comes from the API and is stored as a login
 * stores it, for tests about the console rather than the login (the login page and the top bar's Admin link are
 * admin.spec.ts's, through loginToConsole), which saves loading the login page and the home page it leads to.
 */
export async function openConsoleSignedIn(page: Page, email: string, password: string) {
  await storeSession(page, await loginViaApi(page.request, email, password));
  await page.goto('/#/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

export function consoleNav(page: Page) {
  return page.getByRole('navigation', { name: 'Admin console' });
}

/** Opens a console page from the side navigation (through the Menu button on phones). */
export async function openConsolePage(page: Page, label: string) {
  const menu = consoleNav(page).getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await consoleNav(page).getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

export async function expectToast(page: Page, text: string) {
  await expect(page.locator('.Toastify__toast').filter({ hasText: text }).first()).toBeVisible();
}

/**
 * Toasts sit over the top-right corner for 5 s; steps that click there, and checks of the page underneath, close
 * them first. The close buttons are pressed inside the page, all at once: a Playwright click on a toast that closed
 * by itself meanwhile waited for its element until the action timeout (15 s times the factor, once 90 s of a
 * 105 s test). A toast may still be entering, or a late one arrive: repeat until none is left. They close by
 * themselves after 5 s anyway, so this ends on a busy machine too.
 */
export async function dismissToasts(page: Page) {
  const toasts = page.locator('.Toastify__toast');
  await expect(async () => {
    await page
      .locator('.Toastify__close-button')
      .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLElement).click()));
    await expect(toasts).toHaveCount(0, { timeout: scaled(2_000) });
  }).toPass({ timeout: scaled(30_000) });
}

/**
 * Presses a button of an open dialog once its entrance has finished: the dialog slides in (0.3 s), and on a loaded
 * machine a click aimed during the slide can land beside the button, leaving the dialog open with nothing sent.
 */
export async function clickInDialog(page: Page, dialogName: string, buttonName: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  await dialog.getByRole('button', { name: buttonName, exact: true }).click();
}
