/**
 * Evidence in the browser (decision 0024): a captain attaches a screenshot to the report in the match
 * room; the other captain sees it arrive without a reload; after a dispute the organiser sees both sides'
 * screenshots side by side on the dispute screen and in the control room, which follows new ones live.
 */
import type { Locator, Page } from '@playwright/test';
import { gradientPng } from '../../../test-support/png';
import { dismissToasts, expectToast, openConsoleSignedIn } from './admin-support';
import { expect, test, scaled } from './fixtures';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectTapTargets,
  screenshotAtBothWidths,
  screenshotSectionAtBothWidths,
} from './screens';
import { ADMIN, signedInPage } from './support';

const file = (name: string, hue: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: gradientPng(480, 270, hue),
});

/** The screenshot link shows a stored picture that loaded (the browser decoded it). */
async function expectLoadedScreenshot(scope: Page | Locator, name: RegExp) {
  const link = scope.getByRole('link', { name });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', /^\/storage\/match_evidence\/[\w-]{32}\.png$/);
  await expect
    .poll(() =>
      link.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBeGreaterThan(0);
}

async function attachAndReport(page: Page, shot: ReturnType<typeof file>, own: number, opponent: number) {
  const report = page.getByRole('region', { name: 'Your report' });
  await report.getByLabel('Attach screenshots').setInputFiles(shot);
  await expect(report.getByText('Uploading…')).toHaveCount(0);
  await report.getByLabel('Your score', { exact: true }).fill(String(own));
  await report.getByLabel("Your opponent's score").fill(String(opponent));
  await report.getByRole('button', { name: 'Report score' }).click();
}

test.describe('match day: evidence', () => {
  test('a captain attaches a screenshot to the report; the other captain and the organiser see both sides', async ({
    browser,
    page,
    scenario,
  }) => {
    test.setTimeout(scaled(240_000));
    const { tournament, home, away, matchId } = await scenario.readyFinal();

    // The away captain has the match room open before anything is attached.
    const awayPage = await signedInPage(browser, away);
    await awayPage.goto(`/#/match?id=${matchId}`);
    const awayEvidence = awayPage.getByRole('region', { name: 'Evidence' });
    await expect(awayEvidence.getByText('No screenshots yet.')).toHaveCount(2);

    // The home captain attaches a screenshot and reports a win.
    const homePage = await signedInPage(browser, home);
    await homePage.goto(`/#/match?id=${matchId}`);
    await attachAndReport(homePage, file('home-win.png', [40, 200, 120]), 2, 0);
    // The toast (the report card's live region says the same to screen readers).
    await expectToast(homePage, 'Your result has been recorded; waiting for the other captain');
    await expectLoadedScreenshot(homePage, new RegExp(`^Screenshot 1 from ${home.teamName}`));

    // It reaches the away captain's open page on its own (the user stream), and the bell says so.
    await expectLoadedScreenshot(awayPage, new RegExp(`^Screenshot 1 from ${home.teamName}`));
    await awayPage
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications, / })
      .click();
    await expect(
      awayPage
        .getByRole('region', { name: 'Notifications' })
        .getByRole('link', { name: new RegExp(`${home.teamName} added a screenshot to your match`) }),
    ).toBeVisible();
    await awayPage.keyboard.press('Escape');

    // The away captain answers with a screenshot of its own and claims the win: a dispute.
    await attachAndReport(awayPage, file('away-win.png', [220, 90, 60]), 2, 0);
    await expect(
      awayPage.getByText('The captains reported different results; an admin will decide').first(),
    ).toBeVisible();
    await expectLoadedScreenshot(awayPage, new RegExp(`^Screenshot 1 from ${away.teamName}`));
    await dismissToasts(awayPage);
    await expectNoSidewaysScroll(awayPage);
    await expectNoAxeViolations(awayPage, 'match room with evidence');
    await screenshotAtBothWidths(awayPage, 'match-evidence-match-room');
    const awayReport = awayPage.getByRole('region', { name: 'Your report' });
    await expectTapTargets(awayPage, awayReport, 'the report card with screenshots');
    await expectTapTargets(awayPage, awayEvidence, 'the evidence section');
    await screenshotSectionAtBothWidths(awayPage, awayEvidence, 'match-evidence-section');

    // The organiser: the dispute screen shows both reports, each with its screenshot, side by side.
    await openConsoleSignedIn(page, ADMIN.email, ADMIN.password);
    await page.goto(`/#/admin/tournaments/${tournament.id}`);
    await expect(page.getByRole('heading', { level: 1, name: tournament.tournament_name })).toBeVisible();
    const reports = page
      .getByRole('region', { name: 'Disputes' })
      .getByRole('list', { name: 'Reports and screenshots' });
    await expect(reports.getByText(/2–0 for themselves/)).toHaveCount(2);
    await expectLoadedScreenshot(reports, new RegExp(`^Screenshot 1 from ${home.teamName}`));
    await expectLoadedScreenshot(reports, new RegExp(`^Screenshot 1 from ${away.teamName}`));
    const homeSide = reports.getByRole('listitem').filter({ hasText: `${home.teamName} reported` });
    await expect(homeSide.getByRole('link')).toHaveCount(1);
    // Side by side on a desktop: the two reports share a row.
    const [first, second] = await Promise.all(
      [home.teamName, away.teamName].map((name) =>
        reports
          .getByRole('listitem')
          .filter({ hasText: `${name} reported` })
          .boundingBox(),
      ),
    );
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);

    // The control room shows each side's screenshots, and follows a new one without a reload.
    const room = page.getByRole('region', { name: 'Control room table' });
    await expect(
      room.getByRole('link', { name: new RegExp(`^Screenshot 1 from ${home.teamName}`) }),
    ).toBeVisible();
    await expect(
      room.getByRole('link', { name: new RegExp(`^Screenshot 1 from ${away.teamName}`) }),
    ).toBeVisible();
    const homeReport = homePage.getByRole('region', { name: 'Your report' });
    await homeReport.getByLabel('Attach screenshots').setInputFiles(file('home-replay.png', [60, 120, 230]));
    await expectLoadedScreenshot(homePage, new RegExp(`^Screenshot 2 from ${home.teamName}`));
    await expect(
      room.getByRole('link', { name: new RegExp(`^Screenshot 2 from ${home.teamName}`) }),
    ).toBeVisible({
      timeout: scaled(20_000),
    });
    await dismissToasts(page);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, 'dispute screen with evidence');
    await screenshotAtBothWidths(page, 'match-evidence-dispute');
    // The long console page shrinks each part past judging: each gets its own pictures and target check.
    for (const [name, section] of [
      ['match-evidence-control-room', page.getByRole('region', { name: 'Control room', exact: true })],
      ['match-evidence-disputes', page.getByRole('region', { name: 'Disputes', exact: true })],
    ] as const) {
      await expectTapTargets(page, section, name);
      await screenshotSectionAtBothWidths(page, section, name);
    }

    await homePage.context().close();
    await awayPage.context().close();
  });
});
