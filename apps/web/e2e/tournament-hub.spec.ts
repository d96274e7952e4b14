/**
 * The tournament page as the hub (decision 0019), at 375 and 1280 px: an upcoming tournament's times
 * in the viewer's named zone with countdowns and an .ics download; a live one opening on the bracket with 'Your
 * next match' for its players; a finished one opening on its champion, podium and standings. And no layout
 * shift: the page and the tournament list measured with PerformanceObserver('layout-shift') on a slowed load.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test, scaled } from './fixtures';
import { waitForNetworkQuiet, trackRequests } from './network-quiet';
import { unique } from './scenarios';
import { expectNoAxeViolations, screenshotAtBothWidths, WIDTHS } from './screens';
import { storeSession } from './support';

const ZONED_TIME = /^\d{2}-\d{2}-\d{4} \d{2}:\d{2} CET$/;

async function contextAt(browser: Browser, width: number): Promise<BrowserContext> {
  // A viewer in Paris: November's times read CET.
  return browser.newContext({
    viewport: { width, height: width === 375 ? 812 : 800 },
    timezoneId: 'Europe/Paris',
  });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'sideways scroll').toBeLessThanOrEqual(0);
}

/**
 * Loads `path` cold in a fresh page on a slowed network, waits until the network is idle, the fonts
 * are in and the images in view are decoded, and answers the sum of every layout shift (not caused by input):
 * a stricter figure than CLS, which only counts the worst burst.
 */
