/**
 * The leaderboard page (decision 0047) at 375 and 1280 px: filters, the ranked table with links to player pages,
 * the trend told by sign and words, the provisional list apart, paging, axe and no sideways scroll.
 *
 * The first test plays a real cup through the API: the rating engine rates each confirmed result, and the real
 * board lists the players in rating order with links to their pages. A board of 45 established players (10 rated
 * matches each) would take hundreds of played matches, so the layout test with ties, trends and paging gets the
 * board's answers at the network edge (page.route) in exactly the API's shape, checked against the shared zod
 * schema. The games and the empty board come from the real server.
 */
import type { Page, Route } from '@playwright/test';
import { leaderboardSchema, type Leaderboard, type LeaderboardEntry } from '@arena/shared/leaderboard';
import { expect, scaled, test } from './fixtures';
import { expectNoAxeViolations, expectNoSidewaysScroll, screenshotAtBothWidths } from './screens';
import { hashPath } from './support';

const PER_PAGE = 20;

function entry(index: number, overrides: Partial<LeaderboardEntry> = {}): LeaderboardEntry {
  const matches = 10 + index;
  return {
    rank: index + 1,
    user_id: 1000 + index,
    username: `Contender${index + 1}`,
    picture: null,
    rating: 2400 - index * 10,
    matches,
    wins: Math.ceil(matches / 2),
    losses: Math.floor(matches / 2),
    draws: 0,
    trend: index % 3 === 0 ? 18 : index % 3 === 1 ? -12 : 0,
    provisional: false,
    ...overrides,
  };
}

/** 45 ranked players (ties at ranks 2 and 3) and 3 provisional ones; a region filter keeps every other one. */
function boards() {
  const ranked = Array.from({ length: 45 }, (_, index) => entry(index));
  ranked[0] = { ...ranked[0]!, username: 'AVeryLongGamertagThatKeepsGoingOnAndOn_XxX', wins: 30, losses: 2 };
  ranked[2] = { ...ranked[2]!, rank: 2, rating: ranked[1]!.rating };
  const provisional = [0, 1, 2].map((index) =>
    entry(index, {
      rank: null,
      user_id: 2000 + index,
      username: `Rookie${index + 1}`,
      matches: 3,
      wins: 2,
      losses: 1,
      provisional: true,
    }),
  );
  return { ranked, provisional };
}

async function answerBoards(page: Page) {
  const { ranked, provisional } = boards();
  const asked: URL[] = [];
  await page.route('**/api/leaderboard?*', async (route: Route) => {
    const url = new URL(route.request().url());
    asked.push(url);
    const isProvisional = url.searchParams.get('provisional') === 'true';
    const region = url.searchParams.get('region');
    let players = isProvisional ? provisional : ranked;
    if (region) players = players.filter((_, index) => index % 2 === 0);
    const pageNumber = Number(url.searchParams.get('page') ?? '1');
    const data = leaderboardSchema.parse({
      game_id: Number(url.searchParams.get('game_id')),
      team_size: Number(url.searchParams.get('team_size') ?? '1'),
      region,
      provisional: isProvisional,
      players: players.slice((pageNumber - 1) * PER_PAGE, pageNumber * PER_PAGE),
      regions: ['Europe', 'North America'],
    });
    await route.fulfill({
      json: {
        status_code: 200,
        status: true,
        message: 'Leaderboard',
        error: [],
        data,
        pagination: {
          page: pageNumber,
          per_page: PER_PAGE,
          total: players.length,
          last_page: Math.max(1, Math.ceil(players.length / PER_PAGE)),
        },
      },
    });
  });
  return asked;
}

const ranked = (page: Page) => page.getByRole('region', { name: 'Ranked players' });
const provisionalList = (page: Page) => page.getByRole('region', { name: 'Provisional players' });

