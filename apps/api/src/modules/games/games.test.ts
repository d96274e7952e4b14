import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { insertGame } from '../../../test/catalogue-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type GamesBody = {
  data: Array<{ id: number; game_name: string; game_banner: string | null }>;
  pagination?: { total: number };
};

describe('GET /api/games-list', () => {
  it('lists games by name without archived ones', async () => {
    await insertGame(t.database.db, { gameName: 'Valorant', gameBanner: 'games/valorant.png' });
    await insertGame(t.database.db, { gameName: 'apex legends' });
    await insertGame(t.database.db, { gameName: 'Old Game', archivedAt: new Date() });
    const json = body<GamesBody>(await t.app.inject({ url: '/api/games-list' }));
    expect(json.data.map((g) => g.game_name)).toEqual(['apex legends', 'Valorant']);
    expect(json.data[1]).toMatchObject({ game_banner: 'games/valorant.png' });
    expect(Object.keys(json.data[0]!).sort()).toEqual(['game_banner', 'game_name', 'id']);
  });

  it('pages and searches', async () => {
    for (let i = 1; i <= 10; i++)
      await insertGame(t.database.db, { gameName: `Title ${String(i).padStart(2, '0')}` });
    const page = body<GamesBody>(await t.app.inject({ url: '/api/games-list?page=2&per_page=8' }));
    expect(page.data.map((g) => g.game_name)).toEqual(['Title 09', 'Title 10']);
    expect(page.pagination).toMatchObject({ total: 10 });
    const found = body<GamesBody>(await t.app.inject({ url: '/api/games-list?search=title%2001' }));
    expect(found.data.map((g) => g.game_name)).toEqual(['Title 01']);
  });

  it('answers an empty list on an empty catalogue', async () => {
    expect(body<GamesBody>(await t.app.inject({ url: '/api/games-list' })).data).toEqual([]);
  });

  it.each(['?page=abc', '?per_page=0', '?page=-1'])('refuses %s with 400', async (query) => {
    expect((await t.app.inject({ url: `/api/games-list${query}` })).statusCode).toBe(400);
  });
});
