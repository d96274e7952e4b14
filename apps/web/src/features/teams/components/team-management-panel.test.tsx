import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TeamPlayer } from '@arena/shared/catalogue';
import type { Team } from '@arena/shared/teams';
import { makeUser, signIn } from '../../../../test/fixtures';
import { fail, mockApi, ok, type Handler, type Reply } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';
import { makePlayer, makeTeam } from '../../../../test/team-fixtures';

// The first test of a file also loads the lazy route modules, which can take over a second under load.
const INVITE_URL = 'http://arena.test/#/?user_id=7&team_id=11&team_slug=team-11&team_token=abc';

const captain = makePlayer({
  id: 7,
  name: 'NovaStrike',
  is_accepted: 2,
  details: { psn: 'Nova_PSN', discord: 'nova' },
});
const accepted = makePlayer({ id: 20, name: 'Blaze', is_accepted: 1, details: { xbox: 'BlazeXB' } });
const pending = makePlayer({ id: 21, name: 'Echo', is_accepted: 0 });

function teamsApi(
  teams: Team[],
  options: { players?: TeamPlayer[]; team?: Team; extra?: Record<string, Handler | Reply> } = {},
) {
  signIn(makeUser());
  const team = options.team ?? teams[0];
  return mockApi({
    'GET /api/user-profile': ok('User profile', { user: makeUser() }),
    'GET /api/teams-list': ok('My teams', { data: teams }),
    'GET /api/participate-teams-list': ok('My participations', { data: [] }),
    'GET /api/player-list': ok('Players', { team, players: options.players ?? [captain, accepted, pending] }),
    'GET /api/generate-invite-player-link': ok('Invitation link', { url: INVITE_URL }),
    ...options.extra,
  });
}

function openPanel() {
  return renderApp('/myprofile', { menu: 6 });
}

async function openDetails(user: ReturnType<typeof openPanel>['user'], teamName = 'Team 11') {
  const card = (await screen.findByRole('heading', { level: 3, name: teamName })).closest('article')!;
  await user.click(within(card as HTMLElement).getByRole('button', { name: 'View Details' }));
  await screen.findByRole('heading', { level: 3, name: 'Team Details' });
}

/** A reply the test releases when it wants, to see the busy state. */
function deferred() {
  let release!: (reply: Reply) => void;
  const reply = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { handler: () => reply, release };
}

