/** The match room's map veto panel (decision 0041): pool states, the turn, the captain's buttons, the games. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MatchRoom } from '@arena/shared/match-room';
import type { MatchVeto } from '@arena/shared/match-veto';
import { perPlatform } from '@arena/shared/platforms';
import { makeUser, signIn } from '../../../../test/fixtures';
import { mockApi, ok, type RecordedRequest } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';

const POOL = ['Ancient', 'Dust2', 'Inferno', 'Mirage', 'Nuke'];

const room: MatchRoom = {
  match_id: 11,
  tournament_id: 6,
  tournament_name: 'Midweek Madness',
  round_label: 'Final',
  status: 2,
  report_deadline: null,
  no_show: false,
  my_team_id: 41,
  can_add_evidence: false,
  best_of: 3,
  games: [],
  teams: [41, 42].map((team_id) => ({
    team_id,
    team_name: team_id === 41 ? 'Lumen Squad' : 'Cobalt Trio',
    score: null,
    result: null,
    forfeit: null,
    players: [
      {
        user_id: team_id * 10,
        name: `Captain ${team_id}`,
        player_id: `AR-${team_id}`,
        is_captain: true,
        ...perPlatform(() => null),
      },
    ],
    evidence: [],
  })),
};

const veto = (overrides: Partial<MatchVeto> = {}): MatchVeto => ({
  match_id: 11,
  mode: 'ban_pick',
  best_of: 3,
  pool: POOL,
  first_team_id: 41,
  second_team_id: 42,
  steps: [{ step: 1, team_id: 41, action: 'ban', map: 'Nuke', side: null, timed_out: true }],
  turn: { team_id: 42, action: 'ban', map: null },
  legal_actions: POOL.filter((m) => m !== 'Nuke').map((map) => ({ action: 'ban' as const, map, side: null })),
  turn_due_at: new Date(Date.now() + 45_000).toISOString(),
  step_seconds: 60,
  completed_at: null,
  my_turn: false,
  games: [],
  ...overrides,
});

function setup(
  answer: (request: RecordedRequest) => MatchVeto | null,
  onPost?: (request: RecordedRequest) => MatchVeto,
) {
  signIn(makeUser({ id: 7 }));
  const api = mockApi({
    'GET /api/match-room': ok('Match room', { data: room }),
    'GET /api/match-messages': ok('Match messages', { data: [] }),
    'GET /api/my-matches': ok('My matches', { data: [] }),
    'GET /api/match-veto': (request) => ok('Match veto', { data: answer(request) }),
    ...(onPost
      ? {
          'POST /api/match-veto': (request: RecordedRequest) =>
            ok('Veto step taken', { data: onPost(request) }),
        }
      : {}),
  });
  renderApp('/match?id=11');
  return api;
}

describe('the map veto in the match room', () => {
  it("shows the pool's states, whose turn it is and the time left, without buttons for the other team", async () => {
    setup(() => veto());
    const panel = await screen.findByRole('region', { name: 'Map veto' });
    expect(
      within(panel).getByText('Ban and pick · Bo3 · Lumen Squad (higher seed) acts first'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Cobalt Trio to ban a map.')).toBeInTheDocument();
    const pool = within(panel).getByRole('list', { name: 'Map pool' });
    const nuke = within(pool).getByText('Nuke').closest('li')!;
    expect(nuke).toHaveTextContent('Banned by Lumen Squad (time ran out)');
    expect(within(pool).getByText('Mirage').closest('li')).toHaveTextContent('Open');
    expect(within(panel).getByRole('timer')).toHaveTextContent(/^0:4\d$/);
    expect(within(panel).queryByRole('button', { name: /^Ban/ })).toBeNull();
  });

  it('gives the captain on turn a button per legal map and sends the choice', async () => {
    let current = veto({ my_turn: true });
    const api = setup(
      () => current,
      (request) => {
        const { map } = request.body as { map: string };
        current = veto({
          steps: [
            ...current.steps,
            { step: 2, team_id: 42, action: 'ban', map, side: null, timed_out: false },
          ],
          turn: { team_id: 41, action: 'pick', map: null },
          my_turn: false,
        });
        return current;
      },
    );
    const group = await screen.findByRole('group', { name: 'Your veto choices' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ban Ancient', 'Ban Dust2', 'Ban Inferno', 'Ban Mirage']);
    fireEvent.click(within(group).getByRole('button', { name: 'Ban Dust2' }));
    await waitFor(() => expect(api.calls('POST /api/match-veto')).toHaveLength(1));
    expect(api.calls('POST /api/match-veto')[0]!.body).toEqual({ match_id: 11, action: 'ban', map: 'Dust2' });
    expect(await screen.findByText('Lumen Squad to pick a map.')).toBeInTheDocument();
    expect(screen.getByText('Dust2').closest('li')).toHaveTextContent('Banned by Cobalt Trio');
    expect(screen.queryByRole('group', { name: 'Your veto choices' })).toBeNull();
  });

  it('asks for a side with two buttons on the map just picked', async () => {
    const api = setup(
      () =>
        veto({
          my_turn: true,
          turn: { team_id: 42, action: 'side', map: 'Mirage' },
          legal_actions: [
            { action: 'side', map: 'Mirage', side: 'attack' },
            { action: 'side', map: 'Mirage', side: 'defence' },
          ],
        }),
      () => veto(),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Start on Defence on Mirage' }));
    await waitFor(() => expect(api.calls('POST /api/match-veto')).toHaveLength(1));
    expect(api.calls('POST /api/match-veto')[0]!.body).toEqual({
      match_id: 11,
      action: 'side',
      map: 'Mirage',
      side: 'defence',
    });
  });

  it('shows each game’s map and host once complete', async () => {
    setup(() =>
      veto({
        turn: null,
        legal_actions: [],
        turn_due_at: null,
        completed_at: new Date().toISOString(),
        games: [
          { number: 1, map: 'Mirage', host_team_id: 41, picked_by_team_id: 41, attack_team_id: 42 },
          { number: 2, map: 'Inferno', host_team_id: 42, picked_by_team_id: 42, attack_team_id: 41 },
          { number: 3, map: 'Dust2', host_team_id: 41, picked_by_team_id: null, attack_team_id: 41 },
        ],
      }),
    );
    const games = await screen.findByRole('list', { name: 'Games' });
    expect(
      within(games)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Game 1: MirageHost: Lumen Squad · Cobalt Trio starts on Attack',
      'Game 2: InfernoHost: Cobalt Trio · Lumen Squad starts on Attack',
      'Game 3: Dust2Host: Lumen Squad · Lumen Squad starts on Attack',
    ]);
    expect(screen.getByText('The veto is complete.')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it("speaks German: the mode, whose turn it is, the pool and the captain's buttons", async () => {
    window.history.replaceState(null, '', '/?lang=de');
    try {
      setup(() => veto({ my_turn: true }));
      const panel = await screen.findByRole('region', { name: 'Map-Veto' });
      expect(
        within(panel).getByText('Ban & Pick · Bo3 · Lumen Squad (höher gesetzt) beginnt'),
      ).toBeInTheDocument();
      expect(within(panel).getByText('Du bist dran: banne eine Map.')).toBeInTheDocument();
      const pool = within(panel).getByRole('list', { name: 'Map-Pool' });
      expect(within(pool).getByText('Nuke').closest('li')).toHaveTextContent(
        'Gebannt von Lumen Squad (Zeit abgelaufen)',
      );
      expect(within(pool).getByText('Mirage').closest('li')).toHaveTextContent('Offen');
      expect(within(panel).getByRole('timer')).toHaveAccessibleName(/^Noch \d+ Sekunden$/);
      expect(panel).toHaveTextContent(/dann wird zufällig gewählt\./);
      const group = within(panel).getByRole('group', { name: 'Deine Veto-Optionen' });
      expect(within(group).getByRole('button', { name: 'Dust2 bannen' })).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
      window.localStorage.clear();
    }
  });

  it('shows nothing when the match has no veto', async () => {
    setup(() => null);
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map veto' })).toBeNull();
  });
});
