import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AppNotification } from '../../../api/notifications-contract';
import { makeUser, signIn } from '../../../../test/fixtures';
import { mockApi, ok, type RecordedRequest } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';
import { testEventStream } from '../../../../test/sse';

function makeNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: 1,
    type: 'team.join_requested',
    title: 'New join request',
    body: 'RookieRay asked to join Nova Squad.',
    link: '#/myprofile?menu=6',
    times: {},
    read_at: null,
    created_at: '2026-11-24T09:00:00.000Z',
    ...overrides,
  };
}

/** An API with a notification store: the list answers what is unread now, and marking read changes it. */
function notificationsApi(initial: AppNotification[], stream = testEventStream()) {
  let items = [...initial];
  const api = mockApi({
    'GET /api/game': ok('Games', { data: [] }),
    'GET /api/games-list': ok('Games', { data: [] }),
    'GET /api/notifications': () =>
      ok('Notifications', {
        data: items,
        unread_count: items.filter((n) => n.read_at === null).length,
        pagination: { page: 1, per_page: 8, total: items.length, last_page: 1 },
      }),
    'POST /api/notifications/read': (request: RecordedRequest) => {
      const body = request.body as { ids?: number[]; all?: true };
      items = items.map((n) =>
        body.all || body.ids?.includes(n.id) ? { ...n, read_at: '2026-11-24T10:00:00.000Z' } : n,
      );
      return ok('Notifications marked as read');
    },
    'GET /api/notifications/stream': () => stream.response,
  });
  return {
    api,
    stream,
    add(notification: AppNotification) {
      items = [notification, ...items];
    },
  };
}

const bell = (name: RegExp | string) => within(screen.getByRole('banner')).findByRole('button', { name });

