import { expect, test } from './fixtures';
import { hashPath, readOtp, registerViaApi, uniquePlayer } from './support';

test('forgot password: e-mailed OTP, new password, log in with it', async ({
  page,
  request,
  arenaServer,
}) => {
  const player = uniquePlayer('reset');
  await registerViaApi(request, player);
  const newPassword = 'Renewed#2025';

  await page.goto('/#/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Lost your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(player.email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect.poll(() => hashPath(page)).toBe('/otp');
  await expect(page.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();
  await expect(page.getByText(player.email)).toBeVisible();

  const otp = await readOtp(arenaServer, player.email);
  // Type the code box by box: each digit moves focus to the next box.
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(otp);
  for (let index = 0; index < 6; index += 1) {
    await expect(page.getByLabel(`Digit ${index + 1} of 6`)).toHaveValue(otp[index]!);
  }
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('OTP verified successfully')).toBeVisible();
  await expect.poll(() => hashPath(page)).toBe('/createpassword');

  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect.poll(() => hashPath(page)).toBe('/login');
  expect(await page.evaluate(() => window.localStorage.getItem('email_reset'))).toBeNull();

  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => hashPath(page)).toBe('/');
  await expect(page.getByRole('banner').getByRole('link', { name: player.name })).toBeVisible();
});
