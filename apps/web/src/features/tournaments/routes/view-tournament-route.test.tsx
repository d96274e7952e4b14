import { act, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { Tournament } from '@arena/shared/catalogue';
import { makeEnrolTeam, makeTournament, queryOf } from '../../../../test/catalogue-fixtures';
import { makeUser, signIn } from '../../../../test/fixtures';
import { fail, mockApi, ok, type Handler, type Reply } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';
import { makePlayer } from '../../../../test/team-fixtures';

const participants = [
  { team_id: 1, team_name: 'Lumen Squad', captain_name: 'NovaStrike', checked_in: true },
  { team_id: 2, team_name: 'Cobalt Trio', captain_name: 'PixelPhantom', checked_in: false },
];

/** DD-MM-YYYY HH:mm in the viewer's (the test machine's) time zone. */
const local = (iso: string) => dayjs(iso).format('DD-MM-YYYY HH:mm');

function details(tournament: Tournament, teams = participants) {
  return ok('Tournament details', { tournament, tournamentParticipants: teams });
}

function setup(
  tournament: Tournament,
  options: {
    handlers?: Record<string, Handler | Reply>;
    withState?: boolean;
    teams?: typeof participants;
  } = {},
) {
  const api = mockApi({
    'GET /api/tournament-details': details(tournament, options.teams),
    'GET /api/tournaments-list': ok('Tournaments', {
      tournaments: [],
      data: { max_entry_fee: 0, max_total_teams: 0, max_winning_prize: 0, regions: [] },
    }),
    ...options.handlers,
  });
  const view =
    options.withState === false
      ? renderApp('/')
      : renderApp('/viewtournament', { tournament: { id: tournament.id, tournament_name: 'Stale name' } });
  return { api, ...view };
}

async function openById(router: ReturnType<typeof renderApp>['router'], id: number) {
  await act(() => router.navigate(`/viewtournament?id=${id}`));
}

describe('tournament detail: arriving', () => {
  it('goes home without a tournament in navigation state or an id', async () => {
    mockApi();
    const { router } = renderApp('/viewtournament');
    expect(await screen.findByRole('heading', { level: 1, name: /Enter the Arena/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('with state, writes ?id= into the URL (replace) and loads fresh data by id with the viewer', async () => {
    signIn(makeUser({ id: 7 }));
    const tournament = makeTournament({ id: 9, tournament_name: 'Iron Fist Sunday 1v1' });
    const { router, api } = setup(tournament);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Iron Fist Sunday 1v1' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?id=9'));
    expect(router.state.historyAction).toBe('REPLACE');
    const request = api.calls('GET /api/tournament-details')[0]!;
    expect(queryOf(request.url).get('id')).toBe('9');
    expect(queryOf(request.url).get('user_id')).toBe('7');
    expect(request.headers.authorization).toBe('Bearer test-token');
  });

  it('is reachable by a shareable URL /viewtournament?id=', async () => {
    const tournament = makeTournament({ id: 4, tournament_name: 'Siege Masters 4v4 Open' });
    const { router } = setup(tournament, { withState: false });
    await openById(router, 4);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Siege Masters 4v4 Open' }),
    ).toBeInTheDocument();
  });

  it('says so when the tournament does not exist', async () => {
    const { router } = setup(makeTournament(), {
      withState: false,
      handlers: { 'GET /api/tournament-details': fail(404, 'The tournament was not found') },
    });
    await openById(router, 999);
    expect(await screen.findByText('This tournament could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse tournaments' })).toHaveAttribute('href', '/tournament');
    expect(document.title).toBe('Arena | Tournament');
  });

  it('says so in German, and the login toast too', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    try {
      const { router } = setup(makeTournament(), {
        withState: false,
        handlers: { 'GET /api/tournament-details': fail(404, 'The tournament was not found') },
      });
      await openById(router, 999);
      expect(await screen.findByText('Dieses Turnier wurde nicht gefunden.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Turniere ansehen' })).toHaveAttribute('href', '/tournament');
      expect(screen.getByText('Turnier', { selector: 'p' })).toBeInTheDocument();
      expect(document.title).toBe('Arena | Turnier');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('tournament detail: header', () => {
  it('shows name, description, prize pool, total teams, team size and the registration deadline', async () => {
    const tournament = makeTournament({
      id: 9,
      tournament_name: 'Iron Fist Sunday 1v1',
      description: 'A 1v1 Tekken 8 tournament.',
      winning_prize: 120,
      total_teams: 64,
      team_size: 1,
      registration_deadline_date: '2026-11-22T18:00:00.000Z',
    });
    setup(tournament);
    const header = await screen.findByRole('region', { name: 'Iron Fist Sunday 1v1' });
    expect(within(header).getByText('A 1v1 Tekken 8 tournament.')).toBeInTheDocument();
    const fact = (label: string) => within(header).getByText(label).nextElementSibling;
    expect(fact('Tournament Prize Pool')).toHaveTextContent('£120');
    expect(fact('Total Teams')).toHaveTextContent('64');
    expect(fact('Team size')).toHaveTextContent('1v1');
    expect(fact('Registration ends on')).toHaveTextContent(local('2026-11-22T18:00:00.000Z'));
  });

  it('shows N/A as prize pool when there is no prize', async () => {
    setup(makeTournament({ id: 3, winning_prize: 0 }));
    const header = await screen.findByRole('region', { name: 'Tournament 3' });
    expect(within(header).getByText('Tournament Prize Pool').nextElementSibling).toHaveTextContent('N/A');
  });
});

describe('tournament detail: the action button by state and login', () => {
  const cases: Array<[Tournament['tournament_state'], boolean, boolean, string, boolean]> = [
    ['pending', false, false, 'Enroll now', true],
    ['pending', true, false, 'Enroll now', true],
    ['pending', true, true, 'Leave Tournament', true],
    ['underway', true, true, 'Tournament Started', false],
    ['underway', false, false, 'Tournament Started', false],
    ['completed', true, false, 'Tournament Ended', false],
    ['cancelled', true, false, 'Tournament Ended', false],
    ['completed', false, false, 'N/A', false],
  ];
  for (const [state, loggedIn, participate, label, enabled] of cases) {
    it(`${state}, ${loggedIn ? 'logged in' : 'logged out'}${participate ? ', taking part' : ''}: ${label}`, async () => {
      if (loggedIn) signIn();
      setup(makeTournament({ id: 5, tournament_state: state, participate }));
      const header = await screen.findByRole('region', { name: 'Tournament 5' });
      const button = within(header).getByRole('button', { name: label });
      if (enabled) expect(button).toBeEnabled();
      else expect(button).toBeDisabled();
    });
  }

  it('shows a team-mate who is not the captain that the team is enrolled, with no Leave Tournament', async () => {
    signIn();
    const tournament = makeTournament({ id: 5, participate: true });
    setup(tournament, {
      handlers: {
        'GET /api/tournament-details': ok('Tournament', {
          tournament,
          tournamentParticipants: [],
          viewer_entry: {
            team_id: 41,
            team_name: 'Mistral Duo',
            status: 'enrolled',
            is_captain: false,
            checked_in: false,
          },
        }),
      },
    });
    const header = await screen.findByRole('region', { name: 'Tournament 5' });
    expect(await within(header).findByRole('button', { name: 'Your team is enrolled' })).toBeDisabled();
    expect(within(header).queryByRole('button', { name: 'Leave Tournament' })).not.toBeInTheDocument();
  });

  it("Enroll now while logged out says 'Please Login First'", async () => {
    const { user, api } = setup(makeTournament({ id: 5 }));
    await user.click(await screen.findByRole('button', { name: 'Enroll now' }));
    expect(await screen.findByText('Please Login First')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('GET /api/teams-list')).toHaveLength(0);
  });

  it('says Please Login First in Polish', async () => {
    window.history.replaceState(null, '', '/?lang=pl');
    try {
      const { user } = setup(makeTournament({ id: 5 }));
      await user.click(await screen.findByRole('button', { name: 'Zapisz się' }));
      expect(await screen.findByText('Najpierw się zaloguj')).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('tournament detail: enrolment dialog', () => {
  it('offers only the teams that can enter (one in another tournament too), needs a pick, enrols with the captain of the team and goes to /tournament', async () => {
    signIn();
    const teams = [
      makeEnrolTeam({ id: 41, team_name: 'Mistral Duo', total_players: 2, accepted_players: 2 }),
      makeEnrolTeam({ id: 42, team_name: 'Cobalt Duo', total_players: 2, accepted_players: 2 }),
      makeEnrolTeam({
        id: 43,
        team_name: 'Busy Duo',
        total_players: 2,
        accepted_players: 2,
        status: 'lock',
      }),
      makeEnrolTeam({ id: 44, team_name: 'Half Duo', total_players: 2, accepted_players: 1 }),
      makeEnrolTeam({ id: 61, team_name: 'Cobalt Trio', total_players: 3, accepted_players: 3 }),
    ];
    const { user, api, router } = setup(makeTournament({ id: 5, team_size: 2 }), {
      handlers: {
        'GET /api/teams-list': ok('My teams', { data: teams }),
        'POST /api/add-tournament-participants': ok('Your team is enrolled'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Enroll now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tournament Enrollment' });
    expect(await within(dialog).findByRole('radio', { name: /Mistral Duo/ })).not.toBeChecked();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['41', '42', '43']);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(within(dialog).getByText('Please select a team')).toBeInTheDocument();
    expect(api.calls('POST /api/add-tournament-participants')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: /Mistral Duo/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Your team is enrolled')).toBeInTheDocument();
    expect(api.calls('POST /api/add-tournament-participants')[0]!.body).toEqual({
      tournament_id: 5,
      team_id: 41,
      captain_id: 7,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tournament'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the fee against the credits, and the balance after entering', async () => {
    signIn(makeUser({ details: { credits: 30 } }));
    const { user } = setup(makeTournament({ id: 5, entry_fee: 12, team_size: 3 }), {
      handlers: { 'GET /api/teams-list': ok('My teams', { data: [makeEnrolTeam()] }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Enroll now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tournament Enrollment' });
    const fact = (term: string) => within(dialog).getByText(term).nextElementSibling?.textContent;
    await within(dialog).findByRole('radio', { name: /Squad 41/ });
    expect(fact('Entry fee')).toBe('12 Credits');
    expect(fact('Your credits')).toBe('30 Credits');
    expect(fact('After entering')).toBe('18 Credits');
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeEnabled();
  });

  it('says how many credits are missing, links to buy them and does not offer Yes', async () => {
    signIn(makeUser({ details: { credits: 5 } }));
    const { user, api } = setup(makeTournament({ id: 5, entry_fee: 12, team_size: 3 }), {
      handlers: {
        'GET /api/teams-list': ok('My teams', { data: [makeEnrolTeam()] }),
        // The profile is read afresh: it has the newest balance.
        'GET /api/user-profile': ok('User profile', { user: makeUser({ details: { credits: 4 } }) }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Enroll now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tournament Enrollment' });
    expect(await within(dialog).findByText(/You need 8 Credits more to enter/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/myprofile?menu=4',
    );
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeDisabled();
    expect(api.calls('POST /api/add-tournament-participants')).toHaveLength(0);
  });

  it('in a VIP tournament says each player gives a VIP token, and sends a non-VIP captain to the VIP plan', async () => {
    signIn(makeUser({ details: { credits: 50, subscription: 0, token: 0 } }));
    const { user } = setup(
      makeTournament({ id: 5, tournament_category: 'vip', entry_fee: 0, team_size: 3 }),
      {
        handlers: { 'GET /api/teams-list': ok('My teams', { data: [makeEnrolTeam()] }) },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Enroll now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tournament Enrollment' });
    expect(
      await within(dialog).findByText(
        /each of the 3 players needs an active VIP subscription and 1 VIP token/,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Get VIP' })).toHaveAttribute(
      'href',
      '/myprofile?menu=5',
    );
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeDisabled();
  });

  it('explains when none of the teams can enter', async () => {
    signIn();
    const { user } = setup(makeTournament({ id: 5, team_size: 4 }), {
      handlers: {
        'GET /api/teams-list': ok('My teams', {
          data: [makeEnrolTeam({ total_players: 2, accepted_players: 2 })],
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Enroll now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tournament Enrollment' });
    expect(
      await within(dialog).findByText(/None of your teams can enter: this tournament needs a 4v4 team/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to Team Management' })).toHaveAttribute(
      'href',
      '/myprofile?menu=6',
    );
  });

  it('preselects a free team of the tournament size', async () => {
    signIn();
    const { user } = setup(makeTournament({ id: 5, team_size: 3 }), {
      handlers: {
        'GET /api/teams-list': ok('My teams', {
          data: [makeEnrolTeam({ id: 41, total_players: 2 }), makeEnrolTeam({ id: 61, total_players: 3 })],
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Enroll now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tournament Enrollment' });
    expect(await within(dialog).findByRole('radio', { name: /Squad 61/ })).toBeChecked();
    expect(within(dialog).getByText('This tournament is for 3v3 teams.')).toBeInTheDocument();
  });

  it('No closes the dialog without enrolling', async () => {
    signIn();
    const { user, api } = setup(makeTournament({ id: 5 }), {
      handlers: { 'GET /api/teams-list': ok('My teams', { data: [makeEnrolTeam()] }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Enroll now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tournament Enrollment' });
    await user.click(await within(dialog).findByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /api/add-tournament-participants')).toHaveLength(0);
  });

  it("with no teams says 'No teams, please create teams first!' and offers no confirm buttons", async () => {
    signIn();
    const { user } = setup(makeTournament({ id: 5 }), {
      handlers: { 'GET /api/teams-list': ok('My teams', { data: [] }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Enroll now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tournament Enrollment' });
    expect(await within(dialog).findByText('No teams, please create teams first!')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'No' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to Team Management' })).toHaveAttribute(
      'href',
      '/myprofile?menu=6',
    );
  });

  it("shows the server's refusal and stays open", async () => {
    signIn();
    const { user, router } = setup(makeTournament({ id: 5 }), {
      handlers: {
        'GET /api/teams-list': ok('My teams', { data: [makeEnrolTeam({ id: 41 })] }),
        'POST /api/add-tournament-participants': fail(400, 'Bad request', ['You do not have enough credits']),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Enroll now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tournament Enrollment' });
    await user.click(await within(dialog).findByRole('radio', { name: /Squad 41/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('You do not have enough credits')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Tournament Enrollment' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/viewtournament');
  });
});

describe('tournament detail: leaving', () => {
  it('asks, Close keeps the place, Exit leaves and goes to /tournament', async () => {
    signIn(makeUser({ id: 7 }));
    const { user, api, router } = setup(makeTournament({ id: 5, participate: true }), {
      handlers: { 'DELETE /api/remove-tournament-participants': ok('You have left the tournament') },
    });
    await user.click(await screen.findByRole('button', { name: 'Leave Tournament' }));
    let dialog = await screen.findByRole('dialog', {
      name: 'Are You sure you want to leave the Tournament?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE /api/remove-tournament-participants')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Leave Tournament' }));
    dialog = await screen.findByRole('dialog', { name: 'Are You sure you want to leave the Tournament?' });
    await user.click(within(dialog).getByRole('button', { name: 'Exit' }));
    expect(await screen.findByText('You have left the tournament')).toBeInTheDocument();
    expect(api.calls('DELETE /api/remove-tournament-participants')[0]!.body).toEqual({
      tournament_id: 5,
      captain_id: 7,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tournament'));
  });

  it("shows the server's refusal (error[0]), keeps the dialog open and stays on the page", async () => {
    signIn(makeUser({ id: 7 }));
    const { user, router } = setup(makeTournament({ id: 5, participate: true }), {
      handlers: {
        'DELETE /api/remove-tournament-participants': fail(400, 'Bad request', [
          'You can only leave a tournament before it starts.',
        ]),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Leave Tournament' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Are You sure you want to leave the Tournament?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Exit' }));
    expect(await screen.findByText('You can only leave a tournament before it starts.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Exit' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/viewtournament');
  });

  it('enrolling or leaving refreshes what it changes: the details (participate, slots) are fetched again', async () => {
    signIn(makeUser({ id: 7 }));
    const { user, api } = setup(makeTournament({ id: 5, participate: true }), {
      handlers: { 'DELETE /api/remove-tournament-participants': ok('You have left the tournament') },
    });
    await user.click(await screen.findByRole('button', { name: 'Leave Tournament' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Are You sure you want to leave the Tournament?',
    });
    const before = api.calls('GET /api/tournament-details').length;
    await user.click(within(dialog).getByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(api.calls('GET /api/tournament-details').length).toBeGreaterThan(before));
  });
});

describe('tournament detail: tabs', () => {
  it('Overview: description, dates, region, Credit Per Team and sanitised HTML', async () => {
    setup(
      makeTournament({
        id: 5,
        description: 'Weekly cup.',
        tournament_start_date: '2026-12-05T18:00:00.000Z',
        tournament_end_date: '2026-12-06T20:30:00.000Z',
        region: 'UK & Ireland',
        entry_fee: 8,
        overview_description:
          '<h3>Format</h3><p>Best of three.</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
      }),
    );
    const panel = await screen.findByRole('tabpanel', { name: 'Overview' });
    expect(within(panel).getByText('Weekly cup.')).toBeInTheDocument();
    expect(within(panel).getByText('Start date').nextElementSibling).toHaveTextContent(
      local('2026-12-05T18:00:00.000Z'),
    );
    expect(within(panel).getByText('End date').nextElementSibling).toHaveTextContent(
      local('2026-12-06T20:30:00.000Z'),
    );
    expect(within(panel).getByText('Region').nextElementSibling).toHaveTextContent('UK & Ireland');
    expect(within(panel).getByText('Credit Per Team').nextElementSibling).toHaveTextContent('8 Credits');
    // How the matches are played; no group stage or maps to show.
    expect(panel.querySelector('.fact-list--lines dd')).toHaveTextContent(/^Single elimination · Bo1$/);
    expect(within(panel).queryByText('Group stage')).not.toBeInTheDocument();
    expect(within(panel).queryByText('Maps')).not.toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Format' })).toBeInTheDocument();
    expect(within(panel).getByText('Best of three.')).toBeInTheDocument();
    expect(panel.innerHTML).not.toContain('onerror');
    expect(panel.querySelector('script')).toBeNull();
  });

  it('Overview: how the matches are played, the group stage and the maps in game order', async () => {
    setup(
      makeTournament({
        id: 5,
        bracket_format: 'double_elimination',
        best_of: 3,
        final_best_of: 5,
        grand_final: 'double',
        group_stage: { format: 'round_robin', groups: 4, advance: 2 },
        map_pool: ['Hardpoint', 'Search and Destroy', 'Control'],
        veto: 'schedule',
      }),
    );
    const panel = await screen.findByRole('tabpanel', { name: 'Overview' });
    const fact = (label: string) => within(panel).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fact('Format')).toHaveTextContent(
      'Double elimination playoff with a grand final reset · Bo3, final Bo5 · Maps in a set order',
    );
    expect(fact('Group stage')).toHaveTextContent(
      '4 groups of round robin, top 2 of each group advance to the playoff',
    );
    expect(fact('Maps in game order')).toHaveTextContent('Hardpoint, Search and Destroy, Control');
  });

  it('Overview in German: the format line, the group stage and the maps', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    try {
      setup(
        makeTournament({
          id: 5,
          bracket_format: 'double_elimination',
          best_of: 3,
          final_best_of: 5,
          grand_final: 'double',
          group_stage: { format: 'round_robin', groups: 4, advance: 2 },
          map_pool: ['Hardpoint', 'Control'],
          veto: 'ban_pick',
        }),
      );
      const panel = await screen.findByRole('tabpanel', { name: 'Übersicht' });
      const fact = (label: string) => within(panel).getByText(label, { selector: 'dt' }).nextElementSibling;
      await waitFor(() =>
        expect(fact('Format')).toHaveTextContent(
          'Playoffs im Doppel-K.-o.-System mit Grand-Final-Reset · Bo3, Finale Bo5 · Veto: Ban & Pick',
        ),
      );
      expect(await within(panel).findByText('Gruppenphase', { selector: 'dt' })).toBeInTheDocument();
      expect(fact('Gruppenphase')).toHaveTextContent(
        '4 Gruppen jeder gegen jeden, die besten 2 jeder Gruppe ziehen in die Playoffs ein',
      );
      expect(fact('Maps')).toHaveTextContent('Hardpoint, Control');
    } finally {
      window.history.replaceState(null, '', '/');
      window.localStorage.clear();
    }
  });

  it('Prizes: Total Prize pool and the prize HTML', async () => {
    const { user } = setup(
      makeTournament({ id: 5, winning_prize: 500, prize_description: '<p>Winner takes 70%.</p>' }),
    );
    await user.click(await screen.findByRole('tab', { name: 'Prizes' }));
    const panel = screen.getByRole('tabpanel', { name: 'Prizes' });
    expect(within(panel).getByText('Total Prize pool').nextElementSibling).toHaveTextContent('£500');
    expect(within(panel).getByText('Winner takes 70%.')).toBeInTheDocument();
  });

  it("shows each team's check-in on the Teams tab of a pending tournament with check-in", async () => {
    const { user } = setup(makeTournament({ id: 5, check_in_minutes: 30 }));
    await user.click(await screen.findByRole('tab', { name: 'Teams' }));
    const table = within(screen.getByRole('tabpanel', { name: 'Teams' })).getByRole('table', {
      name: 'Participants',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Team Name', 'Captain', 'Check-in', 'View']);
    expect(within(table).getByRole('cell', { name: 'Checked in' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Not checked in' })).toBeInTheDocument();
  });

  it('Teams: the Participants table, and View lists only accepted players and the captain', async () => {
    const roster = [
      makePlayer({
        id: 1,
        name: 'NovaStrike',
        is_accepted: 2,
        details: {
          psn: 'Nova_PSN',
          activision: 'Nova#1',
          xbox: 'Nova XB',
          ea: 'Nova_EA',
          ubisoft: 'Nova.ubi',
          discord: 'nova',
        },
      }),
      makePlayer({ id: 2, name: 'Kairo', is_accepted: 1, details: { psn: 'Kairo_PSN' } }),
      makePlayer({ id: 3, name: 'Pending Pete', is_accepted: 0 }),
    ];
    const { user, api } = setup(makeTournament({ id: 5 }), {
      handlers: { 'GET /api/tournament-team-players': ok('Team players', { players: roster }) },
    });
    await user.click(await screen.findByRole('tab', { name: 'Teams' }));
    const panel = screen.getByRole('tabpanel', { name: 'Teams' });
    expect(within(panel).getByRole('heading', { name: 'Participants' })).toBeInTheDocument();
    const table = within(panel).getByRole('table', { name: 'Participants' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Team Name', 'Captain', 'View']);
    expect(within(table).getByRole('rowheader', { name: 'Lumen Squad' })).toBeInTheDocument();
    // The team's name opens its public page (decision 0046).
    expect(within(table).getByRole('link', { name: 'Lumen Squad' })).toHaveAttribute('href', '/team?id=1');
    expect(within(table).getByRole('cell', { name: 'PixelPhantom' })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'View Lumen Squad players' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lumen Squad players' });
    const request = api.calls('GET /api/tournament-team-players')[0]!;
    expect(queryOf(request.url).get('tournament_id')).toBe('5');
    expect(queryOf(request.url).get('team_id')).toBe('1');
    const players = await within(dialog).findByRole('table');
    expect(
      within(players)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'No.',
      'Name',
      'PSN ID',
      'Activision ID',
      'Xbox GamerTag',
      'EA ID',
      'Ubisoft ID',
      'Discord ID',
    ]);
    const rows = within(players).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('1NovaStrikeCaptainNova_PSNNova#1Nova XBNova_EANova.ubinova');
    expect(rows[1]).toHaveTextContent('2KairoKairo_PSN-----');
    expect(within(dialog).getByRole('link', { name: 'Kairo' })).toHaveAttribute('href', '/player?id=2');
    expect(within(dialog).queryByText('Pending Pete')).not.toBeInTheDocument();
  });

  it("Teams: 'No Players found in the team' when nobody is accepted", async () => {
    const { user } = setup(makeTournament({ id: 5 }), {
      handlers: {
        'GET /api/tournament-team-players': ok('Team players', {
          players: [makePlayer({ is_accepted: 0 })],
        }),
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Teams' }));
    await user.click(screen.getByRole('button', { name: 'View Cobalt Trio players' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cobalt Trio players' });
    expect(await within(dialog).findByText('No Players found in the team')).toBeInTheDocument();
  });

  it("Teams: 'No Participants yet' when nobody has enrolled", async () => {
    const { user } = setup(makeTournament({ id: 5 }), { teams: [] });
    await user.click(await screen.findByRole('tab', { name: 'Teams' }));
    expect(
      within(screen.getByRole('tabpanel', { name: 'Teams' })).getByText('No Participants yet'),
    ).toBeInTheDocument();
  });

  it('Brackets without a drawn bracket: the pending message, the image once started, or an empty state', async () => {
    const pending = setup(
      makeTournament({ id: 5, tournament_state: 'pending', bracket_image_url: 'brackets/5.png' }),
    );
    await pending.user.click(await screen.findByRole('tab', { name: 'Brackets' }));
    expect(screen.getByText('Brackets will be shown once tournament started')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Bracket of/ })).not.toBeInTheDocument();
    pending.unmount();

    const noBracket = { 'GET /api/tournament-bracket': ok('Bracket', { data: null }) };
    const started = setup(
      makeTournament({ id: 6, tournament_state: 'underway', bracket_image_url: 'brackets/6.png' }),
      { handlers: noBracket },
    );
    await started.user.click(await screen.findByRole('tab', { name: 'Brackets' }));
    expect(await screen.findByRole('img', { name: 'Bracket of Tournament 6' })).toHaveAttribute(
      'src',
      '/storage/brackets/6.png',
    );
    started.unmount();

    const missing = setup(makeTournament({ id: 7, tournament_state: 'completed', bracket_image_url: null }), {
      handlers: noBracket,
    });
    await missing.user.click(await screen.findByRole('tab', { name: 'Brackets' }));
    expect(
      await screen.findByText('The bracket of this tournament has not been published yet.'),
    ).toBeInTheDocument();
  });
});
