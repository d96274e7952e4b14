import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Tournament } from '@arena/shared/catalogue';
import {
  FILTER_BOUNDS,
  makeGame,
  makeTournament,
  queryOf,
  tournamentsReply,
} from '../../../../test/catalogue-fixtures';
import { signIn } from '../../../../test/fixtures';
import { mockApi, ok, type RecordedRequest } from '../../../../test/http';
import { preloadedRoutes, renderApp } from '../../../../test/render-app';
import type { RouteObject } from 'react-router';
import defaultBanner from '../../../assets/default-tournament-banner.svg';

const NOTHING = 'Nothing to show , Right Now !!! ';

const catalogue: Tournament[] = [
  makeTournament({ id: 1, tournament_name: 'Friday Night Kick-Off', game_id: 1, entry_fee: 5 }),
  makeTournament({
    id: 2,
    tournament_name: 'Warzone Duos Weekly',
    game_id: 2,
    team_size: 2,
    tournament_category: 'vip',
    tournament_banner: null,
    region: 'Western Europe',
  }),
  makeTournament({ id: 3, tournament_name: 'Rocket Rumble', tournament_state: 'underway', entry_fee: 20 }),
  makeTournament({ id: 4, tournament_name: 'Siege Masters', tournament_state: 'underway' }),
  makeTournament({ id: 5, tournament_name: 'Autumn Derby', tournament_state: 'completed' }),
  makeTournament({ id: 6, tournament_name: 'Midnight Rumble', region: 'UK & Ireland' }),
  makeTournament({ id: 7, tournament_name: 'Apex Trios', game_id: 1 }),
];

/** A stand-in for the server: the tab, game, search and upper-bound filters, then the page. */
function listHandler(request: RecordedRequest) {
  const query = queryOf(request.url);
  const states =
    query.get('tournament_state') === 'active'
      ? ['underway']
      : query.get('tournament_state') === 'upcoming'
        ? ['pending']
        : ['pending', 'underway', 'completed'];
  const search = query.get('search')?.toLowerCase();
  const list = catalogue.filter(
    (t) =>
      states.includes(t.tournament_state) &&
      (!query.get('game_id') || t.game_id === Number(query.get('game_id'))) &&
      (!search || t.tournament_name.toLowerCase().includes(search)) &&
      (!query.get('entry_fee') || t.entry_fee <= Number(query.get('entry_fee'))) &&
      (!query.get('region') || t.region === query.get('region')),
  );
  return tournamentsReply(list, { page: Number(query.get('page') ?? 1), perPage: 3 });
}

function setup(path = '/tournament', state?: unknown) {
  const api = mockApi({
    'GET /api/tournaments-list': listHandler,
    'GET /api/games-list': ok('Games', {
      data: [makeGame({ id: 1, game_name: 'EA Sports FC 25' }), makeGame({ id: 2, game_name: 'Warzone' })],
    }),
  });
  const view = renderApp(path, state);
  const lastList = () => queryOf(api.calls('GET /api/tournaments-list').at(-1)!.url);
  return { api, lastList, ...view };
}

function cards() {
  return within(screen.getByRole('tabpanel')).queryAllByRole('article');
}

async function cardTitles() {
  await waitFor(() => expect(screen.getByRole('tabpanel')).not.toHaveAttribute('aria-busy'));
  return cards().map((card) => within(card).getByRole('heading').textContent);
}

