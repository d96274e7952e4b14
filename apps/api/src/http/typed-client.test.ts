/**
 * The typed client (packages/client, decision 0063) works against the server it is generated from: typed paths,
 * query parameters and answers, and the error envelope on a refusal. CI's lint step checks that its generated
 * schema matches the OpenAPI document; this checks that the client built from it talks to the real routes.
 */
import { createArenaClient, type ArenaClient } from '@arena/client';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGame, insertTournament } from '../../test/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let client: ArenaClient;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  client = createArenaClient({ baseUrl: `http://127.0.0.1:${port}/` });
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
});
