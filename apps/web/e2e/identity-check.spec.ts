/**
 * The identity check (decision 0056), in the browser: a withdrawal that takes the player's total to EUR 2,000 waits
 * with the reason in the Wallet; the admin approves one from the console (it can then be paid) and refuses
 * another (the amount is back in the player's wallet, with the note as the reason); the player page shows the check.
 */
import { expect, scaled, test } from './fixtures';
import { ADMIN, storeSession } from './support';
import { clickInDialog, loginToConsole, openConsolePage, requestWithdrawal } from './admin-support';
import { expectNoAxeViolations, screenshotAtBothWidths } from './screens';
import { openAccountPanel } from './teams-support';

test.describe('identity check', () => {
  test('a withdrawal reaching EUR 2,000 waits with its reason; the admin approves one and refuses another', async ({
    page,
    browser,
    baseURL,
    request,
    scenario,
  }) => {
    test.setTimeout(scaled(180_000));
    // The browser tests' server runs the defaults: €2,000 at £1 = €1.15, so £1,739.14.
    const player = await scenario.player({ prefix: 'checked', wallet: 2000 });
    const first = await requestWithdrawal(request, player, 1800);
    const second = await requestWithdrawal(request, player, 100);

    // The player sees both waiting, and why.
    const context = await browser.newContext({ baseURL });
    const mine = await context.newPage();
    await storeSession(mine, player);
    await openAccountPanel(mine, 'Wallet');
    await expect(mine.locator('.stat-tile', { hasText: 'Available Balance' })).toContainText('£100.00');
    const history = mine.getByRole('table', { name: 'Withdrawal History' });
    const waiting = history.getByRole('row').filter({ hasText: '£1,800.00' });
    await expect(waiting).toContainText('Waiting for an identity check');
    await expect(waiting).toContainText(
      'Your withdrawals have reached €2,000 in total (£1,739.14 at £1 = €1.15), so an admin checks your identity',
    );
    await expectNoAxeViolations(mine, 'Wallet panel with a withdrawal waiting for the identity check');
    await screenshotAtBothWidths(mine, 'account-wallet-identity-check');

    // The admin finds them under the Identity check filter.
    await loginToConsole(page, ADMIN.email, ADMIN.password);
    await openConsolePage(page, 'Withdrawals');
    await page.getByLabel('Status').selectOption({ label: 'Identity check' });
    const requestRow = (id: number) =>
      page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `#${id}`, exact: true }) });
    const firstRow = requestRow(first.id);
    await expect(firstRow).toContainText('Withdrawals reached the identity check threshold');
    await expect(firstRow.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    await expectNoAxeViolations(page, 'withdrawals queue with requests waiting for the identity check');
    await screenshotAtBothWidths(page, 'admin-withdrawals-identity-check');

    // Approve: a note is required; the request is then pending and can be paid.
    await firstRow
      .getByRole('button', { name: `Approve the identity check of request #${first.id}` })
      .click();
    const approveDialog = `Approve the identity check of request #${first.id}?`;
    await clickInDialog(page, approveDialog, 'Approve');
    await expect(page.getByRole('dialog', { name: approveDialog })).toContainText('A note is required');
    await page
      .getByRole('dialog', { name: approveDialog })
      .getByLabel('Note for the audit log (what was checked)')
      .fill('Passport and PayPal account name match');
    await expectNoAxeViolations(page, 'the approve dialog');
    await screenshotAtBothWidths(page, 'admin-identity-check-approve-dialog', { fullPage: false });
    await clickInDialog(page, approveDialog, 'Approve');
    await expect(page.getByRole('dialog', { name: approveDialog })).toHaveCount(0);
    await page.getByLabel('Status').selectOption({ label: 'All requests' });
    const approved = requestRow(first.id);
    await expect(approved).toContainText('Pending');
    await expect(approved).toContainText('Identity check approved');
    await expect(approved.getByRole('button', { name: `Pay request #${first.id}` })).toBeVisible();

    // Refuse the other with a note: the amount is back in the wallet, the note is the player's reason.
    const secondRow = requestRow(second.id);
    await secondRow
      .getByRole('button', { name: `Refuse the identity check of request #${second.id}` })
      .click();
    const refuseDialog = `Refuse the identity check of request #${second.id}?`;
    await page
      .getByRole('dialog', { name: refuseDialog })
      .getByLabel('Note shown to the player and kept in the audit log')
      .fill('The PayPal account belongs to someone else');
    await clickInDialog(page, refuseDialog, 'Refuse and return the amount');
    await expect(secondRow).toContainText('Rejected');
    await expect(secondRow).toContainText('Reason: The PayPal account belongs to someone else');

    // The player page shows where the check stands.
    await page.goto(`/#/admin/players/${player.user.id}`);
    const check = page.getByRole('region', { name: 'Identity check' });
    await expect(check).toContainText('Threshold reached');
    await expect(check).toContainText('Every further request is reviewed.');
    await expect(check).toContainText('£1,800.00 of £1,739.14');
    await expect(check).toContainText('1 approved, 1 refused');
    await expect(check).toContainText('Note: The PayPal account belongs to someone else');
    await expectNoAxeViolations(page, 'player page with the identity check');
    await screenshotAtBothWidths(page, 'admin-player-identity-check');

    // The player: £100 back, the refusal and its note; the approved one pending payout.
    await mine.reload();
    await expect(mine.locator('.stat-tile', { hasText: 'Available Balance' })).toContainText('£200.00');
    const refused = history.getByRole('row').filter({ hasText: '£100.00' });
    await expect(refused).toContainText('Rejected: the amount is back in your wallet');
    await expect(refused).toContainText('The identity check was refused.');
    await expect(refused).toContainText('Reason: The PayPal account belongs to someone else');
    await expect(history.getByRole('row').filter({ hasText: '£1,800.00' })).toContainText('Pending');
    await screenshotAtBothWidths(mine, 'account-wallet-identity-check-decided');
    await context.close();
  });
});