async function layoutShiftOf(
  browser: Browser,
  width: number,
  path: string,
  session?: Parameters<typeof storeSession>[1],
): Promise<number> {
  const context = await contextAt(browser, width);
  try {
    const page = await context.newPage();
    trackRequests(page);
    if (session) {
      await storeSession(page, session);
      await page.goto('about:blank');
    }
    await page.addInitScript(() => {
      const shifts = { sum: 0 };
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean }
        >) {
          if (!entry.hadRecentInput) shifts.sum += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Every request is answered 100 ms late, about a phone's round trip on a good 4G network, so the data, fonts
    // and images arrive after the first paint, where a shift would show. Not Chromium's own throttles: its CPU
    // throttle left a renderer on a busy machine no time at all, and its network throttle stopped reading answers
    // that had arrived (a load stalled for minutes on DOMContentLoaded with the server's answers unread in the
    // sockets, seen in three fresh-clone runs on this 2-core machine). Each step below has Playwright's scaled
    // ceiling, so a load that stalls fails naming the step.
    await context.route('**/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await waitForNetworkQuiet(page);
    await page.waitForFunction(() => document.fonts.status === 'loaded');
    await page.waitForFunction(() =>
      Array.from(document.images)
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight && image.loading !== 'lazy')
        .every((image) => image.complete),
    );
    // Two frames, so a shift caused by the last load is recorded.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    return await page.evaluate(() => (window as unknown as { __shifts: { sum: number } }).__shifts.sum);
  } finally {
    await context.close();
  }
}

test.describe('the tournament page as the hub', () => {
  test('upcoming: times in the viewer’s named zone, countdowns, and an .ics to add to a calendar', async ({
    browser,
    scenario,
  }) => {
    test.setTimeout(scaled(120_000));
    const { id, tournament_name: name } = await scenario.tournament({
      name: `Hub Upcoming ${unique()}`,
      startInDays: 3,
    });
    for (const width of WIDTHS) {
      const context = await contextAt(browser, width);
      const page = await context.newPage();
      await page.goto(`/#/viewtournament?id=${id}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      // Opens on Overview.
      await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
      const hero = page.locator('.detail-facts');
      const deadline = hero.locator('div', { has: page.getByText('Registration ends on', { exact: true }) });
      await expect(deadline.locator('time')).toHaveText(ZONED_TIME);
      await expect(deadline.locator('time')).toHaveAttribute('title', 'Central European Standard Time');
      // Registration closes an hour before the start, three days from now.
      await expect(deadline.getByText(/^Closes in 2 days 2[23] hours$/)).toBeVisible();
      const start = hero.locator('div', { has: page.getByText('Start date', { exact: true }) });
      await expect(start.getByText(/^Starts in 2 days 23 hours$/)).toBeVisible();
      // The countdown is no live region: a screen reader is not told each minute.
      await expect(page.locator('.countdown[aria-live], [aria-live] .countdown')).toHaveCount(0);
      await expect(page.getByRole('tabpanel', { name: 'Overview' }).locator('dd time').first()).toHaveText(
        ZONED_TIME,
      );

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Add to calendar' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^hub-upcoming-[a-z0-9-]+\.ics$/);
      const file = await new Promise<string>((resolve, reject) => {
        void download.createReadStream().then((stream) => {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
          stream.on('error', reject);
        });
      });
      expect(file.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      const lines = file.replace(/\r\n /g, '').split('\r\n');
      expect(lines).toContain(`SUMMARY:${name} (${await gameNameOf(page)})`);
      expect(lines).toContain(`UID:tournament-${id}@${new URL(page.url()).host}`);
      expect(lines.find((l) => l.startsWith('DTSTART:'))).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
      expect(lines.find((l) => l.startsWith('URL:'))).toBe(
        `URL:${new URL(page.url()).origin}/#/viewtournament?id=${id}`,
      );

      await expectNoSidewaysScroll(page);
      if (width === 1280) {
        await expectNoAxeViolations(page, 'upcoming tournament');
        await screenshotAtBothWidths(page, 'hub-upcoming');
      }
      await context.close();
    }
  });

  test('live: opens on the bracket; a player sees Your next match and is taken to report it', async ({
    browser,
    scenario,
  }) => {
    test.setTimeout(scaled(150_000));
    const { tournament, captains } = await scenario.underwayTournament({
      name: `Hub Live ${unique()}`,
      teams: 2,
    });
    // A visitor: the Brackets tab is open, no next match.
    const visitor = await (await contextAt(browser, 1280)).newPage();
    await visitor.goto(`/#/viewtournament?id=${tournament.id}`);
    await expect(visitor.getByRole('tab', { name: 'Brackets' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      visitor
        .getByRole('tabpanel', { name: 'Brackets' })
        .locator('.brackets-viewer, .bracket-matches, table')
        .first(),
    ).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Your next match' })).toHaveCount(0);
    await visitor.context().close();

    for (const width of WIDTHS) {
      const context = await contextAt(browser, width);
      const page = await context.newPage();
      await storeSession(page, captains[0]!);
      await page.goto(`/#/viewtournament?id=${tournament.id}`);
      const next = page.getByRole('region', { name: 'Your next match' });
      await expect(next.getByText('Final', { exact: true })).toBeVisible();
      await expect(next.getByText(captains[1]!.teamName)).toBeVisible();
      await expect(next.getByText('Ready to play')).toBeVisible();
      // The player looks at another tab, then goes to report.
      await page.getByRole('tab', { name: 'Teams' }).click();
      await next.getByRole('button', { name: 'Report the score' }).click();
      await expect(page.getByRole('tab', { name: 'Brackets' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { name: 'My matches' })).toBeFocused();
      await expect(
        page
          .getByRole('tabpanel', { name: 'Brackets' })
          .getByRole('article', { name: 'Final' })
          .getByLabel('Your score'),
      ).toBeVisible();
      await expectNoSidewaysScroll(page);
      if (width === 1280) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectNoAxeViolations(page, 'live tournament, player');
        await screenshotAtBothWidths(page, 'hub-live-player');
      }
      await context.close();
    }
  });

  test('finished: opens on the champion, the podium with prizes and the full standings', async ({
    browser,
    scenario,
    request,
  }) => {
    test.setTimeout(scaled(180_000));
    const { tournament, captains } = await scenario.completedTournament({
      name: `Hub Final ${unique()}`,
      teams: 4,
      prize: 100,
      split: [60, 30, 10],
    });
    const answer = (await (
      await request.get(`/api/tournament-bracket?tournament_id=${tournament.id}`)
    ).json()) as { standings: Array<{ team_name: string; placing: number; prize: number }> };
    expect(answer.standings.map((s) => s.placing)).toEqual([1, 2, 3, 3]);
    expect(answer.standings[0]).toMatchObject({ team_name: captains[0]!.teamName, prize: 60 });

    for (const width of WIDTHS) {
      const context = await contextAt(browser, width);
      const page = await context.newPage();
      await page.goto(`/#/viewtournament?id=${tournament.id}`);
      await expect(page.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true');
      const results = page.getByRole('tabpanel', { name: 'Results' });
      const champion = results.getByRole('region', { name: 'Champion' });
      await expect(champion.getByText(captains[0]!.teamName)).toBeVisible();
      await expect(champion.getByText('£60')).toBeVisible();
      const podium = results.getByRole('region', { name: 'Podium' }).getByRole('listitem');
      await expect(podium).toHaveCount(4);
      await expect(podium.nth(0)).toContainText(`1st${captains[0]!.teamName}£60`);
      await expect(podium.nth(1)).toContainText(`2nd${answer.standings[1]!.team_name}£30`);
      // The semi-final losers share 3rd and its 10% (and the 4th place's 0%).
      await expect(podium.nth(2)).toContainText('3rd');
      await expect(podium.nth(2)).toContainText('£5');
      const rows = results.getByRole('region', { name: 'Standings' }).getByRole('row');
      await expect(rows).toHaveCount(5);
      await expect(rows.nth(1)).toContainText(captains[0]!.teamName);
      await expectNoSidewaysScroll(page);
      if (width === 1280) {
        await expectNoAxeViolations(page, 'finished tournament');
        await screenshotAtBothWidths(page, 'hub-finished');
      }
      await context.close();
    }
  });

  test('no layout shift: the tournament page in each state and the list, at 375 and 1280 px', async ({
    browser,
    scenario,
  }) => {
    // Eight cold loads on a slowed network, each in a context of its own.
    test.setTimeout(scaled(480_000));
    const upcoming = await scenario.tournament({ name: `Hub Shift ${unique()}` });
    const live = await scenario.underwayTournament({ name: `Hub Shift Live ${unique()}`, teams: 2 });
    const finished = await scenario.completedTournament({
      name: `Hub Shift Done ${unique()}`,
      teams: 2,
      prize: 50,
    });
    const pages = [
      { label: 'upcoming', path: `/#/viewtournament?id=${upcoming.id}` },
      {
        label: 'live, player',
        path: `/#/viewtournament?id=${live.tournament.id}`,
        session: live.captains[0]!,
      },
      { label: 'finished', path: `/#/viewtournament?id=${finished.tournament.id}` },
      { label: 'list', path: '/#/tournament' },
    ];
    for (const width of WIDTHS) {
      for (const { label, path, session } of pages) {
        const shift = await layoutShiftOf(browser, width, path, session);
        expect(shift, `layout shift of ${label} @${width}`).toBeLessThan(0.05);
      }
    }
  });

  test('the list loads its first banner at once and first; the others wait until needed', async ({
    page,
    scenario,
  }) => {
    for (let i = 0; i < 3; i += 1) await scenario.tournament({ name: `Hub List ${unique()}` });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/#/tournament');
    const banners = page.locator('.tournament-card__media img');
    await expect(banners).toHaveCount(3);
    await expect(banners.nth(0)).toHaveAttribute('loading', 'eager');
    await expect(banners.nth(0)).toHaveAttribute('fetchpriority', 'high');
    await expect(banners.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(banners.nth(2)).toHaveAttribute('loading', 'lazy');
    const first = await banners.nth(0).getAttribute('src');
    await expect(page.locator(`link[rel="preload"][as="image"][href="${first}"]`)).toHaveCount(1);
  });

  test("a page's own code is asked for with the first script, and each file is fetched once", async ({
    page,
    scenario,
  }) => {
    await scenario.tournament({ name: `Hub Preload ${unique()}` });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/assets/'))
        fetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/#/tournament?page=1');
    await expect(page.locator('.tournament-card').first()).toBeVisible();
    // The build's route-preload script found the page from the address and asked for its chunks up front.
    const preloaded = page.locator('head link[rel="modulepreload"][href*="/assets/tournaments-route-"]');
    await expect(preloaded).toHaveCount(1);
    await expect(preloaded).toHaveAttribute('crossorigin', '');
    await waitForNetworkQuiet(page);
    // Preloaded the way the app then imports them (CORS), so the browser reuses each file: none twice.
    const twice = fetched.filter((path, index) => fetched.indexOf(path) !== index);
    expect(twice, 'files fetched twice').toEqual([]);
    expect(fetched.some((path) => path.startsWith('/assets/tournaments-route-'))).toBe(true);
  });

  test("a visitor's tournament page asks for its data with the first script, once, and its banner early", async ({
    page,
    scenario,
  }) => {
    const { id, tournament_name: name } = await scenario.tournament({ name: `Hub First Data ${unique()}` });
    const details: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/tournament-details') details.push(request.url());
    });
    await page.goto(`/#/viewtournament?id=${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const hint = page.locator(
      `head link[rel="preload"][as="fetch"][href="/api/tournament-details?id=${id}"]`,
    );
    await expect(hint).toHaveCount(1);
    // The banner is asked for as soon as the data names it, at high priority (the page's largest paint).
    await expect(page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(1);
    await waitForNetworkQuiet(page);
    // The page's own call was handed the preloaded answer: one request, not two.
    expect(details).toHaveLength(1);
  });
});

async function gameNameOf(page: Page): Promise<string> {
  return (await page.locator('.detail-hero__game').textContent()) ?? '';
}
