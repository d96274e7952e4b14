import fs from 'node:fs';
import { expect, test, scaled } from './fixtures';
import { makePng, openAccountPanel, signedInPlayer } from './teams-support';
import { expectNoAxeViolations, expectNoSidewaysScroll, screenshotAtBothWidths } from './screens';
import { clickInDialog, dismissToasts } from './admin-support';

test.describe('my profile', () => {
  test('edit the profile and upload a picture', async ({ page, request }) => {
    test.setTimeout(scaled(120_000));
    const player = await signedInPlayer(page, request, 'profile');
    await openAccountPanel(page, 'My Profile');
    await expect(page.getByText(player.email, { exact: true })).toBeVisible();
    await expect(page.getByText('Location')).toHaveCount(0);
    await expectNoAxeViolations(page, 'my profile summary');

    // The form: username and player ID are shown but not editable; the spec's messages.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Edit Profile' });
    await expect(form.getByLabel('Username')).toBeDisabled();
    await expect(form.getByLabel('Username')).toHaveValue(player.name);
    await expect(form.getByLabel('Player ID')).toBeDisabled();
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('PSN ID').fill('two words');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('Invalid email address')).toBeVisible();
    await expect(form.getByText('Spaces are not allowed')).toBeVisible();
    await expectNoAxeViolations(page, 'edit profile with errors');

    const suffix = player.name.slice(-8);
    await form.getByLabel('Email').fill(player.email);
    await form.getByLabel('PSN ID').fill(`psn_${suffix}`);
    await form.getByLabel('Xbox GamerTag').fill(`xbox_${suffix}`);
    await form.getByLabel('Discord ID').fill(`discord_${suffix}`);
    await form.getByLabel('Address').fill('1 Arena Way');
    await form.getByLabel('City').fill('Leeds');
    await form.getByLabel('State').fill('West Yorkshire');
    await form.getByLabel('Country', { exact: true }).fill('United Kingdom');
    await form.getByLabel('Zip Code').fill('LS1 4AP');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(page.getByText('1 Arena Way, Leeds, West Yorkshire')).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user')!));
    expect(stored.user_details).toMatchObject({ psn: `psn_${suffix}`, city: 'Leeds', zip_code: 'LS1 4AP' });

    // The picture: none chosen, a wrong type, then a real PNG.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const picture = page.getByRole('form', { name: 'Profile picture' });
    await picture.getByRole('button', { name: 'Upload Picture' }).click();
    await expect(picture.getByText('Please select a file.')).toBeVisible();
    await picture.getByLabel('Profile Picture').setInputFiles({
      name: 'avatar.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect(picture.getByText('Only JPEG, JPG, and PNG files are allowed.')).toBeVisible();
    await expectNoAxeViolations(page, 'edit profile picture error');
    await picture.getByLabel('Profile Picture').setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: makePng(64, 64),
    });
    await picture.getByRole('button', { name: 'Upload Picture' }).click();
    await expect(page.getByText('Profile picture updated successfully')).toBeVisible();
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: player.name, exact: true })
        .locator('img.user-avatar'),
    ).toHaveAttribute('src', /\/storage\//);
    const withPicture = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user')!));
    expect(withPicture.user_details.profile_picture).toBeTruthy();

    await dismissToasts(page);
    await expectNoAxeViolations(page, 'edit profile');
    await screenshotAtBothWidths(page, 'profile-edit');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();
    await screenshotAtBothWidths(page, 'profile');
  });

  test('change the e-mail: current password asked, the change waits for its link', async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(120_000));
    const player = await signedInPlayer(page, request, 'mailchange');
    await openAccountPanel(page, 'My Profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Edit Profile' });
    await expect(form.getByLabel('Current Password')).toHaveCount(0);
    const newEmail = `new.${player.email}`;
    await form.getByLabel('Email').fill(newEmail);
    await expect(form.getByLabel('Current Password')).toBeVisible();
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Enter your current password to change your e-mail.').first()).toBeVisible();
    await dismissToasts(page);
    await expectNoAxeViolations(page, 'e-mail change form');
    await expectNoSidewaysScroll(page, 'e-mail change form');
    await screenshotAtBothWidths(page, 'profile-email-change');
    await form.getByLabel('Current Password').fill(player.password);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByText(`Profile updated. We sent a link to ${newEmail}: your e-mail changes when you open it`),
    ).toBeVisible();
    await expect(
      page.getByText(`Waiting for confirmation: ${newEmail}. Open the link we sent there.`),
    ).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user')!));
    expect(stored).toMatchObject({ email: player.email, pending_email: newEmail });
    await dismissToasts(page);
    await screenshotAtBothWidths(page, 'profile-email-pending');

    // The link's page posts its token only when pressed; a wrong or used link says so.
    await page.goto('/#/confirmemailchange?token=not-a-real-token');
    await page.getByRole('button', { name: 'Confirm New E-mail' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This link is invalid, has expired or was already used.',
    );
    await expectNoAxeViolations(page, 'confirm e-mail change link');
    await expectNoSidewaysScroll(page, 'confirm e-mail change link');
    await screenshotAtBothWidths(page, 'confirm-email-change');
  });
});

