import { expect, test } from './fixtures';
import { hashPath, PASSWORD, uniquePlayer } from './support';

test.describe('account journeys', () => {
  test('sign up, log in without Remember Me, log out, log in with Remember Me', async ({ page }) => {
    const player = uniquePlayer('journey');

    await page.goto('/#/signup');
    await page.getByLabel('Username').fill(player.name);
    await page.getByLabel('Email').fill(player.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'REGISTER NOW' }).click();
    await expect(page.getByText('Registration successful, please log in')).toBeVisible();
    await expect.poll(() => hashPath(page)).toBe('/login');

    // Log in without Remember Me.
    await page.getByLabel('Email').fill(player.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => hashPath(page)).toBe('/');
    const profileLink = page.getByRole('banner').getByRole('link', { name: player.name });
    await expect(profileLink).toBeVisible();
    const stored = await page.evaluate(() => ({
      token: window.localStorage.getItem('token'),
      user: window.localStorage.getItem('user'),
      remind: window.localStorage.getItem('remind_data'),
    }));
    expect(stored.token).toBeTruthy();
    expect(JSON.parse(stored.user!).email).toBe(player.email);
    expect(stored.remind).toBeNull();

    // The account area shows the profile, then log out through the confirm dialog.
    await profileLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(page.getByText(player.email, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Log-out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to log out?' });
    await dialog.getByRole('button', { name: 'Log-out' }).click();
    await expect.poll(() => hashPath(page)).toBe('/login');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await expect(page.getByRole('banner').getByRole('link', { name: 'REGISTER NOW' })).toBeVisible();
    // The old session no longer works on the server.
    expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();

    // Log in with Remember Me: the credentials are kept and prefill the form next time.
    await page.getByLabel('Email').fill(player.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Remember Me').check();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => hashPath(page)).toBe('/');
    const remembered = await page.evaluate(() => window.localStorage.getItem('remind_data'));
    expect(JSON.parse(remembered!)).toEqual({ email: player.email, password: PASSWORD });

    await page.goto('/#/myprofile');
    await page.getByRole('button', { name: 'Log-out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log-out' }).click();
    await expect.poll(() => hashPath(page)).toBe('/login');
    await expect(page.getByLabel('Email')).toHaveValue(player.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
    await expect(page.getByLabel('Remember Me')).toBeChecked();
  });
});
