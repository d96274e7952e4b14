/** The console's tournaments: create, edit, lists, participants, images and organiser seeding. */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTournament, AdminTournamentDetail } from '@arena/shared/admin-catalogue';
import { tournamentEntries } from '../../db/schema/tournament-entries';
import { tournaments } from '../../db/schema/tournaments';
import { users } from '../../db/schema/users';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { insertSignedInPlayers } from '../../../test/fixtures';
import { enrol, insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import {
  DAY,
  consoleCalls,
  picture,
  refusal,
  tournamentForm,
  type Auth,
} from '../../../test/console-fixtures';
import { multipart } from '../../../test/upload-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { admin, send, get, upload, createTournament } = consoleCalls(() => t);

describe('creating tournaments', () => {
  it('creates a tournament with every field; the public pages show it with sanitised HTML', async () => {
    const organiser = await admin();
    const game = await insertGame(t.database.db, { gameName: 'Rocket League' });
    const form = tournamentForm(game.id);
    const created = await createTournament(organiser.auth, form);
    expect(created).toMatchObject({
      game_id: game.id,
      game_name: 'Rocket League',
      tournament_name: 'Spring Open',
      tournament_state: 'pending',
      entry_fee: 10,
      total_teams: 16,
      enrolled_teams: 0,
      team_size: 2,
      winning_prize: 250.5,
      prize_split: [60, 30, 10],
      bracket_format: 'double_elimination',
      seeding: 'organiser',
      tournament_start_date: form.tournament_start_date,
      registration_deadline_date: form.registration_deadline_date,
      overview_description: '<p>Rules</p>',
      prize_description: '<ul><li>First</li></ul>',
      started_at: null,
      cancelled_at: null,
      cancel_reason: null,
    });
    const [stored] = await t.database.db.select().from(tournaments).where(eq(tournaments.id, created.id));
    expect(stored?.winningPrizePence).toBe(25_050);
    expect(stored?.overviewDescription).not.toMatch(/script|onclick/);

    const list = body<{ tournaments: Array<{ id: number; tournament_name: string }> }>(
      await get('/api/tournaments-list?tournament_state=upcoming'),
    );
    expect(list.tournaments.map((x) => x.tournament_name)).toEqual(['Spring Open']);
    const details = body<{ tournament: Record<string, unknown> }>(
      await get(`/api/tournament-details?id=${created.id}`),
    );
    expect(details.tournament).toMatchObject({
      winning_prize: 250.5,
      overview_description: '<p>Rules</p>',
      prize_description: '<ul><li>First</li></ul>',
    });
    expect(JSON.stringify(details)).not.toMatch(/<script|onclick|onerror/);
  });

  it('fills the optional fields with their defaults', async () => {
    const organiser = await admin();
    const game = await insertGame(t.database.db);
    const {
      overview_description: _o,
      prize_description: _p,
      prize_split: _s,
      bracket_format: _b,
      seeding: _d,
      tournament_category: _c,
      description: _e,
      ...required
    } = tournamentForm(game.id);
    expect(await createTournament(organiser.auth, required)).toMatchObject({
      description: '',
      overview_description: '',
      prize_split: [100],
      bracket_format: 'single_elimination',
      seeding: 'random',
      tournament_category: 'regular',
    });
  });

  it('stores and answers the series, stage and veto settings; a left-out final length follows best_of', async () => {
    const organiser = await admin();
    const game = await insertGame(t.database.db);
    const series = {
      bracket_format: 'single_elimination',
      best_of: 3,
      third_place_match: true,
      group_stage: { format: 'round_robin', groups: 4, advance: 2 },
      map_pool: [' Hardpoint', 'Search and Destroy', 'Control '],
      veto: 'schedule',
      veto_step_seconds: 45,
    };
    const created = await createTournament(organiser.auth, { ...tournamentForm(game.id), ...series });
    const expected = {
      ...series,
      final_best_of: 3,
      grand_final: 'simple',
      swiss_rounds: null,
      swiss_advance_wins: null,
      swiss_eliminate_losses: null,
      swiss_decider_best_of: null,
      map_pool: ['Hardpoint', 'Search and Destroy', 'Control'],
    };
    expect(created).toMatchObject(expected);
    const detail = body<{ data: AdminTournamentDetail }>(
      await get(`/api/admin/tournaments/${created.id}`, organiser.auth),
    ).data;
    expect(detail.tournament).toMatchObject(expected);

    const swiss = await createTournament(organiser.auth, {
      ...tournamentForm(game.id),
      bracket_format: 'swiss',
      best_of: 1,
      final_best_of: 5,
      swiss_advance_wins: 3,
      swiss_eliminate_losses: 3,
      swiss_decider_best_of: 3,
    });
    expect(swiss).toMatchObject({
      bracket_format: 'swiss',
      best_of: 1,
      final_best_of: 5,
      swiss_advance_wins: 3,
      swiss_eliminate_losses: 3,
      swiss_decider_best_of: 3,
      group_stage: null,
      veto: 'none',
      veto_step_seconds: 60,
    });
  });

  it.each(
    (
      [
        [{ tournament_name: 'X' }, 'Tournament name must be at least 2 characters long'],
        [{ tournament_name: 'x'.repeat(101) }, 'Tournament name cannot exceed 100 characters'],
        [{ team_size: 5 }, 'Team size must be between 1 and 4'],
        [{ team_size: 1.5 }, 'Team size must be a whole number'],
        [{ total_teams: 1 }, 'Total teams must be between 2 and 1024'],
        [{ total_teams: 2000 }, 'Total teams must be between 2 and 1024'],
        [{ entry_fee: -1 }, 'Entry fee must be between 0 and 100000'],
        [{ entry_fee: '10' }, 'Entry fee must be a number'],
        [{ winning_prize: 10.005 }, 'Winning prize can have at most 2 decimal places'],
        [{ winning_prize: -1 }, 'Winning prize cannot be negative'],
        [{ winning_prize: 1_000_000.01 }, 'Winning prize cannot exceed £1,000,000'],
        [{ tournament_category: 'gold' }, 'Category must be regular or vip'],
        [
          { bracket_format: 'ladder' },
          'Bracket format must be single_elimination, double_elimination, round_robin or swiss',
        ],
        [{ best_of: 2 }, 'Best of must be 1, 3, 5 or 7'],
        [{ final_best_of: 9 }, 'Final best of must be 1, 3, 5 or 7'],
        [
          { bracket_format: 'round_robin', grand_final: 'double' },
          'A double grand final needs a double elimination bracket.',
        ],
        [
          { bracket_format: 'double_elimination', third_place_match: true },
          'A third-place match needs a single elimination bracket (or a single elimination playoff).',
        ],
        [{ swiss_rounds: 5 }, 'Swiss settings need the Swiss format or a Swiss group stage.'],
        [
          { bracket_format: 'swiss', swiss_advance_wins: 3 },
          'Swiss advance wins and Swiss eliminate losses are given together.',
        ],
        [
          { bracket_format: 'swiss', swiss_rounds: 5, swiss_advance_wins: 3, swiss_eliminate_losses: 3 },
          'Give either Swiss rounds, or Swiss advance wins with Swiss eliminate losses (the Major style), not both.',
        ],
        [
          { bracket_format: 'swiss', swiss_rounds: 5, swiss_decider_best_of: 3 },
          'Swiss decider best of needs Swiss advance wins and Swiss eliminate losses.',
        ],
        [
          { bracket_format: 'round_robin', group_stage: { format: 'round_robin', groups: 2, advance: 2 } },
          'A group stage feeds a single or double elimination playoff.',
        ],
        [
          { bracket_format: 'single_elimination', group_stage: { format: 'swiss', groups: 2, advance: 2 } },
          'A Swiss group stage is played as one group.',
        ],
        [
          { total_teams: 16, group_stage: { format: 'round_robin', groups: 4, advance: 4 } },
          'Fewer teams must advance from each group than the group holds.',
        ],
        [
          { total_teams: 16, group_stage: { format: 'round_robin', groups: 9, advance: 1 } },
          'Each group needs at least 2 teams: use fewer groups or more total teams.',
        ],
        [{ map_pool: ['Hardpoint', 'hardpoint '] }, 'Each map or mode can be in the map pool once only.'],
        [{ map_pool: ['Hardpoint'] }, 'The map pool needs at least 2 maps or modes, or none.'],
        [{ veto: 'bans' }, 'A veto needs a map pool of at least 2 maps or modes.'],
        [
          { veto: 'bans', best_of: 3, final_best_of: 5, map_pool: ['A', 'B', 'C', 'D'] },
          'The map pool needs at least 5 maps or modes, one for each game.',
        ],
        [{ veto: 'pick' }, 'Veto must be none, bans, ban_pick or schedule'],
        [{ veto_step_seconds: 5 }, 'Veto step seconds must be between 10 and 600'],
        [{ seeding: 'manual' }, 'Seeding must be random, organiser or rating'],
        [{ region: '' }, 'Region must be at least 2 characters long'],
        [{ prize_split: [50, 40] }, 'The prize split must add up to exactly 100%.'],
        [{ prize_split: [33.33, 33.33, 33.33] }, 'The prize split must add up to exactly 100%.'],
        [{ prize_split: [] }, 'Prize split needs at least one place'],
        [{ prize_split: [110, -10] }, 'A prize split share cannot exceed 100'],
        [
          { prize_split: Array.from({ length: 17 }, () => 100 / 17) },
          'Prize split cannot have more than 16 places',
        ],
        [
          { prize_split: [50, 25, 25], total_teams: 2 },
          'The prize split cannot pay more places than the tournament has teams.',
        ],
        [
          { tournament_start_date: '2030-05-01T18:00' },
          'Start date must be a date and time with its time zone, e.g. 2026-05-01T18:00:00Z',
        ],
        [
          { tournament_end_date: 'soon' },
          'End date must be a date and time with its time zone, e.g. 2026-05-01T18:00:00Z',
        ],
        [{ registration_deadline_date: undefined }, 'Registration deadline is required'],
        [{ overview_description: 'x'.repeat(20_001) }, 'Overview cannot exceed 20000 characters'],
      ] as Array<[Record<string, unknown>, string]>
    ).map(([overrides, message]) => ({ overrides, message, form: JSON.stringify(overrides).slice(0, 60) })),
  )('refuses $form with "$message"', async ({ overrides, message }) => {
    const organiser = await admin();
    const game = await insertGame(t.database.db);
    const response = await send(
      'POST',
      '/api/admin/tournaments',
      organiser.auth,
      tournamentForm(game.id, overrides),
    );
    expect(refusal(response)).toEqual({ status: 400, error: message });
    expect(await t.database.db.select().from(tournaments)).toHaveLength(0);
  });

  it('refuses dates out of order, a start in the past, an unknown game and an archived game', async () => {
    const organiser = await admin();
    const game = await insertGame(t.database.db);
    const archived = await insertGame(t.database.db, { archivedAt: new Date() });
    const start = new Date(Date.now() + 5 * DAY);
    const at = (offset: number) => new Date(start.getTime() + offset).toISOString();
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        {
          tournament_start_date: at(0),
          registration_deadline_date: at(60_000),
          tournament_end_date: at(DAY),
        },
        'The registration deadline cannot be after the start date.',
      ],
      [
        { tournament_start_date: at(0), registration_deadline_date: at(-1), tournament_end_date: at(0) },
        'The end date must be after the start date.',
      ],
      [
        {
          tournament_start_date: new Date(Date.now() - DAY).toISOString(),
          registration_deadline_date: new Date(Date.now() - 2 * DAY).toISOString(),
          tournament_end_date: at(0),
        },
        'The start date must be in the future.',
      ],
      [{ game_id: 999_999 }, 'The selected game does not exist.'],
      [{ game_id: archived.id }, 'The selected game is archived; choose a game that is in the catalogue.'],
    ];
    for (const [overrides, message] of cases) {
      const response = await send(
        'POST',
        '/api/admin/tournaments',
        organiser.auth,
        tournamentForm(game.id, overrides),
      );
      expect(refusal(response), message).toEqual({ status: 400, error: message });
    }
    // A deadline equal to the start is allowed.
    await createTournament(
      organiser.auth,
      tournamentForm(game.id, {
        registration_deadline_date: at(0),
        tournament_start_date: at(0),
        tournament_end_date: at(1),
      }),
    );
    expect(await t.database.db.select().from(tournaments)).toHaveLength(1);
  });
});

