/**
 * The series report (decision 0040) on the captain's card, as the match room shows it: games entered one by one,
 * a game added only while the series is undecided, the series score as it stands, and the games sent; and the
 * games of a decided series in the bracket's table.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BRACKET_MESSAGES, type MyMatch } from '@arena/shared/brackets';
import type { MatchRoom } from '@arena/shared/match-room';
import { SERIES_MESSAGES } from '@arena/shared/series-games';
import { makeBracket, makeMyMatch } from '../../../../test/bracket-fixtures';
import { makeUser, signIn } from '../../../../test/fixtures';
import { fail, mockApi, ok, type Handler, type Reply } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';
import { bracketRows } from './bracket-rows';

const room = (overrides: Partial<MatchRoom> = {}): MatchRoom => ({
  match_id: 11,
  tournament_id: 6,
  tournament_name: 'Midweek Madness',
  round_label: 'Semi-final',
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
    players: [],
    evidence: [],
  })),
  ...overrides,
});

const card = (overrides: Partial<MyMatch> = {}) =>
  makeMyMatch({
    match_id: 11,
    round_label: 'Semi-final',
    opponent_name: 'Cobalt Trio',
    status: 'ready',
    can_report: true,
    best_of: 3,
    ...overrides,
  });

function setup(
  mine: () => MyMatch,
  theRoom: MatchRoom = room(),
  handlers: Record<string, Handler | Reply> = {},
) {
  signIn(makeUser({ id: 7 }));
  const api = mockApi({
    'GET /api/match-room': ok('Match room', { data: theRoom }),
    'GET /api/match-messages': ok('Match messages', { data: [] }),
    'GET /api/my-matches': () => ok('My matches', { data: [mine()] }),
    ...handlers,
  });
  return { api, ...renderApp('/match?id=11') };
}

const gameField = (form: ReturnType<typeof within>, game: number, label: RegExp) =>
  within(form.getByRole('group', { name: `Game ${game}` })).getByLabelText(label);

describe('the series report form', () => {
  it('takes a Bo3 game by game, adds a game only while the series is undecided, and sends the games with the game wins', async () => {
    let reported = false;
    const { api, user } = setup(
      () =>
        reported
          ? card({
              status: 'awaiting_opponent',
              my_report: {
                own_score: 2,
                opponent_score: 1,
                games: [
                  { own_score: 13, opponent_score: 11 },
                  { own_score: 9, opponent_score: 13 },
                  { own_score: 13, opponent_score: 7 },
                ],
              },
            })
          : card(),
      room(),
      {
        'POST /api/report-match-score': () => {
          reported = true;
          return ok(BRACKET_MESSAGES.reportRecorded, { data: { match_id: 11, status: 'awaiting_opponent' } });
        },
      },
    );
    const form = within(await screen.findByRole('form', { name: 'Report the Semi-final series' }));
    // "Bo3" beside the round on the card, and under the deadline in the room; "Best of 3" on hover.
    expect(screen.getByRole('heading', { level: 2, name: 'Semi-final Bo3' })).toBeInTheDocument();
    expect(screen.getAllByTitle('Best of 3')).toHaveLength(2);
    expect(form.getByText('Bo3 · series 0-0')).toBeInTheDocument();
    // One game to start with; the next is offered once it has both scores.
    expect(form.queryByRole('group', { name: 'Game 2' })).not.toBeInTheDocument();
    expect(form.queryByRole('button', { name: 'Add game 2' })).not.toBeInTheDocument();
    await user.type(gameField(form, 1, /^Your score/), '13');
    await user.type(gameField(form, 1, /opponent's score/), '11');
    expect(form.getByText('Bo3 · series 1-0')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Add game 2' }));
    await user.type(gameField(form, 2, /^Your score/), '9');
    await user.type(gameField(form, 2, /opponent's score/), '13');
    expect(form.getByText('Bo3 · series 1-1')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Add game 3' }));
    await user.type(gameField(form, 3, /^Your score/), '13');
    await user.type(gameField(form, 3, /opponent's score/), '7');
    expect(form.getByText('Bo3 · series 2-1')).toBeInTheDocument();
    // Decided: no fourth game is offered.
    expect(form.queryByRole('button', { name: /Add game/ })).not.toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Report the Bo3' }));
    await waitFor(() => expect(api.calls('POST /api/report-match-score')).toHaveLength(1));
    expect(api.calls('POST /api/report-match-score')[0]!.body).toEqual({
      match_id: 11,
      own_score: 2,
      opponent_score: 1,
      games: [
        { own_score: 13, opponent_score: 11 },
        { own_score: 9, opponent_score: 13 },
        { own_score: 13, opponent_score: 7 },
      ],
    });
    // The card shows the report with its games, and the form offers to change it.
    expect(await screen.findByText('2–1 (13–11, 9–13, 13–7)')).toBeInTheDocument();
    expect(await form.findByRole('button', { name: 'Change report' })).toBeInTheDocument();
  });

  it('says what keeps the games from being a series instead of sending them', async () => {
    const { api, user } = setup(() => card());
    const form = within(await screen.findByRole('form', { name: 'Report the Semi-final series' }));
    await user.click(form.getByRole('button', { name: 'Report the Bo3' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Enter both scores of game 1 as whole numbers from 0 to 999.',
    );
    await user.type(gameField(form, 1, /^Your score/), '13');
    await user.type(gameField(form, 1, /opponent's score/), '13');
    await user.click(form.getByRole('button', { name: 'Report the Bo3' }));
    expect(await form.findByRole('alert')).toHaveTextContent(SERIES_MESSAGES.drawnGame(1));
    expect(gameField(form, 1, /^Your score/)).toHaveAttribute('aria-invalid', 'true');
    await user.clear(gameField(form, 1, /opponent's score/));
    await user.type(gameField(form, 1, /opponent's score/), '2');
    await user.click(form.getByRole('button', { name: 'Report the Bo3' }));
    expect(await form.findByRole('alert')).toHaveTextContent(SERIES_MESSAGES.notDecided(3));
    // A game removed again.
    await user.click(form.getByRole('button', { name: 'Add game 2' }));
    await user.click(form.getByRole('button', { name: 'Remove game 2' }));
    expect(form.queryByRole('group', { name: 'Game 2' })).not.toBeInTheDocument();
    expect(api.calls('POST /api/report-match-score')).toHaveLength(0);
  });

  it("shows the API's refusal of the series", async () => {
    const { user } = setup(() => card(), room(), {
      'POST /api/report-match-score': fail(
        400,
        'This best-of-3 was decided after game 2; remove the games played after it.',
      ),
    });
    const form = within(await screen.findByRole('form', { name: 'Report the Semi-final series' }));
    await user.type(gameField(form, 1, /^Your score/), '1');
    await user.type(gameField(form, 1, /opponent's score/), '0');
    await user.click(form.getByRole('button', { name: 'Add game 2' }));
    await user.type(gameField(form, 2, /^Your score/), '1');
    await user.type(gameField(form, 2, /opponent's score/), '0');
    await user.click(form.getByRole('button', { name: 'Report the Bo3' }));
    expect(
      await screen.findByText('This best-of-3 was decided after game 2; remove the games played after it.'),
    ).toBeInTheDocument();
  });

  it('shows a decided series with its games on the card and in the room', async () => {
    setup(
      () =>
        card({
          status: 'confirmed',
          can_report: false,
          result: { own_score: 2, opponent_score: 1 },
          games: [
            { own_score: 13, opponent_score: 11 },
            { own_score: 9, opponent_score: 13 },
            { own_score: 13, opponent_score: 7 },
          ],
        }),
      room({
        status: 4,
        games: [
          { opponent1_score: 13, opponent2_score: 11 },
          { opponent1_score: 9, opponent2_score: 13 },
          { opponent1_score: 13, opponent2_score: 7 },
        ],
        teams: room().teams.map((team, i) => ({ ...team, score: i === 0 ? 2 : 1 })),
      }),
    );
    expect(await screen.findByText('Won 2–1 (13–11, 9–13, 13–7)')).toBeInTheDocument();
    expect(
      screen.getByText('· Lumen Squad 2–1 Cobalt Trio (13–11, 9–13, 13–7)', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /Report the/ })).not.toBeInTheDocument();
  });

  it('keeps a Bo1 on its two score fields', async () => {
    setup(() => card({ best_of: 1 }), room({ best_of: 1 }));
    expect(await screen.findByRole('form', { name: 'Report the Semi-final score' })).toBeInTheDocument();
    expect(screen.queryByTitle(/Best of/)).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /series/ })).not.toBeInTheDocument();
  });
});

describe('the series report form in Polish', () => {
  it('names the form, the games and the series score, and says what is missing, in Polish', async () => {
    window.history.replaceState(null, '', '/?lang=pl');
    try {
      const { api, user } = setup(() => card());
      const form = within(await screen.findByRole('form', { name: 'Zgłoś serię: Półfinał' }));
      expect(
        form.getByText(
          'Best of 3: serię wygrywa pierwsza drużyna z 2 wygranymi grami. Wpisz wynik każdej gry.',
        ),
      ).toBeInTheDocument();
      expect(form.getByText('Bo3 · seria 0-0')).toBeInTheDocument();
      const game1 = within(form.getByRole('group', { name: 'Gra 1' }));
      await user.type(game1.getByLabelText(/^Twój wynik/), '13');
      await user.type(game1.getByLabelText(/^Wynik przeciwnika/), '11');
      expect(form.getByText('Bo3 · seria 1-0')).toBeInTheDocument();
      expect(form.getByRole('button', { name: 'Dodaj grę 2' })).toBeInTheDocument();
      await user.click(form.getByRole('button', { name: 'Zgłoś Bo3' }));
      expect(await form.findByRole('alert')).toHaveTextContent(
        'Ten best-of-3 nie jest jeszcze rozstrzygnięty: drużyna potrzebuje 2 wygranych gier. Dodaj brakujące gry.',
      );
      expect(api.calls('POST /api/report-match-score')).toHaveLength(0);
    } finally {
      window.history.replaceState(null, '', '/');
      window.localStorage.clear();
    }
  });
});

describe("the bracket's table of matches", () => {
  it("shows a decided series' games after its winner, team 1's score first", () => {
    const bracket = makeBracket(6);
    const played = bracket.matches.find((m) => m.id === 11)!;
    const withGames = {
      ...bracket,
      matches: bracket.matches.map((m) =>
        m === played
          ? {
              ...m,
              games: [
                { opponent1_score: 13, opponent2_score: 11 },
                { opponent1_score: 13, opponent2_score: 4 },
              ],
            }
          : m,
      ),
    };
    expect(bracketRows(withGames).find((row) => row.matchId === 11)?.status).toBe(
      'Won by Lumen Squad (games 13–11, 13–4)',
    );
    // Without games (a Bo1), as before.
    expect(bracketRows(bracket).find((row) => row.matchId === 11)?.status).toBe('Won by Lumen Squad');
  });
});
