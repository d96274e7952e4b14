import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tournament } from '@arena/shared/catalogue';
import type { LiveUpdate } from '@arena/shared/notifications';
import { makeBracket, makeMyMatch } from '../../../../test/bracket-fixtures';
import { makeTournament } from '../../../../test/catalogue-fixtures';
import { makeUser, signIn } from '../../../../test/fixtures';
import { fail, mockApi, ok, type Handler, type Reply } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';
import { testEventStream } from '../../../../test/sse';

const viewer = vi.hoisted(() => ({ render: vi.fn(async () => {}), addLocale: vi.fn(async () => {}) }));
vi.mock('brackets-viewer/dist/brackets-viewer.min.js', () => {
  (window as unknown as { bracketsViewer: typeof viewer }).bracketsViewer = viewer;
  return {};
});

const underway = (overrides: Partial<Tournament> = {}) =>
  makeTournament({ id: 6, tournament_name: 'Midweek Madness', tournament_state: 'underway', ...overrides });

function update(overrides: Partial<LiveUpdate>): LiveUpdate {
  return {
    id: 100,
    type: 'match.confirmed',
    tournament_id: 6,
    match_id: 3,
    team_id: null,
    topics: ['bracket', 'results'],
    created_at: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

function setup(handlers: Record<string, Handler | Reply>) {
  const api = mockApi({
    'GET /api/tournament-details': ok('Tournament details', {
      tournament: underway(),
      tournamentParticipants: [],
    }),
    'GET /api/tournament-bracket': ok('Bracket', { data: makeBracket(6) }),
    'GET /api/my-matches': ok('My matches', { data: [makeMyMatch()] }),
    ...handlers,
  });
  const view = renderApp('/viewtournament?id=6');
  return { api, ...view };
}

async function openBrackets(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Brackets' }));
  return screen.getByRole('tabpanel', { name: 'Brackets' });
}

describe('the tournament page, live', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens the tournament's public stream and fetches the bracket and my matches again when a result arrives", async () => {
    signIn(makeUser({ id: 7 }));
    const stream = testEventStream();
    const { api, user } = setup({ 'GET /api/tournament-stream': () => stream.response });
    const panel = await openBrackets(user);
    await within(panel).findByRole('heading', { name: 'My matches' });
    await waitFor(() => expect(api.calls('GET /api/my-matches')).toHaveLength(1));
    const request = api.calls('GET /api/tournament-stream')[0]!;
    expect(request.url).toBe('/api/tournament-stream?tournament_id=6');
    expect(request.headers.accept).toBe('text/event-stream');
    // The session goes with it, so the stream counts to the player rather than to the address.
    expect(request.headers.authorization).toBe('Bearer test-token');

    stream.send('ready', { tournament_id: 6 });
    const bracketCalls = api.calls('GET /api/tournament-bracket').length;
    stream.send('update', update({}), 100);
    await waitFor(() =>
      expect(api.calls('GET /api/tournament-bracket').length).toBeGreaterThan(bracketCalls),
    );
    await waitFor(() => expect(api.calls('GET /api/my-matches')).toHaveLength(2));
  });

  it('follows a change of state (the tournament ended) from the stream', async () => {
    signIn(makeUser({ id: 7 }));
    let state: Tournament['tournament_state'] = 'underway';
    const stream = testEventStream();
    setup({
      'GET /api/tournament-stream': () => stream.response,
      'GET /api/tournament-details': () =>
        ok('Tournament details', {
          tournament: underway({ tournament_state: state }),
          tournamentParticipants: [],
        }),
    });
    expect(await screen.findByText('Tournament Started')).toBeInTheDocument();
    state = 'completed';
    stream.send(
      'update',
      update({ type: 'tournament.completed', topics: ['state', 'results', 'bracket'] }),
      101,
    );
    expect(await screen.findByRole('button', { name: 'Tournament Ended' })).toBeDisabled();
  });

  it('does not poll while the stream is open, and polls every 10 seconds once it is refused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stream = testEventStream();
    let streamAnswers = 0;
    const { api, user } = setup({
      'GET /api/tournament-stream': () => {
        streamAnswers += 1;
        return streamAnswers === 1 ? stream.response : fail(404, 'The tournament was not found');
      },
    });
    await openBrackets(user);
    await waitFor(() => expect(api.calls('GET /api/tournament-bracket')).toHaveLength(1));
    stream.send('ready', { tournament_id: 6 });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(api.calls('GET /api/tournament-bracket')).toHaveLength(1);

    // The stream drops; the next attempt is refused: the page falls back to asking every 10 seconds.
    stream.end();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(streamAnswers).toBe(2));
    const calls = api.calls('GET /api/tournament-bracket').length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(api.calls('GET /api/tournament-bracket').length).toBeGreaterThan(calls));
  });
});
