/**
 * The console's webhooks screen (decision 0058): an organiser adds an endpoint aimed at a local receiver (the
 * secret shown once), sees the delivery of a tournament's creation arrive in its log, replays it (the same
 * webhook-id arrives again) and deletes the endpoint. At 375 and 1280 px, axe-clean, no sideways scroll.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, scaled } from './fixtures';
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

interface Received {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

test.describe('the console webhooks screen', () => {
  const received: Received[] = [];
  const receiver = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const body = JSON.parse(raw) as { type: string; data: Record<string, unknown> };
      received.push({ id: String(request.headers['webhook-id']), type: body.type, data: body.data });
      response.writeHead(204);
      response.end();
    });
  });
  let receiverUrl = '';

  test.beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/arena-hooks`;
  });
  test.afterAll(async () => {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  test('adds an endpoint (secret once), logs a delivery, replays it and deletes the endpoint', async ({
    page,
    scenario,
  }) => {
    test.setTimeout(scaled(180_000));
    await openConsoleSignedIn(page, ADMIN.email, ADMIN.password);
    await openConsolePage(page, 'Webhooks');
    await expect(page.getByText('No webhook endpoints yet.')).toBeVisible();

    // The create dialog: nothing chosen is refused under the field; Select all chooses every event.
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('URL').fill(receiverUrl);
    await clickInDialog(page, 'Add a webhook endpoint', 'Add endpoint');
    await expect(dialog.getByText('Choose at least one event')).toBeVisible();
    await dialog.getByLabel('Select all').check();
    await expect(dialog.getByLabel('tournament.created')).toBeChecked();
    await expect(dialog.getByLabel('prize.paid')).toBeChecked();
    await dialog.getByLabel('prize.paid').uncheck();
    await expect(dialog.getByLabel('Select all')).not.toBeChecked();
    await dialog.getByLabel('Select all').check();
    await screenshotSectionAtBothWidths(page, dialog, 'webhooks-create-dialog');
    await clickInDialog(page, 'Add a webhook endpoint', 'Add endpoint');

    // The secret, once, with the warning and a copy button.
    const shown = page.getByRole('dialog', { name: 'Webhook endpoint added' });
    await expect(shown.getByText('you will not see it again')).toBeVisible();
    const secret = await shown.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    await expect(shown.getByRole('button', { name: 'Copy secret' })).toBeVisible();
    await expectNoAxeViolations(page, 'the secret shown once');
    await screenshotSectionAtBothWidths(page, shown, 'webhooks-secret-once');
    await clickInDialog(page, 'Webhook endpoint added', 'Done');
    await dismissToasts(page);

    // Listed (never with its secret).
    const row = page.getByRole('row').filter({ hasText: receiverUrl });
    await expect(row).toBeVisible();
    await expect(row.getByText('enabled', { exact: true })).toBeVisible();
    await expect(row.getByText('Every tournament')).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    // An event: a tournament is created; its delivery reaches the receiver and shows in the log.
    const tournament = await scenario.tournament({ name: `Webhook Cup ${unique()}` });
    await expect
      .poll(
        () =>
          received.filter((r) => r.type === 'tournament.created' && r.data.tournament_id === tournament.id)
            .length,
      )
      .toBe(1);
    await expectNoAxeViolations(page, 'the webhooks list');
    await expectNoSidewaysScroll(page, 'the webhooks list');
    await screenshotAtBothWidths(page, 'webhooks-list');

    await row.getByRole('link', { name: /Delivery log/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhook deliveries' })).toBeVisible();
    const delivery = page.getByRole('row').filter({ hasText: 'tournament.created' });
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(delivery.getByText('delivered', { exact: true })).toBeVisible({ timeout: scaled(2_000) });
    }).toPass({ timeout: scaled(30_000) });
    await expect(delivery.getByText('HTTP 204')).toBeVisible();
    await expectNoAxeViolations(page, 'the delivery log');
    await expectNoSidewaysScroll(page, 'the delivery log');
    await screenshotAtBothWidths(page, 'webhooks-delivery-log');

    // Replay: the same webhook-id arrives a second time.
    const first = received.find(
      (r) => r.type === 'tournament.created' && r.data.tournament_id === tournament.id,
    )!;
    await delivery.getByRole('button', { name: /Replay/ }).click();
    await expectToast(page, 'Webhook delivery queued again');
    await expect.poll(() => received.filter((r) => r.id === first.id).length).toBe(2);
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(delivery.getByText('delivered', { exact: true })).toBeVisible({ timeout: scaled(2_000) });
    }).toPass({ timeout: scaled(30_000) });
    await dismissToasts(page);

    // Delete, after a confirmation.
    await page.getByRole('link', { name: 'All endpoints' }).click();
    await row.getByRole('button', { name: /Delete/ }).click();
    await expect(page.getByRole('dialog', { name: 'Delete this webhook endpoint?' })).toContainText(
      receiverUrl,
    );
    await clickInDialog(page, 'Delete this webhook endpoint?', 'Delete endpoint');
    await expectToast(page, 'Webhook endpoint deleted');
    await expect(page.getByText('No webhook endpoints yet.')).toBeVisible();
  });
});
