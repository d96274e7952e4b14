/**
 * Live updates (decision 0021), in several browsers at once and never reloaded: the captain's bell counts a join
 * request sent from another browser; both captains of a final see it become ready when the organiser starts
 * the tournament and see the other captain's report arrive; a signed-out visitor's bracket follows the result.
 * Every page is opened once and watched; nothing here reloads or navigates to refresh.
 */
import type { Browser, Page, Response } from '@playwright/test';
import { expect, test, scaled } from './fixtures';
import { unique } from './scenarios';
import { hashPath, storeSession } from './support';
import { sameOriginPath } from './teams-support';
import type { Session } from './tournament-support';
import { expectNoAxeViolations, screenshotAtBothWidths } from './screens';
import { expectToast } from './admin-support';

const RECORDED = 'Your result has been recorded; waiting for the other captain';
const CONFIRMED = 'Result confirmed';

async function newPage(browser: Browser, session?: Session): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (session) await storeSession(page, session);
  return page;
}

/** Resolves with the answer that opened a stream (its path), once the page has one. */
function streamOpened(page: Page, path: string): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === path &&
      (response.headers()['content-type'] ?? '').startsWith('text/event-stream'),
  );
}

function bellOf(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Notifications, / });
}

async function openBracketsTab(page: Page, tournamentId: number) {
  const stream = streamOpened(page, '/api/tournament-stream');
  await page.goto(`/#/viewtournament?id=${tournamentId}`);
  await page.getByRole('tab', { name: 'Brackets' }).click();
  expect((await stream).status()).toBe(200);
  return page.getByRole('tabpanel', { name: 'Brackets' });
}

async function reportFinal(page: Page, own: number, opponent: number) {
  const final = page.getByRole('tabpanel', { name: 'Brackets' }).getByRole('article', { name: 'Final' });
  await final.getByLabel('Your score').fill(String(own));
  await final.getByLabel("Your opponent's score").fill(String(opponent));
  await final.getByRole('button', { name: 'Report score' }).click();
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** At a phone's 375 px and a desktop's 1280 px nothing is wider than the window (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page, label: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${label} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  }
}

