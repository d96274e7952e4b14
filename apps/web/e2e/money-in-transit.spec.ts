/**
 * Money never lost in transit (decision 0012), in the browser: a purchase whose page closes right
 * after approval is granted by the server's reconciliation sweep and shows on the next visit; a refund of spent
 * credits is told at once and pauses withdrawals until settled; a payout PayPal fails shows as failed with its
 * reason and the amount is back in the wallet.
 */
import type { Page } from '@playwright/test';
import { expect, scaled, test } from './fixtures';
import { ADMIN, storeSession } from './support';
import { openConsoleSignedIn, openConsolePage, requestWithdrawal } from './admin-support';
import { expectNoAxeViolations, screenshotAtBothWidths } from './screens';
import { openAccountPanel } from './teams-support';

/** Resolves once a toast with `text` has shown; start it before what causes the toast. */
function toastSeen(page: Page, text: string): Promise<void> {
  const seen = page
    .getByRole('alert')
    .filter({ hasText: text })
    .first()
    .waitFor({ state: 'visible', timeout: scaled(60_000) });
  // Awaited by the caller; a failure before then is reported there, not as an unhandled rejection.
  seen.catch(() => undefined);
  return seen;
}

test.describe('money in transit', () => {
  test('a purchase whose page closed right after approval shows its credits on the next visit', async ({
    browser,
    baseURL,
    scenario,
  }) => {
    test.setTimeout(scaled(180_000));
    await scenario.shop();
    const buyer = await scenario.player({ prefix: 'closer' });

    const first = await browser.newContext({ baseURL });
    const page = await first.newPage();
    await storeSession(page, buyer);
    // The browser approves at PayPal, then is gone before our server hears back: the capture never arrives.
    const sent: string[] = [];
    page.on('request', (r) => sent.push(`${r.method()} ${new URL(r.url()).pathname}`));
    await page.route('**/api/payments/orders/*/capture', (route) => route.abort('internetdisconnected'));
    await openAccountPanel(page, 'Credits');
    await page.getByRole('button', { name: 'Buy Credits' }).click();
    const buy = page.getByRole('dialog', { name: 'Buy Credits' });
    await buy.getByRole('article', { name: '120 Credits' }).getByRole('button', { name: 'Buy' }).click();
    await buy.getByRole('button', { name: 'Pay with PayPal' }).click();
    const approval = buy.getByRole('region', { name: 'Pay with PayPal (sandbox)' });
    const approved = page.waitForResponse((r) => /\/approve$/.test(new URL(r.url()).pathname) && r.ok());
    await approval.getByRole('button', { name: 'Approve payment' }).click();
    await approved;
    await first.close();
    expect(sent.filter((s) => s.startsWith('POST /api/save-'))).toEqual([]);

    // The next visit: the sweep has captured and granted it (grace 10 s + one 5 s round on this server).
    const second = await browser.newContext({ baseURL });
    const again = await second.newPage();
    await storeSession(again, buyer);
    await openAccountPanel(again, 'Credits');
    await expect(async () => {
      // A new page load each time: the visit after the sweep, with the profile read afresh.
      await again.reload();
      await expect(again.locator('.stat-tile', { hasText: 'Credit Balance' })).toContainText('120', {
        timeout: 2000,
      });
    }).toPass({ timeout: scaled(90_000) });
    await second.close();
  });

  test('a refund of credits already spent is told at once, and the Wallet says withdrawals are paused until it is settled', async ({
    page,
    browser,
    baseURL,
    request,
    scenario,
  }) => {
    test.setTimeout(scaled(180_000));
    const player = await scenario.player({ prefix: 'refunded', wallet: 30 });
    const orderId = await scenario.buyCredits(player, 120);
    // 100 of the 120 credits go on entry fees before the purchase is refunded.
    const admin = { Authorization: `Bearer ${await scenario.adminToken()}` };
    const adjusted = await request.post(`/api/admin/players/${player.user.id}/adjust`, {
      headers: admin,
      data: { asset: 'credits', delta: -100, reason: 'Browser test scenario: entry fees' },
    });
    expect(adjusted.status()).toBe(200);

    await storeSession(page, player);
    // The player's live stream is open (the server listens for them) before anything happens.
    const streamOpen = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/notifications/stream' &&
        (r.headers()['content-type'] ?? '').startsWith('text/event-stream'),
    );
    await openAccountPanel(page, 'Wallet');
    await expect(page.locator('.stat-tile', { hasText: 'Available Balance' })).toContainText('£30.00');
    expect((await streamOpen).status()).toBe(200);
    await expect(page.getByText('Owed:')).toHaveCount(0);

    // The organiser refunds the purchase from the console; the player's open page is told and updates itself.
    // The toast shows for five seconds: watched for before the refund, so a busy machine cannot miss it.
    const console = await browser.newContext({ baseURL });
    const adminPage = await console.newPage();
    await openConsoleSignedIn(adminPage, ADMIN.email, ADMIN.password);
    await adminPage.goto(`/#/admin/players/${player.user.id}`);
    const purchases = adminPage.getByRole('table', { name: 'Purchases' });
    await purchases.getByRole('button', { name: `Refund order ${orderId}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: `Refund order ${orderId}?` });
    await expect(dialog.getByLabel('Amount to refund (£)')).toHaveValue('10.00');
    await dialog.getByLabel('Reason for the refund (optional)').fill('Bought by mistake');
    await expectNoAxeViolations(adminPage, 'the refund dialog');
    await screenshotAtBothWidths(adminPage, 'admin-refund-dialog', { fullPage: false });
    const toldRefund = toastSeen(page, 'Purchase refunded: 120 credits');
    await dialog.getByRole('button', { name: 'Refund purchase' }).click();
    await expect(purchases.getByRole('row', { name: new RegExp(orderId) })).toContainText('Refunded');
    await console.close();
    await toldRefund;
    const notice = page.getByRole('status').filter({ hasText: 'Withdrawals are paused on your account' });
    await expect(notice).toContainText('Owed: 100 credits', { timeout: scaled(30_000) });
    await expectNoAxeViolations(page, 'Wallet panel with an open shortfall');
    await screenshotAtBothWidths(page, 'account-wallet-shortfall');

    // Settled by the organiser: told again, and the notice goes.
    const open = await request.get(`/api/admin/shortfalls?user_id=${player.user.id}&open=1`, {
      headers: admin,
    });
    const [shortfall] = ((await open.json()) as { data: Array<{ id: number }> }).data;
    const toldSettled = toastSeen(page, 'Withdrawals open again');
    const settled = await request.post(`/api/admin/shortfalls/${shortfall!.id}/settle`, {
      headers: admin,
      data: { note: 'Paid back by bank transfer' },
    });
    expect(settled.status(), await settled.text()).toBe(200);
    await toldSettled;
    await expect(notice).toHaveCount(0, { timeout: scaled(30_000) });

    // The Credits History says the purchase was refunded.
    await openAccountPanel(page, 'Credits');
    const purchase = page
      .getByRole('table', { name: 'Credits History' })
      .getByRole('row', { name: new RegExp(orderId) });
    await expect(purchase).toContainText('Refunded');
  });

  test('a payout PayPal fails shows as failed with its reason, and the money is back in the wallet', async ({
    page,
    browser,
    baseURL,
    request,
    scenario,
  }) => {
    test.setTimeout(scaled(180_000));
    const player = await scenario.player({ prefix: 'payee', wallet: 42.5 });
    const withdrawal = await requestWithdrawal(request, player, 20);

    // The admin pays it, then (sandbox) PayPal fails the payout item.
    await openConsoleSignedIn(page, ADMIN.email, ADMIN.password);
    await openConsolePage(page, 'Withdrawals');
    const row = page.getByRole('row').filter({ hasText: withdrawal.paypal_email });
    await row.getByRole('button', { name: `Pay request #${withdrawal.id}` }).click();
    await page
      .getByRole('dialog', { name: `Pay request #${withdrawal.id}?` })
      .getByRole('button', { name: /^Pay £/ })
      .click();
    await expect(row).toContainText('Processing');
    await expect(row.getByRole('button', { name: /Retry payout/ })).toHaveCount(0);
    await row.getByRole('button', { name: `Sandbox: fail payout of request #${withdrawal.id}` }).click();
    const confirm = page.getByRole('dialog', {
      name: `Sandbox: settle the payout of request #${withdrawal.id}?`,
    });
    await expectNoAxeViolations(page, 'sandbox payout control');
    await confirm.getByRole('button', { name: 'Sandbox: fail' }).click();
    // The sandbox's webhook moves it; the queue re-reads itself until it has.
    await expect(row).toContainText('Failed', { timeout: scaled(60_000) });
    await expect(row).toContainText('Reason:');
    await screenshotAtBothWidths(page, 'admin-withdrawals-failed');

    // The player sees it failed, why, and the whole £20 back.
    const context = await browser.newContext({ baseURL });
    const mine = await context.newPage();
    await storeSession(mine, player);
    await openAccountPanel(mine, 'Wallet');
    await expect(mine.locator('.stat-tile', { hasText: 'Available Balance' })).toContainText('£42.50');
    const history = mine.getByRole('table', { name: 'Withdrawal History' }).getByRole('row').nth(1);
    await expect(history).toContainText('£20.00');
    await expect(history).toContainText('Failed: the amount is back in your wallet');
    await expect(history).toContainText('£20.00, the fee included, went back to your wallet.');
    await expect(history).toContainText('Reason:');
    await expect(mine.getByRole('button', { name: 'Download statement (CSV)' })).toBeVisible();
    await expectNoAxeViolations(mine, 'Wallet panel with a failed payout');
    await screenshotAtBothWidths(mine, 'account-wallet-failed-payout');
    await context.close();
  });
});
