import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Game } from '@arena/shared/catalogue';
import { makeGame, queryOf } from '../../../../test/catalogue-fixtures';
import { signIn } from '../../../../test/fixtures';
import { mockApi, ok, type RecordedRequest } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';
import defaultBanner from '../../../assets/default-game-banner.svg';

const games: Game[] = Array.from({ length: 19 }, (_, index) =>
  makeGame({ id: index + 1, game_name: `Game ${String(index + 1).padStart(2, '0')}` }),
);

function gamesHandler(list: Game[]) {
  return (request: RecordedRequest) => {
    const query = queryOf(request.url);
    const page = Number(query.get('page'));
    const perPage = Number(query.get('per_page'));
    return ok('Games', {
      data: list.slice((page - 1) * perPage, page * perPage),
      pagination: {
        page,
        per_page: perPage,
        total: list.length,
        last_page: Math.max(1, Math.ceil(list.length / perPage)),
      },
    });
  };
}

function gameNames() {
  return screen
    .getAllByRole('link', { name: /^Game \d+$/ })
    .map((link) => link.textContent?.replace('Tournaments →', ''));
}

describe('games', () => {
  it("shows 'ESports Games' and 8 games a page from the API's paging", async () => {
    const api = mockApi({ 'GET /api/games-list': gamesHandler(games) });
    renderApp('/game');
    expect(await screen.findByRole('heading', { level: 1, name: 'ESports Games' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Game 01' });
    expect(gameNames()).toHaveLength(8);
    const query = queryOf(api.calls('GET /api/games-list')[0]!.url);
    expect(query.get('page')).toBe('1');
    expect(query.get('per_page')).toBe('8');
  });

  it('pages with first, previous, page numbers, next and last', async () => {
    const api = mockApi({ 'GET /api/games-list': gamesHandler(games) });
    const { user } = renderApp('/game');
    await screen.findByRole('link', { name: 'Game 01' });
    const pager = screen.getByRole('navigation', { name: 'Game pages' });
    expect(
      within(pager)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['First page', 'Previous page', 'Page 1', 'Page 2', 'Page 3', 'Next page', 'Last page']);
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('link', { name: 'Game 09' });
    expect(queryOf(api.calls('GET /api/games-list').at(-1)!.url).get('page')).toBe('2');
    await waitFor(() => expect(gameNames()).toEqual(games.slice(8, 16).map((g) => g.game_name)));

    await user.click(within(pager).getByRole('button', { name: 'Last page' }));
    await screen.findByRole('link', { name: 'Game 19' });
    await waitFor(() => expect(gameNames()).toEqual(['Game 17', 'Game 18', 'Game 19']));
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Previous page' }));
    await screen.findByRole('link', { name: 'Game 09' });
    await user.click(within(pager).getByRole('button', { name: 'First page' }));
    await screen.findByRole('link', { name: 'Game 01' });
    expect(within(pager).getByRole('button', { name: 'First page' })).toBeDisabled();
  });

  it('shows the banner from /storage, or the default one', async () => {
    mockApi({
      'GET /api/games-list': gamesHandler([
        makeGame({ id: 1, game_name: 'Game 1', game_banner: 'games/apex.jpg' }),
        makeGame({ id: 2, game_name: 'Game 2', game_banner: null }),
      ]),
    });
    renderApp('/game');
    const withBanner = await screen.findByRole('link', { name: 'Game 1' });
    expect(withBanner.querySelector('img')).toHaveAttribute('src', '/storage/games/apex.jpg');
    expect(screen.getByRole('link', { name: 'Game 2' }).querySelector('img')).toHaveAttribute(
      'src',
      defaultBanner,
    );
  });

  it('a card opens /tournament?Game={id} with game_id in navigation state', async () => {
    mockApi({
      'GET /api/games-list': gamesHandler(games),
      'GET /api/tournaments-list': ok('Tournaments', {
        tournaments: [],
        data: { max_entry_fee: 0, max_total_teams: 0, max_winning_prize: 0, regions: [] },
        pagination: { page: 1, per_page: 3, total: 0, last_page: 1 },
      }),
    });
    const { user, router } = renderApp('/game');
    const card = await screen.findByRole('link', { name: 'Game 03' });
    expect(card).toHaveAttribute('href', '/tournament?Game=3');
    await user.click(card);
    await waitFor(() => expect(router.state.location.pathname).toBe('/tournament'));
    expect(router.state.location.search).toBe('?Game=3');
    expect(router.state.location.state).toEqual({ game_id: 3 });
  });

  it("says 'Nothing to show , Right Now !!! ' when there are no games", async () => {
    mockApi({ 'GET /api/games-list': gamesHandler([]) });
    renderApp('/game');
    const empty = await screen.findByText('Nothing to show , Right Now !!!');
    expect(empty.textContent).toBe('Nothing to show , Right Now !!! ');
    expect(screen.queryByRole('navigation', { name: 'Game pages' })).not.toBeInTheDocument();
  });

  it('offers Login and REGISTER NOW to visitors only', async () => {
    mockApi({ 'GET /api/games-list': gamesHandler(games) });
    const visitor = renderApp('/game');
    await screen.findByRole('link', { name: 'Game 01' });
    const banner = () => screen.getByRole('heading', { level: 1, name: 'ESports Games' }).closest('section')!;
    expect(within(banner()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(banner()).getByRole('link', { name: 'REGISTER NOW' })).toHaveAttribute('href', '/signup');
    visitor.unmount();

    signIn();
    renderApp('/game');
    await screen.findByRole('link', { name: 'Game 01' });
    expect(within(banner()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('speaks the chosen language: the feature’s own area arrives with it, and follows a switch', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    try {
      mockApi({ 'GET /api/games-list': gamesHandler(games) });
      const { user } = renderApp('/game');
      await screen.findByRole('heading', { level: 1, name: 'E-Sport-Spiele' });
      await waitFor(() => expect(screen.getAllByText('Turniere →')).toHaveLength(8));
      const pager = screen.getByRole('navigation', { name: 'Spieleseiten' });
      expect(within(pager).getByRole('button', { name: 'Seite 2' })).toBeInTheDocument();

      const footer = within(screen.getByRole('contentinfo'));
      await user.selectOptions(footer.getByRole('combobox', { name: 'Sprache' }), 'pl');
      await screen.findByRole('heading', { level: 1, name: 'Gry e-sportowe' });
      expect(screen.getAllByText('Turnieje →')).toHaveLength(8);
      expect(screen.getByRole('navigation', { name: 'Strony gier' })).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
      window.localStorage.clear();
    }
  });
});
