/**
 * My data (GDPR articles 15 and 20; issue 28, decision 0051): the export holds every table that refers to the
 * player, nobody else's rows, and no credential; a column that names a user without a foreign key (so the export
 * would miss it) fails here until it gets one or is listed as not personal.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/sessions';
import { createTestApp, resetLimiters, type TestApp } from '../../../test/harness';
import { createAdmin } from '../../../test/admin-fixtures';
import { registerAndLogin } from '../../../test/fixtures';
import { multipart } from '../../../test/upload-fixtures';
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

  it('records the sign-up consents with the version of each page, and exports them', async () => {
    // The terms were written by the console at a known time; the privacy policy never was.
    const edited = new Date('2026-11-02T09:30:00.000Z');
    await t.database.db.execute(
      sql`INSERT INTO pages (key, title, content, updated_at) VALUES ('terms-and-conditions', 'Terms', '<p>T</p>', ${edited.toISOString()})
          ON CONFLICT (key) DO UPDATE SET updated_at = excluded.updated_at`,
    );
    const player = await registerAndLogin(t.app);
    const data = await exportOf(player.token);
    expect(
      data.tables.consents!.map(({ document, version, source }) => ({ document, version, source })),
    ).toEqual([
      { document: 'terms-and-conditions', version: edited.toISOString(), source: 'registration' },
      { document: 'privacy-policy', version: null, source: 'registration' },
    ]);
  });

  it('answers a ZIP of the same data and the uploaded pictures with format=zip, for the player and the console', async () => {
    const player = await registerAndLogin(t.app);
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#ff6633' } })
      .jpeg()
      .toBuffer();
    const form = multipart('profile_picture', 'me.jpg', 'image/jpeg', photo);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/update-user-profile-picture',
      headers: { ...player.auth, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [{ picture }] = (
      (await t.database.db.execute(
        sql`SELECT profile_picture AS picture FROM users WHERE id = ${player.user.id}`,
      )) as unknown as { rows: Array<{ picture: string }> }
    ).rows as [{ picture: string }];
    const stored = fs.readFileSync(path.join(t.config.dataDir, 'storage', picture));

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/my-data?format=zip',
      headers: player.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="arena-my-data-.+\.zip"$/);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['my-data.json', `pictures/${picture}`]);
    expect(Buffer.from(files[`pictures/${picture}`]!).equals(stored)).toBe(true);
    const data = JSON.parse(strFromU8(files['my-data.json']!)) as Export;
    expect(data.account).toMatchObject({ id: player.user.id, profile_picture: picture });
    expect(Object.keys(data.tables)).toEqual(expect.arrayContaining(['sessions', 'consents']));

    // A picture whose file is gone is left out of the ZIP; the JSON still names it.
    fs.rmSync(path.join(t.config.dataDir, 'storage', picture));
    const without = await t.app.inject({
      method: 'GET',
      url: '/api/my-data?format=zip',
      headers: player.auth,
    });
    expect(Object.keys(unzipSync(new Uint8Array(without.rawPayload)))).toEqual(['my-data.json']);

    // The console's copy, on the player's request, in the same form.
    const admin = await createAdmin(t.app, t.database);
    const consoleZip = await t.app.inject({
      method: 'GET',
      url: `/api/admin/players/${player.user.id}/data?format=zip`,
      headers: admin.auth,
    });
    expect(consoleZip.statusCode, consoleZip.body).toBe(200);
    expect(consoleZip.headers['content-disposition']).toMatch(
      /^attachment; filename="arena-player-data-.+\.zip"$/,
    );
    const consoleData = JSON.parse(
      strFromU8(unzipSync(new Uint8Array(consoleZip.rawPayload))['my-data.json']!),
    ) as Export;
    expect(consoleData.account).toMatchObject({ id: player.user.id });

    const wrong = await t.app.inject({ method: 'GET', url: '/api/my-data?format=pdf', headers: player.auth });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ status: false, message: 'format is json or zip' });
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
