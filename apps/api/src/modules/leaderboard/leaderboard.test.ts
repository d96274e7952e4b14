import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardEntry } from '@arena/shared/leaderboard';
import { playerRatings } from '../../db/schema/ratings';
import { users } from '../../db/schema/users';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { insertGame } from '../../../test/catalogue-fixtures';
import { createAdmin } from '../../../test/admin-fixtures';
import { rankPage } from './leaderboard.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type BoardBody = {
  data: {
    game_id: number;
    team_size: number;
    region: string | null;
    provisional: boolean;
    players: LeaderboardEntry[];
    regions: string[];
  };
  pagination: { page: number; per_page: number; total: number; last_page: number };
};

let userCounter = 0;
/** A player with a rating row inserted straight into player_ratings (the ratings engine is not involved). */
async function ratedPlayer(
  gameId: number,
  rating: {
    rating: number;
    matches?: number;
    teamSize?: number;
    region?: string | null;
    lastChange?: number;
    banned?: boolean;
    name?: string;
  },
) {
  userCounter += 1;
  const [user] = await t.database.db
    .insert(users)
    .values({
      name: rating.name ?? `player${userCounter}`,
      email: `board${userCounter}@example.test`,
      passwordHash: 'x',
      playerId: `LB-${userCounter}`,
      bannedAt: rating.banned ? new Date() : null,
    })
    .returning({ id: users.id });
  const matches = rating.matches ?? 12;
  const wins = Math.ceil(matches / 2);
  await t.database.db.insert(playerRatings).values({
    userId: user!.id,
    gameId,
    teamSize: rating.teamSize ?? 1,
    mu: 25,
    sigma: 3,
    rating: rating.rating,
    matches,
    wins,
    losses: matches - wins,
    draws: 0,
    lastChange: rating.lastChange ?? 0,
    region: rating.region === undefined ? 'Europe' : rating.region,
    // As a ban leaves it (admin-players.service); the ban through the console is tested below.
    listed: !rating.banned,
  });
  return user!.id;
}

