import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { perPlatform } from '@arena/shared/platforms';
import type { PlayerProfile, TeamProfile } from '@arena/shared/profiles';
import { fail, mockApi, ok } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';
import { chartSummary } from '../components/rating-chart';

const point = (match_id: number, rating_after: number, result: 'win' | 'loss' = 'win') => ({
  match_id,
  date: `2026-11-0${match_id}T20:00:00.000Z`,
  rating_after,
  result,
});

function makeProfile(overrides: Partial<PlayerProfile> = {}): PlayerProfile {
  return {
    user_id: 7,
    name: 'NovaStrike',
    player_id: 'AR-NOVA0001',
    profile_picture: null,
    country: 'United Kingdom',
    platform_ids: null,
    teams: [{ team_id: 3, team_name: 'Nova Five', team_size: 2, captain: true }],
    ratings: [
      {
        game_id: 1,
        game_name: 'Rocket Arena',
        team_size: 2,
        rating: 1130,
        matches: 3,
        wins: 2,
        losses: 1,
        draws: 0,
        provisional: true,
        history: [point(1, 1050), point(2, 1010, 'loss'), point(3, 1130)],
      },
    ],
    record: { wins: 2, losses: 1, draws: 0 },
    recent_matches: [
      {
        match_id: 41,
        tournament_id: 9,
        tournament_name: 'Friday Cup',
        date: '2026-11-03T20:00:00.000Z',
        team_id: 3,
        team_name: 'Nova Five',
        opponent_team_id: 4,
        opponent_team_name: 'Orbit Crew',
        own_score: 2,
        opponent_score: 1,
        result: 'win',
        rated: true,
      },
    ],
    tournaments: [
      {
        tournament_id: 9,
        tournament_name: 'Friday Cup',
        game_name: 'Rocket Arena',
        team_size: 2,
        tournament_state: 'completed',
        start_date: '2026-11-03T18:00:00.000Z',
        team_id: 3,
        team_name: 'Nova Five',
        placing: 1,
      },
    ],
    winnings: null,
    platform_ids_public: false,
    winnings_public: false,
    ...overrides,
  };
}

describe('/player?id=', () => {
  it('shows the header, the rating as provisional with its chart and numbers, matches and placings', async () => {
    const api = mockApi({ 'GET /api/player-profile': ok('Player profile', { data: makeProfile() }) });
    renderApp('/player?id=7');
    expect(await screen.findByRole('heading', { name: 'NovaStrike' })).toBeInTheDocument();
    expect(api.calls('GET /api/player-profile')[0]!.url).toContain('user_id=7');
    expect(screen.getByText('United Kingdom')).toBeInTheDocument();
    expect(screen.getByText('Provisional')).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: /Rocket Arena 2v2 rating history/ });
    expect(chart).toHaveAccessibleName(
      'Rocket Arena 2v2 rating history over the last 3 rated matches: from 1050 to 1130, highest 1130, lowest 1010.',
    );
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    expect(screen.getByRole('cell', { name: '1010' })).toBeInTheDocument();
    const teams = within(screen.getByRole('region', { name: 'Teams' }));
    expect(teams.getByRole('link', { name: 'Nova Five' })).toHaveAttribute('href', '/team?id=3');
    const matches = within(screen.getByRole('table', { name: 'Recent matches' }));
    expect(matches.getByRole('link', { name: 'Orbit Crew' })).toHaveAttribute('href', '/team?id=4');
    expect(matches.getByText('2–1')).toBeInTheDocument();
    const tournaments = within(screen.getByRole('table', { name: 'Tournaments' }));
    expect(tournaments.getByText('1st')).toBeInTheDocument();
    // Hidden by the player: neither shown nor named.
    expect(screen.queryByRole('heading', { name: 'Winnings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Platform IDs' })).not.toBeInTheDocument();
  });

  it('shows winnings and platform IDs when the answer carries them, and an established rating plainly', async () => {
    const profile = makeProfile({
      winnings: 42.5,
      platform_ids: { ...perPlatform(() => null), psn: 'Nova_PSN' },
    });
    profile.ratings[0]!.matches = 12;
    profile.ratings[0]!.provisional = false;
    mockApi({ 'GET /api/player-profile': ok('Player profile', { data: profile }) });
    renderApp('/player?id=7');
    expect(await screen.findByRole('heading', { name: 'Winnings' })).toBeInTheDocument();
    expect(screen.getByText('£42.50')).toBeInTheDocument();
    expect(screen.getByText('Nova_PSN')).toBeInTheDocument();
    expect(screen.queryByText('Provisional')).not.toBeInTheDocument();
  });

  it("shows the API's message for an unknown player", async () => {
    mockApi({ 'GET /api/player-profile': fail(404, 'This player was not found.') });
    renderApp('/player?id=999');
    expect(await screen.findByText('This player was not found.')).toBeInTheDocument();
  });

  it('summarises an empty history', () => {
    expect(chartSummary('Rocket Arena 1v1', [])).toBe('Rocket Arena 1v1: no rated matches yet.');
    expect(chartSummary('X 1v1', [point(1, 5)])).toBe(
      'X 1v1 rating history over the last 1 rated match: from 5 to 5, highest 5, lowest 5.',
    );
  });
});

