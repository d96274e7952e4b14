/**
 * A forfeit in the browser (decision 0026): the organiser forfeits a team that did not show up, and
 * both teams read it as won or lost by forfeit (never a 0-0 draw) in My matches and the match room.
 */
import { expect, test } from './fixtures';
import { unique } from './scenarios';
import { storeSession } from './support';
import { expectNoAxeViolations, expectNoSidewaysScroll, screenshotAtBothWidths } from './screens';

test('a forfeited semi-final reads "Lost by forfeit (no-show)" and "Won by forfeit" to its two teams', async ({
  browser,
  page,
  request,
  scenario,
}) => {
  const { tournament, captains } = await scenario.underwayTournament({ name: `Forfeit Cup ${unique()}` });
  const [absent] = captains;
  const [semi] = await scenario.myMatches(absent!, tournament.id);
  const present = captains.find((c) => c.teamName === semi!.opponent_name)!;
  const forfeited = await request.post(`/api/admin/matches/${semi!.match_id}/forfeit`, {
    data: { team_id: absent!.teamId, reason: 'Did not show up' },
    headers: { Authorization: `Bearer ${await scenario.adminToken()}` },
  });
  expect(forfeited.status(), await forfeited.text()).toBe(200);

  // The team that did not show up: My matches on the tournament's Brackets tab.
  await storeSession(page, absent!);
  await page.goto(`/#/viewtournament?id=${tournament.id}`);
  await page.getByRole('tab', { name: 'Brackets' }).click();
  const card = page.getByRole('article').filter({ hasText: present.teamName });
  await expect(card.getByText('Lost by forfeit (no-show)', { exact: true })).toBeVisible();
  await expect(page.getByText(/Draw/)).toHaveCount(0);
  await screenshotAtBothWidths(page, 'forfeit-my-matches-lost');
  await expectNoAxeViolations(page, 'my matches after a forfeit');
  await expectNoSidewaysScroll(page, 'my matches after a forfeit');

  // The team that went through: the match room says it on its card and on both rosters.
  const winner = await (await browser.newContext()).newPage();
  await storeSession(winner, present);
  await winner.goto(`/#/match?id=${semi!.match_id}`);
  const report = winner.getByRole('region', { name: 'Your report' });
  await expect(report.getByText('Won by forfeit', { exact: true })).toBeVisible();
  await expect(
    winner.getByRole('region', { name: absent!.teamName }).getByText('Lost by forfeit (no-show)'),
  ).toBeVisible();
  await expect(
    winner.getByRole('region', { name: `${present.teamName} (your team)` }).getByText('Won by forfeit'),
  ).toBeVisible();
  await screenshotAtBothWidths(winner, 'forfeit-match-room-won');
  await expectNoAxeViolations(winner, 'the match room after a forfeit');
  await expectNoSidewaysScroll(winner, 'the match room after a forfeit');
  await winner.context().close();
});
