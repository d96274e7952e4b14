/**
 * The typed client (packages/client, decision 0063) works against the server it is generated from: typed paths,
 * query parameters and answers, and the error envelope on a refusal. CI's lint step checks that its generated
 * schema matches the OpenAPI document; this checks that the client built from it talks to the real routes.
 */
import { createArenaClient, type ArenaClient } from '@arena/client';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../test/admin-fixtures';
import { insertGame, insertTournament, startedSoloCup } from '../../test/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let client: ArenaClient;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}/`;
  client = createArenaClient({ baseUrl });
});
afterAll(() => t.close());

describe('the typed client', () => {
  it('lists upcoming tournaments with typed query parameters and answers', async () => {
    const game = await insertGame(t.database.db);
    const cup = await insertTournament(t.database.db, game.id, { tournamentName: 'Typed Client Cup' });

    const { data, error, response } = await client.GET('/api/tournaments-list', {
      params: { query: { tournament_state: 'upcoming', game_id: game.id } },
    });

    expect(response.status).toBe(200);
    expect(error).toBeUndefined();
    expect(data?.tournaments.map((row) => [row.id, row.tournament_name, row.game_name])).toEqual([
      [cup.id, 'Typed Client Cup', game.gameName],
    ]);
  });

  it('hands back the error envelope of a refusal', async () => {
    const { data, error, response } = await client.GET('/api/tournament-details', {
      params: { query: { id: 987_654 } },
    });

    expect(response.status).toBe(404);
    expect(data).toBeUndefined();
    expect(error).toMatchObject({ status: false, status_code: 404, message: expect.any(String) });
  });

  it("reads a bracket and reports a result with an organiser's API key, as the README shows", async () => {
    const admin = await createAdmin(t.app, t.database);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/api-keys',
      headers: admin.auth,
      payload: { name: 'Scoreboard bot', scopes: ['read', 'results:write'] },
    });
    expect(made.statusCode, made.body).toBe(200);
    const arena = createArenaClient({ baseUrl, apiKey: made.json<{ data: { key: string } }>().data.key });
    const { cup } = await startedSoloCup(t, { teams: 2, format: 'single_elimination', prefix: 'Typed' });

    const bracket = await arena.GET('/api/tournament-bracket', {
      params: { query: { tournament_id: cup.id } },
    });
    expect(bracket.response.status).toBe(200);
    expect(bracket.response.headers.get('ratelimit-limit')).toBeTruthy();
    const final = (bracket.data?.data?.matches ?? []).find(
      (match) => match.opponent1?.id != null && match.opponent2?.id != null,
    );
    expect(final).toBeDefined();

    const { data, error, response } = await arena.POST('/api/admin/matches/{match_id}/result', {
      params: { path: { match_id: final!.id } },
      body: { opponent1_score: 2, opponent2_score: 1, reason: 'Reported by the scoreboard bot' },
    });
    expect(response.status, JSON.stringify(error)).toBe(200);
    expect(error).toBeUndefined();
    expect(data?.status).toBe(true);
    const after = await arena.GET('/api/tournament-bracket', {
      params: { query: { tournament_id: cup.id } },
    });
    expect(
      (after.data?.data?.matches ?? []).find((match) => match.id === final!.id)?.opponent1,
    ).toMatchObject({
      score: 2,
      result: 'win',
    });

    // Money and accounts are out of a key's reach, whatever its scopes.
    const wallet = await arena.GET('/api/user-profile');
    expect(wallet.response.status).toBe(403);
    expect(wallet.error).toMatchObject({ status: false });
  });
});
