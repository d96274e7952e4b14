/**
 * The tournament page's public map vetoes (decision 0041, Update): a visitor picks a match whose teams are known
 * and sees its veto (bans and picks by team, the decider, the turn), never the captain's buttons.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MatchVeto } from '@arena/shared/match-veto';
import type { Tournament } from '@arena/shared/catalogue';
import { makeBracket } from '../../../../test/bracket-fixtures';
import { makeTournament, queryOf } from '../../../../test/catalogue-fixtures';
import { mockApi, ok, type RecordedRequest } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';

const POOL = ['Ancient', 'Dust2', 'Inferno', 'Mirage', 'Nuke'];

/** Semi-final 2 (Mistral Duo, team 43, v Halcyon Five, team 44) mid-veto; semi-final 1's veto is complete. */
function vetoOf(matchId: number): MatchVeto | null {
  if (matchId === 12)
    return {
      match_id: 12,
      mode: 'ban_pick',
      best_of: 3,
      pool: POOL,
      first_team_id: 43,
      second_team_id: 44,
      steps: [
        { step: 1, team_id: 43, action: 'ban', map: 'Nuke', side: null, timed_out: false },
        { step: 2, team_id: 44, action: 'ban', map: 'Ancient', side: null, timed_out: true },
        { step: 3, team_id: 43, action: 'pick', map: 'Mirage', side: null, timed_out: false },
      ],
      turn: { team_id: 44, action: 'side', map: 'Mirage' },
      // As a captain of the team on turn would get it: the page still shows no buttons.
      legal_actions: [
        { action: 'side', map: 'Mirage', side: 'attack' },
        { action: 'side', map: 'Mirage', side: 'defence' },
      ],
      turn_due_at: new Date(Date.now() + 45_000).toISOString(),
      step_seconds: 60,
      completed_at: null,
      my_turn: true,
      games: [],
    };
  if (matchId === 11)
    return {
      match_id: 11,
      mode: 'bans',
      best_of: 1,
      pool: ['Dust2', 'Mirage', 'Nuke'],
      first_team_id: 41,
      second_team_id: 42,
      steps: [
        { step: 1, team_id: 41, action: 'ban', map: 'Nuke', side: null, timed_out: false },
        { step: 2, team_id: 42, action: 'ban', map: 'Dust2', side: null, timed_out: false },
        { step: 3, team_id: null, action: 'decider', map: 'Mirage', side: null, timed_out: false },
      ],
      turn: null,
      legal_actions: [],
      turn_due_at: null,
      step_seconds: 60,
      completed_at: '2026-11-24T10:05:00.000Z',
      my_turn: false,
      games: [{ number: 1, map: 'Mirage', host_team_id: 41, picked_by_team_id: null, attack_team_id: null }],
    };
  return null;
}

function setup(tournament: Tournament) {
  const api = mockApi({
    'GET /api/tournament-details': ok('Tournament details', { tournament, tournamentParticipants: [] }),
    'GET /api/tournament-bracket': ok('Bracket', { data: makeBracket(tournament.id, { my_team_ids: [] }) }),
    'GET /api/match-veto': (request: RecordedRequest) =>
      ok('Match veto', { data: vetoOf(Number(queryOf(request.url).get('match_id'))) }),
  });
  const view = renderApp('/viewtournament', { tournament: { id: tournament.id } });
  return { api, ...view };
}

const underway = (veto: Tournament['veto']) =>
  makeTournament({ id: 6, tournament_name: 'Midweek Madness', tournament_state: 'underway', veto });

describe('the public map vetoes', () => {
  it("shows a visitor the live match's veto, then another match's, without the captain's choices", async () => {
    const { user, api } = setup(underway('ban_pick'));
    await user.click(await screen.findByRole('tab', { name: 'Brackets' }));
    const section = within(await screen.findByRole('region', { name: 'Map vetoes' }));
    const match = section.getByRole('combobox', { name: 'Match' });
    // The matches with both teams known, the first still to play chosen; the final waits for its teams.
    expect(
      within(match)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Semi-final · 1: Lumen Squad vs Cobalt Trio', 'Semi-final · 2: Mistral Duo vs Halcyon Five']);
    expect(match).toHaveValue('12');
    const veto = within(
      await section.findByRole('region', { name: 'Map veto: Mistral Duo vs Halcyon Five' }),
    );
    expect(queryOf(api.calls('GET /api/match-veto')[0]!.url).get('match_id')).toBe('12');
    const pool = within(veto.getByRole('list', { name: 'Map pool' }));
    expect(pool.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'AncientBanned by Halcyon Five (time ran out)',
      'Dust2Open',
      'InfernoOpen',
      'MirageGame 1: picked by Mistral Duo',
      'NukeBanned by Mistral Duo',
    ]);
    expect(veto.getByText('Halcyon Five to choose a side on Mirage.')).toBeInTheDocument();
    expect(veto.queryByRole('button')).not.toBeInTheDocument();
    expect(veto.queryByText(/Your turn/)).not.toBeInTheDocument();

    await user.selectOptions(match, '11');
    const done = within(await section.findByRole('region', { name: 'Map veto: Lumen Squad vs Cobalt Trio' }));
    expect(done.getByText('The veto is complete.')).toBeInTheDocument();
    expect(done.getByText('Game 1: decider')).toBeInTheDocument();
    expect(done.getByText('Game 1: Mirage')).toBeInTheDocument();
  });

  it('is not shown for a tournament without a veto, and asks for none', async () => {
    const { user, api } = setup(underway('none'));
    await user.click(await screen.findByRole('tab', { name: 'Brackets' }));
    await screen.findByRole('region', { name: /^Bracket chart of Midweek Madness/ });
    expect(screen.queryByRole('region', { name: 'Map vetoes' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /api/match-veto')).toHaveLength(0));
  });
});
