/**
 * The public player page (issue 27, decision 0046): a player who won two cups played through the API has a page
 * with their placings and, once the rating engine rated the matches, a rating with its history chart; the
 * winnings stay hidden from visitors until the player shows them in My Account's Privacy. 375 and 1280 px, axe.
 */
import type { PlayerProfile } from '@arena/shared/profiles';
import { expect, test, scaled } from './fixtures';
import { expectNoAxeViolations, expectNoSidewaysScroll, screenshotAtBothWidths } from './screens';
import { signedInPage } from './support';
import { openAccountPanel } from './teams-support';

test.describe('public player page', () => {
  test('a cup winner: placings, rating chart, privacy for visitors, at 375 and 1280 px', async ({
    browser,
    page,
    request,
    scenario,
  }) => {
    test.setTimeout(scaled(240_000));
    const game = await scenario.game();
    const captains = [];
    for (let i = 0; i < 4; i += 1) captains.push(await scenario.captain({ prefix: 'rated' }));
    // Two cups of four (the captain entered first wins every match): four decided matches for the winner.
    const cups = [];
    for (let cup = 0; cup < 2; cup += 1) {
      const tournament = await scenario.tournament({ gameId: game.id, totalTeams: 4, prize: 20 });
      for (const captain of captains) await scenario.enrol(captain, tournament.id);
      await scenario.start(tournament.id);
      await scenario.playMatches(tournament.id, captains);
      cups.push(tournament);
    }
    const [winner, runnerUp] = captains as [(typeof captains)[0], (typeof captains)[0]];

    // A visitor (no session) opens the winner's page.
    await page.goto(`/#/player?id=${winner.user.id}`);
    await expect(page.getByRole('heading', { level: 2, name: winner.name })).toBeVisible();
    const tournaments = page.getByRole('table', { name: 'Tournaments' });
    for (const cup of cups) {
      const row = tournaments.getByRole('row').filter({ hasText: cup.tournament_name });
      await expect(row).toContainText('1st');
    }
    await expect(page.getByRole('heading', { name: 'Winnings' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Platform IDs' })).toHaveCount(0);

    // Each confirmed result was rated (decision 0044): the chart shows one point per rated match.
    const answer = await request.get(`/api/player-profile?user_id=${winner.user.id}`);
    expect(answer.status()).toBe(200);
    const profile = ((await answer.json()) as { data: PlayerProfile }).data;
    const ratings = page.getByRole('region', { name: 'Ratings' });
    // One point per rated match of the winner's team (two a cup of four).
    const points = profile.ratings[0]!.history.length;
    expect(points).toBe(4);
    const chart = ratings.getByRole('img', {
      name: new RegExp(`rating history over the last ${points} rated matches`),
    });
    await expect(chart).toBeVisible();
    await expect(chart.locator('circle')).toHaveCount(points);
    await expect(ratings.getByText('Provisional')).toBeVisible();
    const matches = page.getByRole('table', { name: 'Recent matches' });
    await expect(matches.getByRole('link', { name: runnerUp.teamName }).first()).toBeVisible();
    await expect(page.locator('.profile-record')).toContainText(`Wins${profile.record.wins}`);
    expect(profile.record).toEqual({ wins: 4, losses: 0, draws: 0 });
    await screenshotAtBothWidths(page, 'issue27-player-page');
    await expectNoAxeViolations(page, 'the player page');
    await expectNoSidewaysScroll(page, 'the player page');

    // The team names link to the team pages; the team page lists its roster, linking back.
    await page.getByRole('region', { name: 'Teams' }).getByRole('link', { name: winner.teamName }).click();
    await expect(page.getByRole('heading', { level: 2, name: winner.teamName })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Tournaments' }).getByText('1st')).toHaveCount(2);
    await screenshotAtBothWidths(page, 'issue27-team-page');
    await expectNoAxeViolations(page, 'the team page');
    await expectNoSidewaysScroll(page, 'the team page');
    await page.getByRole('link', { name: winner.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: winner.name })).toBeVisible();

    // The winner shows the winnings in My Account's Privacy: now a visitor sees them (two cups of £20).
    const own = await signedInPage(browser, winner);
    await openAccountPanel(own, 'My Profile');
    const privacy = own.getByRole('form', { name: 'Privacy' });
    await expect(privacy.getByLabel('Show my total winnings on my public page')).not.toBeChecked();
    await privacy.getByLabel('Show my total winnings on my public page').check();
    await privacy.getByRole('button', { name: 'Save privacy settings' }).click();
    await expect(own.getByText('Privacy settings saved')).toBeVisible();
    await expectNoAxeViolations(own, 'My Profile with Privacy');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Winnings' })).toBeVisible();
    await expect(page.getByText('£40.00')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Platform IDs' })).toHaveCount(0);
  });

  test('the rating charts at 375 and 1280 px: many points and a provisional rating, axe clean', async ({
    page,
    scenario,
  }) => {
    test.setTimeout(scaled(120_000));
    const player = await scenario.captain({ prefix: 'chart' });
    // The page's layout with a long history and two ratings, whatever the server has rated so far: the real
    // answer with two ratings put in (the API's own shape, checked by the API tests).
    await page.route('**/api/player-profile?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: PlayerProfile };
      const history = (count: number, start: number) =>
        Array.from({ length: count }, (_, i) => ({
          match_id: 1000 + start + i,
          date: new Date(Date.UTC(2026, 10, 1 + i)).toISOString(),
          rating_after: start + Math.round(40 * Math.sin(i / 2) + i * 6),
          result: i % 3 === 0 ? ('loss' as const) : ('win' as const),
        }));
      const rating = (teamSize: number, count: number, start: number) => {
        const points = history(count, start);
        return {
          game_id: 1,
          game_name: 'Rocket Arena',
          team_size: teamSize,
          rating: points[points.length - 1]!.rating_after,
          matches: count,
          wins: points.filter((p) => p.result === 'win').length,
          losses: points.filter((p) => p.result === 'loss').length,
          draws: 0,
          provisional: count < 10,
          history: points,
        };
      };
      body.data.ratings = [rating(1, 40, 1000), rating(2, 3, 900)];
      await route.fulfill({ response, json: body });
    });
    await page.goto(`/#/player?id=${player.user.id}`);
    const ratings = page.getByRole('region', { name: 'Ratings' });
    await expect(
      ratings.getByRole('img', { name: /Rocket Arena 1v1 rating history over the last 40/ }),
    ).toBeVisible();
    const provisional = ratings.getByRole('article').filter({ hasText: 'Rocket Arena 2v2' });
    await expect(provisional.getByText('Provisional')).toBeVisible();
    await expect(
      ratings.getByRole('article').filter({ hasText: 'Rocket Arena 1v1' }).getByText('Provisional'),
    ).toHaveCount(0);
    // The numbers behind the chart, for anyone who cannot see it.
    await provisional.getByText('Show the numbers').click();
    await expect(provisional.getByRole('table')).toBeVisible();
    await screenshotAtBothWidths(page, 'issue27-player-charts');
    await expectNoAxeViolations(page, 'the player page with charts');
    await expectNoSidewaysScroll(page, 'the player page with charts');
  });
});
