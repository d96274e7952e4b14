/**
 * A season ladder in the browser (issue 27, decision 0048): a captain joins on the ladder page and accepts
 * another team's open challenge, both captains report the match as any match, and the standings move.
 */
import { expect, test } from './fixtures';
import { unique } from './scenarios';
import { loginViaApi, storeSession } from './support';
import { expectOk, newCaptain, reportScore } from './admin-support';
import { expectNoAxeViolations, expectNoSidewaysScroll, screenshotAtBothWidths } from './screens';

const DAY = 86_400_000;

test('a ladder challenge accepted in the browser and reported by both captains moves the standings', async ({
  page,
  request,
  scenario,
}) => {
  const game = await scenario.game();
  const auth = { Authorization: `Bearer ${await scenario.adminToken()}` };
  const name = `Ladder ${unique()}`;
  const created = await expectOk(
    await request.post('/api/admin/ladders', {
      headers: auth,
      data: {
        game_id: game.id,
        team_size: 1,
        name,
        season_start: new Date(Date.now() - DAY).toISOString(),
        season_end: new Date(Date.now() + 7 * DAY).toISOString(),
        top_n: 2,
        entry_fee: 0,
        rules: 'Best of one, report within the hour.',
      },
    }),
  );
  const ladderId = (created.data as { id: number }).id;
  const challenger = await newCaptain(request, 'lch');
  const accepter = await newCaptain(request, 'lac');
  const asChallenger = { Authorization: `Bearer ${challenger.token}` };
  await expectOk(
    await request.post('/api/ladder-join', {
      headers: asChallenger,
      data: { ladder_id: ladderId, team_id: challenger.teamId },
    }),
  );
  await expectOk(
    await request.post('/api/ladder-challenge', {
      headers: asChallenger,
      data: { ladder_id: ladderId, team_id: challenger.teamId, best_of: 1 },
    }),
  );

  await storeSession(page, await loginViaApi(request, accepter.email, accepter.password));
  await page.goto(`/#/ladder?id=${ladderId}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: `Join with ${accepter.teamName}` }).click();
  await expect(page.getByRole('row').filter({ hasText: accepter.teamName })).toBeVisible();
  await screenshotAtBothWidths(page, 'ladder-before-accept');
  await expectNoAxeViolations(page, 'the ladder page');
  await expectNoSidewaysScroll(page, 'the ladder page');
  await page.getByRole('button', { name: 'Accept' }).click();
  const roomLink = page.getByRole('link', { name: 'open the match room' });
  await expect(roomLink).toBeVisible();
  const matchId = Number(
    new URL((await roomLink.getAttribute('href'))!.replace('#', ''), 'http://x').searchParams.get('id'),
  );

  expect(await reportScore(request, challenger, matchId, 0, 1)).toBe('awaiting_opponent');
  expect(await reportScore(request, accepter, matchId, 1, 0)).toBe('confirmed');

  await page.reload();
  const winnerRow = page.getByRole('row').filter({ hasText: accepter.teamName });
  await expect(winnerRow.getByRole('cell').nth(0)).toHaveText('1');
  await expect(winnerRow.getByRole('cell').nth(2)).toHaveText('3');
  await expect(
    page.getByRole('row').filter({ hasText: challenger.teamName }).getByRole('cell').nth(4),
  ).toHaveText('1');
  await screenshotAtBothWidths(page, 'ladder-after-result');
  await expectNoAxeViolations(page, 'the ladder page after a result');
  await expectNoSidewaysScroll(page, 'the ladder page after a result');

  await page.goto('/#/ladders');
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expectNoAxeViolations(page, 'the ladders list');
  await expectNoSidewaysScroll(page, 'the ladders list');
});
