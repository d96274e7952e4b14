/**
 * A group stage into a playoff in the browser (decision 0043): 8 teams in two round-robin groups, the top two of
 * each into a single-elimination playoff with a third-place match, played to the end by the captains. The
 * Brackets tab shows one view per stage under its name and a standings table per group; the Results tab the
 * placings with the prizes paid.
 */
import { expect, test } from './fixtures';
import { unique } from './scenarios';
import { expectNoAxeViolations, expectNoSidewaysScroll, screenshotAtBothWidths } from './screens';

test('round-robin groups into a playoff: both stages, the group tables and the placings with prizes', async ({
  page,
  scenario,
}) => {
  const { tournament } = await scenario.completedTournament({
    name: `Group Cup ${unique()}`,
    teams: 8,
    prize: 100,
    split: [50, 30, 15, 5],
    settings: {
      bracket_format: 'single_elimination',
      third_place_match: true,
      group_stage: { format: 'round_robin', groups: 2, advance: 2 },
    },
  });

  await page.goto(`/#/viewtournament?id=${tournament.id}`);
  await page.getByRole('tab', { name: 'Brackets' }).click();
  await expect(page.getByRole('heading', { name: 'Group stage', level: 4 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Playoff', level: 4 })).toBeVisible();
  // The drawing names the groups as the standings do (Group A, not brackets-viewer's Group 1).
  const drawing = page.locator('.brackets-viewer section.group > h2');
  await expect(drawing).toHaveText(['Group A', 'Group B']);
  const groupA = page.getByRole('table', { name: 'Group stage: Group A' });
  await expect(groupA).toBeVisible();
  await expect(page.getByRole('table', { name: 'Group stage: Group B' })).toBeVisible();
  // Four teams each, three matches played each.
  await expect(groupA.getByRole('row')).toHaveCount(5);
  await expect(page.getByText('Third-place match').first()).toBeAttached();
  await screenshotAtBothWidths(page, 'stages-brackets-tab');
  await expectNoAxeViolations(page, 'the brackets tab of a group stage and playoff');
  await expectNoSidewaysScroll(page, 'the brackets tab of a group stage and playoff');

  await page.getByRole('tab', { name: 'Results' }).click();
  // The third-place match gives single 3rd and 4th places; the teams out in the groups follow by group rank
  // (both groups' 3rds share 5th, their 4ths 7th: the captain entered first won every match, so points tie).
  for (const [place, prize] of [
    ['1st', '£50'],
    ['2nd', '£30'],
    ['3rd', '£15'],
    ['4th', '£5'],
  ])
    await expect(page.getByRole('row', { name: new RegExp(`^${place} .* ${prize}$`) })).toBeVisible();
  await expect(page.getByRole('row', { name: /^5th / })).toHaveCount(2);
  await expect(page.getByRole('row', { name: /^7th / })).toHaveCount(2);
  await screenshotAtBothWidths(page, 'stages-results-tab');
  await expectNoAxeViolations(page, 'the results of a group stage and playoff');
  await expectNoSidewaysScroll(page, 'the results of a group stage and playoff');
});
