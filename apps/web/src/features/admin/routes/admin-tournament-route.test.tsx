import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminTournament } from '@arena/shared/admin-catalogue';
import type { ControlRoom } from '@arena/shared/match-control';
import type { MatchEvidence } from '@arena/shared/match-evidence';
import { makeBracket } from '../../../../test/bracket-fixtures';
import { fail, ok, type Handler, type Reply } from '../../../../test/http';
import {
  adminApi,
  makeAdminGame,
  makeAdminTournament,
  makeDispute,
  makeEvidence,
  makeParticipant,
  paged,
} from '../../../../test/admin-fixtures';
import { renderApp } from '../../../../test/render-app';
import { testEventStream } from '../../../../test/sse';

function detailApi(tournament: AdminTournament, extra: Record<string, Handler | Reply> = {}) {
  return adminApi({
    'GET /api/admin/games': paged('Games', [makeAdminGame()]),
    'GET /api/admin/tournaments/9': ok('Tournament', {
      data: {
        tournament,
        participants: [
          makeParticipant({ team_id: 41, seed: 2 }),
          makeParticipant({ team_id: 42, seed: 1 }),
          makeParticipant({ team_id: 43, status: 'left' }),
        ],
        counts: { entered: 2, checked_in: 0, not_checked_in: 2, no_show: 0, removed: 0, left: 1 },
      },
    }),
    'GET /api/tournament-bracket': ok('Bracket', { data: makeBracket(9) }),
    'GET /api/admin/disputes': ok('Disputes', { data: [] }),
    'GET /api/admin/match-audit': ok('Match results audit', { data: [] }),
    'GET /api/admin/tournaments/9/control-room': ok('Control room', { data: makeControlRoom() }),
    ...extra,
  });
}

function makeControlRoom(): ControlRoom {
  const side = (
    team_id: number,
    team_name: string,
    report: { own_score: number; opponent_score: number } | null,
    evidence: MatchEvidence[] = [],
  ) => ({
    team_id,
    team_name,
    score: null,
    forfeit: false,
    report: report ? { ...report, games: [], reported_at: '2026-11-24T10:05:00.000Z' } : null,
    evidence,
  });
  return {
    tournament_id: 9,
    tournament_name: 'Cup 9',
    tournament_state: 'underway',
    match_report_minutes: 30,
    now: '2026-11-24T10:40:00.000Z',
    no_show_count: 1,
    dispute_count: 0,
    matches: [
      {
        match_id: 11,
        round_label: 'Semi-final',
        best_of: 1,
        games: [],
        state: 'no_show',
        opponent1: side(41, 'Lumen Squad', null),
        opponent2: side(42, 'Cobalt Trio', null),
        ready_at: '2026-11-24T10:00:00.000Z',
        report_deadline: '2026-11-24T10:30:00.000Z',
        deadline_state: 'no_show',
      },
      {
        match_id: 12,
        round_label: 'Semi-final',
        best_of: 1,
        games: [],
        state: 'awaiting_opponent',
        opponent1: side(43, 'Mistral Duo', null),
        opponent2: side(44, 'Halcyon Five', { own_score: 2, opponent_score: 1 }, [
          makeEvidence({ id: 601, match_id: 12, team_id: 44, image: 'match_evidence/halcyon-win.png' }),
        ]),
        ready_at: '2026-11-24T10:20:00.000Z',
        report_deadline: '2026-11-24T10:50:00.000Z',
        deadline_state: 'open',
      },
    ],
  };
}

async function open() {
  const view = renderApp('/admin/tournaments/9');
  await screen.findByRole('heading', { level: 1, name: /Cup 9/ });
  return view;
}

