import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppNotification, NotificationPreference } from '../../../api/notifications-contract';
import { makeUser, signIn } from '../../../../test/fixtures';
import { mockApi, ok, type RecordedRequest } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';

const preferences: NotificationPreference[] = [
  { category: 'teams', label: 'Teams: join requests, answers, removals', in_app: true, email: true },
  {
    category: 'matches',
    label: 'Matches: ready, score reports, disputes, results',
    in_app: true,
    email: false,
  },
  {
    category: 'admin',
    label: 'Organisers: new disputes, withdrawal requests, contact messages',
    in_app: true,
    email: true,
  },
];

function notification(id: number): AppNotification {
  return {
    id,
    type: 'match.ready',
    title: `Match ready ${id}`,
    body: 'Your quarter-final is ready.',
    link: '#/viewtournament?id=6',
    times: {},
    read_at: null,
    created_at: '2026-11-24T09:00:00.000Z',
  };
}

function setup(user = makeUser()) {
  const all = Array.from({ length: 12 }, (_, i) => notification(12 - i));
  return mockApi({
    'GET /api/user-profile': ok('Profile', { user }),
    'GET /api/teams-list': ok('Teams', { data: [] }),
    'GET /api/participate-teams-list': ok('Teams', { data: [] }),
    'GET /api/notifications': (request: RecordedRequest) => {
      const url = new URL(request.url, 'http://arena.test');
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('per_page'));
      return ok('Notifications', {
        data: all.slice((page - 1) * perPage, page * perPage),
        unread_count: 12,
        pagination: { page, per_page: perPage, total: 12, last_page: Math.ceil(12 / perPage) },
      });
    },
    'GET /api/notification-preferences': ok('Notification preferences', { data: preferences }),
    'PUT /api/notification-preferences': (request: RecordedRequest) =>
      ok('Notification preferences saved', {
        data: (request.body as { preferences: NotificationPreference[] }).preferences.map((p) => ({
          ...p,
          label: preferences.find((known) => known.category === p.category)!.label,
        })),
      }),
  });
}

describe('My Account, Notifications (menu 10)', () => {
  it('is in the menu and lists every notification a page at a time, newest first', async () => {
    signIn(makeUser());
    const api = setup();
    const { user } = renderApp('/myprofile?menu=10');
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(screen.getByRole('button', { name: 'Notifications', current: 'page' })).toBeInTheDocument();
    expect(await within(panel).findByText('You have 12 unread notifications.')).toBeInTheDocument();
    await within(panel).findByRole('link', { name: /Match ready 12\./ });
    expect(within(panel).getAllByRole('link', { name: /^Unread:\s?Match ready/ })).toHaveLength(10);
    await user.click(within(panel).getByRole('button', { name: 'Older' }));
    await within(panel).findByRole('link', { name: /Match ready 2\./ });
    expect(within(panel).getAllByRole('link', { name: /^Unread:\s?Match ready/ })).toHaveLength(2);
    expect(within(panel).getByRole('button', { name: 'Older' })).toBeDisabled();
    const pages = api.calls('GET /api/notifications').map((r) => new URL(r.url, 'http://a').search);
    expect(pages).toContain('?page=2&per_page=10');
  });

  it('saves in-app and e-mail choices per category', async () => {
    signIn(makeUser());
    const api = setup();
    const { user } = renderApp('/myprofile?menu=10');
    const email = await screen.findByRole('switch', {
      name: 'Matches: ready, score reports, disputes, results: E-mail',
    });
    expect(email).not.toBeChecked();
    const teamsInApp = screen.getByRole('switch', {
      name: 'Teams: join requests, answers, removals: In-app',
    });
    expect(teamsInApp).toBeChecked();
    await user.click(email);
    await user.click(teamsInApp);
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(api.calls('PUT /api/notification-preferences')).toHaveLength(1));
    expect(api.calls('PUT /api/notification-preferences')[0]!.body).toEqual({
      preferences: [
        { category: 'teams', in_app: false, email: true },
        { category: 'matches', in_app: true, email: true },
      ],
    });
    expect(await screen.findByText('Notification preferences saved')).toBeInTheDocument();
    // The organisers' category is not a player's business: neither shown nor sent.
    expect(screen.queryByRole('switch', { name: /^Organisers/ })).not.toBeInTheDocument();
  });

  it("shows an admin the organisers' category too", async () => {
    setup(signIn(makeUser({ role: 'admin' })));
    renderApp('/myprofile?menu=10');
    expect(
      await screen.findByRole('switch', {
        name: 'Organisers: new disputes, withdrawal requests, contact messages: E-mail',
      }),
    ).toBeChecked();
  });
});

describe('Notifications in the chosen language (decision 0062)', () => {
  it('names the bell, the panel and the preference categories in German', async () => {
    window.history.replaceState(null, '', '/myprofile?menu=10&lang=de');
    try {
      signIn(makeUser());
      setup();
      renderApp('/myprofile?menu=10');
      const panel = await screen.findByRole('region', { name: 'Benachrichtigungen' });
      expect(await within(panel).findByText('Du hast 12 ungelesene Benachrichtigungen.')).toBeInTheDocument();
      expect(
        within(screen.getByRole('banner')).getByRole('button', { name: 'Benachrichtigungen, 12 ungelesen' }),
      ).toBeInTheDocument();
      expect(
        await within(panel).findByText('Teams: Beitrittsanfragen, Antworten, Entfernungen'),
      ).toBeInTheDocument();
      expect(within(panel).getByRole('button', { name: 'Einstellungen speichern' })).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
      window.localStorage.clear();
    }
  });
});
