import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { EnrolledTournament } from '@arena/shared/enrolment';
import { makeTournament, queryOf } from '../../../../test/catalogue-fixtures';
import { makeUser } from '../../../../test/fixtures';
import { fail, ok } from '../../../../test/http';
import { accountApi } from '../../../../test/payment-fixtures';
import { renderApp } from '../../../../test/render-app';

// The first test of a file also loads the lazy route modules, which can take over a second under load.
function makeEnrolled(id: number, overrides: Partial<EnrolledTournament> = {}): EnrolledTournament {
  return {
    ...makeTournament({ id }),
    team_id: 100 + id,
    team_name: `Team ${id}`,
    is_captain: true,
    checked_in: false,
    entry_status: 'enrolled',
    waitlist_position: null,
    ...overrides,
  };
}

const twelve = Array.from({ length: 12 }, (_, index) => makeEnrolled(index + 1));

function openPanel(rows: EnrolledTournament[] | ReturnType<typeof fail>, user = makeUser({ id: 7 })) {
  const api = accountApi(user, {
    'GET /api/user-enroll-tournament-list': Array.isArray(rows) ? ok('My tournaments', { data: rows }) : rows,
    'GET /api/tournament-details': ok('Tournament details', {
      tournament: makeTournament({ id: 3, tournament_name: 'Tournament 3' }),
      tournamentParticipants: [],
    }),
  });
  return { api, ...renderApp('/myprofile', { menu: 3 }) };
}

function table() {
  return screen.findByRole('table', { name: 'Enrolled Tournaments' });
}