describe('the notification bell', () => {
  it('says how many are unread and lists the latest, each linking to its screen', async () => {
    signIn(makeUser());
    notificationsApi([
      makeNotification({
        id: 2,
        title: 'Match ready',
        body: 'Quarter-final vs Omega',
        link: '#/viewtournament?id=6',
      }),
      makeNotification({ id: 1 }),
      makeNotification({ id: 0, title: 'Welcome', read_at: '2026-11-23T09:00:00.000Z' }),
    ]);
    const { user } = renderApp('/game');
    const button = await bell('Notifications, 2 unread');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/viewtournament?id=6',
      '/myprofile?menu=6',
      '/myprofile?menu=6',
      '/myprofile?menu=10',
    ]);
    expect(links[0]).toHaveAccessibleName(/Unread:\s?Match ready.*Quarter-final vs Omega/);
    expect(links[2]).toHaveAccessibleName(/^Welcome/);
  });

  it('opening a notification marks it read and goes to the screen it is about', async () => {
    signIn(makeUser());
    const { api } = notificationsApi([
      makeNotification({ id: 2, title: 'Match ready', link: '#/viewtournament?id=6' }),
      makeNotification({ id: 1 }),
    ]);
    const { user, router } = renderApp('/game');
    await user.click(await bell('Notifications, 2 unread'));
    await user.click(screen.getByRole('link', { name: /Match ready/ }));
    expect(router.state.location.pathname).toBe('/viewtournament');
    expect(router.state.location.search).toBe('?id=6');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls('POST /api/notifications/read')).toHaveLength(1));
    expect(api.calls('POST /api/notifications/read')[0]!.body).toEqual({ ids: [2] });
    await bell('Notifications, 1 unread');
  });

  it("shows the times a notification names in the reader's zone, in the product's format, named", async () => {
    // The reader's browser is in Paris.
    const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolvedOptions.call(this), timeZone: 'Europe/Paris' };
    });
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    signIn(makeUser());
    notificationsApi([
      makeNotification({
        id: 3,
        type: 'match.deadline_near',
        title: 'Report your match in Winter Cup soon',
        body: 'Your match in Winter Cup must be reported by {{report_deadline}}. At the deadline…',
        times: { report_deadline: '2026-11-28T13:15:54.213Z' },
        created_at: '2026-11-28T13:05:54.213Z',
        link: '#/match?id=4',
      }),
    ]);
    const { user } = renderApp('/game');
    await user.click(await bell('Notifications, 1 unread'));
    const item = within(screen.getByRole('region', { name: 'Notifications' })).getByRole('link', {
      name: /Report your match/,
    });
    expect(item).toHaveTextContent('must be reported by 28-11-2026 14:15 CET.');
    expect(item).toHaveTextContent('28-11-2026 14:05 CET');
    expect(item.textContent).not.toMatch(/T13:|UTC|\{\{/);
  });

  it("'Mark all as read' clears the count", async () => {
    signIn(makeUser());
    const { api } = notificationsApi([makeNotification({ id: 2 }), makeNotification({ id: 1 })]);
    const { user } = renderApp('/game');
    await user.click(await bell('Notifications, 2 unread'));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await bell('Notifications, none unread');
    expect(api.calls('POST /api/notifications/read')[0]!.body).toEqual({ all: true });
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    signIn(makeUser());
    notificationsApi([]);
    const { user } = renderApp('/game');
    await user.click(await bell('Notifications, none unread'));
    expect(await screen.findByText('You have no notifications yet.')).toBeInTheDocument();
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(await bell('Notifications, none unread')).toHaveFocus();
  });

  it('is not shown to a visitor, who opens no stream', async () => {
    const { api } = notificationsApi([]);
    renderApp('/game');
    await screen.findByRole('heading', { level: 1, name: 'ESports Games' });
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(api.calls('GET /api/notifications/stream')).toHaveLength(0);
    expect(api.calls('GET /api/notifications')).toHaveLength(0);
  });

  it('counts a new notification from the user stream at once, without a reload, and shows it as a toast', async () => {
    signIn(makeUser(), 'live-token');
    const live = notificationsApi([makeNotification({ id: 1 })]);
    renderApp('/game');
    await bell('Notifications, 1 unread');
    await waitFor(() => expect(live.api.calls('GET /api/notifications/stream')).toHaveLength(1));
    const streamRequest = live.api.calls('GET /api/notifications/stream')[0]!;
    expect(streamRequest.headers.authorization).toBe('Bearer live-token');
    expect(streamRequest.url).not.toContain('live-token');

    live.stream.send('ready', {});
    const arrived = makeNotification({
      id: 9,
      type: 'match.opponent_reported',
      title: 'Opponent reported a score',
      body: 'Omega reported 2–1 in the quarter-final.',
      link: '#/viewtournament?id=6',
    });
    live.add(arrived);
    live.stream.send('notification', { ...arrived, unread_count: 2 }, 9);
    await bell('Notifications, 2 unread');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Opponent reported a score');
    expect(toast).toHaveTextContent('Omega reported 2–1 in the quarter-final.');
    expect(within(toast).getByRole('button', { name: 'View' })).toBeInTheDocument();
  });

  it('says the toast’s link in the chosen language', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    onTestFinished(() => window.history.replaceState(null, '', '/'));
    signIn(makeUser(), 'live-token');
    const live = notificationsApi([]);
    renderApp('/game');
    await screen.findByRole('heading', { level: 1, name: 'E-Sport-Spiele' });
    await waitFor(() => expect(live.api.calls('GET /api/notifications/stream')).toHaveLength(1));
    live.stream.send('ready', {});
    const arrived = makeNotification({
      id: 9,
      title: 'Neue Beitrittsanfrage',
      link: '#/viewtournament?id=6',
    });
    live.add(arrived);
    live.stream.send('notification', { ...arrived, unread_count: 1 }, 9);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Neue Beitrittsanfrage');
    expect(within(toast).getByRole('button', { name: 'Ansehen' })).toBeInTheDocument();
  });
});
