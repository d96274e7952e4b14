/**
 * The organiser console (decision 0011), in the browser: the admin logs in, creates a game and a 4-team 1v1
 * tournament with HTML descriptions, starts it once four captains have entered, resolves a disputed
 * semi-final, corrects it before the final, and the final's agreed report completes the tournament. The
 * winner withdraws the prize and the admin pays it out. The admin promotes a player, gives a captain credits
 * for a paid entry, and the new admin cancels that tournament, which refunds the captain.
 */
import type { Page } from '@playwright/test';
import { expect, test, scaled } from './fixtures';
import { ADMIN, PASSWORD, authenticatorCode, hashPath } from './support';
import {
  bracketMatches,
  consoleNav,
  createTournamentViaApi,
  dismissToasts,
  enrol,
  expectToast,
  localInput,
  loginToConsole,
  newCaptain,
  newPlayer,
  openConsolePage,
  profileOf,
  reportScore,
  requestWithdrawal,
  settlePayoutViaSandbox,
  clickInDialog,
  type Captain,
} from './admin-support';
import { expectNoAxeViolations, screenshotAtBothWidths } from './screens';

const HOUR = 3_600_000;

async function openPlayer(page: Page, email: string, name: string) {
  await openConsolePage(page, 'Players');
  await page.getByLabel('Search players').fill(email);
  await page.getByLabel('Search players').press('Enter');
  await page.getByRole('region', { name: 'Players table' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('organiser console', () => {
  test('runs a tournament from creation to payout, and a second admin cancels one with refunds', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(scaled(300_000));
    const stamp = Date.now().toString(36);
    const gameName = `Console Game ${stamp}`;
    const tournamentName = `Console Cup ${stamp}`;

    // Four captains with 1v1 teams, a player to promote and a captain who pays an entry fee.
    const captains: Captain[] = [];
    for (const prefix of ['semiA', 'semiB', 'semiC', 'semiD'])
      captains.push(await newCaptain(request, prefix));
    const deputy = await newPlayer(request, 'deputy');
    const payer = await newCaptain(request, 'payer');

    // The admin logs in through the login page and opens the console from the top bar.
    await loginToConsole(page, ADMIN.email, ADMIN.password);
    await expect(page.getByText('Total revenue')).toBeVisible();
    await expectNoAxeViolations(page, 'admin dashboard');
    await screenshotAtBothWidths(page, 'admin-dashboard');

    // A game.
    await openConsolePage(page, 'Games');
    await page.getByRole('button', { name: 'Add a game' }).click();
    const addGame = page.getByRole('dialog', { name: 'Add a game' });
    await addGame.getByLabel('Game name').fill(gameName);
    await addGame.getByRole('button', { name: 'Add game' }).click();
    await expectToast(page, 'The game has been created');
    await expect(page.getByRole('rowheader', { name: gameName })).toBeVisible();

    // A tournament with HTML descriptions: 4 teams of one, free entry, £50 split 70/30, starting in 2 hours.
    await openConsolePage(page, 'Tournaments');
    await page.getByRole('link', { name: 'New tournament' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New tournament' })).toBeVisible();
    const form = page.getByRole('form', { name: 'New tournament' });
    await form.getByLabel('Game').selectOption({ label: gameName });
    await form.getByLabel('Tournament name').fill(tournamentName);
    await form.getByLabel('Region').fill('Western Europe');
    await form.getByLabel('Team size').selectOption({ label: '1v1' });
    await form.getByLabel('Total teams').fill('4');
    await form.getByLabel('Entry fee (credits per team)').fill('0');
    await form.getByLabel('Winning prize (£)').fill('50');
    await form.getByLabel('1st place (%)').fill('70');
    await form.getByRole('button', { name: 'Add a place' }).click();
    await form.getByLabel('2nd place (%)').fill('30');
    // Dates as the product writes them, DD-MM-YYYY HH:mm (decision 0033), not the browser's locale format.
    const now = Date.now();
    const startText = localInput(new Date(now + 2 * HOUR));
    await expect(form.getByLabel('Start date')).toHaveAttribute('placeholder', 'DD-MM-YYYY HH:mm');
    await form.getByLabel('Registration deadline').fill(localInput(new Date(now + HOUR)));
    await form.getByLabel('Start date').fill(startText);
    await form.getByLabel('End date').fill(localInput(new Date(now + 5 * HOUR)));
    // The overview through the toolbar: typed, selected, made bold.
    const overview = form.getByRole('textbox', { name: 'Overview', exact: true });
    await overview.click();
    await page.keyboard.type('Semi-finals then the final');
    await page.keyboard.press('ControlOrMeta+A');
    await form
      .getByRole('toolbar', { name: 'Overview formatting' })
      .getByRole('button', { name: 'Bold' })
      .click();
    await expect(overview.locator('strong')).toHaveText('Semi-finals then the final');
    // The prize description as HTML.
    const prizeTools = form.getByRole('toolbar', { name: 'Prize description formatting' });
    await prizeTools.getByRole('button', { name: 'Edit HTML' }).click();
    await form
      .getByRole('textbox', { name: 'Prize description (HTML)' })
      .fill('<ul><li>Winner: <strong>£35</strong></li><li>Runner-up: £15</li></ul>');
    await form.getByRole('button', { name: 'Create tournament' }).click();
    await expectToast(page, 'The tournament has been created');
    await expect(page.getByRole('heading', { level: 1, name: tournamentName })).toBeVisible();
    // The saved tournament's form shows the start as it was typed.
    await expect(
      page.getByRole('form', { name: `Edit ${tournamentName}` }).getByLabel('Start date'),
    ).toHaveValue(startText);
    const tournamentId = Number(/\/admin\/tournaments\/(\d+)/.exec(page.url())![1]);

    // The four captains enter; the admin sees them and starts the tournament now.
    for (const captain of captains) await enrol(request, captain, tournamentId);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Participants (4)' })).toBeVisible();
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Start now' }).click();
    const startDialog = page.getByRole('dialog', { name: `Start ${tournamentName} now?` });
    await startDialog.getByRole('button', { name: 'Start now' }).click();
    await expectToast(page, 'The tournament has started and its bracket is drawn');
    const matchesTable = page.getByRole('region', { name: 'Matches table' });
    await expect(matchesTable.getByRole('row')).toHaveCount(4);

    // Semi-final 1: the captains disagree (a dispute); semi-final 2: they agree.
    const captainOf = (teamId: number | null) => captains.find((c) => c.teamId === teamId)!;
    const [semi1, semi2] = await bracketMatches(request, tournamentId);
    const [a, b] = semi1!.teams.map(captainOf) as [Captain, Captain];
    const [c, d] = semi2!.teams.map(captainOf) as [Captain, Captain];
    expect(await reportScore(request, a, semi1!.id, 2, 1)).toBe('awaiting_opponent');
    expect(await reportScore(request, b, semi1!.id, 2, 0)).toBe('disputed');
    await reportScore(request, c, semi2!.id, 3, 0);
    expect(await reportScore(request, d, semi2!.id, 0, 3)).toBe('confirmed');

    // The admin resolves the dispute: A won 2-1.
    await page.reload();
    const disputes = page.getByRole('region', { name: 'Disputes' });
    await expect(
      disputes.getByRole('heading', { name: `Semi-final: ${a.teamName} vs ${b.teamName}` }),
    ).toBeVisible();
    await disputes.getByRole('button', { name: /Resolve the dispute/ }).click();
    const resolve = page.getByRole('dialog', { name: 'Set the result: Semi-final' });
    await resolve.getByLabel(`Score of ${a.teamName}`).fill('2');
    await resolve.getByLabel(`Score of ${b.teamName}`).fill('1');
    await resolve.getByRole('button', { name: 'Save result' }).click();
    await expectToast(page, 'Result saved');
    await expect(disputes.getByText('No open dispute in this tournament.')).toBeVisible();

    // Before the final is played, a replay shows B won semi-final 1: the admin corrects it, with a reason.
    await matchesTable.getByRole('button', { name: /^Correct result: Semi-final 1,/ }).click();
    const correct = page.getByRole('dialog', { name: 'Correct the result: Semi-final' });
    await correct.getByLabel(`Score of ${a.teamName}`).fill('0');
    await correct.getByLabel(`Score of ${b.teamName}`).fill('2');
    await correct.getByLabel('Reason for the correction').fill('The replay shows a disconnect in game 2');
    await correct.getByRole('button', { name: 'Save result' }).click();
    await expectToast(page, 'Result corrected; the later matches follow the correction');
    const finalRow = matchesTable.getByRole('row').filter({ hasText: /^Final · / });
    await expect(finalRow).toContainText(b.teamName);
    await expect(finalRow).toContainText(c.teamName);

    // The final, reported in agreement: B beats C and the tournament completes.
    const final = (await bracketMatches(request, tournamentId)).find((m) => m.round === 2)!;
    const [f1, f2] = final.teams.map(captainOf) as [Captain, Captain];
    const winner = f1.teamId === b.teamId ? f1 : f2;
    const loser = winner === f1 ? f2 : f1;
    await reportScore(request, winner, final.id, 3, 1);
    expect(await reportScore(request, loser, final.id, 1, 3)).toBe('confirmed');
    await page.reload();
    await expect(page.locator('.admin-facts').getByText('Completed', { exact: true }).first()).toBeVisible();
    const audit = page.getByRole('region', { name: 'Match audit table' });
    await expect(audit.getByRole('rowheader', { name: 'Corrected by an admin' })).toBeVisible();
    await expect(audit.getByText('The replay shows a disconnect in game 2')).toBeVisible();
    await expectNoAxeViolations(page, 'admin tournament detail');
    await screenshotAtBothWidths(page, 'admin-tournament-detail');

    // The winner (70% of £50) withdraws £20 to PayPal; the admin pays it out from the queue.
    expect((await profileOf(request, winner)).wallet).toBeCloseTo(35, 2);
    const withdrawal = await requestWithdrawal(request, winner, 20);
    expect(withdrawal.net_amount).toBeCloseTo(19.3, 2);
    await openConsolePage(page, 'Withdrawals');
    const row = page.getByRole('row').filter({ hasText: withdrawal.paypal_email });
    await expect(row).toContainText('£20.00');
    await expect(row).toContainText('£0.70');
    await expect(row).toContainText('£19.30');
    await row.getByRole('button', { name: `Pay request #${withdrawal.id}` }).click();
    await clickInDialog(page, `Pay request #${withdrawal.id}?`, 'Pay £19.30');
    await expectToast(page, 'The payout has been sent');
    // Sent, not yet paid: paid once PayPal says the item succeeded (decision 0012).
    await expect(row).toContainText('Processing');
    await settlePayoutViaSandbox(request, withdrawal.id, 'SUCCESS');
    // The sandbox's webhook moves it; the console shows it on its next load.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('row').filter({ hasText: withdrawal.paypal_email })).toContainText('Paid', {
        timeout: 2000,
      });
    }).toPass({ timeout: 60_000 });

    // The admin promotes a fresh player, and gives the paying captain 10 credits with a reason.
    await openPlayer(page, deputy.email, deputy.name);
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Make admin' }).click();
    await clickInDialog(page, `Make ${deputy.name} an admin?`, 'Make admin');
    await expectToast(page, 'The role has been changed');
    await expect(page.getByRole('button', { name: 'Remove admin role' })).toBeVisible();

    await openPlayer(page, payer.email, payer.name);
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Adjust balance' }).click();
    const adjust = page.getByRole('dialog', { name: `Adjust the balance of ${payer.name}` });
    await adjust.getByLabel('Balance', { exact: true }).selectOption({ label: 'Credits' });
    await adjust.getByLabel('Amount to add (negative to take away)').fill('10');
    await adjust.getByLabel('Reason', { exact: true }).fill('Credits for the console test cup');
    await adjust.getByRole('button', { name: 'Adjust balance' }).click();
    await expectToast(page, 'The balance has been adjusted');
    await expect(page.locator('.stat-tile', { hasText: 'Credits' })).toContainText('10');
    await expect(page.getByRole('region', { name: 'Ledger table' })).toContainText(
      'Credits for the console test cup',
    );
    await expectNoAxeViolations(page, 'admin player');
    await screenshotAtBothWidths(page, 'admin-player');
    await openConsolePage(page, 'Players');
    await expectNoAxeViolations(page, 'admin players');
    await screenshotAtBothWidths(page, 'admin-players');

    // A paid tournament (5 credits) the captain enters.
    const paid = await createTournamentViaApi(request, {
      game_id: await gameIdOf(page, gameName),
      tournament_name: `Paid Cup ${stamp}`,
      region: 'Western Europe',
      team_size: 1,
      total_teams: 4,
      entry_fee: 5,
      winning_prize: 20,
      registration_deadline_date: new Date(now + HOUR).toISOString(),
      tournament_start_date: new Date(now + 2 * HOUR).toISOString(),
      tournament_end_date: new Date(now + 5 * HOUR).toISOString(),
    });
    await enrol(request, payer, paid.id);
    expect((await profileOf(request, payer)).credits).toBe(5);

    // The new admin logs in: without a second factor the console stays closed and points to My Account, Security
    // (decision 0057); with two-factor sign-in turned on there, it opens.
    const deputyContext = await browser.newContext();
    const deputyPage = await deputyContext.newPage();
    await deputyPage.goto('/#/login');
    await deputyPage.getByLabel('Email').fill(deputy.email);
    await deputyPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await deputyPage.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => hashPath(deputyPage)).toBe('/');
    await deputyPage.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(
      deputyPage.getByRole('heading', { level: 1, name: 'Set up a second factor to open the console' }),
    ).toBeVisible();
    await expect(deputyPage.getByRole('navigation', { name: 'Admin console' })).toHaveCount(0);
    await expectNoAxeViolations(deputyPage, 'console without a second factor');
    await screenshotAtBothWidths(deputyPage, 'admin-second-factor-required');
    await deputyPage.getByRole('link', { name: 'Go to My Account, Security' }).click();
    const twoFactor = deputyPage.getByRole('region', { name: 'Two-factor sign-in' });
    await twoFactor.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const key = (await twoFactor.getByTestId('two-factor-key').innerText()).replace(/\s/g, '');
    await twoFactor.getByLabel('Authentication code').fill(authenticatorCode(key, Date.now()));
    await twoFactor.getByRole('button', { name: 'Turn on' }).click();
    await twoFactor.getByRole('button', { name: 'I have saved my codes' }).click();
    await deputyPage.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(deputyPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // It finds the tournament and cancels it with a reason: the 5 credits come back.
    await openConsolePage(deputyPage, 'Tournaments');
    await deputyPage.getByLabel('Search tournaments').fill(paid.tournament_name);
    await deputyPage.getByLabel('Search tournaments').press('Enter');
    await deputyPage.getByRole('link', { name: paid.tournament_name }).click();
    await expect(deputyPage.getByRole('heading', { level: 1, name: paid.tournament_name })).toBeVisible();
    await deputyPage.getByRole('button', { name: 'Cancel tournament' }).click();
    const cancel = deputyPage.getByRole('dialog', { name: `Cancel ${paid.tournament_name}?` });
    await cancel.getByRole('button', { name: 'Cancel tournament' }).click();
    await expect(cancel.getByText('A reason is required (at least 3 characters)')).toBeVisible();
    await cancel.getByLabel('Reason for the cancellation').fill('Not enough teams for a fair bracket');
    await cancel.getByRole('button', { name: 'Cancel tournament' }).click();
    await expectToast(deputyPage, 'The tournament has been cancelled and every entry refunded');
    await expect(deputyPage.locator('.admin-facts')).toContainText('Not enough teams for a fair bracket');
    expect((await profileOf(request, payer)).credits).toBe(10);
    await deputyContext.close();

    // The audit log shows the promotion; the game leaves the catalogue again (no tournament of it is open).
    await openConsolePage(page, 'Audit log');
    await page.getByLabel('Action').selectOption('player.promote');
    await expect(
      page.getByRole('region', { name: 'Audit log table' }).getByText('player.promote', { exact: true }),
    ).toBeVisible();
    await openConsolePage(page, 'Games');
    await page.getByLabel('Search games').fill(gameName);
    await page.getByLabel('Search games').press('Enter');
    await page.getByRole('button', { name: `Archive ${gameName}` }).click();
    await clickInDialog(page, `Archive ${gameName}?`, 'Archive');
    await expectToast(page, 'The game has been archived');
    await expect(consoleNav(page)).toBeVisible();
  });
});

/** The id of a game, from the console's games list. */
async function gameIdOf(page: Page, name: string): Promise<number> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const response = await page.request.get(`/api/admin/games?search=${encodeURIComponent(name)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: Array<{ id: number; game_name: string }> };
  return body.data.find((game) => game.game_name === name)!.id;
}
