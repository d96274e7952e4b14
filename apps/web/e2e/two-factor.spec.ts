import { expect, scaled, test } from './fixtures';
import { clickInDialog, dismissToasts } from './admin-support';
import { expectNoAxeViolations, expectNoSidewaysScroll, screenshotAtBothWidths } from './screens';
import { authenticatorCode, hashPath } from './support';
import { openAccountPanel, signedInPlayer } from './teams-support';

test('two-factor sign-in: turned on in My Account, then asked for at the login', async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const player = await signedInPlayer(page, request, 'totp');
  await openAccountPanel(page, 'Security');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(section.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await expectNoAxeViolations(page, 'security, two-factor off');

  // Set up: the QR code and the key the authenticator app takes.
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await section.getByTestId('two-factor-key').innerText()).replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await dismissToasts(page);
  await expectNoAxeViolations(page, 'security, two-factor set-up');
  await expectNoSidewaysScroll(page, 'the two-factor set-up');
  await screenshotAtBothWidths(page, 'two-factor-setup');

  await section.getByLabel('Authentication code').fill(authenticatorCode(key, Date.now()));
  await section.getByRole('button', { name: 'Turn on' }).click();
  const codes = section.getByRole('list', { name: 'Your recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await dismissToasts(page);
  await expectNoAxeViolations(page, 'security, recovery codes');
  await expectNoSidewaysScroll(page, 'the recovery codes');
  await screenshotAtBothWidths(page, 'two-factor-recovery-codes');
  await section.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(section.getByText(/^Two-factor sign-in is on since \d{2}-\d{2}-\d{4}\.$/)).toBeVisible();
  await expect(section.getByText(/^10 of 10 recovery codes left/)).toBeVisible();
  await expectNoAxeViolations(page, 'security, two-factor on');
  await screenshotAtBothWidths(page, 'two-factor-on');

  // Log out, then log in: the password is not enough any more.
  await page.getByRole('navigation', { name: 'My Account' }).getByRole('button', { name: 'Log-out' }).click();
  await clickInDialog(page, 'Are you sure you want to log out?', 'Log-out');
  await expect.poll(() => hashPath(page)).toBe('/login');
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  await dismissToasts(page);
  await expectNoAxeViolations(page, 'login, two-factor step');
  await expectNoSidewaysScroll(page, 'the two-factor login step');
  await screenshotAtBothWidths(page, 'two-factor-login');

  // The enabling code's step is spent: the app's next code (the server takes one step ahead) signs in.
  await page.getByLabel('Authentication code').fill(authenticatorCode(key, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect.poll(() => hashPath(page)).toBe('/');
  await expect(page.getByRole('banner').getByRole('link', { name: player.name })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
});