describe('a tournament in the console', () => {
  it('lists the participants with their rosters and platform IDs', async () => {
    detailApi(makeAdminTournament({ enrolled_teams: 2 }));
    const { user } = await open();
    const table = within(screen.getByRole('region', { name: 'Participants table' }));
    expect(table.getAllByRole('row')).toHaveLength(4);
    expect(table.getByRole('rowheader', { name: 'Team 41' })).toBeInTheDocument();
    expect(table.getByText('Left (refunded)')).toBeInTheDocument();
    await user.click(table.getAllByText(/1 player/)[0]!);
    expect(table.getByText('PSN: psn41')).toBeVisible();
  });

  it('offers the stream overlay and embed addresses of the tournament, each with a copy button', async () => {
    detailApi(makeAdminTournament({ enrolled_teams: 2 }));
    const { user } = await open();
    const origin = window.location.origin;
    expect(screen.getByLabelText('Bracket overlay (OBS browser source)')).toHaveValue(
      `${origin}/#/overlay/bracket?tournament_id=9`,
    );
    expect(screen.getByLabelText(/^Match overlay/)).toHaveValue(`${origin}/#/overlay/match?id=`);
    expect((screen.getByLabelText('Embed on your site') as HTMLInputElement).value).toContain(
      `src="${origin}/embed#/embed/bracket?tournament_id=9"`,
    );
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: /^Copy Bracket overlay/ }));
    expect(writeText).toHaveBeenCalledWith(`${origin}/#/overlay/bracket?tournament_id=9`);
  });

  it('starts a pending tournament after a confirmation', async () => {
    const api = detailApi(makeAdminTournament({ enrolled_teams: 2 }), {
      'POST /api/admin/tournaments/9/start': ok('The tournament has started and its bracket is drawn', {
        data: { outcome: 'started' },
      }),
    });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Start now' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Start Cup 9 now?' }));
    expect(dialog.getByText(/drawn from the 2 teams entered/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Start now' }));
    expect(
      await screen.findByText('The tournament has started and its bracket is drawn'),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/admin/tournaments/9/start')).toHaveLength(1);
  });

  it('cancels only with a reason, which it sends', async () => {
    const api = detailApi(makeAdminTournament({ enrolled_teams: 2 }), {
      'POST /api/admin/tournaments/9/cancel': ok(
        'The tournament has been cancelled and every entry refunded',
        {
          data: { refunded_entries: 2 },
        },
      ),
    });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Cancel tournament' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel Cup 9?' }));
    expect(dialog.getByText(/Every entry fee is refunded in credits/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel tournament' }));
    expect(await dialog.findByText('A reason is required (at least 3 characters)')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/tournaments/9/cancel')).toHaveLength(0);
    await user.type(dialog.getByLabelText('Reason for the cancellation'), 'Server outage');
    await user.click(dialog.getByRole('button', { name: 'Cancel tournament' }));
    expect(
      await screen.findByText('The tournament has been cancelled and every entry refunded'),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/admin/tournaments/9/cancel')[0]!.body).toEqual({ reason: 'Server outage' });
  });

  it('saves the organiser seeds of a pending tournament', async () => {
    const api = detailApi(makeAdminTournament({ enrolled_teams: 2, seeding: 'organiser' }), {
      'PUT /api/admin/tournaments/9/seeds': ok('The seeds have been saved', { data: [] }),
    });
    const { user } = await open();
    const seeds = within(screen.getByRole('form', { name: 'Seeds' }));
    expect(seeds.getByLabelText('Seed of Team 41')).toHaveValue('2');
    await user.clear(seeds.getByLabelText('Seed of Team 41'));
    await user.type(seeds.getByLabelText('Seed of Team 41'), '1');
    await user.click(seeds.getByRole('button', { name: 'Save seeds' }));
    expect(await seeds.findByText('Each seed can be given to one team only.')).toBeInTheDocument();
    await user.clear(seeds.getByLabelText('Seed of Team 42'));
    await user.type(seeds.getByLabelText('Seed of Team 42'), '2');
    await user.click(seeds.getByRole('button', { name: 'Save seeds' }));
    expect(await screen.findByText('The seeds have been saved')).toBeInTheDocument();
    expect(api.calls('PUT /api/admin/tournaments/9/seeds')[0]!.body).toEqual({
      seeds: [
        { team_id: 41, seed: 1 },
        { team_id: 42, seed: 2 },
      ],
    });
  });

  it('shows the seeds by rating of a pending rating tournament, read-only, in seed order', async () => {
    const player = (id: number) => ({ ...makeParticipant({ team_id: id }).players[0]!, id: id + 500 });
    adminApi({
      'GET /api/admin/games': paged('Games', [makeAdminGame()]),
      'GET /api/admin/tournaments/9': ok('Tournament', {
        data: {
          tournament: makeAdminTournament({ enrolled_teams: 3, seeding: 'rating' }),
          participants: [
            makeParticipant({ team_id: 41, rating: null, rated_players: 0, rating_seed: 3 }),
            makeParticipant({
              team_id: 42,
              rating: 1520.5,
              rated_players: 1,
              rating_seed: 1,
              rating_tied: true,
              players: [makeParticipant({ team_id: 42 }).players[0]!, player(42)],
            }),
            makeParticipant({
              team_id: 43,
              rating: 1520.5,
              rated_players: 1,
              rating_seed: 2,
              rating_tied: true,
            }),
            makeParticipant({ team_id: 44, status: 'left' }),
          ],
          counts: { entered: 3, checked_in: 0, not_checked_in: 3, no_show: 0, removed: 0, left: 1 },
        },
      }),
    });
    await open();
    const table = within(screen.getByRole('region', { name: 'Participants table' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1 TiedTeam 421520\.5 1 of 2 rated/),
      expect.stringMatching(/^2 TiedTeam 431520\.5 1 of 1 rated/),
      expect.stringMatching(/^3Team 41Unrated/),
      expect.stringMatching(/^-Team 44Unrated/),
    ]);
    expect(table.getByRole('columnheader', { name: 'Seed by rating' })).toBeInTheDocument();
    expect(screen.getByText(/Seeded by rating at the start/)).toBeInTheDocument();
    // Read-only: the organiser's seeds form is not offered.
    expect(screen.queryByRole('form', { name: 'Seeds' })).not.toBeInTheDocument();
  });

  it('lists the matches by round and corrects a decided one only with a reason', async () => {
    const api = detailApi(makeAdminTournament({ tournament_state: 'underway', enrolled_teams: 4 }), {
      'POST /api/admin/matches/11/result': ok('Result corrected; the later matches follow the correction', {
        data: { match_id: 11, status: 'confirmed', reset_match_ids: [13], affected_team_ids: [1, 2] },
      }),
    });
    const { user } = await open();
    const matches = within(await screen.findByRole('region', { name: 'Matches table' }));
    const rows = matches.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Semi-final · 1Lumen Squad3 – 1Cobalt Trio-Confirmed'),
      expect.stringContaining('Semi-final · 2Mistral Duo- – -Halcyon Five-One captain reported'),
      expect.stringContaining('Final · 1Lumen Squad- – -To be decided-Waiting for teams'),
    ]);
    await user.click(matches.getByRole('button', { name: /Correct result: Semi-final 1/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Correct the result: Semi-final' }));
    expect(dialog.getByLabelText('Score of Lumen Squad')).toHaveValue('3');
    await user.clear(dialog.getByLabelText('Score of Lumen Squad'));
    await user.type(dialog.getByLabelText('Score of Lumen Squad'), '1');
    await user.clear(dialog.getByLabelText('Score of Cobalt Trio'));
    await user.type(dialog.getByLabelText('Score of Cobalt Trio'), '1');
    await user.click(dialog.getByRole('button', { name: 'Save result' }));
    expect(await dialog.findByText('A reason is required (at least 3 characters)')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Reason for the correction'), 'Video evidence');
    await user.click(dialog.getByRole('button', { name: 'Save result' }));
    expect(await dialog.findByText('A match cannot end in a draw.')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Score of Cobalt Trio'));
    await user.type(dialog.getByLabelText('Score of Cobalt Trio'), '3');
    await user.click(dialog.getByRole('button', { name: 'Save result' }));
    expect(
      await screen.findByText('Result corrected; the later matches follow the correction'),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/admin/matches/11/result')[0]!.body).toEqual({
      opponent1_score: 1,
      opponent2_score: 3,
      reason: 'Video evidence',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows a dispute with both captains' reports and resolves it", async () => {
    const api = detailApi(makeAdminTournament({ tournament_state: 'underway', enrolled_teams: 4 }), {
      'GET /api/admin/disputes': ok('Disputes', {
        data: [
          makeDispute({
            match_id: 12,
            opponent1: {
              ...makeDispute().opponent1,
              evidence: [
                makeEvidence({ id: 1, match_id: 12, image: 'match_evidence/first.png' }),
                makeEvidence({ id: 2, match_id: 12, image: 'match_evidence/second.jpg' }),
              ],
            },
          }),
        ],
      }),
      'POST /api/admin/matches/12/result': ok('Result saved', {
        data: { match_id: 12, status: 'confirmed', reset_match_ids: [], affected_team_ids: [] },
      }),
    });
    const { user } = await open();
    const disputes = within(screen.getByRole('region', { name: 'Disputes' }));
    expect(
      await disputes.findByRole('heading', { name: 'Semi-final: Team 41 vs Team 42' }),
    ).toBeInTheDocument();
    // The score is one unbreakable piece of the sentence (a phone split "2–" from "0").
    const reportLine = (score: string) =>
      disputes.getByText(
        (_, element) =>
          element?.classList.contains('admin-reports__line') === true &&
          (element.textContent ?? '').includes(`reported ${score} for themselves`),
      );
    expect(reportLine('3–1')).toBeInTheDocument();
    expect(reportLine('2–1')).toBeInTheDocument();
    expect(disputes.getByText('3–1')).toHaveClass('text-nowrap');
    // Each side's screenshots beside its report, opening the stored picture; none from the other side.
    const reports = disputes.getByRole('list', { name: 'Reports and screenshots' });
    const sides = within(reports)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === reports);
    expect(sides).toHaveLength(2);
    const shots = within(sides[0]!).getAllByRole('link', { name: /^Screenshot \d from Team 41/ });
    expect(shots.map((link) => link.getAttribute('href'))).toEqual([
      '/storage/match_evidence/first.png',
      '/storage/match_evidence/second.jpg',
    ]);
    expect(shots[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(sides[1]!).getByText('No screenshots.')).toBeInTheDocument();
    await user.click(disputes.getByRole('button', { name: /Resolve the dispute/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set the result: Semi-final' }));
    await user.type(dialog.getByLabelText('Score of Team 41'), '3');
    await user.type(dialog.getByLabelText('Score of Team 42'), '1');
    await user.click(dialog.getByRole('button', { name: 'Save result' }));
    expect(await screen.findByText('Result saved')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/matches/12/result')[0]!.body).toEqual({
      opponent1_score: 3,
      opponent2_score: 1,
    });
  });

  it("accepts one captain's report in one click from the dispute dialog", async () => {
    const api = detailApi(makeAdminTournament({ tournament_state: 'underway', enrolled_teams: 4 }), {
      'GET /api/admin/disputes': ok('Disputes', { data: [makeDispute({ match_id: 12 })] }),
      'POST /api/admin/matches/12/accept-report': ok("Team 42's report is now the result", {
        data: { match_id: 12, status: 'confirmed', reset_match_ids: [], affected_team_ids: [] },
      }),
    });
    const { user } = await open();
    const disputes = within(screen.getByRole('region', { name: 'Disputes' }));
    await user.click(await disputes.findByRole('button', { name: /Resolve the dispute/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set the result: Semi-final' }));
    expect(dialog.getByRole('button', { name: "Accept Team 41's report" })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: "Accept Team 42's report" }));
    expect(await screen.findByText("Team 42's report is now the result")).toBeInTheDocument();
    expect(api.calls('POST /api/admin/matches/12/accept-report')[0]!.body).toEqual({
      team_id: makeDispute().opponent2.team_id,
      own_score: makeDispute().opponent2.report!.own_score,
      opponent_score: makeDispute().opponent2.report!.opponent_score,
      // The games the organiser saw (none in a Bo1), so a report changed since is not accepted unseen.
      games: [],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows a series' reported games in the dispute and sends them back when a report is accepted", async () => {
    const games = [
      { own_score: 13, opponent_score: 11 },
      { own_score: 13, opponent_score: 9 },
    ];
    const dispute = makeDispute({ match_id: 12 });
    const series = {
      ...dispute,
      opponent1: {
        ...dispute.opponent1,
        report: { ...dispute.opponent1.report!, own_score: 2, opponent_score: 0, games },
      },
    };
    const api = detailApi(makeAdminTournament({ tournament_state: 'underway', enrolled_teams: 4 }), {
      'GET /api/admin/disputes': ok('Disputes', { data: [series] }),
      'POST /api/admin/matches/12/accept-report': ok("Team 41's report is now the result", {
        data: { match_id: 12, status: 'confirmed', reset_match_ids: [], affected_team_ids: [] },
      }),
    });
    const { user } = await open();
    const disputes = within(screen.getByRole('region', { name: 'Disputes' }));
    expect(await disputes.findByText(/\(games 13–11, 13–9\)/)).toBeInTheDocument();
    await user.click(disputes.getByRole('button', { name: /Resolve the dispute/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set the result: Semi-final' }));
    await user.click(dialog.getByRole('button', { name: "Accept Team 41's report" }));
    expect(await screen.findByText("Team 41's report is now the result")).toBeInTheDocument();
    expect(api.calls('POST /api/admin/matches/12/accept-report')[0]!.body).toEqual({
      team_id: series.opponent1.team_id,
      own_score: 2,
      opponent_score: 0,
      games,
    });
  });

  it('shows the control room: no-shows, time since ready, deadlines and reports; confirms a single report and forfeits with a reason', async () => {
    const api = detailApi(makeAdminTournament({ tournament_state: 'underway', enrolled_teams: 4 }), {
      'POST /api/admin/matches/12/result': ok('Result saved', {
        data: { match_id: 12, status: 'confirmed', reset_match_ids: [], affected_team_ids: [] },
      }),
      'POST /api/admin/matches/11/forfeit': ok('Forfeit recorded; the other team goes through', {
        data: { match_id: 11, forfeiting_team_id: 41, reset_match_ids: [] },
      }),
    });
    const { user } = await open();
    const room = within(await screen.findByRole('region', { name: 'Control room table' }));
    expect(
      screen.getByText(/Captains have 30 minutes to report a ready match\. No-shows: 1\. Disputes: 0\./),
    ).toBeInTheDocument();
    const rows = room.getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('No-show');
    expect(rows[0]!.textContent).toContain('40 min');
    expect(rows[0]!.textContent).toContain('Passed');
    expect(rows[1]!.textContent).toContain('One report');
    expect(rows[1]!.textContent).toContain('(in 10 min)');
    expect(rows[1]!.textContent).toContain('Halcyon Five: 2–1');
    expect(rows[1]!.textContent).toContain('Mistral Duo: nothing');
    expect(within(rows[1]!).getByRole('link', { name: /Screenshot 1 from Halcyon Five/ })).toHaveAttribute(
      'href',
      '/storage/match_evidence/halcyon-win.png',
    );
    expect(within(rows[0]!).queryAllByRole('link')).toHaveLength(0);

    // Confirm sets the single report as the result, in the match's order.
    await user.click(
      room.getByRole('button', { name: /Confirm the report: Semi-final, Mistral Duo vs Halcyon Five/ }),
    );
    expect(await screen.findByText('Result saved')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/matches/12/result')[0]!.body).toEqual({
      opponent1_score: 1,
      opponent2_score: 2,
    });

    await user.click(room.getByRole('button', { name: /Forfeit team 1 \(Lumen Squad\): Semi-final/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Forfeit Lumen Squad' }));
    await user.click(dialog.getByRole('button', { name: 'Record forfeit' }));
    expect(await dialog.findByText('A reason is required')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Reason'), 'Did not show up');
    await user.click(dialog.getByRole('button', { name: 'Record forfeit' }));
    expect(await screen.findByText('Forfeit recorded; the other team goes through')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/matches/11/forfeit')[0]!.body).toEqual({
      team_id: 41,
      reason: 'Did not show up',
    });
  });

  it('sets a Bo3 result from the control room game by game, showing the series rules before sending', async () => {
    const room = makeControlRoom();
    room.matches[0]!.best_of = 3;
    const api = detailApi(makeAdminTournament({ tournament_state: 'underway', enrolled_teams: 4 }), {
      'GET /api/admin/tournaments/9/control-room': ok('Control room', { data: room }),
      'POST /api/admin/matches/11/result': ok('Result saved', {
        data: { match_id: 11, status: 'confirmed', reset_match_ids: [], affected_team_ids: [] },
      }),
    });
    const { user } = await open();
    const table = within(await screen.findByRole('region', { name: 'Control room table' }));
    await user.click(
      table.getByRole('button', { name: /Set result: Semi-final, Lumen Squad vs Cobalt Trio/ }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: /Set the result: Semi-final/ }));
    const game = (n: number) => within(dialog.getByRole('group', { name: `Game ${n}` }));
    await user.type(game(1).getByLabelText('Score of Lumen Squad'), '13');
    await user.type(game(1).getByLabelText('Score of Cobalt Trio'), '9');
    await user.click(dialog.getByRole('button', { name: 'Add game 2' }));
    await user.type(game(2).getByLabelText('Score of Lumen Squad'), '7');
    await user.type(game(2).getByLabelText('Score of Cobalt Trio'), '13');
    expect(dialog.getByText('Bo3 · series 1-1')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save result' }));
    expect(
      await dialog.findByText(/This best-of-3 is not decided yet: a team needs 2 game wins/),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/admin/matches/11/result')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Add game 3' }));
    await user.type(game(3).getByLabelText('Score of Lumen Squad'), '13');
    await user.type(game(3).getByLabelText('Score of Cobalt Trio'), '11');
    expect(dialog.queryByRole('button', { name: 'Add game 4' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Save result' }));
    expect(await screen.findByText('Result saved')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/matches/11/result')[0]!.body).toEqual({
      opponent1_score: 2,
      opponent2_score: 1,
      games: [
        { opponent1_score: 13, opponent2_score: 9 },
        { opponent1_score: 7, opponent2_score: 13 },
        { opponent1_score: 13, opponent2_score: 11 },
      ],
    });
  });

  it("enters a Bo3 game by game from the results' matches list and shows each series' games there", async () => {
    const bracket = makeBracket(9);
    const semi1 = bracket.matches.find((m) => m.id === 11)!;
    semi1.best_of = 3;
    semi1.opponent1 = { id: 1, position: 1, score: 2, result: 'win' };
    semi1.opponent2 = { id: 2, position: 2, score: 1, result: 'loss' };
    semi1.games = [
      { opponent1_score: 13, opponent2_score: 11 },
      { opponent1_score: 9, opponent2_score: 13 },
      { opponent1_score: 13, opponent2_score: 7 },
    ];
    bracket.matches.find((m) => m.id === 12)!.best_of = 3;
    bracket.matches.find((m) => m.id === 13)!.best_of = 5;
    const api = detailApi(makeAdminTournament({ tournament_state: 'underway', enrolled_teams: 4 }), {
      'GET /api/tournament-bracket': ok('Bracket', { data: bracket }),
      'POST /api/admin/matches/12/result': ok('Result saved', {
        data: { match_id: 12, status: 'confirmed', reset_match_ids: [], affected_team_ids: [] },
      }),
    });
    const { user } = await open();
    const matches = within(await screen.findByRole('region', { name: 'Matches table' }));
    expect(matches.getByRole('columnheader', { name: 'Games' })).toBeInTheDocument();
    const rows = matches.getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('Cobalt TrioBo3: 13–11, 9–13, 13–7Confirmed');
    expect(rows[1]!.textContent).toContain('Halcyon FiveBo3One captain reported');
    expect(rows[2]!.textContent).toContain('To be decidedBo5Waiting for teams');

    await user.click(matches.getByRole('button', { name: /Set result: Semi-final 2/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set the result: Semi-final' }));
    expect(dialog.getByText(/Best of 3: the first team to win 2 games takes the series/)).toBeInTheDocument();
    const game = (n: number) => within(dialog.getByRole('group', { name: `Game ${n}` }));
    await user.type(game(1).getByLabelText('Score of Mistral Duo'), '6');
    await user.type(game(1).getByLabelText('Score of Halcyon Five'), '2');
    await user.click(dialog.getByRole('button', { name: 'Add game 2' }));
    await user.type(game(2).getByLabelText('Score of Mistral Duo'), '6');
    await user.type(game(2).getByLabelText('Score of Halcyon Five'), '4');
    // Decided 2-0: no third game is offered.
    expect(dialog.queryByRole('button', { name: 'Add game 3' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Save result' }));
    expect(await screen.findByText('Result saved')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/matches/12/result')[0]!.body).toEqual({
      opponent1_score: 2,
      opponent2_score: 0,
      games: [
        { opponent1_score: 6, opponent2_score: 2 },
        { opponent1_score: 6, opponent2_score: 4 },
      ],
    });
  });

  it("starts a series correction from the results' list at its decided games", async () => {
    const bracket = makeBracket(9);
    const semi1 = bracket.matches.find((m) => m.id === 11)!;
    semi1.best_of = 3;
    semi1.opponent1 = { id: 1, position: 1, score: 2, result: 'win' };
    semi1.opponent2 = { id: 2, position: 2, score: 0, result: 'loss' };
    semi1.games = [
      { opponent1_score: 13, opponent2_score: 11 },
      { opponent1_score: 13, opponent2_score: 7 },
    ];
    detailApi(makeAdminTournament({ tournament_state: 'underway', enrolled_teams: 4 }), {
      'GET /api/tournament-bracket': ok('Bracket', { data: bracket }),
    });
    const { user } = await open();
    const matches = within(await screen.findByRole('region', { name: 'Matches table' }));
    await user.click(matches.getByRole('button', { name: /Correct result: Semi-final 1/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Correct the result: Semi-final' }));
    const game = (n: number) => within(dialog.getByRole('group', { name: `Game ${n}` }));
    expect(game(1).getByLabelText('Score of Lumen Squad')).toHaveValue(13);
    expect(game(2).getByLabelText('Score of Cobalt Trio')).toHaveValue(7);
  });

  it("names who forfeited in the results' score column, not a 0-0 draw", async () => {
    const bracket = makeBracket(9);
    const semi = bracket.matches.find((m) => m.id === 11)!;
    semi.opponent1 = { id: 1, position: 1, result: 'win' };
    semi.opponent2 = { id: 2, position: 2, forfeit: true };
    detailApi(makeAdminTournament({ tournament_state: 'underway', enrolled_teams: 4 }), {
      'GET /api/tournament-bracket': ok('Bracket', { data: bracket }),
    });
    await open();
    const matches = within(await screen.findByRole('region', { name: 'Matches table' }));
    expect(matches.getAllByRole('row')[1]!.textContent).toContain(
      'Lumen SquadCobalt Trio: Lost by forfeit (no-show)Cobalt Trio',
    );
  });

  it('shows a forfeited match in the control room as won and lost by forfeit, not as reports', async () => {
    const forfeited = makeControlRoom();
    const [first] = forfeited.matches;
    forfeited.matches[0] = {
      ...first!,
      state: 'confirmed',
      deadline_state: 'closed',
      opponent1: { ...first!.opponent1!, forfeit: true },
    };
    detailApi(makeAdminTournament({ tournament_state: 'underway', enrolled_teams: 4 }), {
      'GET /api/admin/tournaments/9/control-room': ok('Control room', { data: forfeited }),
    });
    await open();
    const room = within(await screen.findByRole('region', { name: 'Control room table' }));
    const row = room.getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Lumen Squad: Lost by forfeit (no-show)');
    expect(row.textContent).toContain('Cobalt Trio: Won by forfeit');
    expect(row.textContent).not.toContain('nothing');
  });

  describe('the control room, live', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("follows the tournament's public stream: fetches again on an event, polls only while the stream is down", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const stream = testEventStream();
      let streamAnswers = 0;
      const api = detailApi(makeAdminTournament({ tournament_state: 'underway', enrolled_teams: 4 }), {
        'GET /api/tournament-stream': () => {
          streamAnswers += 1;
          return streamAnswers === 1 ? stream.response : fail(404, 'The tournament was not found');
        },
      });
      await open();
      await screen.findByRole('region', { name: 'Control room table' });
      const controlRoom = () => api.calls('GET /api/admin/tournaments/9/control-room').length;
      await waitFor(() => expect(api.calls('GET /api/tournament-stream')).toHaveLength(1));
      expect(api.calls('GET /api/tournament-stream')[0]!.url).toBe('/api/tournament-stream?tournament_id=9');
      stream.send('ready', { tournament_id: 9 });
      await waitFor(() => expect(controlRoom()).toBe(1));

      // Open stream: no polling, however long the organiser watches.
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(controlRoom()).toBe(1);

      // A captain reports: the stream says so and the control room asks again.
      stream.send(
        'update',
        {
          id: 200,
          type: 'match.opponent_reported',
          tournament_id: 9,
          match_id: 12,
          team_id: 44,
          topics: ['bracket'],
          created_at: '2026-11-24T10:41:00.000Z',
        },
        200,
      );
      await waitFor(() => expect(controlRoom()).toBe(2));

      // The stream drops and the next attempt is refused: the control room falls back to asking every 5 s.
      stream.end();
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      await waitFor(() => expect(streamAnswers).toBe(2));
      const before = controlRoom();
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      await waitFor(() => expect(controlRoom()).toBeGreaterThan(before));
    });
  });
});

describe('an underway tournament in the console, in German (decision 0062)', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    window.localStorage.clear();
  });

  it('shows the matches, the control room and the match audit in German', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    detailApi(makeAdminTournament({ tournament_state: 'underway', enrolled_teams: 4 }));
    await open();
    const matches = within(await screen.findByRole('region', { name: 'Tabelle Matches' }));
    const rows = matches.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Lumen Squad3 – 1Cobalt Trio-Bestätigt'),
      expect.stringContaining('Mistral Duo- – -Halcyon Five-Ein Kapitän hat gemeldet'),
      expect.stringContaining('Lumen Squad- – -Steht noch nicht fest-Wartet auf Teams'),
    ]);
    const room = within(screen.getByRole('region', { name: 'Kontrollraum' }));
    expect(
      room.getByText(/Kapitäne haben 30 Minuten, um ein bereites Match zu melden\./),
    ).toBeInTheDocument();
    expect(room.getAllByText('Nicht erschienen').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Match-Protokoll' })).toBeInTheDocument();
  });

  it("says the API's English round names in German wherever the console shows them", async () => {
    window.history.replaceState(null, '', '/?lang=de');
    detailApi(makeAdminTournament({ tournament_state: 'underway', enrolled_teams: 4 }), {
      'GET /api/admin/disputes': ok('Disputes', { data: [makeDispute({ match_id: 12 })] }),
      'GET /api/admin/match-audit': ok('Match results audit', {
        data: [
          {
            id: 1,
            tournament_id: 9,
            match_id: 11,
            actor_user_id: 1,
            actor_name: 'Admin',
            action: 'admin_set',
            before: { status: 2, opponent1: null, opponent2: null },
            after: {
              status: 4,
              opponent1: { team_id: 41, score: 3, result: 'win' },
              opponent2: { team_id: 42, score: 1, result: 'loss' },
            },
            reason: null,
            created_at: '2026-11-24T10:30:00.000Z',
          },
        ],
      }),
    });
    const { user } = await open();
    const matches = within(await screen.findByRole('region', { name: 'Tabelle Matches' }));
    expect(matches.getAllByRole('row').map((row) => row.textContent)).toEqual([
      expect.any(String),
      expect.stringMatching(/^Halbfinale · 1Lumen Squad/),
      expect.stringMatching(/^Halbfinale · 2Mistral Duo/),
      expect.stringMatching(/^Finale · 1Lumen Squad/),
    ]);

    const room = within(screen.getByRole('region', { name: 'Tabelle Kontrollraum' }));
    const roomRows = room.getAllByRole('row').slice(1);
    expect(roomRows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Halbfinale',
      'Halbfinale',
    ]);

    const disputes = within(screen.getByRole('region', { name: 'Streitfälle' }));
    expect(
      await disputes.findByRole('heading', { name: 'Halbfinale: Team 41 gegen Team 42' }),
    ).toBeInTheDocument();
    const audit = within(await screen.findByRole('region', { name: 'Tabelle Match-Protokoll' }));
    expect(await audit.findByText('Halbfinale')).toBeInTheDocument();

    // The dialog's title says the round in German too; no English name is left on the page.
    await user.click(disputes.getByRole('button', { name: /^Streitfall lösen: Halbfinale, Team 41/ }));
    expect(await screen.findByRole('dialog', { name: 'Ergebnis festlegen: Halbfinale' })).toBeInTheDocument();
    expect(screen.queryByText(/Semi-final/)).not.toBeInTheDocument();
  });

  it('refuses a draw in German when correcting a result', async () => {
    window.history.replaceState(null, '', '/?lang=de');
    const api = detailApi(makeAdminTournament({ tournament_state: 'underway', enrolled_teams: 4 }));
    const { user } = await open();
    const matches = within(await screen.findByRole('region', { name: 'Tabelle Matches' }));
    await user.click(matches.getByRole('button', { name: /^Ergebnis korrigieren: Halbfinale 1/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ergebnis korrigieren: Halbfinale' }));
    await user.clear(dialog.getByLabelText('Punkte von Lumen Squad'));
    await user.type(dialog.getByLabelText('Punkte von Lumen Squad'), '1');
    await user.clear(dialog.getByLabelText('Punkte von Cobalt Trio'));
    await user.type(dialog.getByLabelText('Punkte von Cobalt Trio'), '1');
    await user.type(dialog.getByLabelText('Grund der Korrektur'), 'Videobeweis');
    await user.click(dialog.getByRole('button', { name: 'Ergebnis speichern' }));
    expect(await dialog.findByText('Ein Match kann nicht unentschieden enden.')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/matches/11/result')).toHaveLength(0);
  });
});
