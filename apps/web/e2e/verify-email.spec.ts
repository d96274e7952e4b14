/**
 * The verified login e-mail (decision 0054): the sign-up's mailed link verifies the address; My Account offers a
 * new link while it is not verified; a gated dialog (the PayPal e-mail) shows the refusal with the same offer.
 */
import { expect, test } from './fixtures';
import { expectNoAxeViolations, screenshotAtBothWidths } from './screens';
import { openAccountPanel } from './teams-support';
import {
  hashPath,
  PASSWORD,
  readVerificationLink,
  signUpViaApi,
  storeSession,
  uniquePlayer,
} from './support';

const BANNER = /Please verify your e-mail address/;

test('sign up, open the mailed link, and the e-mail is verified', async ({ page }) => {
  const player = uniquePlayer('verify');
  await page.goto('/#/signup');
  await page.getByLabel('Username').fill(player.name);
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'REGISTER NOW' }).click();
  // The spec's flow is unchanged: the sign-up leads to the login.
  await expect.poll(() => hashPath(page)).toBe('/login');

  // Signed in before verifying: My Account says so.
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => hashPath(page)).toBe('/');
  await page.goto('/#/myprofile');
  await expect(page.getByText(BANNER)).toBeVisible();

  const link = await readVerificationLink(player.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
  await expect(page.getByText('Your e-mail address is verified. Thank you!')).toBeVisible();
  await expectNoAxeViolations(page, 'the verified page');

  // The link works once.
  await page.reload();
  await expect(
    page.getByText('This verification link is invalid, has expired or was already used.'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Go to My Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByText(player.email, { exact: true })).toBeVisible();
  await expect(page.getByText(BANNER)).toHaveCount(0);
});

test('My Account offers a new link while the e-mail is not verified', async ({ page, request }) => {
  const player = uniquePlayer('banner');
  await storeSession(page, await signUpViaApi(request, player, { verifyEmail: false }));
  await page.goto('/#/myprofile');
  const banner = page.getByRole('status').filter({ hasText: BANNER });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(player.email);
  await expectNoAxeViolations(page, 'My Account with the verification banner');
  await screenshotAtBothWidths(page, 'verify-email-banner', { fullPage: false });

  const first = await readVerificationLink(player.email);
  await banner.getByRole('button', { name: 'Send a new verification link' }).click();
  await expect(banner).toContainText(`We sent a new verification link to ${player.email}.`);
  await expect.poll(() => readVerificationLink(player.email)).not.toBe(first);
});

test('linking a PayPal e-mail unverified shows why, with a new link on offer', async ({ page, request }) => {
  const player = uniquePlayer('gate');
  await storeSession(page, await signUpViaApi(request, player, { verifyEmail: false }));
  await openAccountPanel(page, 'Wallet');
  await page.getByRole('button', { name: 'Update Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link Your Paypal Account' });
  await dialog.getByLabel('PayPal e-mail').fill('gate.player@paypal.test');
  await dialog.getByRole('button', { name: 'Update' }).click();
  const notice = dialog.getByRole('alert').filter({ hasText: 'Please verify your e-mail address first' });
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page, 'the PayPal dialog refusing an unverified e-mail');
  await screenshotAtBothWidths(page, 'verify-email-gate', { fullPage: false });
  await notice.getByRole('button', { name: 'Send a new verification link' }).click();
  await expect(notice).toContainText(`We sent a new verification link to ${player.email}.`);

  // Verified (the link opened elsewhere), the same dialog links the e-mail.
  const token = new URL((await readVerificationLink(player.email)).replace('/#/', '/')).searchParams.get(
    'token',
  );
  expect((await request.post('/api/verify-email', { data: { token } })).status()).toBe(200);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('PayPal email updated successfully')).toBeVisible();
});
