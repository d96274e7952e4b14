/**
 * Match day in the browser (decision 0023): a full tournament with check-in offers its waitlist,
 * which a captain joins through the enrolment dialog (told about check-in and the fee before confirming);
 * the captains check in from the tournament page and from My Tournaments; the waitlist is shown in order.
 */
import type { Page } from '@playwright/test';
import { expect, test, scaled } from './fixtures';
import { unique } from './scenarios';
import { ADMIN, loginViaApi, signedInPage, storeSession } from './support';
import { expectNoAxeViolations, expectNoSidewaysScroll, screenshotAtBothWidths } from './screens';

const CHECK_IN_NOTICE =
  'This tournament requires check-in: the captain must check the team in during the 60 minutes before the start. A team that does not check in is dropped when the tournament starts, and its entry fee is not refunded.';

test.describe('match day: check-in and the waitlist', () => {
  test('a full cup with check-in: join its waitlist, check in from the page and from My Tournaments', async ({
    browser,
    scenario,
  }) => {
    test.setTimeout(scaled(180_000));
    const { tournament, first, second } = await scenario.fullCupInCheckIn(`Check-in Cup ${unique()}`);
    const late = await scenario.captain({ prefix: 'late', credits: 10 });
    const later = await scenario.captain({ prefix: 'later', credits: 10 });
    await scenario.joinWaitlist(later, tournament.id);

    // The late captain finds the cup full and joins the waitlist through the dialog.
    const latePage = await signedInPage(browser, late);
    await latePage.goto(`/#/viewtournament?id=${tournament.id}`);
    await expect(latePage.getByRole('heading', { level: 1, name: tournament.tournament_name })).toBeVisible();
    await expect(latePage.getByRole('button', { name: 'Enroll now' })).toHaveCount(0);
    await latePage.getByRole('button', { name: 'Join Waitlist' }).click();
    const dialog = latePage.getByRole('dialog', { name: 'Tournament Enrollment' });
    await expect(dialog.getByText(CHECK_IN_NOTICE)).toBeVisible();
    await expect(dialog.getByText(/This tournament is full\. Your team joins the waitlist/)).toBeVisible();
    await expectNoAxeViolations(latePage, 'waitlist dialog');
    await screenshotAtBothWidths(latePage, 'match-day-waitlist-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(
      latePage.getByText('Your team is on the waitlist; it is charged only if a place frees for it'),
    ).toBeVisible();
    const waitlist = latePage.getByRole('region', { name: 'Waitlist' });
    await expect(waitlist.getByRole('listitem')).toHaveText([
      new RegExp(`^${later.teamName}`),
      new RegExp(`^${late.teamName}`),
    ]);
    await expect(latePage.getByRole('button', { name: 'Leave Waitlist' })).toBeVisible();
    // A waiting team may check in too: once check-in is open, only checked-in teams take a freed place.
    const lateCheckIn = latePage.getByRole('region', { name: 'Check-in' });
    await lateCheckIn.getByRole('button', { name: `Check in ${late.teamName}` }).click();
    await expect(lateCheckIn.getByText(`Your team ${late.teamName} is checked in.`)).toBeVisible();
    await expect(waitlist.getByRole('listitem').nth(1)).toContainText('Checked in');
    await expectNoSidewaysScroll(latePage);
    await expectNoAxeViolations(latePage, 'tournament page with waitlist');
    await screenshotAtBothWidths(latePage, 'match-day-tournament-waitlist');

    // The first captain checks in from the tournament page.
    const firstPage = await signedInPage(browser, first);
    await firstPage.goto(`/#/viewtournament?id=${tournament.id}`);
    const checkIn = firstPage.getByRole('region', { name: 'Check-in' });
    await expect(checkIn.getByText(/^Open now until the start\. Teams that do not check in/)).toBeVisible();
    await checkIn.getByRole('button', { name: `Check in ${first.teamName}` }).click();
    await expect(firstPage.getByText('Your team is checked in')).toBeVisible();
    await expect(checkIn.getByText(`Your team ${first.teamName} is checked in.`)).toBeVisible();
    await expect(firstPage.getByRole('button', { name: 'Leave Tournament' })).toBeVisible();
    await expectNoAxeViolations(firstPage, 'tournament page, checked in');
    await screenshotAtBothWidths(firstPage, 'match-day-checked-in');

    // The second from My Tournaments.
    const secondPage = await signedInPage(browser, second);
    await secondPage.goto('/#/myprofile?menu=3');
    const table = secondPage.getByRole('table', { name: 'Enrolled Tournaments' });
    const row = table.getByRole('row').filter({ hasText: tournament.tournament_name });
    await row.getByRole('button', { name: 'Check in' }).click();
    await expect(row.getByText('Checked in')).toBeVisible();
    await expectNoSidewaysScroll(secondPage);
    await expectNoAxeViolations(secondPage, 'My Tournaments with check-in');
    await screenshotAtBothWidths(secondPage, 'match-day-my-tournaments');

    // The waiting captains see their place in line in My Tournaments; the first leaves the waitlist there.
    const laterPage = await signedInPage(browser, later);
    await laterPage.goto('/#/myprofile?menu=3');
    const laterRow = laterPage
      .getByRole('table', { name: 'Enrolled Tournaments' })
      .getByRole('row')
      .filter({ hasText: tournament.tournament_name });
    await expect(laterRow.getByText('On the waitlist, 1st in line')).toBeVisible();
    await expectNoSidewaysScroll(laterPage);
    await expectNoAxeViolations(laterPage, 'My Tournaments with a waiting team');
    await screenshotAtBothWidths(laterPage, 'match-day-my-tournaments-waitlist');
    await laterRow.getByRole('button', { name: `Leave waitlist of ${tournament.tournament_name}` }).click();
    const leaveDialog = laterPage.getByRole('dialog', {
      name: 'Are you sure you want to leave the waitlist?',
    });
    await expectNoAxeViolations(laterPage, 'Leave waitlist dialog');
    await leaveDialog.getByRole('button', { name: 'Exit' }).click();
    await expect(laterPage.getByText('Your team has left the waitlist')).toBeVisible();
    await expect(laterRow).toHaveCount(0);

    await latePage.goto('/#/myprofile?menu=3');
    await expect(
      latePage
        .getByRole('table', { name: 'Enrolled Tournaments' })
        .getByRole('row')
        .filter({ hasText: tournament.tournament_name })
        .getByText('On the waitlist, 1st in line'),
    ).toBeVisible();
  });
});