describe('editing tournaments', () => {
  it('edits every field of a pending tournament and the public pages follow', async () => {
    const organiser = await admin();
    const game = await insertGame(t.database.db);
    const other = await insertGame(t.database.db, { gameName: 'Other Game' });
    const created = await createTournament(organiser.auth, tournamentForm(game.id));
    const changed = tournamentForm(other.id, {
      tournament_name: 'Summer Open',
      tournament_category: 'vip',
      entry_fee: 0,
      total_teams: 8,
      team_size: 4,
      region: 'Nordics',
      winning_prize: 1000,
      overview_description: '<h2>New</h2><a href="javascript:alert(1)">x</a>',
      prize_split: [100],
      bracket_format: 'round_robin',
      seeding: 'random',
    });
    const response = await send('PUT', `/api/admin/tournaments/${created.id}`, organiser.auth, changed);
    expect(body<{ data: AdminTournament }>(response)).toMatchObject({
      message: 'The tournament has been updated',
      data: {
        game_name: 'Other Game',
        tournament_name: 'Summer Open',
        tournament_category: 'vip',
        team_size: 4,
        winning_prize: 1000,
        overview_description: '<h2>New</h2><a rel="noopener noreferrer nofollow">x</a>',
        bracket_format: 'round_robin',
      },
    });
    const details = body<{ tournament: Record<string, unknown> }>(
      await get(`/api/tournament-details?id=${created.id}`),
    );
    expect(details.tournament).toMatchObject({
      tournament_name: 'Summer Open',
      region: 'Nordics',
      team_size: 4,
    });
  });

  it('keeps game, size, fee and category once teams have entered, and never fewer slots than entries', async () => {
    const organiser = await admin();
    const game = await insertGame(t.database.db);
    const created = await createTournament(
      organiser.auth,
      tournamentForm(game.id, { total_teams: 4, team_size: 1 }),
    );
    const players = await insertSignedInPlayers(t.database, 3);
    for (const player of players) {
      await enrol(t.database.db, created.id, await insertTeam(t.database.db, [player.user.id]));
    }
    const base = tournamentForm(game.id, { total_teams: 4, team_size: 1, prize_split: [100] });
    const put = (overrides: Record<string, unknown>) =>
      send('PUT', `/api/admin/tournaments/${created.id}`, organiser.auth, { ...base, ...overrides });

    expect(refusal(await put({ team_size: 2 }))).toEqual({
      status: 400,
      error: 'Team size cannot change once teams have entered.',
    });
    const otherGame = await insertGame(t.database.db);
    expect(refusal(await put({ game_id: otherGame.id }))).toEqual({
      status: 400,
      error: 'Game cannot change once teams have entered.',
    });
    expect(refusal(await put({ entry_fee: 20 }))).toEqual({
      status: 400,
      error: 'Entry fee cannot change once teams have entered.',
    });
    expect(refusal(await put({ tournament_category: 'vip' }))).toEqual({
      status: 400,
      error: 'Category cannot change once teams have entered.',
    });
    expect(refusal(await put({ total_teams: 2 }))).toEqual({
      status: 400,
      error: 'Total teams cannot be lower than the 3 teams already entered.',
    });
    const all = await put({ team_size: 3, total_teams: 2, entry_fee: 0 });
    expect(body(all).error).toEqual([
      'Team size cannot change once teams have entered.',
      'Entry fee cannot change once teams have entered.',
      'Total teams cannot be lower than the 3 teams already entered.',
    ]);

    const allowed = await put({ total_teams: 3, tournament_name: 'Renamed Cup', winning_prize: 99.99 });
    expect(body<{ data: AdminTournament }>(allowed).data).toMatchObject({
      total_teams: 3,
      enrolled_teams: 3,
      tournament_name: 'Renamed Cup',
    });
  });

  it('refuses to edit a tournament that has started or ended, and unknown ids', async () => {
    const organiser = await admin();
    const game = await insertGame(t.database.db);
    for (const state of ['underway', 'completed', 'cancelled'] as const) {
      const cup = await insertTournament(t.database.db, game.id, { tournamentState: state });
      const response = await send(
        'PUT',
        `/api/admin/tournaments/${cup.id}`,
        organiser.auth,
        tournamentForm(game.id),
      );
      expect(refusal(response)).toEqual({
        status: 400,
        error: 'Only a tournament that has not started can be edited.',
      });
    }
    expect(
      (await send('PUT', '/api/admin/tournaments/999999', organiser.auth, tournamentForm(game.id)))
        .statusCode,
    ).toBe(404);
    expect((await get('/api/admin/tournaments/999999', organiser.auth)).statusCode).toBe(404);
    expect((await get('/api/admin/tournaments/abc', organiser.auth)).statusCode).toBe(400);
  });

  it('refuses to move a pending tournament onto an archived game or its start into the past', async () => {
    const organiser = await admin();
    const game = await insertGame(t.database.db);
    const archived = await insertGame(t.database.db, { archivedAt: new Date() });
    const created = await createTournament(organiser.auth, tournamentForm(game.id));
    const put = (overrides: Record<string, unknown>) =>
      send('PUT', `/api/admin/tournaments/${created.id}`, organiser.auth, tournamentForm(game.id, overrides));
    expect(refusal(await put({ game_id: archived.id }))).toEqual({
      status: 400,
      error: 'The selected game is archived; choose a game that is in the catalogue.',
    });
    const past = Date.now() - DAY;
    expect(
      refusal(
        await put({
          tournament_start_date: new Date(past).toISOString(),
          registration_deadline_date: new Date(past - DAY).toISOString(),
        }),
      ),
    ).toEqual({ status: 400, error: 'The start date must be in the future.' });
  });
});

