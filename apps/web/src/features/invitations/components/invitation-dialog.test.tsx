import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { setNavigator } from '../../../lib/navigation';
import { makeUser, signIn } from '../../../../test/fixtures';
import { mockApi } from '../../../../test/http';
import { preloadedRoutes } from '../../../../test/render-app';

const LINK = '/?user_id=3&team_id=31&team_slug=viper-squad&team_token=tok123';

/** The real route table at a URL with a query (the invitation link's). */
function renderAt(url: string) {
  const router = createMemoryRouter(preloadedRoutes, { initialEntries: [url] });
  setNavigator((to) => void router.navigate(to));
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user };
}

describe('invitation dialog', () => {
  it('opens on the home page from an invitation link', async () => {
    mockApi();
    renderAt(LINK);
    const dialog = await screen.findByRole('dialog', { name: 'TOURNAMENT INVITATION' });
    expect(within(dialog).getByText('Do you want to join "viper-squad"?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'No' })).toBeInTheDocument();
  });

  it('Yes saves inviteData, ends the session, goes to /signup and says the request was sent', async () => {
    signIn(makeUser());
    mockApi();
    const { router, user } = renderAt(LINK);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Request has been sent, please register to proceed')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('inviteData')!)).toEqual({
      user_id: 3,
      team_id: 31,
      team_slug: 'viper-squad',
      team_token: 'tok123',
    });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'TOURNAMENT INVITATION' })).not.toBeInTheDocument();
  });

  it('No closes the dialog and keeps the visitor on home without saving anything', async () => {
    signIn(makeUser());
    mockApi();
    const { router, user } = renderAt(LINK);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
    expect(window.localStorage.getItem('inviteData')).toBeNull();
    expect(window.localStorage.getItem('token')).toBe('test-token');
  });

  it.each([
    ['a link without its token', '/?user_id=3&team_id=31&team_slug=viper-squad'],
    ['a malformed team id', '/?user_id=3&team_id=abc&team_slug=viper-squad&team_token=tok123'],
    ['another page', '/game?user_id=3&team_id=31&team_slug=viper-squad&team_token=tok123'],
  ])('does not open for %s', async (_case, url) => {
    mockApi();
    renderAt(url);
    await screen.findByRole('heading', { level: 1 });
    // Give a lazily loaded dialog the time to appear, if it wrongly would.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('invitation dialog in the chosen language (decision 0062)', () => {
  it('asks in German and says in German that the request was sent', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    try {
      mockApi();
      const { router, user } = renderAt(LINK);
      const dialog = within(await screen.findByRole('dialog', { name: 'TURNIEREINLADUNG' }));
      expect(dialog.getByText('Möchtest du „viper-squad“ beitreten?')).toBeInTheDocument();
      expect(dialog.getByRole('button', { name: 'Nein' })).toBeInTheDocument();
      await user.click(dialog.getByRole('button', { name: 'Ja' }));
      expect(
        await screen.findByText('Die Anfrage wurde gesendet. Bitte registriere dich, um fortzufahren'),
      ).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    } finally {
      window.history.replaceState(null, '', '/');
      window.localStorage.clear();
    }
  });
});