test.describe('match day: the match room', () => {
  test('both captains see the round, the rosters and a plain-text thread; My matches links to it; outsiders do not', async ({
    browser,
    scenario,
  }) => {
    test.setTimeout(scaled(180_000));
    const { tournament, home, away, matchId } = await scenario.readyFinal();

    const homePage = await signedInPage(browser, home);
    await homePage.goto(`/#/viewtournament?id=${tournament.id}`);
    await homePage.getByRole('tab', { name: 'Brackets' }).click();
    await homePage.getByRole('link', { name: 'Open the match room' }).click();
    await expect(homePage.getByRole('heading', { level: 1, name: 'Final' })).toBeVisible();
    await expect(homePage.getByRole('heading', { level: 2, name: new RegExp(home.teamName) })).toBeVisible();
    await expect(homePage.getByRole('heading', { level: 2, name: new RegExp(away.teamName) })).toBeVisible();
    await expect(homePage.getByRole('form', { name: 'Report the Final score' })).toBeVisible();
    const hostile = '<b>bold?</b> <img src=x onerror=alert(1)> see you at 8';
    await homePage.getByRole('textbox', { name: 'Message', exact: true }).fill(hostile);
    await homePage.getByRole('button', { name: 'Send' }).click();
    await expect(homePage.getByText(hostile, { exact: true })).toBeVisible();

    const awayPage = await signedInPage(browser, away);
    await awayPage.goto(`/#/match?id=${matchId}`);
    await expect(awayPage.getByText(hostile, { exact: true })).toBeVisible();
    await awayPage.getByRole('textbox', { name: 'Message', exact: true }).fill('Ready when you are');
    await awayPage.getByRole('button', { name: 'Send' }).click();
    await expect(awayPage.getByText('Ready when you are')).toBeVisible();
    await expectNoSidewaysScroll(awayPage);
    await expectNoAxeViolations(awayPage, 'match room');
    await screenshotAtBothWidths(awayPage, 'match-day-match-room');

    const outsider = await scenario.captain({ prefix: 'outsider' });
    const outsiderPage = await signedInPage(browser, outsider);
    await outsiderPage.goto(`/#/match?id=${matchId}`);
    await expect(outsiderPage.getByText('The match was not found')).toBeVisible();
    await expect(outsiderPage.getByText(hostile)).toHaveCount(0);
  });
});

