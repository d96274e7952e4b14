/**
 * Passkeys (decision 0053) through Chromium's virtual authenticator (CDP WebAuthn domain): one added in My Account,
 * then the player logs out and signs in with it, without the password. WebAuthn's relying party must be a domain, so
 * this spec's server and browser use http://localhost:<port> (a secure context) instead of 127.0.0.1.
 */
import type { Page } from '@playwright/test';
import { expect, scaled, test } from './fixtures';
import { clickInDialog, dismissToasts } from './admin-support';
import { expectNoAxeViolations, expectNoSidewaysScroll, screenshotAtBothWidths } from './screens';
import { hashPath } from './support';
import { openAccountPanel, signedInPlayer } from './teams-support';

test.use({ publicHost: 'localhost' });

/** Chromium's virtual authenticator on the page: a platform passkey that verifies the user and is always present. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test('a passkey added in My Account signs in without the password', async ({ page, request }) => {
  test.setTimeout(scaled(120_000));
  const { cdp, authenticatorId } = await virtualAuthenticator(page);

  const player = await signedInPlayer(page, request, 'passkey');
  await openAccountPanel(page, 'Security');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await expectNoAxeViolations(page, 'security, no passkeys');

  await section.getByLabel('Passkey name').fill('Test laptop');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByText('Test laptop')).toBeVisible();
  await expect(section.getByText(/^Added \d{2}-\d{2}-\d{4}, never used$/)).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  await dismissToasts(page);
  await expectNoAxeViolations(page, 'security, one passkey');
  await expectNoSidewaysScroll(page, 'the passkeys section');
  await screenshotAtBothWidths(page, 'passkeys-section');

  // Log out, then sign in with the passkey alone.
  await page.getByRole('navigation', { name: 'My Account' }).getByRole('button', { name: 'Log-out' }).click();
  await clickInDialog(page, 'Are you sure you want to log out?', 'Log-out');
  await expect.poll(() => hashPath(page)).toBe('/login');
  await dismissToasts(page);
  await expectNoAxeViolations(page, 'login with the passkey button');
  await expectNoSidewaysScroll(page, 'the login with the passkey button');
  await screenshotAtBothWidths(page, 'passkey-login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect.poll(() => hashPath(page)).not.toBe('/login');
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).not.toBeNull();
  expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);

  // The passkey shows its use; the session is the player's.
  await openAccountPanel(page, 'Security');
  await expect(section.getByText(/^Added \d{2}-\d{2}-\d{4}, last used \d{2}-\d{2}-\d{4}$/)).toBeVisible();
  const profile = await page.evaluate(async () => {
    const response = await fetch('/api/user-profile', {
      headers: { Authorization: `Bearer ${window.localStorage.getItem('token')}` },
    });
    return (await response.json()) as { data?: { user?: { email: string } }; user?: { email: string } };
  });
  expect(JSON.stringify(profile)).toContain(player.email);
});

test('a passkey confirms a step-up in a dialog: an account whose only second factor is a passkey links PayPal with it', async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await signedInPlayer(page, request, 'stepup');
  await openAccountPanel(page, 'Security');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByLabel('Passkey name').fill('Test phone');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByText(/^Added \d{2}-\d{2}-\d{4}, never used$/)).toBeVisible();
  await dismissToasts(page);

  // The PayPal e-mail is where money goes: a second factor is asked (decision 0057), here the passkey.
  await openAccountPanel(page, 'Wallet');
  await page.getByRole('button', { name: 'Update Email' }).click();
  const link = page.getByRole('dialog', { name: 'Link Your Paypal Account' });
  await expect(link.getByText('You will confirm with your passkey', { exact: false })).toBeVisible();
  await expect(link.getByLabel('Authentication code')).toHaveCount(0);
  await expectNoAxeViolations(page, 'PayPal dialog with a passkey step-up');
  await screenshotAtBothWidths(page, 'passkey-step-up-dialog');
  await link.getByLabel('PayPal e-mail').fill('passkey.player@paypal.test');
  await link.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('PayPal email updated successfully')).toBeVisible();
  await expect(page.getByText('passkey.player@paypal.test')).toBeVisible();
  // The authenticator signed once more: the step-up used the passkey.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials[0]!.signCount).toBeGreaterThan(0);
});
