import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Team } from '@arena/shared/teams';
import { makeUser, signIn } from '../../../../test/fixtures';
import { fail, mockApi, ok, type Handler, type Reply } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';
import { makePlayer, makeTeam } from '../../../../test/team-fixtures';

// The first test of a file also loads the lazy route modules, which can take over a second under load.
const captain = makePlayer({ id: 3, name: 'Viper', is_accepted: 2, details: { psn: 'Viper_PSN' } });
const me = makePlayer({ id: 7, name: 'NovaStrike', is_accepted: 1, details: { ea: 'Nova_EA' } });

function memberTeam(overrides: Partial<Team> = {}) {
  return makeTeam({
    id: 31,
    team_name: 'Viper Squad',
    captain_id: 3,
    captain_name: 'Viper',
    role: 'player',
    ...overrides,
  });
}

function participationsApi(teams: Team[], extra: Record<string, Handler | Reply> = {}) {
  signIn(makeUser());
  return mockApi({
    'GET /api/user-profile': ok('User profile', { user: makeUser() }),
    'GET /api/teams-list': ok('My teams', { data: [] }),
    'GET /api/participate-teams-list': ok('My participations', { data: teams }),
    'GET /api/player-list': ok('Players', { team: teams[0], players: [captain, me] }),
    ...extra,
  });
}

function openPanel() {
  return renderApp('/myprofile', { menu: 7 });
}

describe('My Participations (panel 7)', () => {
  it("says 'No Teams' when the user plays in none", async () => {
    participationsApi([]);
    openPanel();
    expect(await screen.findByText('No Teams')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'My Participations' })).toBeInTheDocument();
  });

  it('shows cards with View Details only', async () => {
    participationsApi([memberTeam()]);
    openPanel();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Viper Squad' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText(/^2 Players/)).toBeInTheDocument();
    expect(within(card).getByText('Captain: Viper')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['View Details']);
  });

  it('pages the cards 4 at a time', async () => {
    const teams = Array.from({ length: 5 }, (_, i) => memberTeam({ id: 40 + i, team_name: `Crew ${i + 1}` }));
    participationsApi(teams);
    const { user } = openPanel();
    await screen.findByRole('heading', { name: 'Crew 1' });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Crew 5']);
  });

  it('shows the member details: Team Name, Total Players, Exit Team and the players without Status and Action', async () => {
    participationsApi([memberTeam({ total_players: 2 })]);
    const { user } = openPanel();
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    const facts = (await screen.findByText('Team Name')).closest('dl')!;
    expect(within(facts).getByText('Viper Squad')).toBeInTheDocument();
    expect(within(facts).getByText('Total Players')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exit Team' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Edit Team' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Team Invite Link')).not.toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Player Name',
      'Role',
      'PSN ID',
      'Activision ID',
      'Xbox GamerTag',
      'EA ID',
      'Ubisoft ID',
      'Discord ID',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(Array.from(rows[0]!.querySelectorAll('th, td'), (c) => c.textContent)).toEqual([
      'Viper',
      'Captain',
      'Viper_PSN',
      '-',
      '-',
      '-',
      '-',
      '-',
    ]);
    expect(Array.from(rows[1]!.querySelectorAll('th, td'), (c) => c.textContent)).toEqual([
      'NovaStrike',
      'Player',
      '-',
      '-',
      '-',
      'Nova_EA',
      '-',
      '-',
    ]);
  });

  it('leaves the team after the confirm dialog (Close, then Exit)', async () => {
    let teams = [memberTeam()];
    const api = participationsApi(teams, {
      'GET /api/participate-teams-list': () => ok('My participations', { data: teams }),
      'POST /api/member-leave-team': () => {
        teams = [];
        return ok('You have left the team');
      },
    });
    const { user } = openPanel();
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    await user.click(await screen.findByRole('button', { name: 'Exit Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are You sure you want to leave the team?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /api/member-leave-team')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Exit Team' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Exit' }));
    expect(await screen.findByText('You have left the team')).toBeInTheDocument();
    expect(api.calls('POST /api/member-leave-team')[0]!.body).toEqual({ team_id: 31 });
    expect(await screen.findByText('No Teams')).toBeInTheDocument();
  });

  it("shows the server's refusal when leaving fails", async () => {
    participationsApi([memberTeam()], {
      'POST /api/member-leave-team': fail(400, 'Invalid', [
        'This team is locked while it is in a tournament.',
      ]),
    });
    const { user } = openPanel();
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    await user.click(await screen.findByRole('button', { name: 'Exit Team' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Exit' }));
    expect(await screen.findByText('This team is locked while it is in a tournament.')).toBeInTheDocument();
  });

  it('locked: Exit Team is disabled with a lock', async () => {
    participationsApi([memberTeam({ status: 'lock' })]);
    const { user } = openPanel();
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    const exit = await screen.findByRole('button', { name: 'Exit Team' });
    expect(exit).toBeDisabled();
    expect(exit.querySelector('.lock-icon')).not.toBeNull();
  });

  it('loads both team lists when My Account opens', async () => {
    const api = participationsApi([]);
    renderApp('/myprofile');
    await screen.findByRole('heading', { level: 2, name: 'My Profile' });
    await waitFor(() => {
      expect(api.calls('GET /api/teams-list')).toHaveLength(1);
      expect(api.calls('GET /api/participate-teams-list')).toHaveLength(1);
    });
  });

  it('shows the teams a player plays in, in German', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    try {
      participationsApi([memberTeam()]);
      openPanel();
      expect(await screen.findByText('Kapitän: Viper')).toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Teams, in denen ich spiele' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Details ansehen' })).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