const board = async (query: string) => {
  const response = await t.app.inject({ url: `/api/leaderboard?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return body<BoardBody>(response);
};

describe('GET /api/leaderboard', () => {
  it('ranks established players by rating with their record and trend, equal ratings sharing a rank', async () => {
    const game = await insertGame(t.database.db);
    const low = await ratedPlayer(game.id, { rating: 1200, lastChange: -14, name: 'lowly' });
    const top = await ratedPlayer(game.id, { rating: 1800, matches: 20, lastChange: 25, name: 'topper' });
    const tieA = await ratedPlayer(game.id, { rating: 1500 });
    const tieB = await ratedPlayer(game.id, { rating: 1500 });
    const json = await board(`game_id=${game.id}`);
    expect(json.data.players.map((p) => [p.rank, p.user_id])).toEqual([
      [1, top],
      [2, Math.min(tieA, tieB)],
      [2, Math.max(tieA, tieB)],
      [4, low],
    ]);
    expect(json.data.players[0]).toEqual({
      rank: 1,
      user_id: top,
      username: 'topper',
      picture: null,
      rating: 1800,
      matches: 20,
      wins: 10,
      losses: 10,
      draws: 0,
      trend: 25,
      provisional: false,
    });
    expect(json.data.players[3]!.trend).toBe(-14);
    expect(json.data).toMatchObject({ game_id: game.id, team_size: 1, region: null, provisional: false });
    expect(json.pagination).toEqual({ page: 1, per_page: 20, total: 4, last_page: 1 });
  });

  it('keeps ranks right across pages, ties spanning a page break included', async () => {
    const game = await insertGame(t.database.db);
    // Ratings 2000, 1900, 1900, 1900, 1800, 1700, 1700: ranks 1, 2, 2, 2, 5, 6, 6.
    for (const rating of [2000, 1900, 1900, 1900, 1800, 1700, 1700]) await ratedPlayer(game.id, { rating });
    const all = (await board(`game_id=${game.id}`)).data.players;
    expect(all.map((p) => p.rank)).toEqual([1, 2, 2, 2, 5, 6, 6]);
    const pages: LeaderboardEntry[] = [];
    for (let page = 1; page <= 4; page++) {
      const json = await board(`game_id=${game.id}&page=${page}&per_page=2`);
      expect(json.pagination).toEqual({ page, per_page: 2, total: 7, last_page: 4 });
      pages.push(...json.data.players);
    }
    expect(pages.map((p) => [p.rank, p.user_id])).toEqual(all.map((p) => [p.rank, p.user_id]));
    const third = await board(`game_id=${game.id}&page=3&per_page=3`);
    expect(third.data.players.map((p) => p.rank)).toEqual([6]);
  });

  it('lists provisional players (fewer than 10 rated matches) apart, unranked', async () => {
    const game = await insertGame(t.database.db);
    const established = await ratedPlayer(game.id, { rating: 1000, matches: 10 });
    const newcomer = await ratedPlayer(game.id, { rating: 2500, matches: 9 });
    const other = await ratedPlayer(game.id, { rating: 1500, matches: 1 });
    const main = await board(`game_id=${game.id}`);
    expect(main.data.players.map((p) => [p.user_id, p.rank, p.provisional])).toEqual([
      [established, 1, false],
    ]);
    const provisional = await board(`game_id=${game.id}&provisional=true`);
    expect(provisional.data.provisional).toBe(true);
    expect(provisional.data.players.map((p) => [p.user_id, p.rank, p.provisional])).toEqual([
      [newcomer, null, true],
      [other, null, true],
    ]);
    expect(provisional.pagination.total).toBe(2);
  });

  it('keeps to the game and team size asked, team size 1 by default', async () => {
    const game = await insertGame(t.database.db);
    const otherGame = await insertGame(t.database.db);
    const solo = await ratedPlayer(game.id, { rating: 1000 });
    const duo = await ratedPlayer(game.id, { rating: 1100, teamSize: 2 });
    await ratedPlayer(otherGame.id, { rating: 1200 });
    expect((await board(`game_id=${game.id}`)).data.players.map((p) => p.user_id)).toEqual([solo]);
    const json = await board(`game_id=${game.id}&team_size=2`);
    expect(json.data.team_size).toBe(2);
    expect(json.data.players.map((p) => p.user_id)).toEqual([duo]);
  });

  it('filters by region, ranking within it, and answers the regions seen on the board', async () => {
    const game = await insertGame(t.database.db);
    await ratedPlayer(game.id, { rating: 1900, region: 'North America' });
    const eu1 = await ratedPlayer(game.id, { rating: 1800, region: 'Europe' });
    const eu2 = await ratedPlayer(game.id, { rating: 1700, region: 'Europe' });
    await ratedPlayer(game.id, { rating: 1600, region: null });
    await ratedPlayer(game.id, { rating: 1600, region: 'Oceania', teamSize: 3 });
    const json = await board(`game_id=${game.id}&region=Europe`);
    expect(json.data.region).toBe('Europe');
    expect(json.data.players.map((p) => [p.rank, p.user_id])).toEqual([
      [1, eu1],
      [2, eu2],
    ]);
    expect(json.data.regions).toEqual(['Europe', 'North America']);
    expect(json.pagination.total).toBe(2);
    expect((await board(`game_id=${game.id}&region=Antarctica`)).data.players).toEqual([]);
  });

  it('hides banned players and ranks the others as if they were not there', async () => {
    const game = await insertGame(t.database.db);
    await ratedPlayer(game.id, { rating: 2000, banned: true });
    const second = await ratedPlayer(game.id, { rating: 1500 });
    await ratedPlayer(game.id, { rating: 1500, banned: true, matches: 3 });
    const json = await board(`game_id=${game.id}`);
    expect(json.data.players.map((p) => [p.rank, p.user_id])).toEqual([[1, second]]);
    expect(json.pagination.total).toBe(1);
    expect((await board(`game_id=${game.id}&provisional=true`)).data.players).toEqual([]);
  });

  it('takes a player banned in the console off the board, and puts them back when the ban is lifted', async () => {
    const game = await insertGame(t.database.db);
    const admin = await createAdmin(t.app, t.database);
    const first = await ratedPlayer(game.id, { rating: 1900 });
    const second = await ratedPlayer(game.id, { rating: 1800 });
    const ranks = async () =>
      (await board(`game_id=${game.id}`)).data.players.map((p) => [p.rank, p.user_id]);
    expect(await ranks()).toEqual([
      [1, first],
      [2, second],
    ]);
    const ban = await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${first}/ban`,
      headers: admin.auth,
      payload: { reason: 'Match fixing' },
    });
    expect(ban.statusCode, ban.body).toBe(200);
    expect(await ranks()).toEqual([[1, second]]);
    const unban = await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${first}/unban`,
      headers: admin.auth,
    });
    expect(unban.statusCode, unban.body).toBe(200);
    expect(await ranks()).toEqual([
      [1, first],
      [2, second],
    ]);
  });

  it('answers an empty board for a game nobody is rated in', async () => {
    const game = await insertGame(t.database.db);
    const json = await board(`game_id=${game.id}&page=3`);
    expect(json.data.players).toEqual([]);
    expect(json.data.regions).toEqual([]);
    expect(json.pagination).toEqual({ page: 3, per_page: 20, total: 0, last_page: 1 });
  });

  it.each([
    ['', 'game_id is required'],
    ['game_id=abc', 'game_id must be a number'],
    ['game_id=1&team_size=5', 'team_size cannot exceed 4'],
    ['game_id=1&team_size=0', 'team_size must be at least 1'],
    ['game_id=1&page=0', 'page must be at least 1'],
    ['game_id=1&provisional=maybe', 'provisional must be true or false'],
  ])('refuses ?%s with the 400 envelope', async (query, message) => {
    const response = await t.app.inject({ url: `/api/leaderboard?${query}` });
    expect(response.statusCode).toBe(400);
    const json = body(response);
    expect(json).toMatchObject({ status_code: 400, status: false });
    expect(json.error).toContain(message);
  });

  it('answers 404 for a game that does not exist', async () => {
    const response = await t.app.inject({ url: '/api/leaderboard?game_id=999999' });
    expect(response.statusCode).toBe(404);
    expect(body(response)).toMatchObject({ status_code: 404, status: false });
  });
});

describe('rankPage', () => {
  it('gives tied ratings one rank and the next rating its position', () => {
    expect(rankPage([1900, 1900, 1800, 1800, 1700], 10, 9)).toEqual([9, 9, 13, 13, 15]);
    expect(rankPage([], 0, 1)).toEqual([]);
  });
});
