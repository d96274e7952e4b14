/**
 * A series in the browser (decision 0040): a Bo3 final reported game by game by both captains in the match room,
 * the form offering a game only while the series is undecided; confirmed with its games on both cards, in the room
 * and in the bracket's table. The match room passes axe and has no sideways scroll at 375 and 1280 px. (The veto
 * before the games is decision 0041's.) Then an organiser enters a Bo3 game by game from the console's Matches
 * list, which shows its games, as do the public bracket and its table.
 */
import { dismissToasts, expectToast, openConsoleSignedIn } from './admin-support';
import { expect, test, scaled } from './fixtures';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  screenshotAtBothWidths,
  screenshotSectionAtBothWidths,
} from './screens';
import { ADMIN, signedInPage } from './support';
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

  test("an organiser enters a Bo3 game by game from the console's Matches list; the public bracket shows it", async ({
    page,
    browser,
    scenario,
  }) => {
    test.setTimeout(scaled(180_000));
    const { tournament, home, away } = await scenario.readyFinal({
      settings: { best_of: 3, final_best_of: 3 },
    });

    await openConsoleSignedIn(page, ADMIN.email, ADMIN.password);
    await page.goto(`/#/admin/tournaments/${tournament.id}`);
    await expect(page.getByRole('heading', { level: 1, name: tournament.tournament_name })).toBeVisible();
    await dismissToasts(page);
    const matches = page.getByRole('region', { name: 'Matches table' });
    const finalRow = matches.getByRole('row').filter({ hasText: /^Final · 1/ });
    await expect(finalRow).toContainText('Bo3');
    await finalRow.getByRole('button', { name: /^Set result: Final 1,/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Set the result: Final' });
    await expect(dialog.getByText('Bo3 · series 0-0')).toBeVisible();
    // The dialog names the teams in the match's order (the draw decides which team is first).
    const homeFirst = ((await dialog.locator('form > p').first().textContent()) ?? '').startsWith(
      home.teamName,
    );
    // Home wins 13–11, loses 9–13, wins 13–7; the fields are named by team, in the match's order.
    const games: Array<[number, number]> = [
      [13, 11],
      [9, 13],
      [13, 7],
    ];
    for (const [index, [own, other]] of games.entries()) {
      if (index > 0) await dialog.getByRole('button', { name: `Add game ${index + 1}` }).click();
      const game = dialog.getByRole('group', { name: `Game ${index + 1}` });
      await game.getByLabel(`Score of ${home.teamName}`).fill(String(own));
      await game.getByLabel(`Score of ${away.teamName}`).fill(String(other));
    }
    await expect(dialog.getByText(`Bo3 · series ${homeFirst ? '2-1' : '1-2'}`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Add game/ })).toHaveCount(0);
    await screenshotSectionAtBothWidths(page, dialog, 'console-series-result-dialog');
    await dialog.getByRole('button', { name: 'Save result' }).click();
    await expectToast(page, 'Result saved');
    await expect(dialog).toBeHidden();

    // The Matches list: the series score and its games, team 1 first.
    const listed = homeFirst ? '13–11, 9–13, 13–7' : '11–13, 13–9, 7–13';
    await expect(finalRow).toContainText(`Bo3: ${listed}`);
    await expect(finalRow).toContainText(homeFirst ? '2 – 1' : '1 – 2');
    await dismissToasts(page);
    await expectNoAxeViolations(page, "the console's matches with a series result");
    await expectNoSidewaysScroll(page, "the console's matches with a series result");
    await screenshotSectionAtBothWidths(page, matches, 'console-series-matches');

    // The public tournament page: the bracket draws the series score, its table names the games.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/#/viewtournament?id=${tournament.id}`);
    await visitor.getByRole('tab', { name: 'Brackets' }).click();
    await expect(
      visitor.getByRole('cell', { name: `Won by ${home.teamName} (games ${listed})` }),
    ).toBeAttached();
    const chart = visitor.locator('.brackets-viewer');
    await expect(chart.locator('.participant.win .result')).toHaveText('2');
    await expect(chart.locator('.participant.loss .result')).toHaveText('1');
    await expectNoSidewaysScroll(visitor, 'the public bracket of a series');
    await screenshotAtBothWidths(visitor, 'series-public-bracket');
    // The series decided the final: the Results tab names the champion.
    await visitor.getByRole('tab', { name: 'Results' }).click();
    await expect(visitor.getByRole('row', { name: new RegExp(`^1st ${home.teamName}`) })).toBeVisible();
    await visitor.close();
  });
});
