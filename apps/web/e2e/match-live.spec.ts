/**
 * Match day, live (decisions 0021 and 0023): a match room's thread reaches both captains and an admin through their
 * user streams; a tournament page follows check-ins, the waitlist and promotions for a visitor. Each page's stream
 * is checked to have stayed open throughout: while it is open nothing polls, so what arrives came through it. (A
 * match nobody reported turning into "the organiser decides" on the captain's open page waits out a real minute:
 * it is in match-deadlines.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { expect, test, scaled } from './fixtures';
import { unique } from './scenarios';
import { ADMIN, loginViaApi } from './support';
import {
  expectStreamKeptOpen,
  openWithStream,
  TOURNAMENT_STREAM,
  USER_STREAM,
  watchedPage,
} from './live-pages';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test.describe('match day, live', () => {
  test('a message reaches both captains and the admin in the match room without a reload or a poll', async ({
    browser,
    request,
    scenario,
  }) => {
    test.setTimeout(scaled(180_000));
    const { home, away, matchId } = await scenario.readyFinal();
    const admin = await loginViaApi(request, ADMIN.email, ADMIN.password);

    const pages = {
      home: await watchedPage(browser, home, USER_STREAM),
      away: await watchedPage(browser, away, USER_STREAM),
      admin: await watchedPage(browser, admin, USER_STREAM),
    };
    for (const watched of Object.values(pages)) {
      await openWithStream(watched, `/#/match?id=${matchId}`);
      await expect(watched.page.getByRole('heading', { level: 1, name: 'Final' })).toBeVisible();
      await expect(watched.page.getByText('No messages yet.')).toBeVisible();
    }

    const send = async (page: Page, text: string) => {
      await page.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
      await page.getByRole('button', { name: 'Send' }).click();
    };
    const thread = (page: Page) => page.getByRole('region', { name: 'Messages' }).getByRole('listitem');

    const fromHome = `GG, ready at 8? ${unique()}`;
    await send(pages.home.page, fromHome);
    for (const watched of [pages.away, pages.admin]) {
      await expect(thread(watched.page)).toHaveCount(1);
      await expect(thread(watched.page).first()).toContainText(fromHome);
    }

    const fromAdmin = `Report by 9, please ${unique()}`;
    await send(pages.admin.page, fromAdmin);
    for (const watched of [pages.home, pages.away]) {
      await expect(thread(watched.page)).toHaveCount(2);
      await expect(thread(watched.page).last()).toContainText(fromAdmin);
      await expect(thread(watched.page).last()).toContainText('(admin)');
    }

    // Every stream stayed open from the start, so the thread never polled: the messages came through them.
    for (const [who, watched] of Object.entries(pages)) expectStreamKeptOpen(watched, who);
  });

  test("a visitor's tournament page follows check-ins, the waitlist and a promotion as they happen", async ({
    browser,
    request,
    scenario,
  }) => {
    test.setTimeout(scaled(180_000));
    const { tournament, second } = await scenario.fullCupInCheckIn(`Live Lists Cup ${unique()}`);
    const waiting = await scenario.captain({ prefix: 'waiting', credits: 10 });

    const visitor = await watchedPage(browser, null, TOURNAMENT_STREAM);
    const { page } = visitor;
    await openWithStream(visitor, `/#/viewtournament?id=${tournament.id}`);
    await expect(page.getByRole('heading', { level: 1, name: tournament.tournament_name })).toBeVisible();
    const waitlist = page.getByRole('region', { name: 'Waitlist' });
    await expect(waitlist).toHaveCount(0);

    // A captain queues: the waitlist appears; they check in: the badge appears.
    await scenario.joinWaitlist(waiting, tournament.id);
    await expect(waitlist.getByRole('listitem')).toHaveText([new RegExp(`^${waiting.teamName}`)]);
    await expect(waitlist.getByText('Checked in')).toHaveCount(0);
    const checkIn = await request.post('/api/tournament-check-in', {
      data: { tournament_id: tournament.id },
      headers: bearer(waiting.token),
    });
    expect(checkIn.status(), await checkIn.text()).toBe(200);
    await expect(waitlist.getByRole('listitem').first()).toContainText('Checked in');

    // An entered team leaves: the checked-in waiting team takes its place, and the waitlist empties.
    const leave = await request.delete('/api/remove-tournament-participants', {
      data: { tournament_id: tournament.id, captain_id: second.user.id },
      headers: bearer(second.token),
    });
    expect(leave.status(), await leave.text()).toBe(200);
    await expect(waitlist).toHaveCount(0);
    await page.getByRole('tab', { name: 'Teams' }).click();
    const participants = page.getByRole('table', { name: 'Participants' });
    await expect(participants.getByText(waiting.teamName)).toBeVisible();
    await expect(participants.getByText(second.teamName)).toHaveCount(0);

    // The page was never reloaded and its stream never dropped (a pending tournament's page does not poll).
    expectStreamKeptOpen(visitor);
  });
});