test.describe('signed-in devices', () => {
  test('a player sees the other device, signs it out, and that browser is sent to the login', async ({
    page,
    browser,
    request,
  }) => {
    const player = await signedInPlayer(page, request, 'devices');
    // A second browser signed in to the same account (its user agent says another device).
    const other = await browser.newContext({
      baseURL: new URL(page.url()).origin,
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    });
    const otherPage = await other.newPage();
    await otherPage.goto('/#/login');
    await otherPage.getByLabel('Email').fill(player.email);
    await otherPage.getByLabel('Password', { exact: true }).fill(player.password);
    await otherPage.getByRole('button', { name: 'Login' }).click();
    await expect(otherPage.getByRole('banner').getByRole('link', { name: player.name })).toBeVisible();

    await openAccountPanel(page, 'Change Password');
    const devices = page.getByRole('list', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
    await screenshotAtBothWidths(page, 'account-signed-in-devices');
    await expectNoAxeViolations(page, 'the signed-in devices');
    await expectNoSidewaysScroll(page, 'the signed-in devices');

    await devices.getByRole('button', { name: /^Sign out: Chrome on Windows/ }).click();
    await expect(page.getByText('The device was signed out.')).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Sign out all other devices' })).toHaveCount(0);

    // The signed-out browser's next request is refused: it is sent to the login, which says why.
    await otherPage.goto('/#/myprofile');
    await expect.poll(() => new URL(otherPage.url()).hash).toMatch(/^#\/login/);
    await other.close();
  });
});

test.describe('your data', () => {
  // One player downloads their data and then deletes the account, a step each: they were two tests, each paying a
  // browser context, a sign-up and a first load of My Account.
  test('a player downloads the export of their data, then deletes the account: signed out, sent home, and the old login no longer works', async ({
    page,
    request,
  }) => {
    const player = await signedInPlayer(page, request, 'leaving');
    await openAccountPanel(page, 'My Profile');

    await test.step('a player downloads the export of their data from My Profile', async () => {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download my data' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^arena-my-data-.+-\d{4}-\d\d-\d\d\.json$/);
      const file = await download.path();
      const exported = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        account: { email: string; name: string };
        tables: Record<string, Array<Record<string, unknown>>>;
      };
      expect(exported.account).toMatchObject({ email: player.email.toLowerCase(), name: player.name });
      // This browser's session is the one open (the sign-up signed in once, and declared the age in that session).
      expect(exported.tables.sessions!.filter((session) => session.revoked_at === null)).toHaveLength(1);
      await expect(page.getByText('Your data has been downloaded.')).toBeVisible();

      // The same as a ZIP (with the pictures, of which this player has none): a zip file holding my-data.json.
      const zipping = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download with pictures (ZIP)' }).click();
      const zip = await zipping;
      expect(zip.suggestedFilename()).toMatch(/^arena-my-data-.+-\d{4}-\d\d-\d\d\.zip$/);
      const bytes = fs.readFileSync(await zip.path());
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
      expect(bytes.includes(Buffer.from('my-data.json'))).toBe(true);
      await dismissToasts(page);
    });

    await test.step('the player deletes the account', async () => {
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await expect(dialog.getByText('This cannot be undone. Enter your password to confirm.')).toBeVisible();
      await expectNoAxeViolations(page, 'the delete account dialog');
      await dialog.getByLabel('Password', { exact: true }).fill(player.password);
      await clickInDialog(page, 'Delete your account?', 'Delete my account permanently');
      await expect(page.getByText('Your account has been deleted.')).toBeVisible();
      await expect.poll(() => new URL(page.url()).hash).toMatch(/^(#\/?)?$/);
      await expect(page.getByRole('banner').getByRole('link', { name: player.name })).toHaveCount(0);
      const login = await request.post('/api/login', {
        data: { email: player.email, password: player.password },
      });
      expect(login.status()).toBe(400);
    });
  });
});
