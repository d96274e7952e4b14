/**
 * Organisers' API keys in the console (decision 0059): the admin makes a key, sees it once with a warning and a copy
 * button, the key works against the API with its scope, and revoked it is refused at once. At 375 and 1280 px.
 */
import { expect, test } from './fixtures';
import { unique } from './scenarios';
import { ADMIN } from './support';
import {
  clickInDialog,
  dismissToasts,
  expectToast,
  openConsolePage,
  openConsoleSignedIn,
} from './admin-support';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  screenshotAtBothWidths,
  screenshotSectionAtBothWidths,
} from './screens';

test.describe('API keys in the console', () => {
  test('creates a key shown once, which works with its scope, and revokes it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openConsoleSignedIn(page, ADMIN.email, ADMIN.password);
    await openConsolePage(page, 'API keys');

    const name = `Overlay ${unique()}`;
    await page.getByRole('button', { name: 'Create an API key' }).click();
    const form = page.getByRole('dialog', { name: 'Create an API key' });
    await expect(form).toBeVisible();
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('checkbox', { name: /tournaments:write/ }).check();
    await expect(form.getByRole('checkbox', { name: /^read/ })).toBeChecked();
    await expectNoAxeViolations(page, 'the create API key dialog');
    await clickInDialog(page, 'Create an API key', 'Create key');

    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    await expect(shown).toBeVisible();
    await expect(shown.getByRole('alert')).toContainText('you will not see it again');
    const key = await shown.getByRole('textbox', { name }).inputValue();
    expect(key).toMatch(/^arena_sk_[\w-]{43}$/);
    await shown.getByRole('button', { name: 'Copy key' }).click();
    await expectToast(page, 'Key copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await dismissToasts(page);
    await expectNoAxeViolations(page, 'the new API key dialog');
    await expectNoSidewaysScroll(page, 'the new API key dialog');
    await screenshotSectionAtBothWidths(page, shown, 'admin-api-key-shown');

    // The key acts with its scopes: the console's tournaments (read), never the players.
    const headers = { Authorization: `Bearer ${key}` };
    const read = await page.request.get('/api/admin/tournaments', { headers });
    expect(read.status()).toBe(200);
    expect(read.headers()['ratelimit-limit']).toBe('1200');
    expect((await page.request.get('/api/admin/players', { headers })).status()).toBe(403);

    await clickInDialog(page, 'Your new API key', 'I have saved the key');
    await expect(shown).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('read, tournaments:write');
    await expect(row).toContainText(key.slice(0, 15));
    // Once closed, the key is nowhere on the page.
    expect(await page.content()).not.toContain(key);
    await page.reload();
    await expect(row.getByText(/Never|\d/).last()).toBeVisible();
    await expectNoAxeViolations(page, 'the API keys page');
    await expectNoSidewaysScroll(page, 'the API keys page');
    await screenshotAtBothWidths(page, 'admin-api-keys');

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    await clickInDialog(page, `Revoke ${name}?`, 'Revoke');
    await expectToast(page, 'API key revoked');
    await expect(row).toHaveCount(0);
    const refused = await page.request.get('/api/admin/tournaments', { headers });
    expect(refused.status()).toBe(403);
  });
});
