/** /leaderboard (decision 0047) in the page's language: filters, both boards, their notes, pagers and states. */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeGame, makeLeaderboardEntry, queryOf } from '../../../../test/catalogue-fixtures';
import { mockApi, ok, type RecordedRequest } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';

/** The ranked board has one player over two pages; the provisional board is empty. */
function boardHandler(request: RecordedRequest) {
  const provisional = queryOf(request.url).get('provisional') === 'true';
  return ok('Leaderboard', {
    data: {
      game_id: 1,
      team_size: 1,
      region: null,
      provisional,
      players: provisional ? [] : [makeLeaderboardEntry({ trend: 25, draws: 1 })],
      regions: ['EU West'],
    },
    pagination: { page: 1, per_page: 20, total: provisional ? 0 : 21, last_page: provisional ? 1 : 2 },
  });
}

function showBoard() {
  mockApi({
    'GET /api/games-list': ok('Games', { data: [makeGame({ id: 1, game_name: 'Rocket League' })] }),
    'GET /api/leaderboard': boardHandler,
  });
  return renderApp('/leaderboard');
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('leaderboard page', () => {
  it('says the filters, boards, notes, record and trend in English as the spec of decision 0047 has them', async () => {
    showBoard();
    const ranked = within(await screen.findByRole('region', { name: 'Ranked players' }));
    expect(
      ranked.getByText('Players with 10 or more rated matches, by rating; equal ratings share a rank.'),
    ).toBeInTheDocument();
    expect(await ranked.findByRole('link', { name: 'Ace' })).toBeInTheDocument();
    expect(ranked.getByText('Up 25')).toHaveClass('visually-hidden');
    expect(ranked.getByTitle('8 wins, 4 losses, 1 draws')).toHaveTextContent('8-4-1');
    expect(ranked.getByRole('navigation', { name: 'Ranked players pages' })).toBeInTheDocument();
    expect(screen.getByLabelText('Game')).toHaveDisplayValue('Rocket League');
    expect(screen.getByLabelText('Team size')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Region')).getByRole('option', { name: 'All regions' }),
    ).toBeInTheDocument();
    const provisional = within(screen.getByRole('region', { name: 'Provisional players' }));
    expect(await provisional.findByText('No players here yet.')).toBeInTheDocument();
  });

  it('says all of it in German', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    showBoard();
    const ranked = within(await screen.findByRole('region', { name: 'Spieler mit Platzierung' }));
    expect(
      ranked.getByText(
        'Spieler mit 10 oder mehr gewerteten Matches, nach Wertung; gleiche Wertung, gleicher Platz.',
      ),
    ).toBeInTheDocument();
    expect(await ranked.findByRole('link', { name: 'Ace' })).toBeInTheDocument();
    expect(
      within(ranked.getByRole('row', { name: /Ace/ }))
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Platz', 'Wertung', 'Bilanz (S-N)', 'Trend']);
    expect(ranked.getByRole('columnheader', { name: 'Spieler' })).toBeInTheDocument();
    expect(ranked.getByText('Gestiegen um 25')).toHaveClass('visually-hidden');
    expect(ranked.getByTitle('Siege: 8, Niederlagen: 4, Unentschieden: 1')).toHaveTextContent('8-4-1');
    expect(ranked.getByRole('navigation', { name: 'Spieler mit Platzierung: Seiten' })).toBeInTheDocument();
    expect(screen.getByLabelText('Spiel')).toHaveDisplayValue('Rocket League');
    expect(screen.getByLabelText('Teamgröße')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Region')).getByRole('option', { name: 'Alle Regionen' }),
    ).toBeInTheDocument();
    const provisional = within(screen.getByRole('region', { name: 'Vorläufige Spieler' }));
    expect(
      provisional.getByText(
        'Weniger als 10 gewertete Matches: Ihre Wertung pendelt sich noch ein, daher haben sie noch keinen Platz.',
      ),
    ).toBeInTheDocument();
    expect(await provisional.findByText('Hier gibt es noch keine Spieler.')).toBeInTheDocument();
  });

  it('says in Polish that no game is rated yet', async () => {
    window.history.replaceState(null, '', '/?lang=pl');
    mockApi({ 'GET /api/games-list': ok('Games', { data: [] }) });
    renderApp('/leaderboard');
    expect(await screen.findByText('Żadna gra nie ma jeszcze rankingu.')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Gra')).getByRole('option', { name: 'Brak gier' }),
    ).toBeInTheDocument();
  });
});
