/**
 * Smoke test of the demo content a first start loads (SEED_DEMO=1): the ten games, tournaments in every
 * state with live brackets, the shop, and the demo player signed in with money, entries and notifications.
 * Other specs make their own data; this one is about the seed itself.
 */
import { expect, test } from './fixtures';
import { DEMO_PLAYER, listTournaments, signInDemoPlayer } from './catalogue-support';
import { loginViaApi } from './support';
import { openAccountPanel } from './teams-support';

test('the demo content: games, tournaments in every state, the shop and a funded, notified demo player', async ({
  page,
  request,
}) => {
  // Ten games, eight to a page.
  await page.goto('/#/game');
  await expect(page.locator('.game-grid').getByRole('link')).toHaveCount(8);
  await expect(
    page.getByRole('navigation', { name: 'Game pages' }).getByRole('button', { name: 'Page 2' }),
  ).toBeVisible();

  // Tournaments pending, underway and completed (cancelled ones are not listed); a VIP 1v1 invitational.
  const all = await listTournaments(request);
  const states = new Set(all.map((t) => t.tournament_state));
  expect([...states].sort()).toEqual(['completed', 'pending', 'underway']);
  expect(all.find((t) => t.tournament_name === 'VIP Ultimate Team Invitational')).toMatchObject({
    tournament_state: 'pending',
    tournament_category: 'vip',
  });

  // Three featured competitions on the home page.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured Competitions' }).getByRole('article')).toHaveCount(
    3,
  );

  // The shop: credit packages and the VIP Elite plan.
  const session = await loginViaApi(request, DEMO_PLAYER.email, DEMO_PLAYER.password);
  const plan = await request.get('/api/subscription-details', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(((await plan.json()) as { subscription: { name: string } }).subscription.name).toBe('VIP Elite');

  // The demo player: entered in tournaments, with credits and prize money.
  const entries = await request.get('/api/user-enroll-tournament-list', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(((await entries.json()) as { data: unknown[] }).data.length).toBeGreaterThan(5);
  const demo = await signInDemoPlayer(page, request);
  await openAccountPanel(page, 'Wallet');
  await expect(page.locator('.stat-tile', { hasText: 'Available Balance' })).toContainText('£');
  await openAccountPanel(page, 'Credits');
  await expect(page.locator('.stat-tile', { hasText: 'Credit Balance' })).not.toContainText(/^\s*0\s*$/);

  // The bell is not empty: the demo's tournaments told the demo player what play would, through the outbox the
  // server's worker delivers after the first start; the newest are the bell's first links.
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await bell.click();
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('link', { name: /^Unread: / })
      .first(),
  ).toBeVisible();
  // Among them a match ready to play (the live brackets'): which kind comes newest depends on the order the
  // worker delivers the seed's events, so it is looked for in the whole list.
  await expect
    .poll(async () => {
      const answer = await request.get('/api/notifications?per_page=100', {
        headers: { Authorization: `Bearer ${demo.token}` },
      });
      const { data } = (await answer.json()) as { data: Array<{ type: string; title: string }> };
      return data.filter((notice) => / is ready/.test(notice.title)).length;
    })
    .toBeGreaterThan(0);
});
