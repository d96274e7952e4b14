/**
 * A tournament from enrolment to prize money, in the browser: a captain enrols through the enrolment
 * dialog, the admin starts the tournament, the Brackets tab draws the bracket, both captains report the
 * final through My matches, and the winner's Wallet shows the prize. Also My Tournaments of a player with eleven
 * entries. Every tournament and player is made for the test (e2e/scenarios.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test, scaled } from './fixtures';
import { unique } from './scenarios';
import { hashPath, signedInPage, storeSession } from './support';
import { walletOf, type Session } from './tournament-support';
import { expectNoAxeViolations, screenshotAtBothWidths } from './screens';
import { expectToast } from './admin-support';

const ENROLLED = 'Your team has been enrolled in the tournament';
const RECORDED = 'Your result has been recorded; waiting for the other captain';
const CONFIRMED = 'Result confirmed';
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

async function openPanel(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'My Account' }).getByRole('button', { name: label }).click();
  await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
}

async function openBrackets(page: Page, tournamentId: number) {
  await page.goto(`/#/viewtournament?id=${tournamentId}`);
  await page.reload();
  await page.getByRole('tab', { name: 'Brackets' }).click();
  return page.getByRole('tabpanel', { name: 'Brackets' });
}

async function reportFinal(page: Page, own: number, opponent: number) {
  const final = page.getByRole('tabpanel', { name: 'Brackets' }).getByRole('article', { name: 'Final' });
  await final.getByLabel('Your score').fill(String(own));
  await final.getByLabel("Your opponent's score").fill(String(opponent));
  await final.getByRole('button', { name: 'Report score' }).click();
  return final;
}

test.describe('tournament journey', () => {
  test('enrol through the dialog, the bracket drawn live, both captains report the final, the winner is paid', async ({
    browser,
    request,
    scenario,
  }) => {
    test.setTimeout(scaled(240_000));
    // A pending VIP 1v1 invitational nobody has entered: exactly our two teams will play it. VIP entry needs
    // the plan (bought through the sandbox) and one token per player.
    const prize = 1000;
    const { id, tournament_name: name } = await scenario.tournament({
      name: `VIP Invitational ${unique()}`,
      teamSize: 1,
      totalTeams: 16,
      category: 'vip',
      prize,
      split: [70, 30],
      startInDays: 20,
    });
    const alpha = await scenario.captain({ prefix: 'alpha', vip: true, tokens: 1 });
    const bravo = await scenario.captain({ prefix: 'bravo', vip: true, tokens: 1 });
    await scenario.enrol(bravo, id);

    // Alpha enrols through the UI: Enroll now → Tournament Enrollment → the team → Yes.
    const alphaPage = await signedInPage(browser, alpha);
    await alphaPage.goto(`/#/viewtournament?id=${id}`);
    await expect(alphaPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await alphaPage.getByRole('button', { name: 'Enroll now' }).click();
    const enrolment = alphaPage.getByRole('dialog', { name: 'Tournament Enrollment' });
    await enrolment.getByText(alpha.teamName).click();
    await expect(enrolment.getByRole('radio', { name: alpha.teamName })).toBeChecked();
    await enrolment.getByRole('button', { name: 'Yes' }).click();
    await expect(alphaPage.getByText(ENROLLED)).toBeVisible();
    await expect.poll(() => hashPath(alphaPage)).toBe('/tournament');
    await expect(enrolment).toBeHidden();

    // My Tournaments lists it; a click anywhere on its row opens it, Leave Tournament is offered.
    await alphaPage.goto('/#/myprofile');
    await openPanel(alphaPage, 'My Tournaments');
    const row = alphaPage.getByRole('table', { name: 'Enrolled Tournaments' }).getByRole('row', { name });
    await expect(row.getByRole('cell', { name: '1v1' })).toBeVisible();
    await expect(row.getByRole('cell', { name: alpha.teamName })).toBeVisible();
    // The name's link is stretched over the row: a click on the row is a click on it.
    await row.click();
    await expect.poll(() => hashPath(alphaPage)).toBe(`/viewtournament?id=${id}`);
    await expect(alphaPage.getByRole('button', { name: 'Leave Tournament' })).toBeVisible();

    await scenario.start(id);

    // The Brackets tab draws the bracket: the final between the two teams, alpha's highlighted.
    let panel = await openBrackets(alphaPage, id);
    await expect(alphaPage.getByRole('button', { name: 'Tournament Started' })).toBeDisabled();
    const chart = panel.getByRole('region', { name: `Bracket chart of ${name}` });
    // The drawing is made when the chart comes near the screen (decision 0034).
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.getByText(alpha.teamName)).toBeVisible();
    await expect(chart.getByText(bravo.teamName)).toBeVisible();
    await expect(chart.getByText('Final', { exact: true })).toBeVisible();
    await expect(chart.locator('.participant--mine')).toContainText(alpha.teamName);
    await expect(panel.getByRole('table', { name: `Matches of ${name}` })).toContainText(
      `${alpha.teamName} (your team)`,
    );
    const alphaFinal = panel.getByRole('article', { name: 'Final' });
    await expect(alphaFinal.getByText('Ready to play')).toBeVisible();
    await expect(alphaFinal).toContainText(`vs ${bravo.teamName}`);
    await expectNoAxeViolations(alphaPage, 'Brackets tab with a drawn bracket');
    await screenshotAtBothWidths(alphaPage, 'tournament-brackets-live');

    // Alpha reports 3-1 and waits for the other captain.
    await reportFinal(alphaPage, 3, 1);
    await expectToast(alphaPage, RECORDED);
    await expect(alphaFinal.getByText('Waiting for the other captain', { exact: true })).toBeVisible();
    await expect(alphaFinal.getByText('3–1', { exact: true })).toBeVisible();

    // Bravo agrees (1-3 from bravo's side): the result is confirmed; the final ends the tournament.
    const bravoPage = await signedInPage(browser, bravo);
    panel = await openBrackets(bravoPage, id);
    const bravoFinal = panel.getByRole('article', { name: 'Final' });
    await expect(bravoFinal.getByText('Awaiting your report')).toBeVisible();
    await reportFinal(bravoPage, 1, 3);
    await expectToast(bravoPage, CONFIRMED);
    await expect(bravoFinal.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(bravoFinal.getByText('Lost 1–3', { exact: true })).toBeVisible();
    await expect(bravoPage.getByRole('button', { name: 'Tournament Ended' })).toBeDisabled();
    await expect(
      panel
        .getByRole('table', { name: `Matches of ${name}` })
        .getByRole('row')
        .nth(1),
    ).toContainText(`Won by ${alpha.teamName}`);

    // Alpha's page catches up without a reload (the live bracket is fetched again every 10 s).
    await expect(alphaFinal.getByText('Confirmed', { exact: true })).toBeVisible({ timeout: scaled(20_000) });
    await expect(alphaFinal.getByText('Won 3–1', { exact: true })).toBeVisible();
    await expect(alphaPage.locator('.brackets-viewer .participant.win')).toContainText(alpha.teamName);
    await expect(alphaPage.getByRole('button', { name: 'Tournament Ended' })).toBeDisabled({
      timeout: scaled(20_000),
    });

    // The prize: winner and runner-up share the pool by the tournament's split, the winner the most.
    const alphaWallet = await walletOf(request, alpha);
    const bravoWallet = await walletOf(request, bravo);
    expect(alphaWallet + bravoWallet).toBe(prize);
    expect(alphaWallet).toBeGreaterThan(bravoWallet);
    await alphaPage.goto('/#/myprofile');
    await alphaPage.reload();
    await openPanel(alphaPage, 'Wallet');
    await expect(alphaPage.locator('.stat-tile', { hasText: 'Available Balance' })).toContainText(
      pounds.format(alphaWallet),
    );

    // The finished bracket, as everyone sees it now.
    panel = await openBrackets(bravoPage, id);
    const finishedChart = panel.getByRole('region', { name: /^Bracket chart of/ });
    await finishedChart.scrollIntoViewIfNeeded();
    await expect(finishedChart.getByText(alpha.teamName)).toBeVisible();
    await expectNoAxeViolations(bravoPage, 'Brackets tab of a finished tournament');
    await screenshotAtBothWidths(bravoPage, 'tournament-brackets-completed');

    // Team names link to the team pages (decision 0046): the drawn names for pointers, the table's names for the
    // keyboard (the table comes into view while focused).
    const drawnName = finishedChart.locator('.bracket-team-link', { hasText: alpha.teamName }).first();
    await expect(drawnName).toHaveAttribute('href', `#/team?id=${alpha.teamId}`);
    await drawnName.click();
    await expect.poll(() => hashPath(bravoPage)).toBe(`/team?id=${alpha.teamId}`);
    await expect(bravoPage.getByRole('heading', { level: 2, name: alpha.teamName })).toBeVisible();
    panel = await openBrackets(bravoPage, id);
    const tableName = panel
      .getByRole('table', { name: `Matches of ${name}` })
      .getByRole('link', { name: alpha.teamName, exact: true });
    await tableName.focus();
    await expect(tableName).toBeVisible();
    await bravoPage.keyboard.press('Enter');
    await expect.poll(() => hashPath(bravoPage)).toBe(`/team?id=${alpha.teamId}`);
  });

  test('My Tournaments: a player’s entries, 5 a page, each row opening its tournament', async ({
    page,
    request,
    scenario,
  }) => {
    // A captain entered in eleven open tournaments: three pages.
    const captain = await scenario.captain({ prefix: 'entrant' });
    const game = await scenario.game();
    for (let i = 0; i < 11; i += 1) {
      const cup = await scenario.tournament({
        gameId: game.id,
        name: `Entry Cup ${unique()}`,
        startInDays: 3 + i,
      });
      await scenario.enrol(captain, cup.id);
    }
    const session: Session = captain;
    await storeSession(page, session);
    const entries = (await (
      await request.get('/api/user-enroll-tournament-list', {
        headers: { Authorization: `Bearer ${session.token}` },
      })
    ).json()) as { data: Array<{ id: number; tournament_name: string }> };
    expect(entries.data.length, `${captain.email} enters more than one page`).toBeGreaterThan(5);

    await page.goto('/#/myprofile');
    await openPanel(page, 'My Tournaments');
    const table = page.getByRole('table', { name: 'Enrolled Tournaments' });
    await expect(table.getByRole('rowheader')).toHaveText(
      entries.data.slice(0, 5).map((t) => t.tournament_name),
    );
    const pager = page.getByRole('navigation', { name: 'Enrolled Tournaments pages' });
    await expect(pager.getByRole('button', { name: 'First page' })).toBeDisabled();
    await expectNoAxeViolations(page, 'My Tournaments');
    await screenshotAtBothWidths(page, 'account-my-tournaments');

    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(table.getByRole('rowheader')).toHaveText(
      entries.data.slice(5, 10).map((t) => t.tournament_name),
    );
    await pager.getByRole('button', { name: 'Last page' }).click();
    const lastPage = Math.ceil(entries.data.length / 5);
    await expect(pager.getByRole('button', { name: `Page ${lastPage}` })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Keyboard: the name is the row's link.
    await pager.getByRole('button', { name: 'First page' }).click();
    const first = entries.data[0]!;
    await table.getByRole('link', { name: first.tournament_name }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => hashPath(page)).toBe(`/viewtournament?id=${first.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first.tournament_name })).toBeVisible();
  });
});