describe('Team Management (panel 6)', () => {
  it("says 'No Teams' when the user captains none", async () => {
    teamsApi([]);
    openPanel();
    expect(await screen.findByText('No Teams')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Team Management' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Team' })).toBeInTheDocument();
  });

  it("shows each team's name, 'N Players' and description on a card", async () => {
    teamsApi([makeTeam({ team_name: 'Night Owls', total_players: 3, description: 'We play late.' })]);
    openPanel();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Night Owls' })).closest('article')!;
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText(/^3 Players/)).toBeInTheDocument();
    expect(inCard.getByText('We play late.')).toBeInTheDocument();
    expect(inCard.getByRole('button', { name: 'View Details' })).toBeEnabled();
    expect(inCard.getByRole('button', { name: 'Delete Team' })).toBeEnabled();
  });

  it('pages the cards 4 at a time with first, previous, numbers, next and last', async () => {
    const teams = Array.from({ length: 9 }, (_, i) => makeTeam({ id: i + 1, team_name: `Squad ${i + 1}` }));
    teamsApi(teams);
    const { user } = openPanel();
    await screen.findByRole('heading', { name: 'Squad 1' });
    const names = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names()).toEqual(['Squad 1', 'Squad 2', 'Squad 3', 'Squad 4']);
    const pager = screen.getByRole('navigation', { name: 'My teams pages' });
    expect(within(pager).getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(names()).toEqual(['Squad 5', 'Squad 6', 'Squad 7', 'Squad 8']);
    await user.click(within(pager).getByRole('button', { name: 'Last page' }));
    expect(names()).toEqual(['Squad 9']);
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(names()).toEqual(['Squad 5', 'Squad 6', 'Squad 7', 'Squad 8']);
    await user.click(within(pager).getByRole('button', { name: 'First page' }));
    expect(names()).toEqual(['Squad 1', 'Squad 2', 'Squad 3', 'Squad 4']);
  });

  it('disables Delete Team with a lock on a locked team', async () => {
    teamsApi([makeTeam({ status: 'lock' })]);
    openPanel();
    const card = (await screen.findByRole('heading', { name: 'Team 11' })).closest('article') as HTMLElement;
    const remove = within(card).getByRole('button', { name: 'Delete Team' });
    expect(remove).toBeDisabled();
    expect(remove.querySelector('.lock-icon')).not.toBeNull();
    expect(within(card).getByText('Locked')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'View Details' })).toBeEnabled();
  });

  it('deletes a team after the confirm dialog', async () => {
    let teams = [makeTeam()];
    const api = teamsApi(teams, {
      extra: {
        'GET /api/teams-list': () => ok('My teams', { data: teams }),
        'POST /api/delete-team': () => {
          teams = [];
          return ok('Team deleted successfully');
        },
      },
    });
    const { user } = openPanel();
    await user.click(await screen.findByRole('button', { name: 'Delete Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are You sure you want to delete team ?' });
    expect(
      within(dialog).getByText(
        'The action you are going to perform is irreversible please Confirm! Are you sure that you want to delete team?',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /api/delete-team')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Team' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Delete Team' }));
    expect(await screen.findByText('Team deleted successfully')).toBeInTheDocument();
    expect(api.calls('POST /api/delete-team')[0]!.body).toEqual({ id: 11 });
    expect(await screen.findByText('No Teams')).toBeInTheDocument();
  });

  it("shows the delete refusal's first error", async () => {
    teamsApi([makeTeam()], {
      extra: {
        'POST /api/delete-team': fail(400, 'Invalid', ['This team is locked while it is in a tournament.']),
      },
    });
    const { user } = openPanel();
    await user.click(await screen.findByRole('button', { name: 'Delete Team' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Team' }));
    expect(await screen.findByText('This team is locked while it is in a tournament.')).toBeInTheDocument();
  });

  describe('Create Team', () => {
    it("shows the create form's messages under the fields", async () => {
      const api = teamsApi([]);
      const { user } = openPanel();
      await user.click(await screen.findByRole('button', { name: 'Create Team' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create Team' });
      const inDialog = within(dialog);
      await user.click(inDialog.getByRole('button', { name: 'Create Team' }));
      expect(await inDialog.findByText('Team name is required')).toBeInTheDocument();
      expect(inDialog.getByText('This field is required')).toBeInTheDocument();

      const name = inDialog.getByLabelText('Team Name');
      await user.type(name, 'A');
      await user.click(inDialog.getByRole('button', { name: 'Create Team' }));
      expect(await inDialog.findByText('Team name must be at least 2 characters long')).toBeInTheDocument();

      await user.clear(name);
      await user.type(name, ' Owls');
      await user.click(inDialog.getByRole('button', { name: 'Create Team' }));
      expect(await inDialog.findByText('White spaces are not allowed')).toBeInTheDocument();

      await user.clear(name);
      await user.type(name, 'x'.repeat(51));
      await user.click(inDialog.getByRole('button', { name: 'Create Team' }));
      expect(await inDialog.findByText('Team name cannot exceed 50 characters')).toBeInTheDocument();
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(api.calls('POST /api/create-team')).toHaveLength(0);
    });

    it('offers sizes 1v1 to 4v4', async () => {
      teamsApi([]);
      const { user } = openPanel();
      await user.click(await screen.findByRole('button', { name: 'Create Team' }));
      const select = within(await screen.findByRole('dialog')).getByLabelText('Total Player');
      const options = within(select).getAllByRole('option');
      expect(options.map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
        ['', 'Select team size'],
        ['1', '1v1'],
        ['2', '2v2'],
        ['3', '3v3'],
        ['4', '4v4'],
      ]);
    });

    it("creates a team, showing 'Submitting...' while the request runs", async () => {
      const reply = deferred();
      let teams: Team[] = [];
      const api = teamsApi(teams, {
        extra: {
          'GET /api/teams-list': () => ok('My teams', { data: teams }),
          'POST /api/create-team': reply.handler,
        },
      });
      const { user } = openPanel();
      await user.click(await screen.findByRole('button', { name: 'Create Team' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create Team' });
      await user.type(within(dialog).getByLabelText('Team Name'), 'Night Owls');
      await user.selectOptions(within(dialog).getByLabelText('Total Player'), '3');
      await user.type(within(dialog).getByLabelText('Description (optional)'), 'We play late.');
      await user.click(within(dialog).getByRole('button', { name: 'Create Team' }));
      const busy = await within(dialog).findByRole('button', { name: 'Submitting...' });
      expect(busy).toBeDisabled();
      expect(api.calls('POST /api/create-team')[0]!.body).toEqual({
        team_name: 'Night Owls',
        total_players: 3,
        description: 'We play late.',
      });
      teams = [makeTeam({ team_name: 'Night Owls', total_players: 3 })];
      reply.release(ok('Team created successfully', { data: teams[0] }));
      expect(await screen.findByText('Team created successfully')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 3, name: 'Night Owls' })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it("shows the server's first error when creating fails", async () => {
      teamsApi([], {
        extra: { 'POST /api/create-team': fail(400, 'Invalid', ['Team name is already taken', 'other']) },
      });
      const { user } = openPanel();
      await user.click(await screen.findByRole('button', { name: 'Create Team' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByLabelText('Team Name'), 'Owls');
      await user.selectOptions(within(dialog).getByLabelText('Total Player'), '1');
      await user.click(within(dialog).getByRole('button', { name: 'Create Team' }));
      expect(await screen.findByText('Team name is already taken')).toBeInTheDocument();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });
  });

  describe('team details (captain)', () => {
    it('shows Team Name, Total Players, the invite link and the Players Lobby', async () => {
      teamsApi([makeTeam({ team_name: 'Night Owls', total_players: 3, accepted_players: 2 })]);
      const { user } = openPanel();
      await openDetails(user, 'Night Owls');
      const facts = screen.getByText('Team Name').closest('dl')!;
      expect(within(facts).getByText('Night Owls')).toBeInTheDocument();
      expect(within(facts).getByText('Total Players')).toBeInTheDocument();
      expect(within(facts).getByText('3')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Edit Team' })).toBeEnabled();
      expect(await screen.findByDisplayValue(INVITE_URL)).toHaveAccessibleName('Team Invite Link');
      expect(screen.getByRole('heading', { name: /Players Lobby/ })).toBeInTheDocument();
    });

    it("lists the players with their role, IDs ('-' when empty), status and action", async () => {
      teamsApi([makeTeam()]);
      const { user } = openPanel();
      await openDetails(user);
      const table = await screen.findByRole('table');
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
      expect(headers).toEqual([
        'Player Name',
        'Role',
        'PSN ID',
        'Activision ID',
        'Xbox GamerTag',
        'EA ID',
        'Ubisoft ID',
        'Discord ID',
        'Status',
        'Action',
      ]);
      const rows = within(table).getAllByRole('row').slice(1);
      const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('th, td'), (c) => c.textContent);
      expect(cells(rows[0]!)).toEqual([
        'NovaStrike',
        'Captain',
        'Nova_PSN',
        '-',
        '-',
        '-',
        '-',
        'nova',
        '-',
        '-',
      ]);
      expect(cells(rows[1]!)).toEqual([
        'Blaze',
        'Player',
        '-',
        '-',
        'BlazeXB',
        '-',
        '-',
        '-',
        'Accepted',
        'Remove',
      ]);
      expect(cells(rows[2]!)).toEqual(['Echo', 'Player', '-', '-', '-', '-', '-', '-', 'Pending', 'Remove']);
      expect(within(rows[2]!).getByRole('button', { name: 'Pending' })).toBeEnabled();
    });

    it('accepts a pending request from the Pending Request dialog', async () => {
      const api = teamsApi([makeTeam()], { extra: { 'POST /api/accept-player': ok('Player accepted') } });
      const { user } = openPanel();
      await openDetails(user);
      await user.click(await screen.findByRole('button', { name: 'Pending' }));
      const dialog = await screen.findByRole('dialog', { name: 'Pending Request' });
      expect(within(dialog).getByText('User request to join your team')).toBeInTheDocument();
      expect(within(dialog).getByText('Echo')).toBeInTheDocument();
      const listCalls = api.calls('GET /api/player-list').length;
      await user.click(within(dialog).getByRole('button', { name: 'ACCEPT' }));
      expect(await screen.findByText('Player accepted')).toBeInTheDocument();
      expect(api.calls('POST /api/accept-player')[0]!.body).toEqual({ team_id: 11, player_id: 21 });
      await waitFor(() => expect(api.calls('GET /api/player-list').length).toBeGreaterThan(listCalls));
    });

    it('rejects a pending request', async () => {
      const api = teamsApi([makeTeam()], { extra: { 'POST /api/reject-player': ok('Request rejected') } });
      const { user } = openPanel();
      await openDetails(user);
      await user.click(await screen.findByRole('button', { name: 'Pending' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'REJECT' }));
      expect(await screen.findByText('Request rejected')).toBeInTheDocument();
      expect(api.calls('POST /api/reject-player')[0]!.body).toEqual({ team_id: 11, player_id: 21 });
    });

    it("shows 'This team is already full.' when accepting into a full team", async () => {
      teamsApi([makeTeam()], {
        extra: { 'POST /api/accept-player': fail(400, 'Invalid', ['This team is already full.']) },
      });
      const { user } = openPanel();
      await openDetails(user);
      await user.click(await screen.findByRole('button', { name: 'Pending' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ACCEPT' }));
      expect(await screen.findByText('This team is already full.')).toBeInTheDocument();
    });

    it('removes a player after the confirm dialog', async () => {
      const api = teamsApi([makeTeam()], {
        extra: { 'POST /api/captain-delete-player': ok('Player removed from the team') },
      });
      const { user } = openPanel();
      await openDetails(user);
      await user.click(await screen.findByRole('button', { name: 'Remove Blaze' }));
      const dialog = await screen.findByRole('dialog', { name: 'Are You sure you want to remove player ?' });
      expect(within(dialog).getByText(/irreversible please Confirm!/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Remove Blaze' }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove Player' }),
      );
      expect(await screen.findByText('Player removed from the team')).toBeInTheDocument();
      expect(api.calls('POST /api/captain-delete-player')[0]!.body).toEqual({ team_id: 11, player_id: 20 });
    });

    it("copies the invite link: 'Link copied to clipboard!'", async () => {
      teamsApi([makeTeam()]);
      const { user } = openPanel();
      await openDetails(user);
      await screen.findByDisplayValue(INVITE_URL);
      await user.click(screen.getByRole('button', { name: 'Copy' }));
      expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe(INVITE_URL);
    });

    it("says 'Failed to copy: ...' when the clipboard refuses", async () => {
      teamsApi([makeTeam()]);
      const { user } = openPanel();
      await openDetails(user);
      await screen.findByDisplayValue(INVITE_URL);
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Write permission denied.'));
      await user.click(screen.getByRole('button', { name: 'Copy' }));
      expect(await screen.findByText('Failed to copy: Write permission denied.')).toBeInTheDocument();
    });

    it('makes a new invite link on request (old links stop working)', async () => {
      const newUrl = INVITE_URL.replace('abc', 'xyz');
      const api = teamsApi([makeTeam()], {
        extra: {
          'GET /api/generate-invite-player-link': (request) =>
            ok('Invitation link', { url: request.url.includes('regenerate=1') ? newUrl : INVITE_URL }),
        },
      });
      const { user } = openPanel();
      await openDetails(user);
      await screen.findByDisplayValue(INVITE_URL);
      await user.click(screen.getByRole('button', { name: 'New link' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'New link' }));
      expect(await screen.findByDisplayValue(newUrl)).toBeInTheDocument();
      expect(api.calls('GET /api/generate-invite-player-link').map((r) => r.url)).toContain(
        '/api/generate-invite-player-link?id=11&regenerate=1',
      );
    });

    it('locked: Edit Team disabled, no invite link, Accepted and Remove disabled with a lock', async () => {
      const locked = makeTeam({ status: 'lock', accepted_players: 2 });
      const api = teamsApi([locked], { team: locked });
      const { user } = openPanel();
      await openDetails(user);
      expect(screen.getByRole('button', { name: 'Edit Team' })).toBeDisabled();
      expect(
        screen.getByText('The invite link is hidden while this team is in a tournament.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
      const remove = await screen.findByRole('button', { name: 'Remove Blaze' });
      expect(remove).toBeDisabled();
      expect(remove.querySelector('.lock-icon')).not.toBeNull();
      const badge = screen.getByText('Accepted');
      expect(badge).toHaveAttribute('aria-disabled', 'true');
      expect(badge.querySelector('.lock-icon')).not.toBeNull();
      expect(api.calls('GET /api/generate-invite-player-link')).toHaveLength(0);
      // A pending request can still be turned down, not accepted.
      await user.click(screen.getByRole('button', { name: 'Pending' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('button', { name: 'ACCEPT' })).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: 'REJECT' })).toBeEnabled();
    });

    it('goes back to the cards and focuses the View Details button it came from', async () => {
      teamsApi([makeTeam()]);
      const { user } = openPanel();
      await openDetails(user);
      expect(screen.getByRole('heading', { level: 3, name: 'Team Details' })).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Back to teams' }));
      expect(await screen.findByRole('button', { name: 'View Details' })).toHaveFocus();
    });
  });

  describe('Edit Team', () => {
    it("refuses locally with 'You have already {n} Players' below the accepted count", async () => {
      const team = makeTeam({ total_players: 4, accepted_players: 3 });
      const api = teamsApi([team], { team });
      const { user } = openPanel();
      await openDetails(user);
      await user.click(screen.getByRole('button', { name: 'Edit Team' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Team' });
      expect(within(dialog).getByLabelText('Team Name')).toHaveValue('Team 11');
      expect(within(dialog).getByLabelText('Total Player')).toHaveValue('4');
      await user.selectOptions(within(dialog).getByLabelText('Total Player'), '2');
      await user.click(within(dialog).getByRole('button', { name: 'Update Team' }));
      expect(await within(dialog).findByText('You have already 3 Players')).toBeInTheDocument();
      expect(api.calls('POST /api/update-team')).toHaveLength(0);
    });

    it("shows the edit form's own messages", async () => {
      teamsApi([makeTeam()]);
      const { user } = openPanel();
      await openDetails(user);
      await user.click(screen.getByRole('button', { name: 'Edit Team' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Team' });
      await user.clear(within(dialog).getByLabelText('Team Name'));
      await user.type(within(dialog).getByLabelText('Team Name'), 'Z');
      await user.selectOptions(within(dialog).getByLabelText('Total Player'), '');
      await user.click(within(dialog).getByRole('button', { name: 'Update Team' }));
      expect(
        await within(dialog).findByText('Team Name must be at least 2 characters long'),
      ).toBeInTheDocument();
      expect(within(dialog).getByText('Total player is required')).toBeInTheDocument();
    });

    it('saves the team and refreshes the details', async () => {
      let team = makeTeam();
      const reply = deferred();
      const api = teamsApi([team], {
        extra: {
          'GET /api/player-list': () => ok('Players', { team, players: [captain] }),
          'POST /api/update-team': reply.handler,
        },
      });
      const { user } = openPanel();
      await openDetails(user);
      await user.click(screen.getByRole('button', { name: 'Edit Team' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Team' });
      const name = within(dialog).getByLabelText('Team Name');
      await user.clear(name);
      await user.type(name, 'Night Owls');
      await user.selectOptions(within(dialog).getByLabelText('Total Player'), '3');
      await user.click(within(dialog).getByRole('button', { name: 'Update Team' }));
      expect(await within(dialog).findByRole('button', { name: 'Submitting...' })).toBeDisabled();
      expect(api.calls('POST /api/update-team')[0]!.body).toEqual({
        id: 11,
        team_name: 'Night Owls',
        total_players: 3,
        description: 'Description of team 11',
      });
      team = { ...team, team_name: 'Night Owls', total_players: 3 };
      reply.release(ok('Team updated successfully'));
      expect(await screen.findByText('Team updated successfully')).toBeInTheDocument();
      // The dialog (with its own "Team Name" label) closes after the message; wait for it, not for a speed.
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const facts = screen.getByText('Team Name').closest('dl')!;
      expect(await within(facts).findByText('Night Owls')).toBeInTheDocument();
    });
  });
});

describe('team details in the chosen language (decision 0062)', () => {
  /** Team 11's details opened on a German page (the German catalogue arrives a moment after the first paint). */
  async function openGermanDetails() {
    teamsApi([makeTeam({ id: 11, team_name: 'Team 11' })]);
    const { user } = openPanel();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Team 11' })).closest('article')!;
    await user.click(await within(card as HTMLElement).findByRole('button', { name: 'Details ansehen' }));
    return user;
  }

  it('shows the Players Lobby, the join requests and the invite link in German', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    try {
      await openGermanDetails();
      await screen.findByRole('heading', { level: 3, name: 'Teamdetails' });
      expect(screen.getByRole('heading', { name: /Spielerlobby/ })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Beitrittsanfragen (1)' })).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: 'Ausstehend: Anfrage von Echo beantworten' }),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Einladungslink des Teams')).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'Spielername' })).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
      window.localStorage.clear();
    }
  });

  it('copies the invite link, says a refused copy and closes the remove dialog in German', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    try {
      const user = await openGermanDetails();
      await screen.findByDisplayValue(INVITE_URL);
      // The clipboard as each step needs it (an earlier test may have left it refusing).
      const write = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
      await user.click(screen.getByRole('button', { name: 'Kopieren' }));
      expect(await screen.findByText('Link in die Zwischenablage kopiert!')).toBeInTheDocument();
      write.mockRejectedValue(new Error('Write permission denied.'));
      await user.click(screen.getByRole('button', { name: 'Kopieren' }));
      expect(
        await screen.findByText('Kopieren fehlgeschlagen: Write permission denied.'),
      ).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Blaze entfernen' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Möchtest du den Spieler wirklich entfernen?',
      });
      expect(within(dialog).getByRole('button', { name: 'Dialog schließen' })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    } finally {
      window.history.replaceState(null, '', '/');
      window.localStorage.clear();
    }
  });
});
