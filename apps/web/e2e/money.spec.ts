import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpViaApi, storeSession, uniquePlayer } from './support';
import { expectNoAxeViolations, screenshotAtBothWidths } from './screens';
import { openAccountPanel } from './teams-support';

async function approveInSandbox(page: Page, scope: ReturnType<Page['getByRole']>) {
  await scope.getByRole('button', { name: 'Pay with PayPal' }).click();
  const approval = scope.getByRole('region', { name: 'Pay with PayPal (sandbox)' });
  await expect(approval).toBeVisible();
  await approval.getByRole('button', { name: 'Approve payment' }).click();
}

test.describe('money', () => {
  test('a new player buys credits, the VIP plan and tokens through the PayPal sandbox', async ({
    page,
    request,
    scenario,
  }) => {
    // The shop: credit packages, the VIP Elite plan and the token price, as the organiser sets them.
    await scenario.shop();
    const player = uniquePlayer('buyer');
    await storeSession(page, await signUpViaApi(request, player));

    // Credits: the discounted package of 120 credits for £10.00.
    await openAccountPanel(page, 'Credits');
    await expect(page.getByText('Credit Balance')).toBeVisible();
    await page.getByRole('button', { name: 'Buy Credits' }).click();
    const buy = page.getByRole('dialog', { name: 'Buy Credits' });
    const pack = buy.getByRole('article', { name: '120 Credits' });
    await expect(pack.getByText('£12.00')).toBeVisible();
    await expect(pack.getByText('£10.00')).toBeVisible();
    await expectNoAxeViolations(page, 'Buy Credits dialog');
    await pack.getByRole('button', { name: 'Buy' }).click();
    await approveInSandbox(page, buy);
    // Exact: the live notification of the same purchase ('Your payment went through: …') may show beside it.
    await expect(page.getByText('Credits added to your account', { exact: true })).toBeVisible();
    await expect(buy).toBeHidden();
    await expect(page.locator('.stat-tile', { hasText: 'Credit Balance' })).toContainText('120');
    const history = page.getByRole('table');
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(history).toContainText('120');
    await expect(history).toContainText('£10.00');
    await screenshotAtBothWidths(page, 'account-credits');

    // VIP: Upgrade Now, then the congratulations.
    await openAccountPanel(page, 'VIP Subscription');
    await expect(page.getByRole('heading', { name: 'VIP Elite' })).toBeVisible();
    await page.getByRole('button', { name: 'Upgrade Now' }).click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade Now' });
    await approveInSandbox(page, upgrade);
    await expect(page.getByText('Your VIP subscription is active', { exact: true })).toBeVisible();
    await expect(page.getByText(/Congratulations! Your VIP Elite plan is already active./)).toBeVisible();

    // Tokens: 3 at £2.50.
    await openAccountPanel(page, 'VIP Tokens');
    await expect(page.getByText('1 Token = £2.50')).toBeVisible();
    await page.getByRole('button', { name: 'Buy Tokens' }).click();
    const tokens = page.getByRole('dialog', { name: 'Buy Tokens' });
    await expect(tokens.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await tokens.getByRole('button', { name: 'Increase quantity' }).click();
    await tokens.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(tokens.getByText('£7.50')).toBeVisible();
    await approveInSandbox(page, tokens);
    await expect(page.getByText('Tokens added to your account', { exact: true })).toBeVisible();
    await expect(tokens).toBeHidden();
    await expect(page.locator('.stat-tile', { hasText: 'Tokens Available' })).toContainText('3');
    await expect(page.getByRole('table')).toContainText('£7.50');
    await expectNoAxeViolations(page, 'VIP Tokens panel');
    await screenshotAtBothWidths(page, 'account-vip-tokens');
    await openAccountPanel(page, 'VIP Subscription');
    await expect(page.getByText(/Congratulations!/)).toBeVisible();
    await screenshotAtBothWidths(page, 'account-vip-subscription');
  });

  test('a funded player links PayPal and withdraws £10, seeing the fee and net first', async ({
    page,
    scenario,
  }) => {
    // £42.50 of prize money in the wallet, and no PayPal e-mail yet.
    await storeSession(page, await scenario.player({ prefix: 'funded', wallet: 42.5 }));
    await openAccountPanel(page, 'Wallet');
    const balanceTile = page.locator('.stat-tile', { hasText: 'Available Balance' });
    await expect(balanceTile).toContainText('£');
    const pounds = (text: string) => Number(/£([\d,]+\.\d{2})/.exec(text)![1]!.replace(/,/g, ''));
    const before = pounds(await balanceTile.innerText());
    expect(before).toBeGreaterThanOrEqual(42.5);
    await expect(page.getByText('N/A')).toBeVisible();

    await page.getByRole('button', { name: 'Update Email' }).click();
    const link = page.getByRole('dialog', { name: 'Link Your Paypal Account' });
    await link.getByLabel('PayPal e-mail').fill('not-an-email');
    await link.getByRole('button', { name: 'Update' }).click();
    await expect(link.getByText('Invalid email address')).toBeVisible();
    await link.getByLabel('PayPal e-mail').fill('demo.player@paypal.test');
    await link.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('PayPal email updated successfully')).toBeVisible();
    await expect(page.getByText('demo.player@paypal.test')).toBeVisible();

    await page.getByRole('button', { name: 'Withdraw' }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw Money' });
    await withdraw.getByLabel('Amount').fill('1.5');
    await withdraw.getByRole('button', { name: 'Continue' }).click();
    await expect(withdraw.getByText('Please enter a valid integer.')).toBeVisible();
    await withdraw.getByLabel('Amount').fill('10');
    await expect(withdraw.getByText('£0.50')).toBeVisible();
    await expect(withdraw.getByText('£9.50')).toBeVisible();
    await expectNoAxeViolations(page, 'Withdraw Money dialog');
    await screenshotAtBothWidths(page, 'account-withdraw-dialog', { fullPage: false });
    await withdraw.getByRole('button', { name: 'Continue' }).click();
    await withdraw.getByRole('button', { name: 'Confirm Withdrawal' }).click();
    await expect(page.getByText('Your withdrawal request has been submitted')).toBeVisible();
    await expect.poll(async () => pounds(await balanceTile.innerText())).toBeCloseTo(before - 10, 2);
    const row = page.getByRole('table').getByRole('row').nth(1);
    await expect(row).toContainText('£10.00');
    await expect(row).toContainText('Pending');
    // Updated on: '-' while pending.
    await expect(row.getByRole('cell', { name: '-', exact: true })).toBeVisible();

    await expectNoAxeViolations(page, 'Wallet panel');
    await screenshotAtBothWidths(page, 'account-wallet');
  });
});