function names(tableElement: HTMLElement) {
  return within(tableElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
}

describe('My Tournaments (panel 3)', () => {
  it("asks for the captain's own list and shows name, team size, end date, prize, team and status", async () => {
    const { api } = openPanel([
      makeEnrolled(9, {
        tournament_name: 'Iron Fist Sunday 1v1',
        team_size: 1,
        tournament_end_date: '2026-12-06T20:00:00.000Z',
        winning_prize: 120,
        team_name: 'DemoPlayer Solo',
        tournament_state: 'underway',
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'My Tournaments' })).toBeInTheDocument();
    const rows = within(await table()).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Tournament Name', 'Team Size', 'End Date', 'Winning Prize', 'Team', 'Status']);
    const cells = within(rows[1]!);
    expect(cells.getByRole('rowheader')).toHaveTextContent('Iron Fist Sunday 1v1');
    expect(cells.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '1v1',
      dayjs('2026-12-06T20:00:00.000Z').format('DD-MM-YYYY'),
      '£120',
      'DemoPlayer Solo',
      'Live',
    ]);
    const request = api.calls('GET /api/user-enroll-tournament-list')[0]!;
    expect(queryOf(request.url).get('captain_id')).toBe('7');
    expect(request.headers.authorization).toBe('Bearer test-token');
  });

  it('shows 5 rows a page with first, previous, numbered, next and last', async () => {
    const { user } = openPanel(twelve);
    expect(names(await table())).toEqual([
      'Tournament 1',
      'Tournament 2',
      'Tournament 3',
      'Tournament 4',
      'Tournament 5',
    ]);
    const pager = screen.getByRole('navigation', { name: 'Enrolled Tournaments pages' });
    expect(within(pager).getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(names(await table())).toEqual([
      'Tournament 6',
      'Tournament 7',
      'Tournament 8',
      'Tournament 9',
      'Tournament 10',
    ]);
    await user.click(within(pager).getByRole('button', { name: 'Last page' }));
    expect(names(await table())).toEqual(['Tournament 11', 'Tournament 12']);
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Last page' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(names(await table())[0]).toBe('Tournament 6');
    await user.click(within(pager).getByRole('button', { name: 'First page' }));
    expect(names(await table())[0]).toBe('Tournament 1');
  });

  it('opens the detail page of a row with the tournament item in navigation state', async () => {
    const { user, router } = openPanel(twelve);
    const link = within(await table()).getByRole('link', { name: 'Tournament 3' });
    expect(link).toHaveAttribute('href', '/viewtournament?id=3');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/viewtournament'));
    expect(router.state.location.search).toBe('?id=3');
    expect(router.state.location.state).toEqual({ tournament: twelve[2] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tournament 3' })).toBeInTheDocument();
  });

  it('says so when the teams have entered no tournament', async () => {
    openPanel([]);
    expect(await screen.findByText('Your teams have not entered any tournament yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Enrolled Tournaments pages' })).not.toBeInTheDocument();
  });

  it('shows a waiting team with its place in line; the captain leaves the waitlist after confirming', async () => {
    let waiting = true;
    const api = accountApi(makeUser({ id: 7 }), {
      'GET /api/user-enroll-tournament-list': () =>
        ok('My tournaments', {
          data: [
            ...(waiting
              ? [
                  makeEnrolled(4, {
                    tournament_name: 'Full House Cup',
                    team_name: 'Night Owls',
                    entry_status: 'waitlisted',
                    waitlist_position: 2,
                  }),
                ]
              : []),
            makeEnrolled(5, { tournament_name: 'Open Cup' }),
          ],
        }),
      'DELETE /api/remove-tournament-participants': () => {
        waiting = false;
        return ok('Your team has left the waitlist');
      },
    });
    const { user } = renderApp('/myprofile', { menu: 3 });
    const row = within(
      within(await table())
        .getByRole('rowheader', { name: 'Full House Cup' })
        .closest('tr')!,
    );
    expect(row.getByText('On the waitlist, 2nd in line')).toBeInTheDocument();
    expect(
      within(
        within(await table())
          .getByRole('rowheader', { name: 'Open Cup' })
          .closest('tr')!,
      ).queryByText(/waitlist/),
    ).not.toBeInTheDocument();

    await user.click(row.getByRole('button', { name: 'Leave waitlist of Full House Cup' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Are you sure you want to leave the waitlist?' }),
    );
    expect(dialog.getByText(/Night Owls will leave the waitlist of/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(api.calls('DELETE /api/remove-tournament-participants')).toHaveLength(0);

    await user.click(row.getByRole('button', { name: 'Leave waitlist of Full House Cup' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Are you sure you want to leave the waitlist?' }),
      ).getByRole('button', { name: 'Exit' }),
    );
    expect(await screen.findByText('Your team has left the waitlist')).toBeInTheDocument();
    expect(api.calls('DELETE /api/remove-tournament-participants')[0]!.body).toEqual({
      tournament_id: 4,
      captain_id: 7,
    });
    // The list is fetched again: the tournament is gone from it.
    await waitFor(() =>
      expect(names(screen.getByRole('table', { name: 'Enrolled Tournaments' }))).toEqual(['Open Cup']),
    );
  });

  it("a waiting team's player sees the place in line but no way to leave: only the captain can", async () => {
    openPanel([
      makeEnrolled(4, {
        tournament_name: 'Full House Cup',
        entry_status: 'waitlisted',
        waitlist_position: 1,
        is_captain: false,
      }),
    ]);
    const row = within(
      within(await table())
        .getByRole('rowheader', { name: 'Full House Cup' })
        .closest('tr')!,
    );
    expect(row.getByText('On the waitlist, 1st in line')).toBeInTheDocument();
    expect(row.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps a tournament whose start dropped the team for not checking in, saying so', async () => {
    openPanel([
      makeEnrolled(6, {
        tournament_name: 'Missed Cup',
        tournament_state: 'underway',
        check_in_minutes: 30,
        check_in_opens_at: '2025-01-01T09:30:00.000Z',
        entry_status: 'dropped',
      }),
    ]);
    const row = within(
      within(await table())
        .getByRole('rowheader', { name: 'Missed Cup' })
        .closest('tr')!,
    );
    expect(row.getByText('Dropped: no check-in')).toBeInTheDocument();
    expect(row.queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows the server's message in place when the list cannot be loaded", async () => {
    openPanel(fail(500, 'The tournaments could not be loaded'));
    expect(await screen.findByText('The tournaments could not be loaded')).toBeInTheDocument();
  });
});

describe('My Tournaments in the chosen language (decision 0062)', () => {
  it('shows the columns, states, prizes and the waitlist place in German', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    try {
      openPanel([
        makeEnrolled(4, { winning_prize: 1500, tournament_state: 'pending' }),
        makeEnrolled(5, { entry_status: 'waitlisted', waitlist_position: 2, tournament_state: 'pending' }),
      ]);
      const enrolled = await screen.findByRole('table', { name: 'Angemeldete Turniere' });
      expect(within(enrolled).getByRole('columnheader', { name: 'Turniername' })).toBeInTheDocument();
      expect(within(enrolled).getAllByText('Demnächst')).toHaveLength(2);
      expect(within(enrolled).getByText('1.500 £')).toBeInTheDocument();
      expect(within(enrolled).getByText('Auf der Warteliste, 2. in der Reihe')).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
      window.localStorage.clear();
    }
  });
});
