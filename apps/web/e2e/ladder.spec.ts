/**
 * A season ladder in the browser (issue 27, decision 0048): a captain joins on the ladder page and accepts
 * another team's open challenge, both captains report the match as any match, and the standings move; the played
 * match shows its score and the team names link to the team pages. The console edits a running ladder.
 */
import { expect, test } from './fixtures';
import { unique } from './scenarios';
import { ADMIN, hashPath, loginViaApi, storeSession } from './support';
import { expectOk, localInput, newCaptain, reportScore } from './admin-support';
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
  // Dates in the app's format (dd-mm-yyyy), not the browser's locale.
  await expect(page.getByText(/^Season \d{2}-\d{2}-\d{4} to \d{2}-\d{2}-\d{4} · top 2/)).toBeVisible();
  await expect(page.getByText(/until \d{2}-\d{2}-\d{4} \d{2}:\d{2}/)).toBeVisible();
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
  // The played match with its score (the challenger's first), the names linking to the team pages.
  const played = page.locator('[data-challenge-id]').first();
  await expect(played).toHaveText(`${challenger.teamName} 0 – 1 ${accepter.teamName} · match room`);
  await expect(played.getByRole('link', { name: accepter.teamName })).toHaveAttribute(
    'href',
    `#/team?id=${accepter.teamId}`,
  );
  await screenshotAtBothWidths(page, 'ladder-after-result');
  await expectNoAxeViolations(page, 'the ladder page after a result');
  await expectNoSidewaysScroll(page, 'the ladder page after a result');

  await page.goto('/#/ladders');
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expectNoAxeViolations(page, 'the ladders list');
  await expectNoSidewaysScroll(page, 'the ladders list');

  // The standings' team name opens the team page.
  await page.goto(`/#/ladder?id=${ladderId}`);
  await page.getByRole('table').getByRole('link', { name: challenger.teamName }).click();
  await expect.poll(() => hashPath(page)).toBe(`/team?id=${challenger.teamId}`);
  await expect(page.getByRole('heading', { level: 2, name: challenger.teamName })).toBeVisible();
});

test('the console edits a running ladder: name, season end, top N and rules', async ({
  page,
  request,
  scenario,
}) => {
  const game = await scenario.game();
  const session = await loginViaApi(request, ADMIN.email, ADMIN.password);
  const name = `Ladder ${unique()}`;
  const created = await expectOk(
    await request.post('/api/admin/ladders', {
      headers: { Authorization: `Bearer ${session.token}` },
      data: {
        game_id: game.id,
        team_size: 2,
        name,
        season_start: new Date(Date.now() - DAY).toISOString(),
        season_end: new Date(Date.now() + 7 * DAY).toISOString(),
        top_n: 4,
        entry_fee: 0,
        rules: 'Old rules.',
      },
    }),
  );
  const ladderId = (created.data as { id: number }).id;
  await storeSession(page, session);
  await page.goto('/#/admin/ladders');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(item).toContainText(/2v2 · \d{2}-\d{2}-\d{4} to \d{2}-\d{2}-\d{4} · 0 teams · open/);
  await item.getByRole('button', { name: `Edit ${name}` }).click();
  const form = page.getByRole('form', { name: `Edit ${name}` });
  await form.getByLabel('Name', { exact: true }).fill(`${name} II`);
  const newEnd = new Date(Date.now() + 10 * DAY);
  newEnd.setSeconds(0, 0);
  await form.getByLabel('Season end').fill(localInput(newEnd));
  await form.getByLabel('Top teams to the playoff').fill('8');
  await form.getByLabel('Rules').fill('New rules.');
  await screenshotAtBothWidths(page, 'admin-ladder-edit');
  await expectNoAxeViolations(page, 'the console ladder edit form');
  await expectNoSidewaysScroll(page, 'the console ladder edit form');
  await form.getByRole('button', { name: 'Save ladder' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ladder updated.' })).toBeVisible();
  await expect(page.getByRole('link', { name: `${name} II`, exact: true })).toBeVisible();

  const detail = await expectOk(await request.get(`/api/ladder?id=${ladderId}`));
  expect(detail.data).toMatchObject({
    name: `${name} II`,
    top_n: 8,
    rules: 'New rules.',
    season_end: newEnd.toISOString(),
  });
});
