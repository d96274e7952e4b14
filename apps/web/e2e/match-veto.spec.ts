/**
 * The map veto in the match room (decision 0041): a Bo3 ban-pick veto played by both captains with the buttons,
 * each step reaching the other captain's open room through their user stream (nothing polls while it is open),
 * then each game's map and host; no axe violation at 375 and 1280 px mid-veto and once complete. The two captains
 * then report the series game by game (decision 0040) and it is confirmed with its games. A visitor follows a veto
 * on the tournament page (decision 0041, Update): the steps by team and the turn, no choices.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test, scaled } from './fixtures';
import { expectNoAxeViolations, expectNoSidewaysScroll, screenshotAtBothWidths } from './screens';
import { storeSession } from './support';
import { enterGames, seriesForm } from './tournament-support';
import { expectToast } from './admin-support';

const USER_STREAM = '/api/notifications/stream';
const POOL = ['Ancient', 'Anubis', 'Dust2', 'Inferno', 'Mirage', 'Nuke', 'Train'];

/** A signed-in page in its own context that counts its user-stream requests. */
async function roomPage(browser: Browser, session: { token: string; user: unknown }, matchId: number) {
  const page = await (await browser.newContext()).newPage();
  const streams = { requested: 0, answered: 0 };
  const isStream = (url: string) => new URL(url).pathname === USER_STREAM;
  page.on('request', (request) => {
    if (isStream(request.url())) streams.requested += 1;
  });
  page.on('response', (response) => {
    if (isStream(response.url()) && response.status() === 200) streams.answered += 1;
  });
  await storeSession(page, session);
  await page.goto(`/#/match?id=${matchId}`);
  await expect
    .poll(() => streams.requested > 0 && streams.answered === streams.requested, {
      message: 'the stream is open',
    })
    .toBe(true);
  return { page, streams, baseline: streams.requested };
}

const veto = (page: Page) => page.getByRole('region', { name: 'Map veto' });
const choices = (page: Page) => page.getByRole('group', { name: 'Your veto choices' });

