/** The console's games: create, rename, archive, banners; every change audited. */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminGame } from '@arena/shared/admin-catalogue';
import { games } from '../../db/schema/games';
import { storageRoot } from '../../integrations/storage/local-storage';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { insertGame, insertTournament } from '../../../test/catalogue-fixtures';
import { consoleCalls, picture, refusal } from '../../../test/console-fixtures';
import { multipart } from '../../../test/upload-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { admin, send, get, upload } = consoleCalls(() => t);

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
    // Narrower copies for small screens (decision 0025); other widths get the original.
    const variantFile = (width: number) =>
      path.join(storageRoot(t.config.dataDir), '.variants', `w${width}`, firstBanner);
    // Made with the upload, so no page waits for them; one removed (a picture stored before copies existed) is
    // made again on its first request.
    expect([480, 720].map((width) => fs.existsSync(variantFile(width)))).toEqual([true, true]);
    fs.rmSync(variantFile(480));
    for (const width of [480, 720, 480]) {
      const narrow = await get(`/storage/${firstBanner}?w=${width}`);
      expect(narrow.statusCode).toBe(200);
      expect(narrow.headers['content-type']).toBe('image/jpeg');
      expect(narrow.headers['cache-control']).toBe('public, max-age=86400');
      const size = await sharp(narrow.rawPayload).metadata();
      expect([size.format, size.width, size.height]).toEqual(['jpeg', width, width / 2]);
      expect(fs.existsSync(variantFile(width))).toBe(true);
    }
    const other = await sharp((await get(`/storage/${firstBanner}?w=333`)).rawPayload).metadata();
    expect(other.width).toBe(1920);
    expect((await get(`/storage/games/nothing-here.jpg?w=480`)).statusCode).toBe(404);

    const second = await upload(
      url,
      organiser.auth,
      multipart('banner', 'b.png', 'image/png', await picture('png', 400, 200)),
    );
    expect(body<{ data: AdminGame }>(second).data.game_banner).toMatch(/^games\/[\w-]{16}\.png$/);
    expect(fs.existsSync(path.join(storageRoot(t.config.dataDir), firstBanner))).toBe(false);
    expect([480, 720].map((width) => fs.existsSync(variantFile(width)))).toEqual([false, false]);
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
