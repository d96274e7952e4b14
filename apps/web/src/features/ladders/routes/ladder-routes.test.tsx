/**
 * The ladder page (decision 0048): dates in the app's format, standings and played matches linking to the team
 * pages, the played matches' scores; and the console's edit form of a running ladder.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Ladder, LadderChallenge, LadderDetail } from '@arena/shared/ladders';
import { adminApi } from '../../../../test/admin-fixtures';
import { mockApi, ok } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';
import { formatDateTime } from '../../../lib/format';

function makeLadder(overrides: Partial<Ladder> = {}): Ladder {
  return {
    id: 5,
    name: 'Winter Ladder',
    game_id: 1,
    game_name: 'Rocket Arena',
    team_size: 2,
    rules: 'Be nice.',
    // Noon UTC: the same calendar day in every zone the tests may run in.
    season_start: '2026-11-02T12:00:00.000Z',
    season_end: '2026-12-20T12:00:00.000Z',
    top_n: 8,
    playoff_tournament_id: null,
    entry_fee: 0,
    state: 'open',
    ended_at: null,
    teams: 2,
    ...overrides,
  };
}

function makeChallenge(overrides: Partial<LadderChallenge> = {}): LadderChallenge {
  return {
    id: 70,
    team_id: 31,
    team_name: 'Nova Five',
    opponent_team_id: null,
    opponent_team_name: null,
    accepted_team_id: 32,
    accepted_team_name: 'Orbit Crew',
    best_of: 3,
    window_start: '2026-11-20T12:00:00.000Z',
    window_end: '2026-11-21T12:00:00.000Z',
    status: 'completed',
    match_id: 900,
    team_score: 2,
    accepted_team_score: 1,
    winner_team_id: 31,
    created_at: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

function makeDetail(): LadderDetail {
  return {
    ...makeLadder(),
    rows: [
      { team_id: 31, team_name: 'Nova Five', rank: 1, points: 3, wins: 1, losses: 0, forfeits: 0 },
      { team_id: 32, team_name: 'Orbit Crew', rank: 2, points: 0, wins: 0, losses: 1, forfeits: 0 },
    ],
    frozen: false,
    open_challenges: [],
    recent_matches: [
      makeChallenge(),
      makeChallenge({
        id: 71,
        match_id: 901,
        team_score: null,
        accepted_team_score: null,
        winner_team_id: null,
        status: 'accepted',
      }),
    ],
    my_teams: [],
    points: { win: 3, loss: 0, forfeit: -1 },
  };
}

describe('/ladder?id=', () => {
  it('shows the season in dd-mm-yyyy, links the teams to their pages and shows the played scores', async () => {
    mockApi({ 'GET /api/ladder': ok('Ladder', { data: makeDetail() }) });
    renderApp('/ladder?id=5');
    expect(await screen.findByRole('heading', { name: 'Winter Ladder' })).toBeInTheDocument();
    expect(screen.getByText(/Season 02-11-2026 to 20-12-2026/)).toBeInTheDocument();

    const standings = screen.getByRole('table');
    expect(within(standings).getByRole('link', { name: 'Nova Five' })).toHaveAttribute('href', '/team?id=31');
    expect(within(standings).getByRole('link', { name: 'Orbit Crew' })).toHaveAttribute(
      'href',
      '/team?id=32',
    );

    const played = document.querySelector('[data-challenge-id="70"]') as HTMLElement;
    expect(played).toHaveTextContent('Nova Five 2 – 1 Orbit Crew');
    expect(within(played).getByRole('link', { name: 'Orbit Crew' })).toHaveAttribute('href', '/team?id=32');
    const pending = document.querySelector('[data-challenge-id="71"]') as HTMLElement;
    expect(pending).toHaveTextContent('Nova Five v Orbit Crew · to be played');
  });
});

describe('/ladder?id= in the chosen language (decision 0062)', () => {
  it('shows the season, standings, challenges and played matches in German', async () => {
    const detail: LadderDetail = {
      ...makeDetail(),
      entry_fee: 1,
      open_challenges: [
        makeChallenge({
          id: 72,
          team_id: 32,
          team_name: 'Orbit Crew',
          accepted_team_id: null,
          accepted_team_name: null,
          status: 'open',
          match_id: null,
          team_score: null,
          accepted_team_score: null,
          winner_team_id: null,
        }),
      ],
      my_teams: [
        { team_id: 31, team_name: 'Nova Five', joined: true },
        { team_id: 33, team_name: 'Comet Duo', joined: false },
      ],
    };
    window.history.replaceState(null, '', '/?lang=de');
    try {
      mockApi({ 'GET /api/ladder': ok('Ladder', { data: detail }) });
      renderApp('/ladder?id=5');
      expect(await screen.findByRole('heading', { name: 'Tabelle' })).toBeInTheDocument();
      expect(
        screen.getByText(
          'Saison 02.11.2026 bis 20.12.2026 · die besten 8 kommen in die Playoffs · Startgebühr 1 Credit',
        ),
      ).toBeInTheDocument();
      expect(screen.getByText('Punkte – Sieg: 3, Niederlage: 0, kampflos: -1.')).toBeInTheDocument();
      expect(
        within(screen.getByRole('table')).getByRole('columnheader', { name: 'Platz' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Mit Comet Duo beitreten' })).toBeInTheDocument();
      const form = within(screen.getByRole('form', { name: 'Herausforderung ausschreiben' }));
      expect(form.getByLabelText('Gegner')).toHaveDisplayValue('Offene Herausforderung (jedes Team)');
      expect(screen.getByRole('heading', { name: 'Offene Herausforderungen' })).toBeInTheDocument();
      expect(
        screen.getByText(/^Orbit Crew · Best of 3 · offen · bis 21\.11\.2026, \d\d:\d\d/),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Annehmen' })).toBeInTheDocument();
      const pending = document.querySelector('[data-challenge-id="71"]') as HTMLElement;
      expect(pending).toHaveTextContent('Nova Five gegen Orbit Crew · noch zu spielen · Match-Raum');
    } finally {
      window.history.replaceState(null, '', '/');
      window.localStorage.clear();
    }
  });
});

describe('/admin/ladders', () => {
  it('edits a running ladder through PUT /api/admin/ladders/:id', async () => {
    const ladder = makeLadder();
    const api = adminApi({
      'GET /api/admin/ladders': ok('Ladders', { data: [ladder] }),
      'GET /api/games-list': ok('Games', { data: [] }),
      'PUT /api/admin/ladders/5': (request) =>
        ok('Ladder updated', { data: { ...ladder, ...(request.body as Partial<Ladder>) } }),
    });
    renderApp('/admin/ladders');
    const user = userEvent.setup();
    expect(await screen.findByText(/02-11-2026 to 20-12-2026/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Winter Ladder' }));
    const form = screen.getByRole('form', { name: 'Edit Winter Ladder' });
    const name = within(form).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Winter Ladder II');
    // Dates typed in the app's format (decision 0033), not a datetime-local picker.
    const seasonEnd = within(form).getByLabelText('Season end');
    expect(seasonEnd).toHaveValue(formatDateTime(ladder.season_end));
    expect((seasonEnd as HTMLInputElement).value).toMatch(/^20-12-2026 \d{2}:\d{2}$/);
    await user.clear(seasonEnd);
    await user.type(seasonEnd, '2026-12-20');
    await user.click(within(form).getByRole('button', { name: 'Save ladder' }));
    expect(await within(form).findByText('Enter the date as DD-MM-YYYY HH:mm')).toBeInTheDocument();
    expect(api.calls('PUT /api/admin/ladders/5')).toHaveLength(0);
    await user.clear(seasonEnd);
    await user.type(seasonEnd, formatDateTime(ladder.season_end));
    const topN = within(form).getByLabelText('Top teams to the playoff');
    await user.clear(topN);
    await user.type(topN, '16');
    await user.click(within(form).getByRole('button', { name: 'Save ladder' }));
    await waitFor(() => expect(api.calls('PUT /api/admin/ladders/5')).toHaveLength(1));
    expect(api.calls('PUT /api/admin/ladders/5')[0]!.body).toMatchObject({
      name: 'Winter Ladder II',
      top_n: 16,
      playoff_tournament_id: null,
      rules: 'Be nice.',
      season_end: '2026-12-20T12:00:00.000Z',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Ladder updated.');
  });
});
