/**
 * Keyboard only (issue 29, WCAG 2.1.1 and 2.4.3): a captain enrols a team and reports a match with Tab, Enter,
 * Space and the arrow keys, never the mouse. Each control is reached by pressing Tab from the page's start, in the
 * page's order, so a control the keyboard cannot reach (or reaches only behind a trap) fails the test.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { unique } from './scenarios';
import { signedInPage } from './support';
import { expectToast } from './admin-support';

/** Presses Tab until `target` has the focus; fails when `limit` presses do not get there. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)} in ${limit} presses`);
}

test.describe('keyboard only', () => {
  test('a captain enrols a team and reports the final without a mouse', async ({ browser, scenario }) => {
    // Enrolment: a pending 1v1 cup with a 5-credit fee, a captain with the credits.
    const cup = await scenario.tournament({ name: `Keyboard Cup ${unique()}`, teamSize: 1, entryFee: 5 });
    const captain = await scenario.captain({ prefix: 'keys', credits: 10 });
    const page = await signedInPage(browser, captain);
    await page.goto(`/#/viewtournament?id=${cup.id}`);
    await expect(page.getByRole('heading', { level: 1, name: cup.tournament_name })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Enroll now' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Tournament Enrollment' });
    await expect(dialog).toBeVisible();
    // The focus moved into the dialog and stays there (Tab from the page cannot leave it).
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    const team = dialog.getByRole('radio', { name: captain.teamName });
    await tabTo(page, team);
    await page.keyboard.press('Space');
    await expect(team).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: 'Yes' }));
    await page.keyboard.press('Enter');
    await expectToast(page, 'Your team has been enrolled in the tournament');

    // Reporting: the final of an underway cup of two, from its Brackets tab.
    const { tournament, home } = await scenario.readyFinal();
    const homePage = await signedInPage(browser, home);
    await homePage.goto(`/#/viewtournament?id=${tournament.id}`);
    await expect(homePage.getByRole('heading', { level: 1, name: tournament.tournament_name })).toBeVisible();
    // A live cup opens on its Brackets tab, where the final waits for the report.
    await expect(homePage.getByRole('tab', { name: 'Brackets' })).toHaveAttribute('aria-selected', 'true');
    const final = homePage
      .getByRole('tabpanel', { name: 'Brackets' })
      .getByRole('article', { name: 'Final' });
    await tabTo(homePage, final.getByLabel('Your score'));
    await homePage.keyboard.type('2');
    await homePage.keyboard.press('Tab');
    await expect(final.getByLabel("Your opponent's score")).toBeFocused();
    await homePage.keyboard.type('0');
    await tabTo(homePage, final.getByRole('button', { name: 'Report score' }));
    await homePage.keyboard.press('Enter');
    await expectToast(homePage, 'Your result has been recorded; waiting for the other captain');
    await expect(final.getByText('Waiting for the other captain', { exact: true })).toBeVisible();
    // The focus is kept on the match (not dropped to the page's body) so the keyboard goes on from there.
    expect(await homePage.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  });
});