test.describe('the map veto', () => {
  test('both captains play a Bo3 ban-pick veto live in the match room, see each game’s map and host, then report the games', async ({
    browser,
    scenario,
  }) => {
    test.setTimeout(scaled(240_000));
    const { home, away, matchId } = await scenario.readyFinal({
      settings: { best_of: 3, final_best_of: 3, map_pool: POOL, veto: 'ban_pick', veto_step_seconds: 600 },
    });
    const rooms = [await roomPage(browser, home, matchId), await roomPage(browser, away, matchId)];
    for (const { page } of rooms) {
      await expect(veto(page)).toContainText('Ban and pick · Bo3');
      await expect(veto(page).getByRole('timer')).toBeVisible();
    }

    // Exactly one captain has the choices at each step; the other sees whose turn it is.
    const onTurn = async () => {
      await expect
        .poll(async () => (await choices(rooms[0]!.page).count()) + (await choices(rooms[1]!.page).count()), {
          message: 'one captain has the choices',
        })
        .toBe(1);
      return (await choices(rooms[0]!.page).count()) === 1 ? rooms[0]! : rooms[1]!;
    };

    const first = await onTurn();
    await expectNoAxeViolations(first.page, 'the match room mid-veto');
    await screenshotAtBothWidths(first.page, 'match-veto-turn', { fullPage: false });

    // A ban, B ban, A pick, B side, B pick, A side, A ban, B ban: the first choice offered each time.
    for (let step = 1; step <= 8; step += 1) {
      const room = await onTurn();
      const buttons = choices(room.page).getByRole('button');
      const label = (await buttons.first().textContent()) ?? '';
      await buttons.first().click();
      // The other captain's room shows the step without a reload.
      const otherRoom = room === rooms[0] ? rooms[1]! : rooms[0]!;
      const map = label.match(/^(?:Ban|Pick) (.+)$/)?.[1] ?? label.match(/ on (.+)$/)?.[1];
      if (label.startsWith('Ban'))
        await expect(
          veto(otherRoom.page)
            .getByRole('list', { name: 'Map pool' })
            .getByRole('listitem')
            .filter({ hasText: map! }),
        ).toContainText('Banned by');
      else if (label.startsWith('Pick'))
        await expect(
          veto(otherRoom.page)
            .getByRole('list', { name: 'Map pool' })
            .getByRole('listitem')
            .filter({ hasText: map! }),
        ).toContainText(/Game \d: picked by/);
      else await expect(veto(otherRoom.page).getByRole('list', { name: 'Side choices' })).toContainText(map!);
    }

    for (const { page } of rooms) {
      await expect(veto(page).getByText('The veto is complete.')).toBeVisible();
      const games = veto(page).getByRole('list', { name: 'Games' }).getByRole('listitem');
      await expect(games).toHaveCount(3);
      await expect(games.nth(0)).toContainText(/^Game 1: .+Host: /);
      await expect(games.nth(2)).toContainText('starts on Attack');
      await expect(choices(page)).toHaveCount(0);
    }
    await expectNoAxeViolations(rooms[0]!.page, 'the match room after the veto');
    await screenshotAtBothWidths(rooms[0]!.page, 'match-veto-complete');
    // The streams never dropped: every step reached the other room through them, not by polling.
    for (const room of rooms) expect(room.streams.requested).toBe(room.baseline);

    // The games on those maps, reported game by game by both captains.
    const [homeRoom, awayRoom] = rooms as [(typeof rooms)[0], (typeof rooms)[0]];
    await enterGames(seriesForm(homeRoom.page), [
      [13, 5],
      [13, 9],
    ]);
    await seriesForm(homeRoom.page).getByRole('button', { name: 'Report the Bo3' }).click();
    await expectToast(homeRoom.page, 'Your result has been recorded; waiting for the other captain');
    await enterGames(seriesForm(awayRoom.page), [
      [5, 13],
      [9, 13],
    ]);
    await seriesForm(awayRoom.page).getByRole('button', { name: 'Report the Bo3' }).click();
    await expectToast(awayRoom.page, 'Result confirmed');
    await expect(
      awayRoom.page.getByRole('region', { name: 'Your report' }).getByText('Lost 0–2 (5–13, 9–13)'),
    ).toBeVisible();
  });

  test('a visitor follows a veto on the tournament page: bans and picks by team, whose turn, no choices', async ({
    page,
    request,
    scenario,
  }) => {
    test.setTimeout(scaled(180_000));
    const { tournament, home, away, matchId } = await scenario.readyFinal({
      settings: { best_of: 3, final_best_of: 3, map_pool: POOL, veto: 'ban_pick', veto_step_seconds: 600 },
    });
    // The captains act through the API: the captain on turn takes its first legal action.
    const step = async () => {
      for (const captain of [home, away]) {
        const state = await vetoState(request, captain.token, matchId);
        if (!state.my_turn) continue;
        const [legal] = state.legal_actions;
        const response = await request.post('/api/match-veto', {
          data: {
            match_id: matchId,
            action: legal!.action,
            map: legal!.map,
            ...(legal!.side ? { side: legal!.side } : {}),
          },
          headers: { Authorization: `Bearer ${captain.token}` },
        });
        expect(response.status(), await response.text()).toBe(200);
        return { team: captain.teamName, ...legal! };
      }
      throw new Error('nobody is on turn');
    };
    const firstBan = await step();
    const secondBan = await step();

    await page.goto(`/#/viewtournament?id=${tournament.id}`);
    await page.getByRole('tab', { name: 'Brackets' }).click();
    const section = page.getByRole('region', { name: 'Map vetoes' });
    await expect(section.getByRole('combobox', { name: 'Match' })).toHaveValue(String(matchId));
    const panel = section.getByRole('region', { name: /^Map veto: / });
    const pool = panel.getByRole('list', { name: 'Map pool' }).getByRole('listitem');
    await expect(pool.filter({ hasText: firstBan.map })).toContainText(`Banned by ${firstBan.team}`);
    await expect(pool.filter({ hasText: secondBan.map })).toContainText(`Banned by ${secondBan.team}`);
    await expect(panel.getByText(`${firstBan.team} to pick a map.`)).toBeVisible();
    await expect(panel.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page, 'the public veto on the tournament page');
    await expectNoSidewaysScroll(page, 'the public veto on the tournament page');
    await screenshotAtBothWidths(page, 'public-veto');

    // The next step reaches the open page without a reload (it is fetched again while a turn runs).
    const pick = await step();
    await expect(pool.filter({ hasText: pick.map })).toContainText(`Game 1: picked by ${pick.team}`);
  });
});

async function vetoState(request: APIRequestContext, token: string, matchId: number) {
  const response = await request.get(`/api/match-veto?match_id=${matchId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (
    (await response.json()) as {
      data: { my_turn: boolean; legal_actions: Array<{ action: string; map: string; side: string | null }> };
    }
  ).data;
}