describe('/team?id=', () => {
  it('shows the roster linking to the players, the record and a deleted team plainly', async () => {
    const team: TeamProfile = {
      team_id: 3,
      team_name: 'Nova Five',
      description: 'Weekend squad',
      team_size: 2,
      deleted: false,
      roster: [
        { user_id: 7, name: 'NovaStrike', profile_picture: null, captain: true },
        { user_id: 8, name: 'Orbit', profile_picture: null, captain: false },
      ],
      record: { wins: 4, losses: 2, draws: 0 },
      recent_matches: [],
      tournaments: [],
    };
    mockApi({ 'GET /api/team-profile': ok('Team profile', { data: team }) });
    renderApp('/team?id=3');
    expect(await screen.findByRole('heading', { name: 'Nova Five' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'NovaStrike' })).toHaveAttribute('href', '/player?id=7');
    expect(screen.getByRole('link', { name: 'Orbit' })).toHaveAttribute('href', '/player?id=8');
    expect(screen.getByText('4')).toBeInTheDocument();
    expect(screen.getByText('No decided matches yet.')).toBeInTheDocument();
  });
});

describe('/player?id= in the chosen language (decision 0062)', () => {
  it('shows the player page in German: headings, the rating line, the chart’s summary, dates and placings', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    try {
      mockApi({ 'GET /api/player-profile': ok('Player profile', { data: makeProfile() }) });
      renderApp('/player?id=7');
      expect(await screen.findByRole('heading', { level: 1, name: 'Spieler' })).toBeInTheDocument();
      const ratings = within(screen.getByRole('region', { name: 'Wertungen' }));
      expect(ratings.getByText('Vorläufig')).toBeInTheDocument();
      expect(ratings.getByText('3 Matches · 2S 1N')).toBeInTheDocument();
      expect(ratings.getByRole('img')).toHaveAccessibleName(
        'Wertungsverlauf Rocket Arena 2v2 über die letzten 3 gewerteten Matches: von 1050 auf 1130, höchstens 1130, mindestens 1010.',
      );
      expect(ratings.getByText('Zahlen anzeigen')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Teams' })).toHaveTextContent('Nova Five 2v2 · Kapitän');
      const matches = within(screen.getByRole('table', { name: 'Letzte Matches' }));
      expect(matches.getByRole('columnheader', { name: 'Gegner' })).toBeInTheDocument();
      expect(matches.getByText('03.11.2026')).toBeInTheDocument();
      expect(matches.getByText('Sieg')).toBeInTheDocument();
      expect(matches.getByRole('link', { name: 'Match-Raum: 2–1' })).toBeInTheDocument();
      const tournaments = within(screen.getByRole('table', { name: 'Turniere' }));
      expect(tournaments.getByRole('columnheader', { name: 'Platzierung' })).toBeInTheDocument();
      expect(tournaments.getByText('1.')).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
      window.localStorage.clear();
    }
  });
});