test.describe('leaderboard', () => {
  test('a cup played through the API: the real board lists its players by rating, linking to their pages', async ({
    page,
    request,
    scenario,
  }) => {
    test.setTimeout(scaled(180_000));
    const game = await scenario.game();
    // A game nobody plays in, made before the page loads the list of games.
    const unrated = await scenario.game();

    const captains = [];
    for (let i = 0; i < 4; i += 1) captains.push(await scenario.captain({ prefix: 'board' }));
    // A cup of four: the captain entered first wins every match it plays (two wins), so it is rated highest.
    const cup = await scenario.tournament({ gameId: game.id, totalTeams: 4 });
    for (const captain of captains) await scenario.enrol(captain, cup.id);
    await scenario.start(cup.id);
    await scenario.playMatches(cup.id, captains);
    const [champion] = captains as [(typeof captains)[0]];

    // The engine's board for the game (1v1): four players, each under 10 matches, so all provisional.
    const answer = await request.get(`/api/leaderboard?game_id=${game.id}&team_size=1&provisional=true`);
    expect(answer.status()).toBe(200);
    const board = ((await answer.json()) as { data: Leaderboard }).data;
    expect(board.players.map((p) => p.user_id).sort()).toEqual(captains.map((c) => c.user.id).sort());
    expect(board.players[0]!.user_id).toBe(champion.user.id);
    const ratings = board.players.map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((x, y) => y - x));
    expect(board.players[0]!.rating).toBeGreaterThan(board.players.at(-1)!.rating);

    await page.goto(`/#/leaderboard?game=${game.id}`);
    await expect(ranked(page).getByText('No players here yet.')).toBeVisible();
    const table = provisionalList(page).getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(board.players.length + 1);
    for (const [index, player] of board.players.entries()) {
      const row = table.getByRole('row').nth(index + 1);
      await expect(row.getByRole('link', { name: player.username })).toHaveAttribute(
        'href',
        `#/player?id=${player.user_id}`,
      );
      await expect(row).toContainText(`${player.wins}-${player.losses}`);
    }
    await expect(table.getByRole('row').nth(1)).toContainText('2-0');
    await expectNoAxeViolations(page, 'the leaderboard of a played cup');
    await expectNoSidewaysScroll(page, 'the leaderboard of a played cup');
    await screenshotAtBothWidths(page, 'leaderboard-real');

    // The champion's name opens their page.
    await table.getByRole('link', { name: board.players[0]!.username }).click();
    await expect(page.getByRole('heading', { level: 2, name: board.players[0]!.username })).toBeVisible();
    await expect.poll(() => hashPath(page)).toBe(`/player?id=${champion.user.id}`);

    // Last, on the same page, the game without matches (it was a test of its own, which paid a context and a first
    // load). It comes after the cup's board: no board of the cup's game is loaded, and kept by the page or by the
    // server's cache for visitors, before its matches are played.
    await test.step('shows an empty board from the server for a game nobody is rated in yet', async () => {
      await page.goto(`/#/leaderboard?game=${unrated.id}`);
      await expect(ranked(page).getByText('No players here yet.')).toBeVisible();
      await expect(provisionalList(page).getByText('No players here yet.')).toBeVisible();
      // The main navigation leads here.
      await page.goto('/#/game');
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
      await expectNoAxeViolations(page, 'the empty leaderboard');
      await expectNoSidewaysScroll(page, 'the empty leaderboard');
    });
  });

  test('ranks players with record and trend, keeps provisional ones apart, filters and pages', async ({
    page,
    scenario,
  }) => {
    const game = await scenario.game();
    const asked = await answerBoards(page);
    await page.goto(`/#/leaderboard?game=${game.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    await expect(page.getByLabel('Game', { exact: true })).toHaveValue(String(game.id));

    const table = ranked(page).getByRole('table');
    const first = table.getByRole('row').nth(1);
    await expect(first.getByRole('cell').first()).toHaveText('1');
    const link = first.getByRole('link', { name: /AVeryLongGamertag/ });
    await expect(link).toHaveAttribute('href', '#/player?id=1000');
    await expect(first).toContainText('30-2');
    // The trend is a sign and a number, and words for screen readers: never colour alone.
    await expect(first).toContainText('▲ +18');
    await expect(first.getByText('Up 18')).toBeAttached();
    await expect(table.getByRole('row').nth(2)).toContainText('▼ −12');
    // Equal ratings share a rank.
    await expect(table.getByRole('row').nth(3).getByRole('cell').first()).toHaveText('2');
    await expect(table.getByRole('row')).toHaveCount(PER_PAGE + 1);

    // Provisional players have their own list, without a rank column.
    const rookies = provisionalList(page).getByRole('table');
    await expect(rookies.getByRole('row')).toHaveCount(4);
    await expect(rookies.getByRole('columnheader', { name: 'Rank' })).toHaveCount(0);
    await expect(rookies.getByRole('link', { name: 'Rookie1' })).toHaveAttribute('href', '#/player?id=2000');

    await expectNoAxeViolations(page, 'the leaderboard');
    await expectNoSidewaysScroll(page, 'the leaderboard');
    await screenshotAtBothWidths(page, 'leaderboard');

    // Page 3 of the ranked board; ranks carry on from the server.
    await ranked(page).getByRole('navigation').getByRole('button', { name: /last/i }).click();
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('41');
    await expect.poll(() => hashPath(page)).toBe(`/leaderboard?game=${game.id}&page=3`);

    // Team size and region go to the API and back to page 1.
    await page.getByLabel('Team size', { exact: true }).selectOption({ label: '2v2' });
    await page.getByLabel('Region', { exact: true }).selectOption('Europe');
    await expect.poll(() => hashPath(page)).toBe(`/leaderboard?game=${game.id}&size=2&region=Europe`);
    await expect(table.getByRole('row')).toHaveCount(PER_PAGE + 1);
    // The region's answer is the one shown (the team size's alone has as many rows): wait for that request.
    await expect
      .poll(() => {
        const last = asked.filter((url) => url.searchParams.get('provisional') !== 'true').at(-1);
        return last ? Object.fromEntries(last.searchParams) : {};
      })
      .toMatchObject({ game_id: String(game.id), team_size: '2', region: 'Europe', page: '1' });
    await expect(table.getByRole('row').nth(2)).toContainText('Contender3');
    await expectNoSidewaysScroll(page, 'the filtered leaderboard');
  });
});
