/**
 * Seeding by rating in the console (issue 27, decision 0045): players rated by a cup played through the API enter a
 * pending "By rating" tournament with one unrated newcomer; the console's Participants table shows each team's seed
 * by rating now, its average rating and rated players, the newcomer last and unrated. 375 and 1280 px, axe.
 */
import type { AdminTournamentDetail } from '@arena/shared/admin-catalogue';
import { dismissToasts } from './admin-support';
import { expect, scaled, test } from './fixtures';
import { expectNoAxeViolations, expectNoSidewaysScroll, screenshotAtBothWidths } from './screens';
import { ADMIN, loginViaApi, storeSession } from './support';

test('the console previews the seeds of a rating tournament from real ratings', async ({
  page,
  request,
  scenario,
}) => {
  test.setTimeout(scaled(180_000));
  const game = await scenario.game();
  const captains = [];
  for (let i = 0; i < 4; i += 1) captains.push(await scenario.captain({ prefix: 'seeded' }));
  // A cup of four rates them: the captain entered first wins every match it plays.
  const cup = await scenario.tournament({ gameId: game.id, totalTeams: 4 });
  for (const captain of captains) await scenario.enrol(captain, cup.id);
  await scenario.start(cup.id);
  await scenario.playMatches(cup.id, captains);

  const newcomer = await scenario.captain({ prefix: 'newcomer' });
  const seeded = await scenario.tournament({
    gameId: game.id,
    totalTeams: 8,
    settings: { seeding: 'rating' },
  });
  // The newcomer enters first: the order shown is the ratings', not the entries'.
  for (const captain of [newcomer, ...captains]) await scenario.enrol(captain, seeded.id);

  const session = await loginViaApi(request, ADMIN.email, ADMIN.password);
  const answer = await request.get(`/api/admin/tournaments/${seeded.id}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(answer.status()).toBe(200);
  const detail = ((await answer.json()) as { data: AdminTournamentDetail }).data;
  const bySeed = [...detail.participants].sort((a, b) => a.rating_seed! - b.rating_seed!);
  expect(bySeed[0]!.team_id).toBe(captains[0]!.teamId);
  expect(bySeed.at(-1)!.team_id).toBe(newcomer.teamId);
  expect(bySeed.at(-1)!.rating).toBeNull();

  await storeSession(page, session);
  await page.goto(`/#/admin/tournaments/${seeded.id}`);
  await expect(page.getByRole('heading', { level: 1, name: seeded.tournament_name })).toBeVisible();
  await dismissToasts(page);
  await expect(page.getByText(/Seeded by rating at the start/)).toBeVisible();
  const table = page.getByRole('region', { name: 'Participants table' });
  await expect(table.getByRole('columnheader', { name: 'Seed by rating' })).toBeVisible();
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(bySeed.length + 1);
  for (const [index, entry] of bySeed.entries()) {
    const row = rows.nth(index + 1);
    await expect(row).toContainText(entry.team_name);
    await expect(row.getByRole('cell').first()).toContainText(String(index + 1));
    await expect(row).toContainText(
      entry.rating === null ? 'Unrated' : `${entry.rating.toFixed(1)} 1 of 1 rated`,
    );
  }
  // The organiser's seeds form is for "Organiser" seeding: this preview is read-only.
  await expect(page.getByRole('form', { name: 'Seeds' })).toHaveCount(0);
  await screenshotAtBothWidths(page, 'issue27-rating-seeds-console');
  await expectNoAxeViolations(page, 'the console preview of seeds by rating');
  await expectNoSidewaysScroll(page, 'the console preview of seeds by rating');
});