beforeEach(() => {
  // react-bootstrap's Offcanvas asks for the breakpoint through matchMedia, which jsdom lacks.
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (media: string) => ({
      matches: false,
      media,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
});

describe('tournament list', () => {
  it('asks for page 1 of all tournaments, 3 per page, and shows 3 cards', async () => {
    const { lastList } = setup();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Friday Night Kick-Off' }),
    ).toBeInTheDocument();
    expect(lastList().get('tournament_state')).toBe('all');
    expect(lastList().get('page')).toBe('1');
    expect(lastList().get('per_page')).toBe('3');
    expect(await cardTitles()).toEqual(['Friday Night Kick-Off', 'Warzone Duos Weekly', 'Rocket Rumble']);
    expect(screen.getByText('7 tournaments')).toBeInTheDocument();
  });

  it('shows the card facts: VIP badge, entry fee in Credits, team size as NvN, default banner', async () => {
    setup();
    const vip = (await screen.findByRole('heading', { level: 2, name: 'Warzone Duos Weekly' })).closest(
      'article',
    )!;
    expect(within(vip).getByText('VIP')).toBeInTheDocument();
    expect(within(vip).getByText('12 Credits + 1 VIP token per player')).toBeInTheDocument();
    expect(within(vip).getByText('2v2')).toBeInTheDocument();
    expect(within(vip).getByText('£300')).toBeInTheDocument();
    expect(vip.querySelector('img')).toHaveAttribute('src', defaultBanner);

    const regular = screen
      .getByRole('heading', { level: 2, name: 'Friday Night Kick-Off' })
      .closest('article')!;
    expect(within(regular).queryByText('VIP')).not.toBeInTheDocument();
    expect(within(regular).getByText('5 Credits')).toBeInTheDocument();
    expect(within(regular).getByText('3v3')).toBeInTheDocument();
    expect(regular.querySelector('img')).toHaveAttribute('src', '/storage/tournaments/t-1.jpg');
  });

  it('pages with first, previous, next and last (no page numbers)', async () => {
    const { user, lastList } = setup();
    await screen.findByRole('heading', { level: 2, name: 'Friday Night Kick-Off' });
    const pager = screen.getByRole('navigation', { name: 'Tournament pages' });
    expect(within(pager).queryByRole('button', { name: 'Page 1' })).not.toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Siege Masters' })).toBeInTheDocument();
    expect(lastList().get('page')).toBe('2');
    expect(await cardTitles()).toEqual(['Siege Masters', 'Autumn Derby', 'Midnight Rumble']);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Last page' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Apex Trios' })).toBeInTheDocument();
    expect(lastList().get('page')).toBe('3');
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Last page' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Siege Masters' })).toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'First page' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Friday Night Kick-Off' }),
    ).toBeInTheDocument();
    expect(lastList().get('page')).toBe('1');
  });

  it('switches tabs All, Active and Upcoming and goes back to page 1', async () => {
    const { user, lastList } = setup();
    await screen.findByRole('heading', { level: 2, name: 'Friday Night Kick-Off' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('heading', { level: 2, name: 'Siege Masters' });

    await user.click(screen.getByRole('tab', { name: 'Active' }));
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(lastList().get('tournament_state')).toBe('active'));
    expect(lastList().get('page')).toBe('1');
    expect(await cardTitles()).toEqual(['Rocket Rumble', 'Siege Masters']);

    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    await waitFor(() => expect(lastList().get('tournament_state')).toBe('upcoming'));
    expect(await cardTitles()).toEqual(['Friday Night Kick-Off', 'Warzone Duos Weekly', 'Midnight Rumble']);

    // Arrow keys move between tabs.
    screen.getByRole('tab', { name: 'Upcoming' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await waitFor(() => expect(lastList().get('tournament_state')).toBe('all'));
  });

  it('searches names through the API and goes back to page 1', async () => {
    const { user, lastList } = setup();
    await screen.findByRole('heading', { level: 2, name: 'Friday Night Kick-Off' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('heading', { level: 2, name: 'Siege Masters' });

    await user.type(screen.getByRole('searchbox', { name: 'Search tournaments' }), 'RUMBLE');
    await waitFor(() => expect(lastList().get('search')).toBe('RUMBLE'));
    expect(lastList().get('page')).toBe('1');
    expect(await cardTitles()).toEqual(['Rocket Rumble', 'Midnight Rumble']);
    expect(screen.getByText('2 tournaments matching “RUMBLE”')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search tournaments' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search tournaments' }), 'no such cup');
    expect(await screen.findByText(NOTHING.trim())).toBeInTheDocument();
    expect(screen.getByText(NOTHING.trim()).textContent).toBe(NOTHING);
  });

  it('shows the empty text when a tab has nothing', async () => {
    mockApi({ 'GET /api/tournaments-list': tournamentsReply([], { page: 1 }) });
    renderApp('/tournament');
    expect(await screen.findByText(NOTHING.trim())).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Tournament pages' })).not.toBeInTheDocument();
  });

  it('shows the empty text in the chosen language', async () => {
    window.history.replaceState(null, '', '/?lang=es');
    try {
      mockApi({ 'GET /api/tournaments-list': tournamentsReply([], { page: 1 }) });
      renderApp('/tournament');
      expect(await screen.findByText('No hay nada que mostrar ahora mismo.')).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('filters with sliders from 0 to the server maximum (step 1) and a region defaulting to Choose...', async () => {
    const { user, lastList } = setup();
    await screen.findByRole('heading', { level: 2, name: 'Friday Night Kick-Off' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('heading', { level: 2, name: 'Siege Masters' });

    await user.click(screen.getByRole('button', { name: /^Filter/ }));
    const panel = await screen.findByRole('dialog', { name: 'Filter' });
    const fee = within(panel).getByRole('slider', { name: 'Max entry fee' });
    const teams = within(panel).getByRole('slider', { name: 'Max total teams' });
    const prize = within(panel).getByRole('slider', { name: 'Max winning prize' });
    for (const [slider, max] of [
      [fee, FILTER_BOUNDS.max_entry_fee],
      [teams, FILTER_BOUNDS.max_total_teams],
      [prize, FILTER_BOUNDS.max_winning_prize],
    ] as const) {
      expect(slider).toHaveAttribute('min', '0');
      expect(slider).toHaveAttribute('max', String(max));
      expect(slider).toHaveAttribute('step', '1');
      expect(slider).toHaveValue(String(max));
    }
    const region = within(panel).getByRole('combobox', { name: 'Region' });
    expect(region).toHaveDisplayValue('Choose...');
    expect(
      within(region)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose...', ...FILTER_BOUNDS.regions]);

    fireEvent.change(fee, { target: { value: '15' } });
    expect(within(panel).getByText('15 Credits')).toBeInTheDocument();
    await user.selectOptions(region, 'UK & Ireland');
    await user.click(within(panel).getByRole('button', { name: 'Apply Filter' }));

    await waitFor(() => expect(lastList().get('entry_fee')).toBe('15'));
    expect(lastList().get('total_teams')).toBe('64');
    expect(lastList().get('winning_prize')).toBe('2000');
    expect(lastList().get('region')).toBe('UK & Ireland');
    expect(lastList().get('page')).toBe('1');
    expect(await cardTitles()).toEqual(['Midnight Rumble']);
    expect(screen.getByText('Entry fee up to 15 Credits')).toBeInTheDocument();
    expect(screen.getByText('Region: UK & Ireland')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastList().get('region')).toBeNull());
    expect(lastList().get('entry_fee')).toBeNull();
  });

  it('reads game_id from navigation state and the Game query parameter', async () => {
    const first = setup('/tournament', { game_id: 1 });
    await screen.findByRole('heading', { level: 2, name: 'Friday Night Kick-Off' });
    expect(first.lastList().get('game_id')).toBe('1');
    expect(await cardTitles()).toEqual(['Friday Night Kick-Off', 'Apex Trios']);
    first.unmount();

    const second = setup('/');
    await act(() => second.router.navigate('/tournament?Game=2'));
    await screen.findByRole('heading', { level: 2, name: 'Warzone Duos Weekly' });
    expect(second.lastList().get('game_id')).toBe('2');
    expect(await screen.findByRole('combobox', { name: 'Game' })).toHaveDisplayValue('Warzone');
  });

  it('changing the game goes back to page 1 and forgets the game of navigation state', async () => {
    const { user, lastList, router } = setup('/tournament', { game_id: 1 });
    await screen.findByRole('heading', { level: 2, name: 'Friday Night Kick-Off' });
    await screen.findByRole('option', { name: 'EA Sports FC 25' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'All games');
    await waitFor(() => expect(lastList().get('game_id')).toBeNull());
    expect(router.state.location.state).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'Warzone');
    await waitFor(() => expect(lastList().get('game_id')).toBe('2'));
    expect(router.state.location.search).toBe('?Game=2');
    expect(lastList().get('page')).toBe('1');
  });

  it('VIEW DETAILS opens /viewtournament with the tournament in navigation state', async () => {
    const { user, router, api } = setup();
    api.fetchMock.mockClear();
    const card = (await screen.findByRole('heading', { level: 2, name: 'Rocket Rumble' })).closest(
      'article',
    )!;
    await user.click(within(card).getByRole('link', { name: 'VIEW DETAILS' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/viewtournament'));
    expect((router.state.location.state as { tournament: Tournament }).tournament).toEqual(catalogue[2]);
    expect(router.state.location.search).toBe('?id=3');
  });

  it('a search typed just before VIEW DETAILS does not bring the player back while the page loads', async () => {
    mockApi({
      'GET /api/tournaments-list': listHandler,
      'GET /api/games-list': ok('Games', { data: [] }),
    });
    // The tournament page's code arrives only when the test says so: the list stays on screen meanwhile.
    let arrive: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const slowDetail = (routes: RouteObject[]): RouteObject[] =>
      routes.map((route) =>
        route.path === 'viewtournament' || route.path === '/viewtournament'
          ? ({
              path: route.path,
              lazy: async () => {
                await arrived;
                return { element: <h1>The tournament page</h1> };
              },
            } as RouteObject)
          : ({
              ...route,
              ...(route.children ? { children: slowDetail(route.children) } : {}),
            } as RouteObject),
      );
    const { router, user } = renderApp('/tournament', undefined, slowDetail(preloadedRoutes));
    const card = (await screen.findByRole('heading', { level: 2, name: 'Rocket Rumble' })).closest(
      'article',
    )!;
    await user.type(screen.getByRole('searchbox', { name: 'Search tournaments' }), 'Rocket');
    await user.click(within(card).getByRole('link', { name: 'VIEW DETAILS' }));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    // Longer than the search's delay, while the navigation waits for the page's code.
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    arrive();
    expect(await screen.findByRole('heading', { name: 'The tournament page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/viewtournament');
  });

  it('sends the bearer token when logged in (participate is per viewer)', async () => {
    signIn();
    const { api } = setup();
    await screen.findByRole('heading', { level: 2, name: 'Friday Night Kick-Off' });
    expect(api.calls('GET /api/tournaments-list')[0]!.headers.authorization).toBe('Bearer test-token');
  });

  it('a page past the end moves to the last page', async () => {
    const { lastList, router } = setup('/');
    await act(() => router.navigate('/tournament?page=9'));
    await waitFor(() => expect(lastList().get('page')).toBe('3'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Apex Trios' })).toBeInTheDocument();
  });

  it('speaks the chosen language: the heading, the tabs, the count with its plural', async () => {
    window.history.replaceState(null, '', '/?lang=pl');
    try {
      setup();
      await screen.findByRole('heading', { level: 1, name: 'Turnieje' });
      expect(screen.getByRole('tab', { name: 'Nadchodzące' })).toBeInTheDocument();
      expect(await screen.findByText('7 turniejów')).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Szukaj turniejów' })).toBeInTheDocument();
      await screen.findByRole('heading', { level: 2, name: 'Friday Night Kick-Off' });
      const [card] = cards();
      expect(within(card!).getByRole('link', { name: 'ZOBACZ SZCZEGÓŁY' })).toBeInTheDocument();
      expect(screen.getByText('Strona 1 z 3')).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
      window.localStorage.clear();
    }
  });
});
