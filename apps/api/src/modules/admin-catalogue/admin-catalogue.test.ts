import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminGame, AdminTournament, AdminTournamentDetail } from '@arena/shared/admin-catalogue';
import { adminAudit } from '../../db/schema/admin-audit';
import { games } from '../../db/schema/games';
import { contactMessages, pageEntries, pages } from '../../db/schema/pages';
import { tournamentEntries } from '../../db/schema/tournament-entries';
import { tournaments } from '../../db/schema/tournaments';
import { users } from '../../db/schema/users';
import { storageRoot } from '../../integrations/storage/local-storage';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { createAdmin } from '../../../test/admin-fixtures';
import { insertSignedInPlayers, registerAndLogin } from '../../../test/fixtures';
import { enrol, insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = Record<string, string>;
const DAY = 86_400_000;

const admin = () => createAdmin(t.app, t.database);

const send = (method: 'GET' | 'POST' | 'PUT', url: string, auth: Auth, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const get = (url: string, auth: Auth = {}) => send('GET', url, auth);

function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----arena-admin-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (url: string, auth: Auth, form: ReturnType<typeof multipart>) =>
  t.app.inject({ method: 'POST', url, headers: { ...auth, ...form.headers }, payload: form.payload });

const picture = (format: 'png' | 'jpeg' | 'gif', width = 1200, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#3366ff' } })
    .toFormat(format)
    .toBuffer();

/** A valid tournament form: starts in a week, registration closes an hour before. */
function tournamentForm(gameId: number, overrides: Record<string, unknown> = {}) {
  const start = new Date(Date.now() + 7 * DAY);
  return {
    game_id: gameId,
    tournament_name: 'Spring Open',
    description: 'A community cup',
    tournament_category: 'regular',
    entry_fee: 10,
    total_teams: 16,
    region: 'UK & Ireland',
    team_size: 2,
    tournament_start_date: start.toISOString(),
    tournament_end_date: new Date(start.getTime() + DAY).toISOString(),
    registration_deadline_date: new Date(start.getTime() - 3_600_000).toISOString(),
    winning_prize: 250.5,
    overview_description: '<p onclick="steal()">Rules</p><script>alert(1)</script>',
    prize_description: '<ul><li>First</li></ul><img src=x onerror=alert(1)>',
    prize_split: [60, 30, 10],
    bracket_format: 'double_elimination',
    seeding: 'organiser',
    ...overrides,
  };
}

async function createTournament(auth: Auth, form: Record<string, unknown>) {
  const response = await send('POST', '/api/admin/tournaments', auth, form);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: AdminTournament }>(response).data;
}

const auditOf = async (auth: Auth, query = '') =>
  body<{ data: Array<{ action: string; target_id: string | null; before: unknown; after: unknown }> }>(
    await get(`/api/admin/audit?per_page=100${query}`, auth),
  ).data;

const refusal = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  error: body(response).error[0],
});