describe('tournament lists, participants and images', () => {
  it('lists every state, cancelled included, with search, state filter, entered counts and pages', async () => {
    const organiser = await admin();
    const game = await insertGame(t.database.db);
    const states = ['pending', 'underway', 'completed', 'cancelled'] as const;
    for (const [i, state] of states.entries()) {
      await insertTournament(t.database.db, game.id, {
        tournamentName: `${state} cup`,
        tournamentState: state,
        tournamentStartDate: new Date(Date.now() + (i + 1) * DAY),
      });
    }
    const [pending] = await t.database.db
      .select()
      .from(tournaments)
      .where(eq(tournaments.tournamentName, 'pending cup'));
    const [player] = await insertSignedInPlayers(t.database, 1);
    await enrol(t.database.db, pending!.id, await insertTeam(t.database.db, [player!.user.id]));

    type ListBody = { data: Array<{ tournament_name: string; enrolled_teams: number }>; pagination: unknown };
    const all = body<ListBody>(await get('/api/admin/tournaments', organiser.auth));
    expect(all.data.map((x) => x.tournament_name)).toEqual([
      'cancelled cup',
      'completed cup',
      'underway cup',
      'pending cup',
    ]);
    expect(all.data.find((x) => x.tournament_name === 'pending cup')?.enrolled_teams).toBe(1);
    expect(all.data[0]).not.toHaveProperty('overview_description');
    const cancelled = body<ListBody>(await get('/api/admin/tournaments?state=cancelled', organiser.auth));
    expect(cancelled.data.map((x) => x.tournament_name)).toEqual(['cancelled cup']);
    const searched = body<ListBody>(await get('/api/admin/tournaments?search=UNDER', organiser.auth));
    expect(searched.data.map((x) => x.tournament_name)).toEqual(['underway cup']);
    const paged = body<ListBody>(await get('/api/admin/tournaments?page=2&per_page=3', organiser.auth));
    expect(paged.data.map((x) => x.tournament_name)).toEqual(['pending cup']);
    expect(paged.pagination).toEqual({ page: 2, per_page: 3, total: 4, last_page: 2 });
    expect((await get('/api/admin/tournaments?state=finished', organiser.auth)).statusCode).toBe(400);
  });

  it('shows every entry with its status, seed, captain, fee paid and roster with platform IDs', async () => {
    const organiser = await admin();
    const game = await insertGame(t.database.db);
    const cup = await createTournament(
      organiser.auth,
      tournamentForm(game.id, { entry_fee: 0, team_size: 2 }),
    );
    const [captain, mate, leaver, leaverMate] = await insertSignedInPlayers(t.database, 4);
    await t.database.db
      .update(users)
      .set({ psn: 'MatePSN', discord: 'mate#1' })
      .where(eq(users.id, mate!.user.id));
    const team = await insertTeam(t.database.db, [captain!.user.id, mate!.user.id], 'Night Owls');
    const leavingTeam = await insertTeam(
      t.database.db,
      [leaver!.user.id, leaverMate!.user.id],
      'Early Birds',
    );
    for (const [who, teamId] of [
      [captain!, team.id],
      [leaver!, leavingTeam.id],
    ] as const) {
      const enrolled = await send('POST', '/api/add-tournament-participants', who.auth, {
        tournament_id: cup.id,
        team_id: teamId,
        captain_id: who.user.id,
      });
      expect(enrolled.statusCode, enrolled.body).toBe(200);
    }
    const left = await t.app.inject({
      method: 'DELETE',
      url: '/api/remove-tournament-participants',
      headers: leaver!.auth,
      payload: { tournament_id: cup.id, captain_id: leaver!.user.id },
    });
    expect(left.statusCode, left.body).toBe(200);

    const detail = body<{ data: AdminTournamentDetail }>(
      await get(`/api/admin/tournaments/${cup.id}`, organiser.auth),
    ).data;
    expect(detail.tournament).toMatchObject({ id: cup.id, enrolled_teams: 1, prize_split: [60, 30, 10] });
    expect(detail.participants.map((p) => [p.team_name, p.status])).toEqual([
      ['Night Owls', 'active'],
      ['Early Birds', 'left'],
    ]);
    const [owls] = detail.participants;
    expect(owls).toMatchObject({
      team_id: team.id,
      seed: null,
      entry_fee_paid: 0,
      captain: { id: captain!.user.id, name: captain!.user.name },
    });
    expect(owls!.players.map((p) => [p.id, p.is_captain, p.psn, p.discord])).toEqual([
      [captain!.user.id, true, null, null],
      [mate!.user.id, false, 'MatePSN', 'mate#1'],
    ]);
    expect(owls!.players[0]!.player_id).toMatch(/^AR-/);
    expect(JSON.stringify(detail)).not.toMatch(/password|token_hash|invite/i);
  });

  it('stores a tournament banner and a bracket image, shown on the public detail page', async () => {
    const organiser = await admin();
    const game = await insertGame(t.database.db);
    const cup = await insertTournament(t.database.db, game.id, { tournamentState: 'underway' });
    const banner = await upload(
      `/api/admin/tournaments/${cup.id}/banner`,
      organiser.auth,
      multipart('banner', 't.png', 'image/png', await picture('png', 960, 540)),
    );
    expect(body<{ data: AdminTournament }>(banner).data.tournament_banner).toMatch(
      /^tournaments\/[\w-]{16}\.png$/,
    );
    const bracket = await upload(
      `/api/admin/tournaments/${cup.id}/bracket-image`,
      organiser.auth,
      multipart('image', 'bracket.jpg', 'image/jpeg', await picture('jpeg', 800, 3000)),
    );
    const bracketPath = body<{ data: AdminTournament }>(bracket).data.bracket_image_url!;
    expect(bracketPath).toMatch(/^brackets\/[\w-]{16}\.jpg$/);
    const meta = await sharp((await get(`/storage/${bracketPath}`)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([640, 2400]);
    const details = body<{ tournament: Record<string, unknown> }>(
      await get(`/api/tournament-details?id=${cup.id}`),
    );
    expect(details.tournament).toMatchObject({ bracket_image_url: bracketPath });

    const fake = multipart('image', 'b.png', 'image/png', Buffer.from('not a picture at all'));
    expect(
      refusal(await upload(`/api/admin/tournaments/${cup.id}/bracket-image`, organiser.auth, fake)),
    ).toEqual({
      status: 415,
      error: 'Only JPEG, JPG, and PNG files are allowed.',
    });
    const png = multipart('banner', 't.png', 'image/png', await picture('png', 8, 8));
    expect((await upload('/api/admin/tournaments/999999/banner', organiser.auth, png)).statusCode).toBe(404);
  });
});

describe('organiser seeding', () => {
  async function seededCup(organiser: { auth: Auth }, overrides: Record<string, unknown> = {}) {
    const game = await insertGame(t.database.db);
    const cup = await createTournament(
      organiser.auth,
      tournamentForm(game.id, { team_size: 1, ...overrides }),
    );
    const players = await insertSignedInPlayers(t.database, 3);
    const teams = [];
    for (const [i, player] of players.entries()) {
      const team = await insertTeam(t.database.db, [player.user.id], `Seed team ${i + 1}`);
      await enrol(t.database.db, cup.id, team);
      teams.push(team);
    }
    return { cup, teams };
  }

  it('sets one seed per entered team and shows them on the participants', async () => {
    const organiser = await admin();
    const { cup, teams } = await seededCup(organiser);
    const [a, b, c] = teams;
    const response = await send('PUT', `/api/admin/tournaments/${cup.id}/seeds`, organiser.auth, {
      seeds: [
        { team_id: a!.id, seed: 3 },
        { team_id: b!.id, seed: 1 },
        { team_id: c!.id, seed: 2 },
      ],
    });
    expect(body<{ data: unknown }>(response)).toMatchObject({
      message: 'The seeds have been saved',
      data: [
        { team_id: b!.id, seed: 1 },
        { team_id: c!.id, seed: 2 },
        { team_id: a!.id, seed: 3 },
      ],
    });
    const detail = body<{ data: AdminTournamentDetail }>(
      await get(`/api/admin/tournaments/${cup.id}`, organiser.auth),
    ).data;
    expect(detail.participants.map((p) => [p.team_id, p.seed])).toEqual([
      [b!.id, 1],
      [c!.id, 2],
      [a!.id, 3],
    ]);
  });

  it('refuses seeds out of range, twice, missing or for teams not entered, and outside organiser seeding', async () => {
    const organiser = await admin();
    const { cup, teams } = await seededCup(organiser);
    const [a, b, c] = teams.map((team) => team.id);
    const [outsider] = await insertSignedInPlayers(t.database, 1);
    const stranger = await insertTeam(t.database.db, [outsider!.user.id]);
    const seeds = (list: Array<[number, number]>) =>
      send('PUT', `/api/admin/tournaments/${cup.id}/seeds`, organiser.auth, {
        seeds: list.map(([team_id, seed]) => ({ team_id, seed })),
      });
    expect(
      refusal(
        await seeds([
          [a!, 1],
          [b!, 2],
          [c!, 4],
        ]),
      ),
    ).toEqual({
      status: 400,
      error: 'Seeds must run from 1 to 3, the number of teams entered.',
    });
    expect(
      refusal(
        await seeds([
          [a!, 1],
          [b!, 1],
          [c!, 2],
        ]),
      ),
    ).toEqual({
      status: 400,
      error: 'Each seed can be given to one team only.',
    });
    expect(
      refusal(
        await seeds([
          [a!, 1],
          [a!, 2],
          [c!, 3],
        ]),
      ),
    ).toEqual({
      status: 400,
      error: 'Each team can be seeded once only.',
    });
    expect(
      refusal(
        await seeds([
          [a!, 1],
          [b!, 2],
        ]),
      ),
    ).toEqual({
      status: 400,
      error: 'Give each of the 3 entered teams one seed.',
    });
    expect(
      refusal(
        await seeds([
          [a!, 1],
          [b!, 2],
          [stranger.id, 3],
        ]),
      ),
    ).toEqual({
      status: 400,
      error: 'Every seeded team must be entered in this tournament.',
    });
    expect(
      refusal(
        await seeds([
          [a!, 0],
          [b!, 2],
          [c!, 3],
        ]),
      ),
    ).toEqual({ status: 400, error: 'Seed must be between 1 and 1024' });

    const random = await seededCup(organiser, { seeding: 'random' });
    const onRandom = await send('PUT', `/api/admin/tournaments/${random.cup.id}/seeds`, organiser.auth, {
      seeds: random.teams.map((team, i) => ({ team_id: team.id, seed: i + 1 })),
    });
    expect(refusal(onRandom)).toEqual({
      status: 400,
      error: 'Seeds can be set only when seeding is set to organiser or rating.',
    });

    await t.database.db
      .update(tournaments)
      .set({ tournamentState: 'underway' })
      .where(eq(tournaments.id, cup.id));
    expect(
      refusal(
        await seeds([
          [a!, 1],
          [b!, 2],
          [c!, 3],
        ]),
      ),
    ).toEqual({
      status: 400,
      error: 'Seeds can be changed only before the tournament starts.',
    });
    const stored = await t.database.db
      .select()
      .from(tournamentEntries)
      .where(eq(tournamentEntries.tournamentId, cup.id));
    expect(stored.map((e) => e.seed)).toEqual([null, null, null]);
  });
});
