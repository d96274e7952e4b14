import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  makeEnrolTeam,
  makeTournament,
  queryOf,
  tournamentsReply,
} from '../../../../test/catalogue-fixtures';
import { makeUser, signIn } from '../../../../test/fixtures';
import { fail, mockApi, ok } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';

const LOCK = 'To Unlock This Tournament You Have To Register';

const tournaments = [1, 2, 3, 4, 5].map((id) =>
  makeTournament({
    id,
    tournament_name: `Cup ${id}`,
    team_size: 2,
    tournament_category: id === 2 ? 'vip' : 'regular',
  }),
);

function featured() {
  return within(screen.getByRole('region', { name: 'Featured Competitions' }));
}

async function featuredCards() {
  await screen.findByRole('region', { name: 'Featured Competitions' });
  await featured().findByRole('heading', { level: 3, name: 'Cup 1' });
  return featured().getAllByRole('article');
}

describe('home: featured competitions', () => {
  it('shows the first 3 tournaments of the list asked with only tournament_state', async () => {
    const api = mockApi({ 'GET /api/tournaments-list': tournamentsReply(tournaments) });
    renderApp('/');
    const cards = await featuredCards();
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Cup 1',
      'Cup 2',
      'Cup 3',
    ]);
    const query = queryOf(api.calls('GET /api/tournaments-list')[0]!.url);
    expect([...query.keys()]).toEqual(['tournament_state']);
    expect(query.get('tournament_state')).toBe('all');
    expect(within(cards[1]!).getByText('VIP')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('2v2')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('12 Credits')).toBeInTheDocument();
    // A VIP tournament's entry is a token from each player as well, never a bare '0 Credits'.
    expect(within(cards[1]!).getByText('12 Credits + 1 VIP token per player')).toBeInTheDocument();
  });

  it('says a free VIP tournament costs one VIP token per player', async () => {
    const free = makeTournament({
      id: 9,
      tournament_name: 'Cup 1',
      tournament_category: 'vip',
      entry_fee: 0,
    });
    mockApi({ 'GET /api/tournaments-list': tournamentsReply([free]) });
    renderApp('/');
    const [card] = await featuredCards();
    expect(within(card!).getByText('1 VIP token per player')).toBeInTheDocument();
    expect(within(card!).queryByText('0 Credits')).not.toBeInTheDocument();
  });

  it('locks every card for visitors with REGISTER NOW to /signup, its facts still readable', async () => {
    mockApi({ 'GET /api/tournaments-list': tournamentsReply(tournaments) });
    renderApp('/');
    const cards = await featuredCards();
    for (const card of cards) {
      expect(within(card).getByText(LOCK)).toBeInTheDocument();
      // The lock sits under the facts, not over them.
      const facts = within(card).getByText('Prize pool').closest('dl')!;
      expect(facts.compareDocumentPosition(within(card).getByText(LOCK))).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
      expect(within(card).getByRole('link', { name: 'REGISTER NOW' })).toHaveAttribute('href', '/signup');
      expect(within(card).getByRole('button', { name: 'ENROLL NOW' })).toBeInTheDocument();
    }
  });

  it("ENROLL NOW tells a visitor 'Please Login First'", async () => {
    const api = mockApi({ 'GET /api/tournaments-list': tournamentsReply(tournaments) });
    const { user } = renderApp('/');
    const [first] = await featuredCards();
    await user.click(within(first!).getByRole('button', { name: 'ENROLL NOW' }));
    expect(await screen.findByText('Please Login First')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('GET /api/teams-list')).toHaveLength(0);
  });

  it('shows no lock to a player and ENROLL NOW opens the enrolment dialog, which enrols and goes to /tournament', async () => {
    signIn(makeUser({ id: 7 }));
    const api = mockApi({
      'GET /api/tournaments-list': tournamentsReply(tournaments),
      'GET /api/teams-list': ok('My teams', {
        data: [makeEnrolTeam({ id: 41, team_name: 'Duo', total_players: 2, accepted_players: 2 })],
      }),
      'POST /api/add-tournament-participants': ok('Your team is enrolled'),
    });
    const { user, router } = renderApp('/');
    const cards = await featuredCards();
    expect(featured().queryByText(LOCK)).not.toBeInTheDocument();
    expect(api.calls('GET /api/tournaments-list')[0]!.headers.authorization).toBe('Bearer test-token');

    await user.click(within(cards[2]!).getByRole('button', { name: 'ENROLL NOW' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tournament Enrollment' });
    // The only team has the tournament's size, so it is preselected.
    expect(await within(dialog).findByRole('radio', { name: /Duo/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Your team is enrolled')).toBeInTheDocument();
    expect(api.calls('POST /api/add-tournament-participants')[0]!.body).toEqual({
      tournament_id: 3,
      team_id: 41,
      captain_id: 7,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tournament'));
  });

  it("the dialog says 'No teams, please create teams first!' to a player without teams", async () => {
    signIn();
    mockApi({
      'GET /api/tournaments-list': tournamentsReply(tournaments),
      'GET /api/teams-list': ok('My teams', { data: [] }),
    });
    const { user } = renderApp('/');
    const [first] = await featuredCards();
    await user.click(within(first!).getByRole('button', { name: 'ENROLL NOW' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tournament Enrollment' });
    expect(await within(dialog).findByText('No teams, please create teams first!')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
  });

  it("shows 'Nothing to show , Right Now !!! ' when there are no tournaments or the list fails", async () => {
    mockApi({ 'GET /api/tournaments-list': fail(500, 'An error occurred') });
    renderApp('/');
    await screen.findByRole('region', { name: 'Featured Competitions' });
    expect(await featured().findByText('Nothing to show , Right Now !!!')).toBeInTheDocument();
  });
});

describe('home: featured competitions in the chosen language', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('says the section, the lock, its buttons and the login toast in German', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    mockApi({ 'GET /api/tournaments-list': tournamentsReply(tournaments) });
    const { user } = renderApp('/');
    const section = within(await screen.findByRole('region', { name: 'Ausgewählte Turniere' }));
    expect(section.getByText('Diese Woche spielen')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Alle Turniere' })).toHaveAttribute('href', '/tournament');
    await section.findByRole('heading', { level: 3, name: 'Cup 1' });
    const [first] = section.getAllByRole('article');
    expect(
      within(first!).getByText('Registriere dich, um dieses Turnier freizuschalten'),
    ).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'JETZT REGISTRIEREN' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await user.click(within(first!).getByRole('button', { name: 'JETZT ANMELDEN' }));
    expect(await screen.findByText('Bitte melde dich zuerst an')).toBeInTheDocument();
  });

  it('offers check-in after enrolling, in English and in German', async () => {
    for (const [language, words] of [
      [
        'en',
        {
          enrol: 'ENROLL NOW',
          dialog: 'Tournament Enrollment',
          yes: 'Yes',
          checkIn: 'Check in on the tournament page',
        },
      ],
      [
        'de',
        {
          enrol: 'JETZT ANMELDEN',
          dialog: 'Turnieranmeldung',
          yes: 'Ja',
          checkIn: 'Auf der Turnierseite einchecken',
        },
      ],
    ] as const) {
      window.history.replaceState(null, '', `/?lang=${language}`);
      signIn(makeUser({ id: 7 }));
      mockApi({
        'GET /api/tournaments-list': tournamentsReply([
          makeTournament({ id: 3, tournament_name: 'Cup 3', team_size: 2, check_in_minutes: 30 }),
        ]),
        'GET /api/teams-list': ok('My teams', {
          data: [makeEnrolTeam({ id: 41, team_name: 'Duo', total_players: 2, accepted_players: 2 })],
        }),
        'POST /api/add-tournament-participants': ok('Your team is enrolled'),
      });
      const { user, unmount } = renderApp('/');
      await user.click(await screen.findByRole('button', { name: words.enrol }));
      const dialog = within(await screen.findByRole('dialog', { name: words.dialog }));
      expect(await dialog.findByRole('radio', { name: /Duo/ })).toBeChecked();
      await user.click(dialog.getByRole('button', { name: words.yes }));
      const toast = (await screen.findByText('Your team is enrolled')).parentElement!;
      expect(within(toast).getByRole('button', { name: words.checkIn })).toBeInTheDocument();
      unmount();
      window.localStorage.clear();
    }
  });

  it('says an empty list in Polish', async () => {
    window.history.replaceState(null, '', '/?lang=pl');
    mockApi({ 'GET /api/tournaments-list': tournamentsReply([]) });
    renderApp('/');
    const section = within(await screen.findByRole('region', { name: 'Polecane turnieje' }));
    expect(await section.findByText('Na razie nie ma tu nic do pokazania.')).toBeInTheDocument();
  });
});
