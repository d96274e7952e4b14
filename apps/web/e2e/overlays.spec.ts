/**
 * Stream overlays (issue 30, decision 0061): the match overlay and the bracket overlay, open in OBS-like pages
 * with nobody signed in, show a result the moment the captains confirm it, through the tournament's live stream
 * (no reload); transparent, without the site's top bar or footer, axe clean at 375 and 1280 px.
 */
import { expect, test } from './fixtures';
import { expectNoAxeViolations, expectNoSidewaysScroll, screenshotAtBothWidths } from './screens';

test('the match and bracket overlays follow a confirmed result live', async ({ browser, scenario }) => {
  const { tournament, home, away, matchId } = await scenario.readyFinal();
  const context = await browser.newContext();
  const match = await context.newPage();
  await match.goto(`/#/overlay/match?id=${matchId}`);
  await expect(match.getByTestId('overlay-score')).toHaveText('0 – 0');
  await expect(match.getByRole('main', { name: 'Match overlay' })).toContainText(home.teamName);
  await expect(match.getByRole('main', { name: 'Match overlay' })).toContainText(away.teamName);
  await expect(match.getByRole('banner')).toHaveCount(0);
  await expect(match.getByRole('contentinfo')).toHaveCount(0);
  expect(
    await match.evaluate(() => getComputedStyle(document.body).backgroundColor),
    'a transparent page for OBS',
  ).toBe('rgba(0, 0, 0, 0)');

  const bracket = await context.newPage();
  await bracket.goto(`/#/overlay/bracket?tournament_id=${tournament.id}&theme=light`);
  const chart = bracket.getByRole('region', { name: `Bracket chart of ${tournament.tournament_name}` });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.getByText(home.teamName)).toBeVisible();

  // Both captains report 2-0 for the captain entered first: the result is confirmed.
  await scenario.playMatches(tournament.id, [home, away]);
  await expect(match.getByTestId('overlay-score')).toHaveText(/^(2 – 0|0 – 2)$/);
  await expect(bracket.locator('.brackets-viewer .participant.win')).toContainText(home.teamName);

  await expectNoAxeViolations(match, 'the match overlay');
  await expectNoSidewaysScroll(match, 'the match overlay');
  await screenshotAtBothWidths(match, 'overlay-match');
  await expectNoAxeViolations(bracket, 'the bracket overlay');
  await expectNoSidewaysScroll(bracket, 'the bracket overlay');
  await screenshotAtBothWidths(bracket, 'overlay-bracket-light');

  // The embeddable bracket, at its framable address, with a link back to the tournament.
  const embed = await context.newPage();
  await embed.goto(`/embed#/embed/bracket?tournament_id=${tournament.id}`);
  await expect(embed.getByRole('heading', { level: 1, name: tournament.tournament_name })).toBeVisible();
  await expect(
    embed.getByRole('link', { name: 'Open the tournament on Arena (opens in a new tab)' }),
  ).toBeVisible();
  await expectNoAxeViolations(embed, 'the embedded bracket');
  await screenshotAtBothWidths(embed, 'embed-bracket');
  // The framable copy shows nothing else of the site.
  await embed.goto('/embed#/login');
  await expect(embed.getByRole('link', { name: 'Open Arena (opens in a new tab)' })).toBeVisible();
  await expect(embed.getByRole('textbox')).toHaveCount(0);
  await context.close();
});