test.describe('live updates', () => {
  test("the captain's bell shows a join request sent from another browser, without a reload", async ({
    browser,
    request,
    scenario,
  }) => {
    test.setTimeout(scaled(120_000));
    const captain = await scenario.player({ prefix: 'captain' });
    const teamName = `Owls ${unique()}`;
    const created = await request.post('/api/create-team', {
      data: { team_name: teamName, total_players: 2 },
      headers: bearer(captain.token),
    });
    expect(created.status()).toBe(200);
    const teamId = ((await created.json()) as { data: { id: number } }).data.id;
    const invite = await request.get(`/api/generate-invite-player-link?id=${teamId}`, {
      headers: bearer(captain.token),
    });
    const link = ((await invite.json()) as { url: string }).url;

    // The captain is somewhere else in the app, signed in: the bell is quiet and the user stream open.
    const captainPage = await newPage(browser, captain);
    const userStream = streamOpened(captainPage, '/api/notifications/stream');
    await captainPage.goto('/#/game');
    const bell = bellOf(captainPage);
    await expect(bell).toHaveAccessibleName('Notifications, none unread');
    const opened = await userStream;
    expect(opened.status()).toBe(200);
    // The session travels in the header, never in the stream's address.
    expect(opened.url()).not.toContain(captain.token);
    expect(await opened.request().headerValue('authorization')).toBe(`Bearer ${captain.token}`);

    // Another player, in their own browser, follows the invitation link and logs in: the request is sent.
    const joiner = await scenario.player({ prefix: 'joiner' });
    const joinerPage = await newPage(browser);
    await joinerPage.goto(sameOriginPath(link));
    await joinerPage
      .getByRole('dialog', { name: 'TOURNAMENT INVITATION' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect.poll(() => hashPath(joinerPage)).toBe('/signup');
    await joinerPage.goto('/#/login');
    // The sign-up page has an Email field too: fill the login form only once it is on screen.
    await expect(joinerPage.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await joinerPage.getByLabel('Email').fill(joiner.email);
    await joinerPage.getByLabel('Password', { exact: true }).fill(joiner.password);
    await joinerPage.getByRole('button', { name: 'Login' }).click();
    await expect(
      joinerPage.getByText('Your request to join the team has been sent to the captain.'),
    ).toBeVisible();

    // The captain's page, untouched: the bell counts it and a toast tells it.
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await expect(captainPage.getByRole('alert').filter({ hasText: joiner.name })).toBeVisible();
    await bell.click();
    const panel = captainPage.getByRole('region', { name: 'Notifications' });
    const item = panel.getByRole('link', { name: new RegExp(`^Unread:\\s?.*${joiner.name}.*${teamName}`) });
    await expect(item).toBeVisible();
    await expectNoAxeViolations(captainPage, 'the bell open with a join request');
    await expectNoSidewaysScroll(captainPage, 'the bell open');
    await screenshotAtBothWidths(captainPage, 'notification-bell-open', { fullPage: false });

    // Opening it marks it read and goes to the screen it is about.
    await item.click();
    // A join request: the captain's Team Management panel, where it is answered.
    await expect.poll(() => hashPath(captainPage)).toBe('/myprofile?menu=6');
    await expect(captainPage.getByRole('heading', { name: 'Team Management' })).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications, none unread');
    await expect(panel).toBeHidden();

    // The whole list and the preferences are in My Account, Notifications.
    await captainPage.goto('/#/myprofile?menu=10');
    const account = captainPage.getByRole('region', { name: 'Notifications' });
    await expect(account.getByRole('link', { name: new RegExp(joiner.name) })).toBeVisible();
    await expect(account.getByRole('switch', { name: /^Teams.*In-app$/ })).toBeChecked();
    await expectNoAxeViolations(captainPage, 'My Account, Notifications');
    await expectNoSidewaysScroll(captainPage, 'My Account, Notifications');
    await screenshotAtBothWidths(captainPage, 'account-notifications');
    await joinerPage.context().close();
    await captainPage.context().close();
  });

  test('both captains see the match become ready and the other report arrive; a visitor’s bracket follows', async ({
    browser,
    scenario,
  }) => {
    test.setTimeout(scaled(180_000));
    const { id, tournament_name: name } = await scenario.tournament({
      name: `Live Final ${unique()}`,
      teamSize: 1,
      totalTeams: 2,
    });
    const alpha = await scenario.captain({ prefix: 'alpha' });
    const bravo = await scenario.captain({ prefix: 'bravo' });
    await scenario.enrol(alpha, id);
    await scenario.enrol(bravo, id);

    // Three browsers on the tournament's Brackets tab before it starts: two captains and a visitor.
    const alphaPage = await newPage(browser, alpha);
    const bravoPage = await newPage(browser, bravo);
    const visitorPage = await newPage(browser);
    const panels = new Map<Page, ReturnType<Page['getByRole']>>();
    for (const page of [alphaPage, bravoPage, visitorPage]) {
      const panel = await openBracketsTab(page, id);
      await expect(panel.getByText('Brackets will be shown once tournament started')).toBeVisible();
      panels.set(page, panel);
    }
    // Each captain's bell already counts the enrolment; what it says now, to see it change.
    const bellBefore = new Map<Page, string>();
    for (const page of [alphaPage, bravoPage]) {
      await expect(bellOf(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
      bellBefore.set(page, (await bellOf(page).getAttribute('aria-label'))!);
    }

    // The organiser starts it: the final is ready, and both captains see it where they are.
    await scenario.start(id);
    for (const [page, opponent] of [
      [alphaPage, bravo.teamName],
      [bravoPage, alpha.teamName],
    ] as const) {
      const final = panels.get(page)!.getByRole('article', { name: 'Final' });
      await expect(final.getByText('Ready to play')).toBeVisible();
      await expect(final).toContainText(`vs ${opponent}`);
      await expect(page.getByRole('button', { name: 'Tournament Started' })).toBeDisabled();
      // The bell says so too.
      await expect(bellOf(page)).not.toHaveAccessibleName(bellBefore.get(page)!);
    }
    const visitorTable = panels.get(visitorPage)!.getByRole('table', { name: `Matches of ${name}` });
    await expect(visitorTable).toContainText(alpha.teamName);
    await expect(visitorTable).toContainText(bravo.teamName);
    await expectNoAxeViolations(bravoPage, 'Brackets tab after a live start');
    await expectNoSidewaysScroll(bravoPage, 'Brackets tab after a live start');
    await screenshotAtBothWidths(bravoPage, 'live-match-ready');

    // Alpha reports 3-1; bravo's page, untouched, now asks for bravo's report and the bell tells it.
    const bravoUnread = await bellOf(bravoPage).getAttribute('aria-label');
    // The toast shows for five seconds: watched for from now, so a busy machine's slower checks below cannot
    // outlast it before it is looked for.
    const bravoToast = bravoPage
      .getByRole('alert')
      .filter({ hasText: alpha.teamName })
      .first()
      .waitFor({ state: 'visible', timeout: scaled(60_000) });
    // Awaited below; a failure before then is reported there, not as an unhandled rejection.
    bravoToast.catch(() => undefined);
    await reportFinal(alphaPage, 3, 1);
    await expectToast(alphaPage, RECORDED);
    const bravoFinal = panels.get(bravoPage)!.getByRole('article', { name: 'Final' });
    await expect(bravoFinal.getByText('Awaiting your report')).toBeVisible();
    await expect(bellOf(bravoPage)).not.toHaveAccessibleName(bravoUnread!);
    await bravoToast;

    // Bravo agrees: the final is confirmed and the tournament ends, on every page.
    await reportFinal(bravoPage, 1, 3);
    await expectToast(bravoPage, CONFIRMED);
    const alphaFinal = panels.get(alphaPage)!.getByRole('article', { name: 'Final' });
    await expect(alphaFinal.getByText('Won 3–1', { exact: true })).toBeVisible();
    await expect(alphaPage.getByRole('button', { name: 'Tournament Ended' })).toBeDisabled();
    await expect(visitorTable.getByRole('row').nth(1)).toContainText(`Won by ${alpha.teamName}`);
    await expect(visitorPage.getByRole('button', { name: 'N/A' })).toBeVisible();
    await expectNoAxeViolations(visitorPage, "a visitor's bracket after a live result");
    await expectNoSidewaysScroll(visitorPage, "a visitor's bracket");
    await screenshotAtBothWidths(visitorPage, 'live-bracket-visitor');
    for (const page of [alphaPage, bravoPage, visitorPage]) await page.context().close();
  });
});
