/**
 * A series in the browser (decision 0040): a Bo3 final reported game by game by both captains in the match room,
 * the form offering a game only while the series is undecided; confirmed with its games on both cards, in the room
 * and in the bracket's table. The match room passes axe and has no sideways scroll at 375 and 1280 px. (The veto
 * before the games is decision 0041's.)
 */
import { expectToast } from './admin-support';
import { expect, test, scaled } from './fixtures';
import { expectNoAxeViolations, expectNoSidewaysScroll, screenshotAtBothWidths } from './screens';
import { signedInPage } from './support';
import { enterGames, seriesForm } from './tournament-support';

test.describe('match day: a series', () => {
  test('both captains report a Bo3 game by game in the match room; it is confirmed with its games', async ({
    browser,
    scenario,
  }) => {
    test.setTimeout(scaled(180_000));
    const { home, away, matchId } = await scenario.readyFinal({ settings: { best_of: 3, final_best_of: 3 } });

    const homePage = await signedInPage(browser, home);
    await homePage.goto(`/#/match?id=${matchId}`);
    const homeForm = seriesForm(homePage);
    await expect(homeForm).toBeVisible();
    await expect(homeForm.getByText('Bo3 · series 0-0')).toBeVisible();
    await enterGames(homeForm, [
      [13, 11],
      [9, 13],
    ]);
    await expect(homeForm.getByText('Bo3 · series 1-1')).toBeVisible();
    await enterGames(homeForm, [[13, 7]], 3);
    await expect(homeForm.getByText('Bo3 · series 2-1')).toBeVisible();
    // Decided: no fourth game.
    await expect(homeForm.getByRole('button', { name: /Add game/ })).toHaveCount(0);
    await expectNoAxeViolations(homePage, 'the match room with the series form');
    await expectNoSidewaysScroll(homePage, 'the match room with the series form');
    await screenshotAtBothWidths(homePage, 'series-report-form');
    await homeForm.getByRole('button', { name: 'Report the Bo3' }).click();
    await expectToast(homePage, 'Your result has been recorded; waiting for the other captain');
    await expect(homePage.getByText('2–1 (13–11, 9–13, 13–7)')).toBeVisible();

    // The other captain reports the same games from their side.
    const awayPage = await signedInPage(browser, away);
    await awayPage.goto(`/#/match?id=${matchId}`);
    const awayForm = seriesForm(awayPage);
    await expect(awayForm).toBeVisible();
    await enterGames(awayForm, [
      [11, 13],
      [13, 9],
      [7, 13],
    ]);
    await expect(awayForm.getByText('Bo3 · series 1-2')).toBeVisible();
    await awayForm.getByRole('button', { name: 'Report the Bo3' }).click();
    await expectToast(awayPage, 'Result confirmed');

    // Both cards and the room show the series with its games.
    const card = awayPage.getByRole('region', { name: 'Your report' });
    await expect(card.getByText('Lost 1–2 (11–13, 13–9, 7–13)')).toBeVisible();
    // The room names the teams in the match's order (the draw decides which comes first).
    await expect(awayPage.locator('.match-room__series')).toHaveText(
      new RegExp(
        `^\\s*Bo3 · (${home.teamName} 2–1 ${away.teamName} \\(13–11, 9–13, 13–7\\)|${away.teamName} 1–2 ${home.teamName} \\(11–13, 13–9, 7–13\\))$`,
      ),
    );
    await homePage.reload();
    await expect(
      homePage.getByRole('region', { name: 'Your report' }).getByText('Won 2–1 (13–11, 9–13, 13–7)'),
    ).toBeVisible();
    await expectNoAxeViolations(homePage, 'the match room of a decided series');
    await expectNoSidewaysScroll(homePage, 'the match room of a decided series');
    await screenshotAtBothWidths(homePage, 'series-decided');
  });
});
