import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { CHUNK_LOAD_FAILED, lazyRoute, loadChunk } from './lazy-route';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('route table', () => {
  it('shows Unexpected Application Error! with the status text for an unknown route', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    expect(document.title).toBe('Arena | Unexpected Application Error!');
    // The error page keeps the top bar and footer.
    expect(screen.getByRole('link', { name: 'Arena home' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the error page in the chosen language: heading, status text, link home, skip link and title', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { name: 'Unerwarteter Anwendungsfehler!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404 Nicht gefunden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toBeInTheDocument();
    expect(document.title).toBe('Arena | Unerwarteter Anwendungsfehler!');
  });

  it('serves every route of the spec, the match room, the e-mail change and verification links and the public pages', async () => {
    const { router } = renderApp('/');
    const paths = router.routes[0]!.children!.map((route) => (route.index ? '/' : route.path));
    expect(paths.sort()).toEqual(
      [
        '/',
        '/login',
        '/signup',
        '/resetpassword',
        '/termconditions',
        '/privacypolicy',
        '/contactus',
        '/otp',
        '/createpassword',
        '/myprofile',
        '/aboutus',
        '/forgotpassword',
        '/game',
        '/tournament',
        '/viewtournament',
        '/match',
        '/leaderboard',
        // Season ladders (decision 0048).
        '/ladders',
        '/ladder',
        // The links of an e-mail change (decision 0029).
        '/confirmemailchange',
        '/undoemailchange',
        // The e-mail verification link (decision 0054).
        '/verifyemail',
        // The accessibility statement (issue 29).
        '/accessibility',
        // The public player and team pages (decision 0046).
        '/player',
        '/team',
      ].sort(),
    );
    expect(await screen.findByRole('heading', { level: 1, name: /Enter the Arena/ })).toBeInTheDocument();
  });

  it('shows the create-new-password step on /resetpassword', async () => {
    renderApp('/resetpassword');
    expect(await screen.findByRole('heading', { name: 'Create New Password' })).toBeInTheDocument();
  });

  it('sends /viewtournament without a tournament in navigation state home', async () => {
    const { router } = renderApp('/viewtournament');
    expect(await screen.findByRole('heading', { level: 1, name: /Enter the Arena/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows /viewtournament with a tournament in navigation state', async () => {
    renderApp('/viewtournament', { tournament: { id: 4, tournament_name: 'Friday Night 2v2' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday Night 2v2' })).toBeInTheDocument();
  });
});

describe('chunk loading', () => {
  it("turns a failed chunk into 'Loading chunk failed'", async () => {
    await expect(loadChunk(() => Promise.reject(new Error('network down')))).rejects.toThrow(
      CHUNK_LOAD_FAILED,
    );
  });

  it("gives 'Loading chunk failed' after 120000 ms", async () => {
    vi.useFakeTimers();
    try {
      const pending = loadChunk(() => new Promise<never>(() => undefined));
      const outcome = expect(pending).rejects.toThrow(CHUNK_LOAD_FAILED);
      await vi.advanceTimersByTimeAsync(119_999);
      await vi.advanceTimersByTimeAsync(1);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });

  it('resolves a route module to its named component', async () => {
    const Component = () => null;
    const route = await lazyRoute(() => Promise.resolve({ Component }), 'Component')();
    expect(route.Component).toBe(Component);
  });
});

describe('a route module that cannot load', () => {
  /** The error page under a route whose module fails to load, rendered inside `wrap` (the app's providers, or none). */
  async function renderFailingChunk(wrap: (page: ReactElement) => ReactElement = (page) => page) {
    const { createMemoryRouter, RouterProvider } = await import('react-router');
    const { render } = await import('@testing-library/react');
    const { ErrorPage } = await import('./error-page');
    const router = createMemoryRouter(
      [
        {
          path: '/',
          ErrorBoundary: ErrorPage,
          HydrateFallback: () => null,
          lazy: lazyRoute(() => Promise.reject<{ Page: () => null }>(new Error('404 chunk')), 'Page'),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(wrap(<RouterProvider router={router} />));
  }

  it("shows 'Loading chunk failed' on the error page", async () => {
    await renderFailingChunk();
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Loading chunk failed')).toBeInTheDocument();
  });

  it('says a chunk failed in the chosen language', async () => {
    window.history.replaceState(null, '', '/?lang=pl');
    const { AppProviders } = await import('./providers');
    await renderFailingChunk((page) => <AppProviders>{page}</AppProviders>);
    expect(await screen.findByRole('heading', { name: 'Nieoczekiwany błąd aplikacji!' })).toBeInTheDocument();
    expect(screen.getByText('Nie udało się wczytać części strony')).toBeInTheDocument();
  });
});

describe('the framable copy served at /embed (decision 0061)', () => {
  it('knows only the overlays and the embed: every other address links out to Arena', async () => {
    const { createMemoryRouter, RouterProvider } = await import('react-router');
    const { render } = await import('@testing-library/react');
    const { embedRoutes } = await import('./route-table');
    const paths = embedRoutes.map((route) => route.path);
    expect(paths).toEqual(['/overlay/match', '/overlay/bracket', '/embed/bracket', '*']);
    for (const address of ['/myprofile', '/login', '/admin', '/']) {
      const { unmount } = render(
        <RouterProvider router={createMemoryRouter(embedRoutes, { initialEntries: [address] })} />,
      );
      expect(screen.getByRole('link', { name: 'Open Arena (opens in a new tab)' })).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).toBeNull();
      unmount();
    }
  });

  it('links out in the chosen language', async () => {
    window.history.replaceState(null, '', '/?lang=it');
    const { createMemoryRouter, RouterProvider } = await import('react-router');
    const { render } = await import('@testing-library/react');
    const { embedRoutes } = await import('./route-table');
    const { AppProviders } = await import('./providers');
    render(
      <AppProviders>
        <RouterProvider router={createMemoryRouter(embedRoutes, { initialEntries: ['/login'] })} />
      </AppProviders>,
    );
    expect(
      await screen.findByRole('link', { name: 'Apri Arena (si apre in una nuova scheda)' }),
    ).toBeInTheDocument();
  });
});
