import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { MyMatch, TournamentBracket } from '@arena/shared/brackets';
import type { Tournament } from '@arena/shared/catalogue';
import { makeBracket, makeMyMatch } from '../../../../test/bracket-fixtures';
import { makeTournament, queryOf } from '../../../../test/catalogue-fixtures';
import { makeUser, signIn } from '../../../../test/fixtures';
import { fail, mockApi, ok, type Handler, type Reply } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';
import { DRAW_AHEAD } from './bracket-view';

/**
 * brackets-viewer stands at the third-party edge: its browser build is replaced by a fake that records
 * what it is asked to draw and writes one element per participant, as the real one does.
 */
const viewer = vi.hoisted(() => ({
  addLocale: vi.fn(async () => {}),
  render: vi.fn(
    async (
      data: { participants: Array<{ id: number; name: string }>; matches: Array<{ id: number }> },
      config: { selector: string },
    ) => {
      const root = document.querySelector(config.selector)!;
      root.innerHTML = [
        ...data.participants.map(
          (p) =>
            `<div class="participant" data-participant-id="${p.id}"><div class="name">${p.name}</div><div class="result"></div></div>`,
        ),
        ...data.matches.map(
          (m) => `<div class="match" data-match-id="${m.id}"><div class="opponents"></div></div>`,
        ),
      ].join('');
    },
  ),
}));

vi.mock('brackets-viewer/dist/brackets-viewer.min.js', () => {
  (window as unknown as { bracketsViewer: typeof viewer }).bracketsViewer = viewer;
  return {};
});

const defaultRender = viewer.render.getMockImplementation()!;
beforeEach(() => {
  viewer.render.mockImplementation(defaultRender);
});

function setup(
  tournament: Tournament,
  handlers: Record<string, Handler | Reply> = {},
  bracket: TournamentBracket | null = makeBracket(tournament.id),
) {
  const api = mockApi({
    'GET /api/tournament-details': ok('Tournament details', { tournament, tournamentParticipants: [] }),
    'GET /api/tournament-bracket': ok('Bracket', { data: bracket }),
    'GET /api/my-matches': ok('My matches', { data: [] }),
    ...handlers,
  });
  const view = renderApp('/viewtournament', { tournament: { id: tournament.id } });
  return { api, ...view };
}

async function openBrackets(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Brackets' }));
  return screen.getByRole('tabpanel', { name: 'Brackets' });
}

const underway = (overrides: Partial<Tournament> = {}) =>
  makeTournament({ id: 6, tournament_name: 'Midweek Madness', tournament_state: 'underway', ...overrides });

