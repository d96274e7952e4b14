/**
 * My data (GDPR articles 15 and 20; issue 28, decision 0051): the export holds every table that refers to the
 * player, nobody else's rows, and no credential; a column that names a user without a foreign key (so the export
 * would miss it) fails here until it gets one or is listed as not personal.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/sessions';
import { createTestApp, resetLimiters, type TestApp } from '../../../test/harness';
import { registerAndLogin } from '../../../test/fixtures';
import { userColumns } from './account-data.repository';
import { CREDENTIAL_COLUMN } from './account-data.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Integer columns whose name says "a user" but that hold something else, or hold a user the export reaches
 * another way. Each needs its reason.
 */
const NOT_A_USER_REFERENCE: Record<string, string> = {};

const USER_LIKE =
  /(^|_)(user|player|captain|author|admin|actor|reporter|uploader|owner|member|payee|winner)(_id)?$|_by$/;

interface Export {
  generated_at: string;
  account: Record<string, unknown>;
  tables: Record<string, Array<Record<string, unknown>>>;
}

async function exportOf(token: string): Promise<Export> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/my-data',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="arena-my-data-.+\.json"$/);
  return (response.json() as { data: Export }).data;
}

describe('GET /api/my-data', () => {
  it('covers every column that names a user: a foreign key to users, or listed here with its reason', async () => {
    const referenced = new Set((await userColumns(t.database.db)).map((c) => `${c.table}.${c.column}`));
    const result = await t.database.db.execute(sql`
      SELECT table_name AS "table", column_name AS "column"
      FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('integer', 'bigint') AND table_name <> 'users'`);
    const uncovered = (result as unknown as { rows: Array<{ table: string; column: string }> }).rows
      .filter((c) => USER_LIKE.test(c.column))
      .map((c) => `${c.table}.${c.column}`)
      .filter((name) => !referenced.has(name) && !(name in NOT_A_USER_REFERENCE));
    expect(uncovered).toEqual([]);
    // The foreign keys are found at all (the export is not silently empty).
    expect([...referenced]).toEqual(
      expect.arrayContaining(['sessions.user_id', 'team_members.user_id', 'teams.captain_id']),
    );
  });

  it("answers the player's own account, teams, sessions and codes without a credential, and nobody else's rows", async () => {
    const player = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    for (const who of [player, other]) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/create-team',
        headers: who.auth,
        payload: { team_name: `Team ${who.name}`.slice(0, 30), total_players: 2 },
      });
      expect(created.statusCode, created.body).toBe(200);
    }
    // A password reset code mailed to the player's address.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/forget-password', payload: { email: player.email } }))
        .statusCode,
    ).toBe(200);

    const data = await exportOf(player.token);
    expect(data.account).toMatchObject({
      id: player.user.id,
      email: player.email.toLowerCase(),
      name: player.name,
    });
    expect(data.tables.teams!.map((team) => team.team_name)).toEqual([`Team ${player.name}`.slice(0, 30)]);
    expect(data.tables.sessions!.map((s) => s.id)).toEqual(
      (await t.database.db.select().from(sessions).where(eq(sessions.userId, player.user.id))).map(
        (s) => s.id,
      ),
    );
    expect(data.tables.password_resets).toHaveLength(1);
    const mail = data.tables.outbox_emails!.find((m) => String(m.subject).includes('password reset'))!;
    expect(String(mail.text)).not.toMatch(/\b\d{6}\b/);

    // Nothing of the other player, and no credential anywhere.
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.email.toLowerCase());
    expect(text).not.toContain(`Team ${other.name}`.slice(0, 30));
    expect(text).not.toContain(player.token);
    const columns = [data.account, ...Object.values(data.tables).flat()].flatMap((row) => Object.keys(row));
    expect(columns.filter((column) => CREDENTIAL_COLUMN.test(column))).toEqual([]);
    expect(columns).not.toContain('password_hash');
    expect(columns).not.toContain('token_hash');
  });

  it('is for the signed-in player only, and limited to 5 an hour', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/my-data' })).statusCode).toBe(403);
    await resetLimiters();
    const player = await registerAndLogin(t.app);
    for (let i = 0; i < 5; i++) await exportOf(player.token);
    const refused = await t.app.inject({ method: 'GET', url: '/api/my-data', headers: player.auth });
    expect(refused.statusCode).toBe(429);
  });
});
