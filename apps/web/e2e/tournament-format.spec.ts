/**
 * The series and stage settings in the browser (decision 0039): the organiser sets a Major-style Swiss, then a
 * double elimination Bo3 with a Bo5 reset final, round-robin groups, a ban-pick veto and a reordered map pool in
 * the console's form; the player reads them on the tournament page. Each state of the form and the page is
 * checked with axe, for sideways scroll at 375 px, and screenshotted at 375 and 1280 px.
 */
import { expect, scaled, test } from './fixtures';
import { dismissToasts, expectToast, localInput, openConsoleSignedIn } from './admin-support';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectTapTargets,
  screenshotAtBothWidths,
} from './screens';
import { ADMIN } from './support';

const HOUR = 3_600_000;

test('the organiser sets the format, series and veto, and players read them on the tournament page', async ({
  page,
  scenario,
}) => {
  test.setTimeout(scaled(180_000));
  const game = await scenario.game();
  const name = `Format Cup ${Date.now().toString(36)}`;
  await openConsoleSignedIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/#/admin/tournaments/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New tournament' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New tournament' });
  await form.getByLabel('Game').selectOption({ label: game.game_name });
  await form.getByLabel('Tournament name').fill(name);
  await form.getByLabel('Region').fill('Western Europe');
  await form.getByLabel('Total teams').fill('16');
  const now = Date.now();
  await form.getByLabel('Registration deadline').fill(localInput(new Date(now + 24 * HOUR)));
  await form.getByLabel('Start date').fill(localInput(new Date(now + 25 * HOUR)));
  await form.getByLabel('End date').fill(localInput(new Date(now + 30 * HOUR)));

  // A Major-style Swiss: the Swiss settings show, the final's length and the group stage do not.
  await form.getByLabel('Bracket format').selectOption({ label: 'Swiss' });
  await form.getByLabel('Major style: play until a number of wins or losses').check();
  await form.getByLabel('Deciding matches best of').selectOption({ label: 'Bo3: first to win 2 games' });
  await expect(form.getByLabel('Wins to advance')).toHaveValue('3');
  await expect(form.getByLabel('Final best of')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the tournament form with a Major-style Swiss');
  await expectNoSidewaysScroll(page, 'the tournament form with a Major-style Swiss');
  await screenshotAtBothWidths(page, 'tournament-form-swiss');

  // Double elimination with groups, a Bo5 reset final and a ban-pick veto over five maps, one moved.
  await form.getByLabel('Bracket format').selectOption({ label: 'Double elimination' });
  await form.getByLabel('Best of', { exact: true }).selectOption({ label: 'Bo3: first to win 2 games' });
  await form.getByLabel('Final best of').selectOption({ label: 'Bo5: first to win 3 games' });
  await form.getByLabel('Grand final').selectOption('double');
  await form.getByLabel('Groups before the playoff').selectOption({ label: 'Round robin' });
  await form.getByLabel('Groups', { exact: true }).fill('4');
  await form.getByLabel('Veto', { exact: true }).selectOption({ label: 'Ban & pick' });
  await form.getByLabel('Seconds for each veto step').fill('90');
  const pool = form.getByRole('group', { name: 'Map pool' });
  for (const [index, map] of ['Mirage', 'Inferno', 'Nuke', 'Ancient', 'Anubis'].entries()) {
    await pool.getByRole('button', { name: 'Add a map or mode' }).click();
    await pool.getByLabel(`Map or mode ${index + 1}`, { exact: true }).fill(map);
  }
  await pool.getByRole('button', { name: 'Move map or mode 5 up' }).click();
  await expect(pool.getByLabel('Map or mode 4', { exact: true })).toHaveValue('Anubis');
  await expectTapTargets(page, pool, 'the map pool');
  await expectNoAxeViolations(page, 'the tournament form with groups, a veto and a map pool');
  await expectNoSidewaysScroll(page, 'the tournament form with groups, a veto and a map pool');
  await screenshotAtBothWidths(page, 'tournament-form-format');

  // A rule of the shared schema under its field: 16 teams in 4 groups of 4, all four cannot advance.
  await form.getByLabel('Teams advancing from each group').fill('4');
  await form.getByRole('button', { name: 'Create tournament' }).click();
  await expect(
    form.getByRole('group', { name: 'Group stage' }).getByText('Fewer teams must advance from each group'),
  ).toBeVisible();
  await form.getByLabel('Teams advancing from each group').fill('2');
  await form.getByRole('button', { name: 'Create tournament' }).click();
  await expectToast(page, 'The tournament has been created');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const tournamentId = Number(/\/admin\/tournaments\/(\d+)/.exec(page.url())![1]);
  // The saved tournament's form shows what was set.
  const edit = page.getByRole('form', { name: `Edit ${name}` });
  await expect(edit.getByLabel('Final best of')).toHaveValue('5');
  await expect(edit.getByLabel('Map or mode 4', { exact: true })).toHaveValue('Anubis');
  await dismissToasts(page);

  // The player's view: the Overview tab says how the matches are played.
  await page.goto(`/#/viewtournament?id=${tournamentId}`);
  const overview = page.getByRole('tabpanel', { name: 'Overview' });
  const fact = (label: string) =>
    overview.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
  await expect(fact('Format')).toHaveText(
    'Double elimination playoff with a grand final reset · Bo3, final Bo5 · Veto: ban & pick',
  );
  await expect(fact('Group stage')).toHaveText(
    '4 groups of round robin, top 2 of each group advance to the playoff',
  );
  await expect(fact('Maps')).toHaveText('Mirage, Inferno, Nuke, Anubis, Ancient');
  await expectNoAxeViolations(page, 'the tournament page with its format');
  await expectNoSidewaysScroll(page, 'the tournament page with its format');
  await screenshotAtBothWidths(page, 'tournament-page-format');
});
