/** Calls of the console's catalogue tests (games, tournaments, pages): requests as an admin, uploads, forms. */
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { AdminTournament } from '@arena/shared/admin-catalogue';
import { createAdmin } from './admin-fixtures';
import { body, type TestApp } from './harness';
import type { multipart } from './upload-fixtures';

export type Auth = Record<string, string>;
export const DAY = 86_400_000;

export const picture = (format: 'png' | 'jpeg' | 'gif', width = 1200, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#3366ff' } })
    .toFormat(format)
    .toBuffer();

/** A valid tournament form: starts in a week, registration closes an hour before. */
export function tournamentForm(gameId: number, overrides: Record<string, unknown> = {}) {
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

export const refusal = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  error: body(response).error[0],
});

/** The console's calls on the test app `t()` returns (set in the test file's beforeAll). */
export function consoleCalls(t: () => TestApp) {
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, auth: Auth, payload?: unknown) =>
    t().app.inject({
      method,
      url,
      headers: auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const get = (url: string, auth: Auth = {}) => send('GET', url, auth);
  return {
    admin: () => createAdmin(t().app, t().database),
    send,
    get,
    upload: (url: string, auth: Auth, form: ReturnType<typeof multipart>) =>
      t().app.inject({ method: 'POST', url, headers: { ...auth, ...form.headers }, payload: form.payload }),
    async createTournament(auth: Auth, form: Record<string, unknown>) {
      const response = await send('POST', '/api/admin/tournaments', auth, form);
      expect(response.statusCode, response.body).toBe(200);
      return body<{ data: AdminTournament }>(response).data;
    },
    auditOf: async (auth: Auth, query = '') =>
      body<{ data: Array<{ action: string; target_id: string | null; before: unknown; after: unknown }> }>(
        await get(`/api/admin/audit?per_page=100${query}`, auth),
      ).data,
  };
}
