/**
 * The organiser at check-in (decision 0028): the console's participants show each team's check-in, the
 * organiser checks a team in and removes another (refunded), and Start now names the team it will drop and
 * says its fee comes back (a start before the advertised close of check-in). At 375 and 1280 px.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test, scaled } from './fixtures';
import { unique, type ScenarioCaptain } from './scenarios';
import { ADMIN } from './support';
import { dismissToasts, expectToast, openConsoleSignedIn } from './admin-support';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectWholeTable,
  screenshotAtBothWidths,
  screenshotSectionAtBothWidths,
} from './screens';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function creditsOf(request: APIRequestContext, captain: ScenarioCaptain): Promise<number> {
  const response = await request.get('/api/user-profile', { headers: bearer(captain.token) });
  return ((await response.json()) as { user: { user_details: { credits: number } } }).user.user_details
    .credits;
}

test.describe('the console at check-in', () => {
  test('shows who checked in, checks a team in, removes one with a refund, and Start now names the team it drops', async ({
    page,
    request,
    scenario,
  }) => {
    test.setTimeout(scaled(240_000));
    const tournament = await scenario.tournament({
      name: `Check-in Console ${unique()}`,
      totalTeams: 8,
      entryFee: 5,
      startInMinutes: 30,
      checkInMinutes: 60,
    });
    const captains: ScenarioCaptain[] = [];
    for (let i = 0; i < 5; i += 1) {
      const captain = await scenario.captain({ prefix: `ci${i}`, credits: 10 });
      await scenario.enrol(captain, tournament.id);
      captains.push(captain);
    }
    const [early, prompt, phoned, cheat, absent] = captains as [
      ScenarioCaptain,
      ScenarioCaptain,
      ScenarioCaptain,
      ScenarioCaptain,
      ScenarioCaptain,
    ];
    for (const captain of [early, prompt]) {
      const response = await request.post('/api/tournament-check-in', {
        data: { tournament_id: tournament.id },
        headers: bearer(captain.token),
      });
      expect(response.status(), await response.text()).toBe(200);
    }

    await openConsoleSignedIn(page, ADMIN.email, ADMIN.password);
    await page.goto(`/#/admin/tournaments/${tournament.id}`);
    await expect(page.getByRole('heading', { level: 1, name: tournament.tournament_name })).toBeVisible();
    await dismissToasts(page);
    await expect(
      page.getByRole('heading', { name: 'Participants (5 · 2 checked in, 3 not checked in)' }),
    ).toBeVisible();
    const table = page.getByRole('region', { name: 'Participants table' });
    const row = (captain: ScenarioCaptain) => table.getByRole('row').filter({ hasText: captain.teamName });
    for (const captain of [early, prompt]) await expect(row(captain)).toContainText('Checked in');
    for (const captain of [phoned, cheat, absent]) await expect(row(captain)).toContainText('Not checked in');

    // A team that told the organiser on Discord: checked in from the console.
    await table.getByRole('button', { name: `Check in ${phoned.teamName}` }).click();
    await expectToast(page, 'The team is checked in');
    await expect(row(phoned)).not.toContainText('Not checked in');
    await expect(table.getByRole('button', { name: `Check in ${phoned.teamName}` })).toHaveCount(0);

    // A team removed with a refund, giving the reason its players are told.
    await dismissToasts(page);
    await table.getByRole('button', { name: `Remove ${cheat.teamName}` }).click();
    const removeDialog = page.getByRole('dialog', {
      name: `Remove ${cheat.teamName} from ${tournament.tournament_name}?`,
    });
    await expect(removeDialog.getByLabel(/Refund what the entry paid \(5 credits/)).toBeChecked();
    await removeDialog.getByRole('button', { name: 'Remove team' }).click();
    await expect(removeDialog.getByText('A reason is required')).toBeVisible();
    await removeDialog.getByLabel('Reason (the team is told)').fill('Rostered a banned player');
    await expectNoAxeViolations(page, 'remove team dialog');
    await screenshotSectionAtBothWidths(page, removeDialog, 'organiser-check-in-remove-dialog');
    await removeDialog.getByRole('button', { name: 'Remove team' }).click();
    await expectToast(page, 'The team has been removed from the tournament and its entry refunded');
    await expect(row(cheat)).toContainText('Removed by organiser');
    await expect(
      page.getByRole('heading', { name: 'Participants (4 · 3 checked in, 1 not checked in)' }),
    ).toBeVisible();
    expect(await creditsOf(request, cheat)).toBe(10);

    await dismissToasts(page);
    await expectNoSidewaysScroll(page, 'the console tournament page at check-in');
    // Every column fits, Check in and Remove included: nothing hides behind the table's own scroll.
    await expectWholeTable(page, table, 'the participants table');
    await expectNoAxeViolations(page, 'the console tournament page at check-in');
    await screenshotSectionAtBothWidths(
      page,
      page.getByRole('region', { name: /^Participants \(/ }),
      'organiser-check-in-participants',
    );

    // Start now: the team that has not checked in is named, with its fee coming back (start before the close).
    await page.getByRole('button', { name: 'Start now' }).click();
    const startDialog = page.getByRole('dialog', { name: `Start ${tournament.tournament_name} now?` });
    await expect(startDialog.getByText(/drawn from the 3 teams checked in/)).toBeVisible();
    await expect(startDialog.getByText('This team has not checked in and will be dropped:')).toBeVisible();
    await expect(startDialog.getByRole('listitem')).toHaveText([absent.teamName]);
    await expect(startDialog.getByText(/so a dropped team gets its entry fee back\.$/)).toBeVisible();
    await expectNoAxeViolations(page, 'start confirmation with check-in');
    await screenshotSectionAtBothWidths(page, startDialog, 'organiser-check-in-start-dialog');
    await startDialog.getByRole('button', { name: 'Start now' }).click();
    await expectToast(page, 'The tournament has started and its bracket is drawn');
    await expect(page.getByText(`Dropped at the start (no check-in): ${absent.teamName}.`)).toBeVisible();
    await expect(row(absent)).toContainText('Dropped: no check-in');
    await expect(page.getByRole('heading', { name: 'Participants (3)' })).toBeVisible();
    expect(await creditsOf(request, absent)).toBe(10);
    await dismissToasts(page);
    await expectNoSidewaysScroll(page, 'the console tournament page after the start');
    await screenshotAtBothWidths(page, 'organiser-check-in-started', { fullPage: false });
  });
});
