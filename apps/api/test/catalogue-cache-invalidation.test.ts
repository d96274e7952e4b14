/**
 * The public catalogue cache (decision 0005) never shows a visitor what an organiser or a player has just
 * changed: every write that changes a cached answer (games-list, tournaments-list, tournament-details)
 * clears it. The cache here keeps answers for a minute, so an uncleared entry would show the old data; the
 * other API tests run with the cache off. Through HTTP only, so the test holds wherever the code lives.
 */
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CachedResponse } from '../src/http/envelope';
import { createTtlCache } from '../src/lib/ttl-cache';
import { body, createTestApp, resetDatabase, type TestApp } from './harness';
import { createAdmin } from './admin-fixtures';
import { registerAndLogin } from './fixtures';
import { enrol, insertGame, insertTeam, insertTournament } from './catalogue-fixtures';
import { multipart } from './upload-fixtures';

let t: TestApp;
let cleared = 0;
beforeAll(async () => {
  const cache = createTtlCache<CachedResponse>({ ttlMs: 60_000, maxEntries: 100 });
  t = await createTestApp({
    deps: {
      catalogueCache: {
        ...cache,
        clear() {
          cleared += 1;
          cache.clear();
        },
      },
    },
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase();
  t.app.deps.catalogueCache.clear();
  cleared = 0;
});

type Auth = Record<string, string>;
interface ListedGame {
  id: number;
  game_name: string;
  game_banner: string | null;
}
interface ListedTournament {
  id: number;
  tournament_name: string;
  tournament_state: string;
  game_name: string;
  tournament_banner: string | null;
}

/** What a visitor sees: served from the cache once it holds the URL. */
const visitor = {
  games: async () =>
    body<{ data: ListedGame[] }>(await t.app.inject({ url: '/api/games-list?page=1&per_page=8' })).data,
  tournaments: async () =>
    body<{ tournaments: ListedTournament[] }>(
      await t.app.inject({ url: '/api/tournaments-list?tournament_state=all' }),
    ).tournaments,
  details: async (id: number) =>
    body<{ tournament: ListedTournament & { participants?: number }; tournamentParticipants: unknown[] }>(
      await t.app.inject({ url: `/api/tournament-details?id=${id}` }),
    ),
};

function expect200(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, auth: Auth, payload: object = {}) =>
  t.app.inject({ method, url, headers: auth, payload }).then(expect200);

async function uploadBanner(url: string, auth: Auth) {
  const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();
  const form = multipart('banner', 'banner.png', 'image/png', png);
  return t.app
    .inject({ method: 'POST', url, headers: { ...auth, ...form.headers }, payload: form.payload })
    .then(expect200);
}

/** Two 1v1 teams entered in a tournament about to start, each captain signed in. */
async function twoEntries(tournamentId: number) {
  const captains = [await registerAndLogin(t.app), await registerAndLogin(t.app)];
  for (const captain of captains) {
    const team = await insertTeam(t.database.db, [captain.user.id]);
    await enrol(t.database.db, tournamentId, { id: team.id, captainId: captain.user.id });
  }
  return captains;
}

describe('admin writes clear the public catalogue cache', () => {
  it('creating, renaming, archiving and unarchiving a game, and its banner', async () => {
    const { auth } = await createAdmin(t.app, t.database);
    expect(await visitor.games()).toEqual([]);

    const created = body<{ data: { id: number } }>(
      await send('POST', '/api/admin/games', auth, { game_name: 'Rocket League' }),
    ).data;
    expect((await visitor.games()).map((g) => g.game_name)).toEqual(['Rocket League']);

    await send('PUT', `/api/admin/games/${created.id}`, auth, { game_name: 'Rocket League 2' });
    expect((await visitor.games()).map((g) => g.game_name)).toEqual(['Rocket League 2']);

    const before = (await visitor.games())[0]!.game_banner;
    await uploadBanner(`/api/admin/games/${created.id}/banner`, auth);
    expect((await visitor.games())[0]!.game_banner).not.toBe(before);

    await send('POST', `/api/admin/games/${created.id}/archive`, auth);
    expect(await visitor.games()).toEqual([]);
    await send('POST', `/api/admin/games/${created.id}/unarchive`, auth);
    expect((await visitor.games()).map((g) => g.game_name)).toEqual(['Rocket League 2']);
  });

  it("a game's new name shows on the tournaments that play it", async () => {
    const { auth } = await createAdmin(t.app, t.database);
    const game = await insertGame(t.database.db, { gameName: 'Old Name' });
    const cup = await insertTournament(t.database.db, game.id);
    expect((await visitor.tournaments())[0]!.game_name).toBe('Old Name');
    expect((await visitor.details(cup.id)).tournament.game_name).toBe('Old Name');

    await send('PUT', `/api/admin/games/${game.id}`, auth, { game_name: 'New Name' });
    expect((await visitor.tournaments())[0]!.game_name).toBe('New Name');
    expect((await visitor.details(cup.id)).tournament.game_name).toBe('New Name');
  });

  it('creating and editing a tournament, and its banner', async () => {
    const { auth } = await createAdmin(t.app, t.database);
    const game = await insertGame(t.database.db);
    expect(await visitor.tournaments()).toEqual([]);
    const start = Date.now() + 7 * 86_400_000;
    const form = {
      game_id: game.id,
      tournament_name: 'Spring Open',
      region: 'UK & Ireland',
      team_size: 1,
      total_teams: 8,
      entry_fee: 0,
      winning_prize: 0,
      tournament_category: 'regular',
      prize_split: [100],
      registration_deadline_date: new Date(start - 3_600_000).toISOString(),
      tournament_start_date: new Date(start).toISOString(),
      tournament_end_date: new Date(start + 86_400_000).toISOString(),
    };
    const created = body<{ data: { id: number } }>(
      await send('POST', '/api/admin/tournaments', auth, form),
    ).data;
    expect((await visitor.tournaments()).map((c) => c.tournament_name)).toEqual(['Spring Open']);
    expect((await visitor.details(created.id)).tournament.tournament_name).toBe('Spring Open');

    await send('PUT', `/api/admin/tournaments/${created.id}`, auth, {
      ...form,
      tournament_name: 'Summer Open',
    });
    expect((await visitor.tournaments()).map((c) => c.tournament_name)).toEqual(['Summer Open']);
    expect((await visitor.details(created.id)).tournament.tournament_name).toBe('Summer Open');

    const before = (await visitor.details(created.id)).tournament.tournament_banner;
    await uploadBanner(`/api/admin/tournaments/${created.id}/banner`, auth);
    expect((await visitor.details(created.id)).tournament.tournament_banner).not.toBe(before);
  });

  it('starting a tournament, setting the final result, and cancelling another', async () => {
    const { auth } = await createAdmin(t.app, t.database);
    const game = await insertGame(t.database.db);
    const cup = await insertTournament(t.database.db, game.id, { entryFee: 0, totalTeams: 2 });
    await twoEntries(cup.id);
    expect((await visitor.details(cup.id)).tournament.tournament_state).toBe('pending');

    await send('POST', `/api/admin/tournaments/${cup.id}/start`, auth);
    expect((await visitor.details(cup.id)).tournament.tournament_state).toBe('underway');
    expect((await visitor.tournaments()).find((c) => c.id === cup.id)!.tournament_state).toBe('underway');

    const bracket = body<{ data: { matches: Array<{ id: number }> } }>(
      await t.app.inject({ url: `/api/tournament-bracket?tournament_id=${cup.id}` }),
    ).data;
    await send('POST', `/api/admin/matches/${bracket.matches[0]!.id}/result`, auth, {
      opponent1_score: 2,
      opponent2_score: 0,
    });
    expect((await visitor.details(cup.id)).tournament.tournament_state).toBe('completed');

    const other = await insertTournament(t.database.db, game.id, { tournamentName: 'Called Off' });
    expect((await visitor.tournaments()).map((c) => c.tournament_name)).toContain('Called Off');
    await send('POST', `/api/admin/tournaments/${other.id}/cancel`, auth, { reason: 'Venue unavailable' });
    // Cancelled tournaments are not listed.
    expect((await visitor.tournaments()).map((c) => c.tournament_name)).not.toContain('Called Off');
  });
});

describe('player writes clear it too', () => {
  it('entering and leaving a tournament change its participants', async () => {
    const game = await insertGame(t.database.db);
    const cup = await insertTournament(t.database.db, game.id, { entryFee: 0 });
    const captain = await registerAndLogin(t.app);
    const team = await insertTeam(t.database.db, [captain.user.id]);
    expect((await visitor.details(cup.id)).tournamentParticipants).toHaveLength(0);

    const entry = { tournament_id: cup.id, team_id: team.id, captain_id: captain.user.id };
    await send('POST', '/api/add-tournament-participants', captain.auth, entry);
    expect((await visitor.details(cup.id)).tournamentParticipants).toHaveLength(1);

    await send('DELETE', '/api/remove-tournament-participants', captain.auth, {
      tournament_id: cup.id,
      captain_id: captain.user.id,
    });
    expect((await visitor.details(cup.id)).tournamentParticipants).toHaveLength(0);
  });

  it('a read alone never clears it', async () => {
    const game = await insertGame(t.database.db);
    await insertTournament(t.database.db, game.id);
    await visitor.games();
    await visitor.tournaments();
    expect(cleared).toBe(0);
  });
});
