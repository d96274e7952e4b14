/** The leaderboard's table (decision 0047): ranks, links to player pages, records and a trend not told by colour. */
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LeaderboardEntry } from '@arena/shared/leaderboard';
import { makeLeaderboardEntry } from '../../../../test/catalogue-fixtures';
import { LeaderboardTable, recordOf } from './leaderboard-table';

function show(players: LeaderboardEntry[], ranked: boolean) {
  const router = createMemoryRouter(
    [{ path: '/', element: <LeaderboardTable caption="Board" players={players} ranked={ranked} /> }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole('table', { name: 'Board' });
}

describe('LeaderboardTable', () => {
  it('shows rank, a link to the player page, rating, record and the trend in signs and words', () => {
    const table = show(
      [
        makeLeaderboardEntry({ rank: 1, user_id: 7, username: 'Ace', trend: 18 }),
        makeLeaderboardEntry({ rank: 2, user_id: 9, username: 'Bee', rating: 1400, trend: -12 }),
        makeLeaderboardEntry({ rank: 2, user_id: 11, username: 'Cee', rating: 1400, trend: 0, draws: 2 }),
      ],
      true,
    );
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Rank', 'Player', 'Rating', 'Record', 'Trend']);
    expect(within(rows[1]!).getByRole('link', { name: 'Ace' })).toHaveAttribute('href', '/player?id=7');
    expect(rows[1]).toHaveTextContent('▲ +18');
    expect(within(rows[1]!).getByText('Up 18')).toHaveClass('visually-hidden');
    expect(rows[2]).toHaveTextContent('▼ −12');
    expect(within(rows[2]!).getByText('Down 12')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('No change')).toBeInTheDocument();
    expect(within(rows[3]!).getAllByRole('cell')[0]).toHaveTextContent('2');
    expect(rows[3]).toHaveTextContent('8-4-2');
  });

  it('leaves the rank out for provisional players', () => {
    const table = show([makeLeaderboardEntry({ rank: null, provisional: true, matches: 3 })], false);
    expect(within(table).queryByRole('columnheader', { name: 'Rank' })).toBeNull();
  });

  it('writes a record as wins-losses, with draws only when there are some', () => {
    expect(recordOf(makeLeaderboardEntry({ wins: 3, losses: 1 }))).toBe('3-1');
    expect(recordOf(makeLeaderboardEntry({ wins: 3, losses: 1, draws: 1 }))).toBe('3-1-1');
  });
});