test.describe('match day: the bracket links to match rooms', () => {
  test("a player's own matches, and every match for the admin, open their match room from the bracket", async ({
    browser,
    request,
    scenario,
  }) => {
    test.setTimeout(scaled(180_000));
    const { tournament, captains } = await scenario.underwayTournament({ teams: 4 });
    const home = captains[0]!;
    const bracketOf = async (page: Page) => {
      await page.goto(`/#/viewtournament?id=${tournament.id}`);
      await page.getByRole('tab', { name: 'Brackets' }).click();
      const chart = page.getByRole('region', { name: /^Bracket chart of / });
      // The drawing is made when the chart comes near the screen (decision 0034).
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.locator('.brackets-viewer .match').first()).toBeVisible();
      return chart;
    };

    // The player: one link on the drawing, on the semi-final of their team (the final has no team yet).
    const homePage = await signedInPage(browser, home);
    const chart = await bracketOf(homePage);
    const drawn = chart.locator('.bracket-room-link');
    await expect(drawn).toHaveCount(1);
    await expect(drawn).toHaveText('Match room');
    const semi = chart.locator('.match', { has: homePage.locator('.bracket-room-link') });
    await expect(semi).toContainText(home.teamName);
    await expectNoSidewaysScroll(homePage);
    await expectNoAxeViolations(homePage, 'bracket with match room links');
    await screenshotAtBothWidths(homePage, 'match-day-bracket-room-links');

    // The keyboard's way: the matches table's link, shown while it has focus.
    const keyboardLink = homePage.getByRole('link', { name: /^Match room of Semi-final, match \d$/ });
    await expect(keyboardLink).toHaveCount(1);
    await keyboardLink.focus();
    await expect(keyboardLink).toBeVisible();
    await expect(homePage.getByRole('table', { name: /^Matches of / })).toBeVisible();
    await keyboardLink.blur();

    // A click on the drawing opens the room, at 375 px as at 1280 px.
    await homePage.setViewportSize({ width: 375, height: 812 });
    await drawn.click();
    await expect(homePage.getByRole('heading', { level: 1, name: 'Semi-final' })).toBeVisible();
    await expect(homePage.getByRole('heading', { level: 2, name: new RegExp(home.teamName) })).toBeVisible();
    await homePage.setViewportSize({ width: 1280, height: 800 });

    // The admin: both semi-finals.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await storeSession(adminPage, await loginViaApi(request, ADMIN.email, ADMIN.password));
    const adminChart = await bracketOf(adminPage);
    await expect(adminChart.locator('.bracket-room-link')).toHaveCount(2);
    await expect(adminPage.getByRole('link', { name: /^Match room of Semi-final, match \d$/ })).toHaveCount(
      2,
    );
    await expectNoAxeViolations(adminPage, "the admin's bracket with match room links");
    await adminChart.locator('.bracket-room-link').last().click();
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Semi-final' })).toBeVisible();
    await expect(adminPage.getByRole('heading', { level: 2 })).not.toHaveCount(0);
  });
});