describe('games', () => {
  it('creates a game that the public catalogue lists, and refuses a name taken in any case with 409', async () => {
    const organiser = await admin();
    const created = await send('POST', '/api/admin/games', organiser.auth, { game_name: '  Rocket League ' });
    expect(body<{ data: AdminGame }>(created)).toMatchObject({
      status: true,
      message: 'The game has been created',
      data: { game_name: 'Rocket League', archived_at: null, tournament_count: 0, game_banner: null },
    });
    const publicList = body<{ data: Array<{ game_name: string }> }>(await get('/api/games-list'));
    expect(publicList.data.map((g) => g.game_name)).toEqual(['Rocket League']);

    const duplicate = await send('POST', '/api/admin/games', organiser.auth, { game_name: 'ROCKET league' });
    expect(refusal(duplicate)).toEqual({
      status: 409,
      error: 'A game called "Rocket League" already exists.',
    });
    expect(refusal(await send('POST', '/api/admin/games', organiser.auth, { game_name: 'X' }))).toEqual({
      status: 400,
      error: 'Game name must be at least 2 characters long',
    });
    expect(refusal(await send('POST', '/api/admin/games', organiser.auth, {}))).toEqual({
      status: 400,
      error: 'Game name is required',
    });
  });

  it('renames a game, refusing another game’s name and unknown ids', async () => {
    const organiser = await admin();
    const fifa = await insertGame(t.database.db, { gameName: 'FC 25' });
    await insertGame(t.database.db, { gameName: 'Valorant' });
    const renamed = await send('PUT', `/api/admin/games/${fifa.id}`, organiser.auth, {
      game_name: 'EA FC 25',
    });
    expect(body<{ data: AdminGame }>(renamed).data.game_name).toBe('EA FC 25');
    const clash = await send('PUT', `/api/admin/games/${fifa.id}`, organiser.auth, { game_name: 'valorant' });
    expect(refusal(clash)).toEqual({ status: 409, error: 'A game called "Valorant" already exists.' });
    // Changing only the case of its own name is fine.
    expect(
      (await send('PUT', `/api/admin/games/${fifa.id}`, organiser.auth, { game_name: 'EA FC 25' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await send('PUT', '/api/admin/games/999999', organiser.auth, { game_name: 'Nope' })).statusCode,
    ).toBe(404);
  });

  it('archives a game out of the public list and back, and refuses while it has open tournaments', async () => {
    const organiser = await admin();
    const game = await insertGame(t.database.db, { gameName: 'Apex' });
    const busy = await insertGame(t.database.db, { gameName: 'Busy' });
    await insertTournament(t.database.db, game.id, { tournamentState: 'completed' });
    await insertTournament(t.database.db, busy.id, { tournamentState: 'pending' });
    await insertTournament(t.database.db, busy.id, { tournamentState: 'underway' });

    const archived = await send('POST', `/api/admin/games/${game.id}/archive`, organiser.auth);
    expect(body<{ data: AdminGame }>(archived).data.archived_at).not.toBeNull();
    const names = async () =>
      body<{ data: Array<{ game_name: string }> }>(await get('/api/games-list')).data.map((g) => g.game_name);
    expect(await names()).toEqual(['Busy']);
    expect(refusal(await send('POST', `/api/admin/games/${game.id}/archive`, organiser.auth))).toEqual({
      status: 409,
      error: 'This game is already archived.',
    });

    expect(refusal(await send('POST', `/api/admin/games/${busy.id}/archive`, organiser.auth))).toEqual({
      status: 400,
      error: 'This game has 2 tournaments open or underway; finish or cancel them before archiving the game.',
    });

    expect((await send('POST', `/api/admin/games/${game.id}/unarchive`, organiser.auth)).statusCode).toBe(
      200,
    );
    expect((await names()).sort()).toEqual(['Apex', 'Busy']);
    expect(refusal(await send('POST', `/api/admin/games/${game.id}/unarchive`, organiser.auth))).toEqual({
      status: 409,
      error: 'This game is not archived.',
    });
    expect((await send('POST', '/api/admin/games/999999/archive', organiser.auth)).statusCode).toBe(404);
  });

  it('lists every game, archived included, with tournament counts, search, status and pages', async () => {
    const organiser = await admin();
    const apex = await insertGame(t.database.db, { gameName: 'Apex Legends' });
    await insertGame(t.database.db, { gameName: 'Chess 100%', archivedAt: new Date() });
    await insertGame(t.database.db, { gameName: 'Brawl' });
    await insertTournament(t.database.db, apex.id, { tournamentState: 'pending' });
    await insertTournament(t.database.db, apex.id, { tournamentState: 'cancelled' });

    const all = body<{ data: AdminGame[]; pagination: unknown }>(
      await get('/api/admin/games', organiser.auth),
    );
    expect(all.data.map((g) => [g.game_name, g.tournament_count, g.open_tournament_count])).toEqual([
      ['Apex Legends', 2, 1],
      ['Brawl', 0, 0],
      ['Chess 100%', 0, 0],
    ]);
    expect(all.pagination).toEqual({ page: 1, per_page: 20, total: 3, last_page: 1 });
    const archivedOnly = body<{ data: AdminGame[] }>(
      await get('/api/admin/games?status=archived', organiser.auth),
    );
    expect(archivedOnly.data.map((g) => g.game_name)).toEqual(['Chess 100%']);
    const searched = body<{ data: AdminGame[] }>(await get('/api/admin/games?search=100%25', organiser.auth));
    expect(searched.data.map((g) => g.game_name)).toEqual(['Chess 100%']);
    const second = body<{ data: AdminGame[]; pagination: unknown }>(
      await get('/api/admin/games?page=2&per_page=2', organiser.auth),
    );
    expect(second.data.map((g) => g.game_name)).toEqual(['Chess 100%']);
    expect(second.pagination).toEqual({ page: 2, per_page: 2, total: 3, last_page: 2 });
    expect((await get('/api/admin/games?status=gone', organiser.auth)).statusCode).toBe(400);
  });

  it('re-encodes an uploaded banner, shows it in the catalogue and deletes the one it replaces', async () => {
    const organiser = await admin();
    const game = await insertGame(t.database.db);
    const url = `/api/admin/games/${game.id}/banner`;
    const first = await upload(
      url,
      organiser.auth,
      multipart('banner', 'b.jpg', 'image/jpeg', await picture('jpeg', 3000, 1500)),
    );
    const firstBanner = body<{ data: AdminGame }>(first).data.game_banner!;
    expect(body(first).message).toBe('The game banner has been updated');
    expect(firstBanner).toMatch(/^games\/[\w-]{16}\.jpg$/);
    const served = await get(`/storage/${firstBanner}`);
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1920, 960]);
    const publicGame = body<{ data: Array<{ game_banner: string | null }> }>(await get('/api/games-list'))
      .data[0];
    expect(publicGame?.game_banner).toBe(firstBanner);

    const second = await upload(
      url,
      organiser.auth,
      multipart('banner', 'b.png', 'image/png', await picture('png', 400, 200)),
    );
    expect(body<{ data: AdminGame }>(second).data.game_banner).toMatch(/^games\/[\w-]{16}\.png$/);
    expect(fs.existsSync(path.join(storageRoot(t.config.dataDir), firstBanner))).toBe(false);
  });

  it('refuses banners as the profile picture does: type by content (415), no file (400), unknown game (404)', async () => {
    const organiser = await admin();
    const game = await insertGame(t.database.db);
    const url = `/api/admin/games/${game.id}/banner`;
    const stored = () => {
      const dir = path.join(storageRoot(t.config.dataDir), 'games');
      return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    };
    const filesBefore = stored();
    for (const form of [
      multipart('banner', 'cat.gif', 'image/gif', await picture('gif', 8, 8)),
      multipart('banner', 'evil.png', 'image/png', Buffer.from('<svg onload="alert(1)"></svg>')),
      multipart('banner', 'evil.jpg', 'image/jpeg', Buffer.from('#!/bin/sh\nrm -rf /\n')),
    ]) {
      expect(refusal(await upload(url, organiser.auth, form))).toEqual({
        status: 415,
        error: 'Only JPEG, JPG, and PNG files are allowed.',
      });
    }
    const png = await picture('png', 8, 8);
    expect(refusal(await upload(url, organiser.auth, multipart('image', 'b.png', 'image/png', png)))).toEqual(
      {
        status: 400,
        error: 'Please select a file.',
      },
    );
    expect(
      refusal(await upload(url, organiser.auth, multipart('banner', 'b.png', 'image/png', Buffer.alloc(0)))),
    ).toEqual({
      status: 400,
      error: 'Please select a file.',
    });
    expect((await send('POST', url, organiser.auth, { banner: 'x' })).statusCode).toBe(415);
    const tooBig = multipart('banner', 'big.jpg', 'image/jpeg', Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect((await upload(url, organiser.auth, tooBig)).statusCode).toBe(413);
    expect(
      (
        await upload(
          '/api/admin/games/999999/banner',
          organiser.auth,
          multipart('banner', 'b.png', 'image/png', png),
        )
      ).statusCode,
    ).toBe(404);
    const [row] = await t.database.db.select().from(games).where(eq(games.id, game.id));
    expect(row?.gameBanner).toBeNull();
    expect(stored()).toEqual(filesBefore);
  });
});

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
          { bracket_format: 'swiss' },
          'Bracket format must be single_elimination, double_elimination or round_robin',
        ],
        [{ seeding: 'manual' }, 'Seeding must be random or organiser'],
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
      error: 'Seeds can be set only when seeding is set to organiser.',
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

