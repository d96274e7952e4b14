/**
 * A Swiss group stage into a playoff in the browser (decisions 0042, 0043; issue 26's must-show): 16 teams, four
 * Swiss rounds, the top 8 into a single-elimination playoff with a third-place match. Results are reported by both
 * captains through the API (fast); the tournament page's Brackets tab is looked at stage by stage: the Swiss stage
 * alone with its standings table, then the playoff drawn under it, then the Results tab's placings with the prizes.
 */
import { expect, scaled, test } from './fixtures';
import { unique } from './scenarios';
import { expectNoAxeViolations, expectNoSidewaysScroll, screenshotAtBothWidths } from './screens';

test('a 16-team Swiss stage into an 8-team playoff, stage by stage, then the placings with prizes', async ({
  page,
  scenario,
}) => {
  test.setTimeout(scaled(120_000));
  const { tournament, captains } = await scenario.underwayTournament({
    name: `Swiss Cup ${unique()}`,
    teams: 16,
    prize: 100,
    split: [50, 30, 15, 5],
    settings: {
      bracket_format: 'single_elimination',
      third_place_match: true,
      swiss_rounds: 4,
      group_stage: { format: 'swiss', groups: 1, advance: 8 },
    },
  });
  const brackets = async () => {
    await page.goto(`/#/viewtournament?id=${tournament.id}`);
    await page.getByRole('tab', { name: 'Brackets' }).click();
  };
  const swissTable = page.getByRole('table', { name: 'Swiss stage' });

  // Stage 1: the Swiss stage alone (one bracket, no stage headings yet), its round 1 drawn, 16 teams in its table.
  await brackets();
  await expect(page.getByText('Swiss round 1').first()).toBeVisible();
  await expect(swissTable.getByRole('row')).toHaveCount(17);
  await expect(page.getByRole('heading', { name: 'Playoff', level: 4 })).toHaveCount(0);
  // The Swiss stage is one group: the drawing names no "Group 1" (its table is the stage's own name).
  await expect(page.locator('.brackets-viewer section.group')).toHaveCount(1);
  await expect(page.locator('.brackets-viewer section.group > h2')).toHaveCount(0);

  // The Swiss rounds played: the playoff is drawn under it.
  await scenario.playMatches(tournament.id, captains, (bracket) => bracket.stages.length > 1);
  await brackets();
  await expect(page.getByRole('heading', { name: 'Playoff', level: 4 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Swiss stage', level: 4 })).toBeVisible();
  // Every team played the four rounds (no byes with 16).
  await expect(swissTable.getByRole('row', { name: / 4 \d \d \d / }).first()).toBeVisible();
  await expect(page.getByText('Swiss round 4').first()).toBeAttached();
  await expect(page.getByText('Third-place match').first()).toBeAttached();
  await screenshotAtBothWidths(page, 'swiss-stages-brackets-tab');
  await expectNoAxeViolations(page, 'the brackets tab of a Swiss stage and playoff');
  await expectNoSidewaysScroll(page, 'the brackets tab of a Swiss stage and playoff');

  // The playoff played: the placings with the prizes, the Swiss stage's other 8 placed 9th to 16th.
  await scenario.playMatches(tournament.id, captains);
  await page.goto(`/#/viewtournament?id=${tournament.id}`);
  await page.getByRole('tab', { name: 'Results' }).click();
  for (const [place, prize] of [
    ['1st', '£50'],
    ['2nd', '£30'],
    ['3rd', '£15'],
    ['4th', '£5'],
  ])
    await expect(page.getByRole('row', { name: new RegExp(`^${place} .* ${prize}$`) })).toBeVisible();
  for (const place of ['9th', '12th', '16th'])
    await expect(page.getByRole('row', { name: new RegExp(`^${place} `) })).toHaveCount(1);
  await screenshotAtBothWidths(page, 'swiss-stages-results-tab');
  await expectNoAxeViolations(page, 'the results of a Swiss stage and playoff');
  await expectNoSidewaysScroll(page, 'the results of a Swiss stage and playoff');
});