describe('Brackets tab: states', () => {
  it("pending: 'Brackets will be shown once tournament started', without asking for a bracket", async () => {
    const { user, api } = setup(
      makeTournament({ id: 5, tournament_state: 'pending', bracket_image_url: 'b.png' }),
    );
    const panel = await openBrackets(user);
    expect(within(panel).getByText('Brackets will be shown once tournament started')).toBeInTheDocument();
    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
    expect(api.calls('GET /api/tournament-bracket')).toHaveLength(0);
  });

  it('draws the bracket with brackets-viewer: its data, our round names, and the viewer picked out', async () => {
    signIn(makeUser({ id: 7 }));
    const bracket = makeBracket(6);
    const { user, api } = setup(underway(), {}, bracket);
    const panel = await openBrackets(user);

    await waitFor(() => expect(viewer.render).toHaveBeenCalled());
    const [data, config] = viewer.render.mock.calls.at(-1)! as unknown as [
      Record<string, unknown>,
      Record<string, unknown> & { customRoundName: (info: unknown) => string },
    ];
    expect(data).toEqual({
      stages: bracket.stages,
      matches: bracket.matches,
      matchGames: bracket.match_games,
      participants: bracket.participants,
    });
    expect(config).toMatchObject({ selector: '#bracket-chart-6', clear: true });
    const name = (roundNumber: number) =>
      config.customRoundName({ groupType: 'single-bracket', roundNumber, roundCount: 3, fractionOfFinal: 1 });
    expect([1, 2, 3].map(name)).toEqual(['Quarter-final', 'Semi-final', 'Final']);

    // The drawing: the team names, mine highlighted; hidden from screen readers, who get the table.
    const chart = within(panel).getByRole('region', { name: /^Bracket chart of Midweek Madness/ });
    expect(chart).toHaveAttribute('tabindex', '0');
    const drawing = chart.querySelector('.brackets-viewer')!;
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    const drawnTeam = (name: string) => within(chart).getByText(name).closest('.participant');
    await waitFor(() => expect(drawnTeam('Lumen Squad')).toHaveClass('participant--mine'));
    expect(drawnTeam('Cobalt Trio')).not.toHaveClass('participant--mine');
    expect(within(panel).getByText('Your team is highlighted.')).toBeInTheDocument();

    const request = api.calls('GET /api/tournament-bracket')[0]!;
    expect(queryOf(request.url).get('tournament_id')).toBe('6');
    expect(request.headers.authorization).toBe('Bearer test-token');
  });

  it('lists every match in a table for screen readers, in play order, with scores and where it stands', async () => {
    const { user } = setup(underway());
    const panel = await openBrackets(user);
    const table = await within(panel).findByRole('table', { name: 'Matches of Midweek Madness' });
    // Hidden from the eye while the drawing shows; its room links bring it into view for the keyboard.
    expect(table.closest('.visually-hidden-focusable')).not.toBeNull();
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children).map((cell) => cell.textContent));
    expect(rows).toEqual([
      [
        'Semi-final, match 1',
        'Lumen Squad (your team), score 3',
        'Cobalt Trio, score 1',
        'Won by Lumen Squad',
        'Match room of Semi-final, match 1',
      ],
      ['Semi-final, match 2', 'Mistral Duo', 'Halcyon Five', 'One captain has reported', 'None'],
      [
        'Final, match 1',
        'Lumen Squad (your team)',
        'To be decided',
        'Waiting for earlier matches',
        'Match room of Final, match 1',
      ],
    ]);
  });

  it('names a forfeit in the table of matches: the winner won by forfeit, the other lost by forfeit', async () => {
    const bracket = makeBracket(6);
    const semi = bracket.matches.find((m) => m.id === 11)!;
    semi.opponent1 = { id: 1, position: 1, result: 'win' };
    semi.opponent2 = { id: 2, position: 2, forfeit: true };
    const { user } = setup(underway(), {}, bracket);
    const panel = await openBrackets(user);
    const table = await within(panel).findByRole('table', { name: 'Matches of Midweek Madness' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(Array.from(first.children).map((cell) => cell.textContent)).toEqual([
      'Semi-final, match 1',
      'Lumen Squad (your team), Won by forfeit',
      'Cobalt Trio, Lost by forfeit (no-show)',
      'Won by Lumen Squad',
      'Match room of Semi-final, match 1',
    ]);
  });

  it('has no match room column for a visitor, whose team plays no match', async () => {
    const { user } = setup(underway(), {}, makeBracket(6, { my_team_ids: [] }));
    const panel = await openBrackets(user);
    const table = await within(panel).findByRole('table', { name: 'Matches of Midweek Madness' });
    // Its team links bring it into view for the keyboard.
    expect(table.closest('.visually-hidden-focusable')).not.toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Match room' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: /Match room/ })).not.toBeInTheDocument();
    const chart = within(panel).getByRole('region', { name: /^Bracket chart of Midweek Madness/ });
    await waitFor(() => expect(chart.querySelector('[data-match-id="11"]')).not.toBeNull());
    expect(chart.querySelector('.bracket-room-link')).toBeNull();
  });

  it('links the team names to the team pages: in the table for the keyboard, on the drawing for pointers', async () => {
    signIn(makeUser({ id: 7 }));
    const bracket = makeBracket(6);
    const { user, router } = setup(
      underway(),
      {
        'GET /api/team-profile': fail(404, 'This team was not found.'),
        'GET /api/match-room': fail(404, 'The match was not found'),
      },
      bracket,
    );
    const panel = await openBrackets(user);
    const table = await within(panel).findByRole('table', { name: 'Matches of Midweek Madness' });
    const teamOf = (name: string) => bracket.participants.find((p) => p.name === name)!.team_id;
    const cobalt = within(table).getByRole('link', { name: 'Cobalt Trio' });
    expect(cobalt).toHaveAttribute('href', `/team?id=${teamOf('Cobalt Trio')}`);
    expect(within(table).getAllByRole('link', { name: 'Lumen Squad' })).toHaveLength(2);
    // 'To be decided' is no team.
    expect(within(table).queryByRole('link', { name: 'To be decided' })).not.toBeInTheDocument();
    // The keyboard reaches the names in the table (it comes into view while focused).
    cobalt.focus();
    expect(cobalt).toHaveFocus();

    const chart = within(panel).getByRole('region', { name: /^Bracket chart of Midweek Madness/ });
    await waitFor(() => expect(chart.querySelectorAll('.bracket-team-link').length).toBeGreaterThan(0));
    const drawn = within(chart).getByText('Cobalt Trio');
    expect(drawn.tagName).toBe('A');
    expect(drawn).toHaveAttribute('href', `#/team?id=${teamOf('Cobalt Trio')}`);
    expect(drawn).toHaveAttribute('tabindex', '-1');
    expect(drawn).toHaveAttribute('title', 'Cobalt Trio: team page');
    // The room link of the same match is still there and still opens the room.
    const room = chart.querySelector<HTMLAnchorElement>('[data-match-id="11"] .bracket-room-link')!;
    expect(room).toHaveAttribute('href', '#/match?id=11');
    await user.click(drawn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/team'));
    expect(router.state.location.search).toBe(`?id=${teamOf('Cobalt Trio')}`);
  });

  it("links the player's own matches to their match rooms, in the table and on the drawing", async () => {
    signIn(makeUser({ id: 7 }));
    const { user, router } = setup(underway(), {
      'GET /api/match-room': fail(404, 'The match was not found'),
    });
    const panel = await openBrackets(user);
    const table = await within(panel).findByRole('table', { name: 'Matches of Midweek Madness' });
    expect(within(table).getByRole('link', { name: 'Match room of Semi-final, match 1' })).toHaveAttribute(
      'href',
      '/match?id=11',
    );
    expect(within(table).getByRole('link', { name: 'Match room of Final, match 1' })).toHaveAttribute(
      'href',
      '/match?id=13',
    );
    expect(within(table).queryByRole('link', { name: /Semi-final, match 2/ })).not.toBeInTheDocument();

    // On the drawing: a link on each of those matches, out of the tab order (the drawing is hidden from
    // assistive technology; the table is the keyboard's way).
    const chart = within(panel).getByRole('region', { name: /^Bracket chart of Midweek Madness/ });
    await waitFor(() => expect(chart.querySelectorAll('.bracket-room-link')).toHaveLength(2));
    const drawn = chart.querySelector<HTMLAnchorElement>('[data-match-id="13"] .bracket-room-link')!;
    expect(drawn).toHaveAttribute('tabindex', '-1');
    expect(drawn).toHaveAttribute('href', '#/match?id=13');
    expect(chart.querySelector('[data-match-id="12"] .bracket-room-link')).toBeNull();
    await user.click(drawn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/match'));
    expect(router.state.location.search).toBe('?id=13');
  });

  it('links every match with a team to its room for the admin, byes and undecided pairs aside', async () => {
    signIn(makeUser({ id: 1, role: 'admin' }));
    const bracket = makeBracket(6, { my_team_ids: [] });
    bracket.matches.push({
      ...bracket.matches[0]!,
      id: 14,
      round_id: 1,
      number: 3,
      status: 0,
      opponent1: { id: null },
      opponent2: { id: null },
    });
    const { user } = setup(underway(), {}, bracket);
    const panel = await openBrackets(user);
    const table = await within(panel).findByRole('table', { name: 'Matches of Midweek Madness' });
    expect(
      within(table)
        .getAllByRole('link', { name: /Match room/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/match?id=11', '/match?id=12', '/match?id=13']);
    const chart = within(panel).getByRole('region', { name: /^Bracket chart of Midweek Madness/ });
    await waitFor(() => expect(chart.querySelectorAll('.bracket-room-link')).toHaveLength(3));
  });

  it('shows the matches table to everyone when the drawing cannot load', async () => {
    viewer.render.mockRejectedValue(new Error('Loading chunk failed'));
    const { user } = setup(underway());
    const panel = await openBrackets(user);
    expect(
      await within(panel).findByText('The bracket drawing could not be loaded; here are its matches.'),
    ).toBeInTheDocument();
    const table = within(panel).getByRole('table', { name: 'Matches of Midweek Madness' });
    expect(table.closest('.visually-hidden')).toBeNull();
    expect(within(panel).queryByRole('region', { name: /^Bracket chart/ })).not.toBeInTheDocument();
  });

  it('without a bracket shows the published bracket image', async () => {
    const { user } = setup(underway({ bracket_image_url: 'brackets/6.png' }), {}, null);
    const panel = await openBrackets(user);
    expect(await within(panel).findByRole('img', { name: 'Bracket of Midweek Madness' })).toHaveAttribute(
      'src',
      '/storage/brackets/6.png',
    );
    expect(viewer.render).not.toHaveBeenCalled();
  });

  it('without a bracket or an image shows an empty state (also when the bracket cannot be loaded)', async () => {
    const first = setup(makeTournament({ id: 7, tournament_state: 'completed' }), {}, null);
    let panel = await openBrackets(first.user);
    expect(
      await within(panel).findByText('The bracket of this tournament has not been published yet.'),
    ).toBeInTheDocument();
    first.unmount();

    const second = setup(underway(), {
      'GET /api/tournament-bracket': fail(500, 'Something went wrong'),
    });
    panel = await openBrackets(second.user);
    expect(
      await within(panel).findByText('The bracket of this tournament has not been published yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('draws only once the chart comes near the screen (below the fold on a phone); the table is there at once', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }> =
      [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    viewer.render.mockClear();
    const { user } = setup(underway(), {}, makeBracket(6, { my_team_ids: [] }));
    const panel = await openBrackets(user);
    await within(panel).findByRole('table', { name: 'Matches of Midweek Madness' });
    const chart = within(panel).getByRole('region', { name: /^Bracket chart of Midweek Madness/ });
    expect(chart).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(observers).toHaveLength(1));
    expect(observers[0]!.options?.rootMargin).toBe(DRAW_AHEAD);
    expect(viewer.render).not.toHaveBeenCalled();

    act(() => {
      observers[0]!.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    });
    await waitFor(() => expect(viewer.render).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(chart).not.toHaveAttribute('aria-busy'));
  });

  it('visitors see the bracket without My matches', async () => {
    const { user, api } = setup(underway(), {}, makeBracket(6, { my_team_ids: [] }));
    const panel = await openBrackets(user);
    await within(panel).findByRole('table', { name: 'Matches of Midweek Madness' });
    expect(within(panel).queryByRole('heading', { name: 'My matches' })).not.toBeInTheDocument();
    expect(within(panel).queryByText('Your team is highlighted.')).not.toBeInTheDocument();
    expect(api.calls('GET /api/my-matches')).toHaveLength(0);
    expect(api.calls('GET /api/tournament-bracket')[0]!.headers.authorization).toBeUndefined();
  });
});

describe('Brackets tab: refreshing', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fetches a live bracket again every 10 seconds, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, api } = setup(underway());
    await openBrackets(user);
    await waitFor(() => expect(api.calls('GET /api/tournament-bracket')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(api.calls('GET /api/tournament-bracket')).toHaveLength(2));
  });

  it('follows the tournament while it is played: when it ends, the page says so and stops refreshing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn(makeUser({ id: 7 }));
    let state: Tournament['tournament_state'] = 'underway';
    const { user, api } = setup(underway(), {
      'GET /api/tournament-details': () =>
        ok('Tournament details', {
          tournament: underway({ tournament_state: state }),
          tournamentParticipants: [],
        }),
    });
    await openBrackets(user);
    await waitFor(() => expect(api.calls('GET /api/tournament-bracket')).toHaveLength(1));
    state = 'completed';
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByRole('button', { name: 'Tournament Ended' })).toBeDisabled();
    const calls = api.calls('GET /api/tournament-bracket').length;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(api.calls('GET /api/tournament-bracket')).toHaveLength(calls);
  });

  it('when the page learns that play has ended, it fetches the bracket and my matches once more', async () => {
    signIn(makeUser({ id: 7 }));
    let state: Tournament['tournament_state'] = 'underway';
    const final = makeMyMatch({
      opponent_name: 'Mistral Duo',
      status: 'awaiting_opponent',
      can_report: true,
    });
    const { user, queryClient } = setup(underway(), {
      'GET /api/tournament-details': () =>
        ok('Tournament details', {
          tournament: underway({ tournament_state: state }),
          tournamentParticipants: [],
        }),
      'GET /api/my-matches': () =>
        ok('My matches', {
          data: [
            state === 'completed'
              ? {
                  ...final,
                  status: 'confirmed',
                  can_report: false,
                  result: { own_score: 3, opponent_score: 1 },
                }
              : final,
          ],
        }),
    });
    const panel = await openBrackets(user);
    const card = within(await within(panel).findByRole('article', { name: 'Final' }));
    expect(card.getByText('Awaiting your report')).toBeInTheDocument();
    state = 'completed';
    // Only the details are fetched again (as their own refresh would): the rest follows.
    await act(() => queryClient.invalidateQueries({ queryKey: ['tournament-details'] }));
    expect(await card.findByText('Won 3–1')).toBeInTheDocument();
    expect(card.getByText('Confirmed')).toBeInTheDocument();
  });

  it('does not poll a finished tournament', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, api } = setup(makeTournament({ id: 6, tournament_state: 'completed' }));
    // It opens on Results, which reads the standings from the same answer; Brackets reads it again on opening.
    await openBrackets(user);
    await waitFor(() => expect(api.calls('GET /api/tournament-bracket')).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    expect(api.calls('GET /api/tournament-bracket')).toHaveLength(2);
  });
});

describe('Brackets tab: My matches', () => {
  const matches: MyMatch[] = [
    makeMyMatch({
      match_id: 11,
      round_label: 'Semi-final',
      opponent_name: 'Cobalt Trio',
      status: 'confirmed',
      my_report: { own_score: 3, opponent_score: 1, games: [] },
      result: { own_score: 3, opponent_score: 1 },
    }),
    makeMyMatch({
      match_id: 13,
      round_label: 'Final',
      opponent_name: 'Mistral Duo',
      status: 'ready',
      can_report: true,
    }),
  ];

  function card(panel: HTMLElement, round: string) {
    return within(within(panel).getByRole('article', { name: round }));
  }

  it('lists my matches: round, opponent, status, my report and the result', async () => {
    signIn(makeUser({ id: 7 }));
    const { user, api } = setup(underway(), { 'GET /api/my-matches': ok('My matches', { data: matches }) });
    const panel = await openBrackets(user);
    expect(await within(panel).findByRole('heading', { name: 'My matches' })).toBeInTheDocument();
    const semi = card(panel, 'Semi-final');
    await waitFor(() => expect(semi.getByText('Cobalt Trio')).toBeInTheDocument());
    expect(semi.getByText('Confirmed')).toHaveClass('match-status--confirmed');
    expect(semi.getByText('Your report').nextElementSibling).toHaveTextContent('3–1');
    expect(semi.getByText('Result').nextElementSibling).toHaveTextContent('Won 3–1');
    expect(semi.queryByRole('form')).not.toBeInTheDocument();

    const final = card(panel, 'Final');
    expect(final.getByText('Ready to play')).toBeInTheDocument();
    expect(final.getByText('Your report').nextElementSibling).toHaveTextContent('Not reported');
    expect(final.getByRole('form', { name: 'Report the Final score' })).toBeInTheDocument();

    const request = api.calls('GET /api/my-matches')[0]!;
    expect(queryOf(request.url).get('tournament_id')).toBe('6');
    expect(request.headers.authorization).toBe('Bearer test-token');
  });

  it("a forfeit reads 'Won by forfeit' or 'Lost by forfeit (no-show)', never a 0-0 draw", async () => {
    signIn(makeUser({ id: 7 }));
    const forfeits = [
      makeMyMatch({
        match_id: 11,
        round_label: 'Semi-final',
        opponent_name: 'Cobalt Trio',
        status: 'confirmed',
        forfeit: 'won',
      }),
      makeMyMatch({
        match_id: 13,
        round_label: 'Final',
        opponent_name: 'Mistral Duo',
        status: 'confirmed',
        forfeit: 'lost',
      }),
    ];
    const { user } = setup(underway(), { 'GET /api/my-matches': ok('My matches', { data: forfeits }) });
    const panel = await openBrackets(user);
    await waitFor(() => expect(card(panel, 'Semi-final').getByText('Cobalt Trio')).toBeInTheDocument());
    expect(card(panel, 'Semi-final').getByText('Result').nextElementSibling).toHaveTextContent(
      /^Won by forfeit$/,
    );
    expect(card(panel, 'Final').getByText('Result').nextElementSibling).toHaveTextContent(
      /^Lost by forfeit \(no-show\)$/,
    );
    expect(within(panel).queryByText(/Draw/)).not.toBeInTheDocument();
  });

  it("a disputed match says 'The captains reported different results; an admin will decide'", async () => {
    signIn(makeUser({ id: 7 }));
    const disputed = makeMyMatch({
      opponent_name: 'Mistral Duo',
      status: 'disputed',
      my_report: { own_score: 2, opponent_score: 0, games: [] },
      can_report: true,
    });
    const { user } = setup(underway(), { 'GET /api/my-matches': ok('My matches', { data: [disputed] }) });
    const panel = await openBrackets(user);
    const final = within(await within(panel).findByRole('article', { name: 'Final' }));
    expect(final.getByText('Disputed')).toBeInTheDocument();
    expect(
      final.getByText('The captains reported different results; an admin will decide'),
    ).toBeInTheDocument();
    // The captain may change the report: the form starts from it.
    expect(final.getByLabelText('Your score')).toHaveValue(2);
    expect(final.getByLabelText("Your opponent's score")).toHaveValue(0);
    expect(final.getByRole('button', { name: 'Change report' })).toBeInTheDocument();
  });

  it('a match in the no-show queue says the organiser decides it, with no report form', async () => {
    signIn(makeUser({ id: 7 }));
    const withOrganiser = makeMyMatch({ opponent_name: 'Mistral Duo', status: 'no_show', can_report: false });
    const { user } = setup(underway(), {
      'GET /api/my-matches': ok('My matches', { data: [withOrganiser] }),
    });
    const panel = await openBrackets(user);
    const final = within(await within(panel).findByRole('article', { name: 'Final' }));
    expect(final.getByText('With the organiser')).toHaveClass('match-status--no_show');
    expect(
      final.getByText(
        'The report deadline of this match passed without a report, so the organiser decides it now. Send them the result in the match room.',
      ),
    ).toBeInTheDocument();
    expect(final.queryByRole('form')).not.toBeInTheDocument();
  });

  it("players who are not captains see the match without a form, waiting for their captain's report", async () => {
    signIn(makeUser({ id: 8 }));
    const waiting = makeMyMatch({ opponent_name: 'Mistral Duo', status: 'awaiting_opponent' });
    const { user } = setup(underway(), { 'GET /api/my-matches': ok('My matches', { data: [waiting] }) });
    const panel = await openBrackets(user);
    const final = within(await within(panel).findByRole('article', { name: 'Final' }));
    expect(final.getByText("Awaiting your captain's report")).toBeInTheDocument();
    expect(final.queryByRole('form')).not.toBeInTheDocument();
  });

  it('reports the score with the right body, shows the server message and refreshes the bracket', async () => {
    signIn(makeUser({ id: 7 }));
    let reported = false;
    const { user, api } = setup(underway(), {
      'GET /api/my-matches': () =>
        ok('My matches', {
          data: reported
            ? [
                matches[0]!,
                {
                  ...matches[1]!,
                  status: 'awaiting_opponent',
                  my_report: { own_score: 2, opponent_score: 1, games: [] },
                },
              ]
            : matches,
        }),
      'POST /api/report-match-score': () => {
        reported = true;
        return ok('Your result has been recorded; waiting for the other captain', {
          data: { match_id: 13, status: 'awaiting_opponent' },
        });
      },
    });
    const panel = await openBrackets(user);
    const final = within(await within(panel).findByRole('article', { name: 'Final' }));
    await user.type(final.getByLabelText('Your score'), '2');
    await user.type(final.getByLabelText("Your opponent's score"), '1');
    const bracketCalls = api.calls('GET /api/tournament-bracket').length;
    await user.click(final.getByRole('button', { name: 'Report score' }));

    // The toast, and the card's live region for screen readers (decision 0032).
    expect(
      await screen.findAllByText('Your result has been recorded; waiting for the other captain'),
    ).toHaveLength(2);
    expect(final.getByRole('status')).toHaveTextContent(
      'Your result has been recorded; waiting for the other captain',
    );
    expect(api.calls('POST /api/report-match-score').map((call) => call.body)).toEqual([
      { match_id: 13, own_score: 2, opponent_score: 1 },
    ]);
    expect(await final.findByText('Waiting for the other captain')).toBeInTheDocument();
    expect(final.getByText('Your report').nextElementSibling).toHaveTextContent('2–1');
    expect(api.calls('GET /api/tournament-bracket').length).toBeGreaterThan(bracketCalls);
  });

  it('checks the scores with the shared messages before sending', async () => {
    signIn(makeUser({ id: 7 }));
    const { user, api } = setup(underway(), { 'GET /api/my-matches': ok('My matches', { data: matches }) });
    const panel = await openBrackets(user);
    const final = within(await within(panel).findByRole('article', { name: 'Final' }));
    const own = final.getByLabelText('Your score');
    expect(own).toHaveAttribute('type', 'number');
    expect(own).toHaveAttribute('min', '0');
    expect(own).toHaveAttribute('max', '999');
    await user.click(final.getByRole('button', { name: 'Report score' }));
    expect(await final.findByText('Your score is required')).toBeInTheDocument();
    expect(final.getByText("Your opponent's score is required")).toBeInTheDocument();
    await user.type(own, '1000');
    await user.type(final.getByLabelText("Your opponent's score"), '1');
    await user.click(final.getByRole('button', { name: 'Report score' }));
    expect(await final.findByText('Your score must be a whole number between 0 and 999')).toBeInTheDocument();
    expect(api.calls('POST /api/report-match-score')).toHaveLength(0);
  });

  it("shows the server's refusal (error[0])", async () => {
    signIn(makeUser({ id: 7 }));
    const { user } = setup(underway(), {
      'GET /api/my-matches': ok('My matches', { data: matches }),
      'POST /api/report-match-score': fail(400, 'Bad request', ['A match cannot end in a draw.']),
    });
    const panel = await openBrackets(user);
    const final = within(await within(panel).findByRole('article', { name: 'Final' }));
    await user.type(final.getByLabelText('Your score'), '1');
    await user.type(final.getByLabelText("Your opponent's score"), '1');
    await user.click(final.getByRole('button', { name: 'Report score' }));
    expect(await screen.findByText('A match cannot end in a draw.')).toBeInTheDocument();
  });

  it('a confirmed result refreshes the whole page: the final may have ended the tournament', async () => {
    signIn(makeUser({ id: 7 }));
    let confirmed = false;
    const { user } = setup(underway(), {
      'GET /api/tournament-details': () =>
        ok('Tournament details', {
          tournament: underway({ tournament_state: confirmed ? 'completed' : 'underway' }),
          tournamentParticipants: [],
        }),
      'GET /api/my-matches': ok('My matches', { data: matches }),
      'POST /api/report-match-score': () => {
        confirmed = true;
        return ok('Result confirmed', { data: { match_id: 13, status: 'confirmed' } });
      },
    });
    const panel = await openBrackets(user);
    const final = within(await within(panel).findByRole('article', { name: 'Final' }));
    await user.type(final.getByLabelText('Your score'), '3');
    await user.type(final.getByLabelText("Your opponent's score"), '0');
    await user.click(final.getByRole('button', { name: 'Report score' }));
    expect(await screen.findAllByText('Result confirmed')).not.toHaveLength(0);
    expect(await screen.findByRole('button', { name: 'Tournament Ended' })).toBeDisabled();
  });

  it('shows the report deadline with a countdown and what happens when it passes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn(makeUser({ id: 7 }));
    const deadline = new Date(Date.now() + 12 * 60_000 + 30_000).toISOString();
    const { user } = setup(underway(), {
      'GET /api/my-matches': ok('My matches', {
        data: [
          makeMyMatch({
            opponent_name: 'Mistral Duo',
            status: 'ready',
            can_report: true,
            report_deadline: deadline,
          }),
        ],
      }),
    });
    const panel = await openBrackets(user);
    const card = within(await within(panel).findByRole('article', { name: 'Final' }));
    expect(card.getByText('Report by')).toBeInTheDocument();
    // Whole minutes left, never rounded up (decision 0032): 12 min 30 s is 12 min, and 8 s is not "1 min".
    expect(card.getByText('(in 12 min)')).toBeInTheDocument();
    expect(card.getByText(/a single report is confirmed as reported/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(12 * 60_000 + 22_000));
    expect(await card.findByText('(in less than a minute)')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await card.findByText('(Deadline passed)')).toBeInTheDocument();
  });
});

describe('the table of matches in the chosen language (decision 0062)', () => {
  it('names rounds, sides and where each match stands in German', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    try {
      const { user } = setup(underway());
      await user.click(await screen.findByRole('tab', { name: 'Turnierbaum' }));
      const panel = screen.getByRole('tabpanel', { name: 'Turnierbaum' });
      const table = await within(panel).findByRole('table', { name: 'Matches von Midweek Madness' });
      const rows = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.children).map((cell) => cell.textContent));
      expect(rows[0]).toEqual([
        'Halbfinale, Match 1',
        'Lumen Squad (dein Team), Punkte 3',
        'Cobalt Trio, Punkte 1',
        'Gewonnen von Lumen Squad',
        'Match-Raum von Halbfinale, Match 1',
      ]);
      expect(rows[1]![3]).toBe('Ein Kapitän hat gemeldet');
      expect(rows[2]!.slice(0, 4)).toEqual([
        'Finale, Match 1',
        'Lumen Squad (dein Team)',
        'Noch offen',
        'Wartet auf frühere Matches',
      ]);
      // The drawing: its own words as a German bundle (i18next's language where the library looks first), our
      // round names, and its name for screen readers.
      expect(
        within(panel).getByRole('region', { name: /^Bracket-Grafik von Midweek Madness/ }),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(viewer.addLocale).toHaveBeenCalledWith(
          'de',
          expect.objectContaining({
            common: { bye: 'FREILOS' },
            abbreviations: { win: 'S', loss: 'N', forfeit: 'K' },
          }),
        ),
      );
      expect(window.localStorage.getItem('i18nextLng')).toBe('de');
      const chart = within(panel).getByRole('region', { name: /^Bracket-Grafik von Midweek Madness/ });
      await waitFor(() => expect(chart.querySelectorAll('.bracket-team-link').length).toBeGreaterThan(0));
      expect(within(chart).getByText('Cobalt Trio')).toHaveAttribute('title', 'Cobalt Trio: Teamseite');
      const config = viewer.render.mock.calls.at(-1)![1] as unknown as {
        customRoundName: (info: object) => string;
      };
      expect(
        config.customRoundName({
          groupType: 'single-bracket',
          roundNumber: 2,
          roundCount: 2,
          finalType: undefined,
        }),
      ).toBe('Finale');
    } finally {
      window.history.replaceState(null, '', '/');
      window.localStorage.clear();
    }
  });
});
