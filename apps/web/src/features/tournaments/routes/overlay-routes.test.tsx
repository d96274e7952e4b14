import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveUpdate } from '@arena/shared/notifications';
import { makeBracket } from '../../../../test/bracket-fixtures';
import { makeTournament } from '../../../../test/catalogue-fixtures';
import { fail, mockApi, ok } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';
import { testEventStream } from '../../../../test/sse';

const viewer = vi.hoisted(() => ({ render: vi.fn(async () => {}) }));
vi.mock('brackets-viewer/dist/brackets-viewer.min.js', () => {
  (window as unknown as { bracketsViewer: typeof viewer }).bracketsViewer = viewer;
  return {};
});

const confirmed: LiveUpdate = {
  id: 100,
  type: 'match.confirmed',
  tournament_id: 6,
  match_id: 12,
  team_id: null,
  topics: ['bracket', 'results'],
  created_at: '2026-11-28T10:00:00.000Z',
};

describe('the stream overlays', () => {
  afterEach(() => document.documentElement.classList.remove('overlay-page'));

  it('shows a match: its two teams, the series score and the map, without the site, and follows the stream', async () => {
    const stream = testEventStream();
    let score = 0;
    const api = mockApi({
      'GET /api/match-tournament': ok('The match and its tournament', {
        data: { match_id: 12, tournament_id: 6 },
      }),
      'GET /api/tournament-bracket': () =>
        ok('Bracket', {
          data: makeBracket(6, {
            matches: [
              {
                ...makeBracket(6).matches.find((m) => m.id === 12)!,
                best_of: 3,
                opponent1: { id: 3, position: 3, score },
                opponent2: { id: 4, position: 4, score: 0 },
              },
            ],
          }),
        }),
      'GET /api/match-veto': ok('Veto', {
        data: {
          games: [
            { number: 1, map: 'Ascent' },
            { number: 2, map: 'Bind' },
            { number: 3, map: 'Haven' },
          ],
        },
      }),
      'GET /api/tournament-stream': () => stream.response,
    });
    renderApp('/overlay/match?id=12&theme=light');
    expect(await screen.findByTestId('overlay-team-1')).toHaveTextContent('Mistral Duo');
    expect(screen.getByTestId('overlay-team-2')).toHaveTextContent('Halcyon Five');
    expect(screen.getByTestId('overlay-score')).toHaveTextContent('0 – 0');
    expect(await screen.findByText('Best of 3 · Map: Ascent')).toBeInTheDocument();
    expect(screen.getByRole('main', { name: 'Match overlay' })).toHaveClass('overlay--light');
    expect(document.documentElement).toHaveClass('overlay-page');
    // No site around it: no top bar, no footer.
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(api.calls('GET /api/tournament-stream')[0]!.url).toBe('/api/tournament-stream?tournament_id=6');

    score = 1;
    stream.send('ready', { tournament_id: 6 });
    stream.send('update', confirmed, 100);
    await waitFor(() => expect(screen.getByTestId('overlay-score')).toHaveTextContent('1 – 0'));
    expect(await screen.findByText('Best of 3 · Map: Bind')).toBeInTheDocument();
  });

  it('says so for an unknown match', async () => {
    mockApi({ 'GET /api/match-tournament': fail(404, 'The match was not found') });
    renderApp('/overlay/match?id=999');
    expect(await screen.findByText('This match does not exist.')).toBeInTheDocument();
  });

  it('speaks the language of its address (?lang=de for an OBS source)', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    try {
      mockApi({ 'GET /api/match-tournament': fail(404, 'The match was not found') });
      renderApp('/overlay/match?id=999');
      expect(await screen.findByText('Dieses Match gibt es nicht.')).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
      window.localStorage.clear();
    }
  });

  /** The embed of underway tournament 6, 'Midweek Madness', whose bracket the API answers as `bracket`. */
  function embed(bracket = makeBracket(6)) {
    mockApi({
      'GET /api/tournament-details': ok('Tournament details', {
        tournament: makeTournament({
          id: 6,
          tournament_name: 'Midweek Madness',
          tournament_state: 'underway',
        }),
        tournamentParticipants: [],
      }),
      'GET /api/tournament-bracket': ok('Bracket', { data: bracket }),
      'GET /api/tournament-stream': () => testEventStream().response,
    });
    renderApp('/embed/bracket?tournament_id=6');
  }

  it("embeds a tournament's bracket with a link back to its page", async () => {
    embed();
    expect(await screen.findByRole('heading', { level: 1, name: 'Midweek Madness' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Open the tournament on Arena (opens in a new tab)' }),
    ).toHaveAttribute('href', `${window.location.origin}/#/viewtournament?id=6`);
    // The bracket itself: its table of matches (the drawing comes when it nears the screen).
    expect(await screen.findByRole('table', { name: 'Matches of Midweek Madness' })).toBeInTheDocument();
  });

  it("shows the bracket as every viewer sees it, not the signed-in player's own team", async () => {
    // The bracket as the API answers a signed-in player of team 41.
    embed(makeBracket(6, { my_team_ids: [41] }));
    const table = await screen.findByRole('table', { name: 'Matches of Midweek Madness' });
    // No way into the player's own match rooms, and no "your team" legend.
    expect(within(table).queryAllByRole('link', { name: /room/i })).toEqual([]);
    expect(screen.queryByText('Your team is highlighted.')).not.toBeInTheDocument();
  });
});