describe('pages and the contact inbox', () => {
  it('edits terms and privacy with sanitised HTML that the public pages show', async () => {
    const organiser = await admin();
    const before = body<{ data: Array<Record<string, unknown>> }>(
      await get('/api/admin/pages', organiser.auth),
    );
    expect(before.data).toEqual([
      { key: 'terms-and-conditions', title: 'Terms and Conditions', content: '', updated_at: null },
      { key: 'privacy-policy', title: 'Privacy Policy', content: '', updated_at: null },
    ]);
    const saved = await send('PUT', '/api/admin/pages/terms-and-conditions', organiser.auth, {
      title: 'Terms of Play',
      content: '<h2 onclick="x()">Rules</h2><script>steal()</script><p>Be kind</p>',
    });
    expect(body<{ data: Record<string, unknown> }>(saved).data).toMatchObject({
      key: 'terms-and-conditions',
      title: 'Terms of Play',
      content: '<h2>Rules</h2><p>Be kind</p>',
    });
    const publicPage = body<{ data: { title: string; data: string } }>(
      await get('/api/page/terms-and-conditions'),
    );
    expect(publicPage.data).toMatchObject({ title: 'Terms of Play', data: '<h2>Rules</h2><p>Be kind</p>' });
    // A second save updates the same page.
    await send('PUT', '/api/admin/pages/terms-and-conditions', organiser.auth, {
      title: 'Terms',
      content: '<p>v2</p>',
    });
    expect(await t.database.db.select().from(pages)).toHaveLength(1);

    expect(
      (await send('PUT', '/api/admin/pages/cookies', organiser.auth, { title: 'Cookies', content: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      refusal(
        await send('PUT', '/api/admin/pages/privacy-policy', organiser.auth, {
          title: 'Privacy',
          content: ' ',
        }),
      ),
    ).toEqual({
      status: 400,
      error: 'Content is required',
    });
    expect(
      refusal(
        await send('PUT', '/api/admin/pages/privacy-policy', organiser.auth, { title: 'P', content: 'x' }),
      ),
    ).toEqual({
      status: 400,
      error: 'Title must be at least 2 characters long',
    });
  });

  it('replaces the ordered about-us entries that the public page reads by index', async () => {
    const organiser = await admin();
    await t.database.db.insert(pageEntries).values([
      { page: 'aboutus', position: 0, keyValue: 'Old heading' },
      { page: 'aboutus', position: 1, keyValue: 'Old intro' },
      { page: 'aboutus', position: 2, keyValue: 'Old steps' },
    ]);
    const response = await send('PUT', '/api/admin/pages/aboutus/entries', organiser.auth, {
      entries: ['About Arena', '<p>We run cups<script>x()</script></p>'],
    });
    expect(body<{ data: { entries: string[] } }>(response).data.entries).toEqual([
      'About Arena',
      '<p>We run cups</p>',
    ]);
    const publicPage = body<{ data: Array<{ index: number; keyValue: string }> }>(
      await get('/api/get-page-data/aboutus'),
    );
    expect(publicPage.data.map((e) => [e.index, e.keyValue])).toEqual([
      [0, 'About Arena'],
      [1, '<p>We run cups</p>'],
    ]);
    const read = body<{ data: { entries: string[] } }>(
      await get('/api/admin/pages/aboutus/entries', organiser.auth),
    );
    expect(read.data.entries).toEqual(['About Arena', '<p>We run cups</p>']);

    const tooMany = await send('PUT', '/api/admin/pages/aboutus/entries', organiser.auth, {
      entries: Array.from({ length: 51 }, (_, i) => `Entry ${i}`),
    });
    expect(refusal(tooMany)).toEqual({ status: 400, error: 'There can be at most 50 about-us entries' });
    expect(
      refusal(await send('PUT', '/api/admin/pages/aboutus/entries', organiser.auth, { entries: [] })),
    ).toEqual({
      status: 400,
      error: 'Give at least one about-us entry',
    });
    expect(
      refusal(await send('PUT', '/api/admin/pages/aboutus/entries', organiser.auth, { entries: [1] })),
    ).toEqual({
      status: 400,
      error: 'Each about-us entry must be text',
    });
  });

  it('lists contact messages newest first, by handled state, and marks one handled once', async () => {
    const organiser = await admin();
    const message = (name: string, minutesAgo: number) => ({
      name,
      email: `${name.toLowerCase()}@example.com`,
      contactNumber: '07700900123',
      message: `Hello from ${name}`,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    await t.database.db
      .insert(contactMessages)
      .values([message('Ada', 30), message('Bob', 10), message('Cy', 20)]);
    type Inbox = {
      data: Array<{ id: number; name: string; handled_at: string | null }>;
      pagination: unknown;
    };
    const inbox = body<Inbox>(await get('/api/admin/contact-messages', organiser.auth));
    expect(inbox.data.map((m) => m.name)).toEqual(['Bob', 'Cy', 'Ada']);
    expect(inbox.pagination).toEqual({ page: 1, per_page: 20, total: 3, last_page: 1 });

    const cy = inbox.data[1]!;
    const handled = await send('POST', `/api/admin/contact-messages/${cy.id}/handled`, organiser.auth);
    expect(body<{ data: { handled_at: string | null } }>(handled).data.handled_at).not.toBeNull();
    expect(
      refusal(await send('POST', `/api/admin/contact-messages/${cy.id}/handled`, organiser.auth)),
    ).toEqual({
      status: 409,
      error: 'This message is already marked as handled.',
    });
    expect(
      (await send('POST', '/api/admin/contact-messages/999999/handled', organiser.auth)).statusCode,
    ).toBe(404);

    const unhandled = body<Inbox>(await get('/api/admin/contact-messages?status=unhandled', organiser.auth));
    expect(unhandled.data.map((m) => m.name)).toEqual(['Bob', 'Ada']);
    const done = body<Inbox>(await get('/api/admin/contact-messages?status=handled', organiser.auth));
    expect(done.data.map((m) => m.name)).toEqual(['Cy']);
    const paged = body<Inbox>(await get('/api/admin/contact-messages?page=2&per_page=2', organiser.auth));
    expect(paged.data.map((m) => m.name)).toEqual(['Ada']);
  });
});

describe('who may call the console, and its audit log', () => {
  /** Every route of this module, with a body that an admin's call would accept. */
  async function everyRoute() {
    const game = await insertGame(t.database.db);
    const cup = await insertTournament(t.database.db, game.id, { seeding: 'organiser' });
    const [message] = await t.database.db
      .insert(contactMessages)
      .values({ name: 'Ada', email: 'ada@example.com', contactNumber: '07700900123', message: 'Hi' })
      .returning();
    const png = multipart('banner', 'b.png', 'image/png', await picture('png', 8, 8));
    const image = multipart('image', 'b.png', 'image/png', await picture('png', 8, 8));
    const json = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => ({
      method,
      url,
      payload,
    });
    const form = (url: string, f: ReturnType<typeof multipart>) => ({
      method: 'POST' as const,
      url,
      form: f,
    });
    return [
      json('GET', '/api/admin/games'),
      json('POST', '/api/admin/games', { game_name: 'Sneaky' }),
      json('PUT', `/api/admin/games/${game.id}`, { game_name: 'Sneaky' }),
      json('POST', `/api/admin/games/${game.id}/archive`),
      json('POST', `/api/admin/games/${game.id}/unarchive`),
      form(`/api/admin/games/${game.id}/banner`, png),
      json('GET', '/api/admin/tournaments'),
      json('GET', `/api/admin/tournaments/${cup.id}`),
      json('POST', '/api/admin/tournaments', tournamentForm(game.id)),
      json('PUT', `/api/admin/tournaments/${cup.id}`, tournamentForm(game.id)),
      json('PUT', `/api/admin/tournaments/${cup.id}/seeds`, { seeds: [] }),
      form(`/api/admin/tournaments/${cup.id}/banner`, png),
      form(`/api/admin/tournaments/${cup.id}/bracket-image`, image),
      json('GET', '/api/admin/pages'),
      json('PUT', '/api/admin/pages/terms-and-conditions', { title: 'Hacked', content: '<p>x</p>' }),
      json('GET', '/api/admin/pages/aboutus/entries'),
      json('PUT', '/api/admin/pages/aboutus/entries', { entries: ['Hacked'] }),
      json('GET', '/api/admin/contact-messages'),
      json('POST', `/api/admin/contact-messages/${message!.id}/handled`),
    ];
  }

  async function snapshot() {
    const { db } = t.database;
    const [counts] = (
      (await db.execute(sql`SELECT
        (SELECT count(*)::int FROM games) AS games,
        (SELECT count(*)::int FROM tournaments) AS tournaments,
        (SELECT count(*)::int FROM pages) AS pages,
        (SELECT count(*)::int FROM page_entries) AS page_entries,
        (SELECT count(*)::int FROM admin_audit) AS audit,
        (SELECT count(*)::int FROM contact_messages WHERE handled_at IS NOT NULL) AS handled`)) as unknown as {
        rows: unknown[];
      }
    ).rows;
    return {
      counts,
      games: await db.select().from(games),
      tournaments: await db.select().from(tournaments),
      files: fs.existsSync(storageRoot(t.config.dataDir))
        ? fs.readdirSync(storageRoot(t.config.dataDir))
        : [],
    };
  }

  it('is invisible to players (404), refuses visitors (403, no session) and changes nothing', async () => {
    const player = await registerAndLogin(t.app);
    const routes = await everyRoute();
    const before = await snapshot();
    for (const route of routes) {
      for (const [who, auth, status] of [
        ['player', player.auth, 404],
        ['visitor', {}, 403],
      ] as const) {
        const response =
          'form' in route
            ? await upload(route.url, auth, route.form)
            : await send(route.method, route.url, auth, route.payload);
        expect(response.statusCode, `${who} ${route.method} ${route.url}`).toBe(status);
        expect(body(response).status).toBe(false);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('records one audit entry per change, with its action, target, before and after; refusals record none', async () => {
    const organiser = await admin();
    const a = organiser.auth;
    const game = body<{ data: AdminGame }>(
      await send('POST', '/api/admin/games', a, { game_name: 'Audit Game' }),
    ).data;
    await send('PUT', `/api/admin/games/${game.id}`, a, { game_name: 'Audited Game' });
    await send('POST', `/api/admin/games/${game.id}/archive`, a);
    await send('POST', `/api/admin/games/${game.id}/unarchive`, a);
    await upload(
      `/api/admin/games/${game.id}/banner`,
      a,
      multipart('banner', 'b.png', 'image/png', await picture('png', 8, 8)),
    );
    const cup = await createTournament(a, tournamentForm(game.id, { team_size: 1 }));
    await send(
      'PUT',
      `/api/admin/tournaments/${cup.id}`,
      a,
      tournamentForm(game.id, { team_size: 1, tournament_name: 'Audit Cup' }),
    );
    await upload(
      `/api/admin/tournaments/${cup.id}/banner`,
      a,
      multipart('banner', 'b.png', 'image/png', await picture('png', 8, 8)),
    );
    await upload(
      `/api/admin/tournaments/${cup.id}/bracket-image`,
      a,
      multipart('image', 'b.png', 'image/png', await picture('png', 8, 8)),
    );
    const [player] = await insertSignedInPlayers(t.database, 1);
    const team = await insertTeam(t.database.db, [player!.user.id]);
    await enrol(t.database.db, cup.id, team);
    await send('PUT', `/api/admin/tournaments/${cup.id}/seeds`, a, {
      seeds: [{ team_id: team.id, seed: 1 }],
    });
    await send('PUT', '/api/admin/pages/privacy-policy', a, { title: 'Privacy', content: '<p>Data</p>' });
    await send('PUT', '/api/admin/pages/aboutus/entries', a, { entries: ['One', 'Two'] });
    const [message] = await t.database.db
      .insert(contactMessages)
      .values({ name: 'Ada', email: 'ada@example.com', contactNumber: '07700900123', message: 'Hi' })
      .returning();
    await send('POST', `/api/admin/contact-messages/${message!.id}/handled`, a);

    // Refusals and reads leave no trace.
    await send('POST', '/api/admin/games', a, { game_name: 'audited game' });
    await send('POST', `/api/admin/contact-messages/${message!.id}/handled`, a);
    await send('PUT', `/api/admin/tournaments/${cup.id}`, a, tournamentForm(game.id, { team_size: 2 }));
    await get('/api/admin/games', a);

    const entries = (await auditOf(a)).reverse();
    expect(entries.map((e) => [e.action, e.target_id])).toEqual([
      ['game.create', String(game.id)],
      ['game.update', String(game.id)],
      ['game.archive', String(game.id)],
      ['game.unarchive', String(game.id)],
      ['game.banner', String(game.id)],
      ['tournament.create', String(cup.id)],
      ['tournament.update', String(cup.id)],
      ['tournament.banner', String(cup.id)],
      ['tournament.bracket_image', String(cup.id)],
      ['tournament.seeds', String(cup.id)],
      ['page.update', 'privacy-policy'],
      ['about.update', 'aboutus'],
      ['contact.handled', String(message!.id)],
    ]);
    const byAction = Object.fromEntries(entries.map((e) => [e.action, e]));
    expect(byAction['game.create']).toMatchObject({ before: null, after: { game_name: 'Audit Game' } });
    expect(byAction['game.update']).toMatchObject({
      before: { game_name: 'Audit Game' },
      after: { game_name: 'Audited Game' },
    });
    expect(byAction['game.archive']).toMatchObject({ before: { archived_at: null } });
    expect((byAction['game.archive']!.after as { archived_at: string | null }).archived_at).not.toBeNull();
    expect(byAction['game.banner']).toMatchObject({ before: { game_banner: null } });
    expect(byAction['tournament.create']).toMatchObject({
      before: null,
      after: { tournament_name: 'Spring Open', winning_prize: 250.5, prize_split: [60, 30, 10] },
    });
    expect(byAction['tournament.update']).toMatchObject({
      before: { tournament_name: 'Spring Open' },
      after: { tournament_name: 'Audit Cup' },
    });
    expect(byAction['tournament.bracket_image']).toMatchObject({ before: { bracket_image_url: null } });
    expect(byAction['tournament.seeds']).toMatchObject({
      before: [{ team_id: team.id, seed: null }],
      after: [{ team_id: team.id, seed: 1 }],
    });
    expect(byAction['page.update']).toMatchObject({
      before: null,
      after: { title: 'Privacy', content: '<p>Data</p>' },
    });
    expect(byAction['about.update']).toMatchObject({
      before: { entries: [] },
      after: { entries: ['One', 'Two'] },
    });
    expect(byAction['contact.handled']).toMatchObject({ before: { handled_at: null } });
    const [row] = await t.database.db.select().from(adminAudit).where(eq(adminAudit.action, 'game.create'));
    expect(row?.adminId).toBe(organiser.user.id);
  });
});
