/** `GET /api/match-tournament`: a match's tournament, public, for the stream overlay of one match (decision 0061). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { startedSoloCup } from '../../../test/catalogue-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the tournament of a match', () => {
  it('answers any visitor with the tournament of a known match, 404 for an unknown one', async () => {
    const { cup } = await startedSoloCup(t, { teams: 4, format: 'single_elimination', prefix: 'Overlay' });
    const bracket = body<{ data: { matches: Array<{ id: number }> } }>(
      await t.app.inject({ url: `/api/tournament-bracket?tournament_id=${cup.id}` }),
    ).data;
    for (const match of bracket.matches) {
      const answer = await t.app.inject({ url: `/api/match-tournament?match_id=${match.id}` });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(body(answer).data).toEqual({ match_id: match.id, tournament_id: cup.id });
    }
    const unknown = await t.app.inject({ url: '/api/match-tournament?match_id=987654' });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/match-tournament?match_id=x' })).statusCode).toBe(400);
  });
});
