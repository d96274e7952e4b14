/**
 * The platform table (decision 0038): every PLATFORMS row is a users column with its case-insensitive unique
 * index, in the schema and in the migrated database (a row added without its migration fails here), and each
 * platform's ID goes through the profile, its uniqueness check and the team roster under its own field.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORMS, type Platform } from '@arena/shared/platforms';
import { users } from '../../db/schema/users';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { registerAndLogin } from '../../../test/fixtures';
import { insertTeam } from '../../../test/catalogue-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('PLATFORMS and the users table', () => {
  it('gives every row a nullable text column and a unique index in the schema', () => {
    const columns = getTableColumns(users) as Record<
      string,
      { name: string; notNull: boolean; columnType: string }
    >;
    const indexes = getTableConfig(users).indexes.map((index) => index.config.name);
    for (const platform of PLATFORMS) {
      expect(columns[platform.key], platform.key).toMatchObject({
        name: platform.column,
        notNull: false,
        columnType: 'PgText',
      });
      expect(indexes).toContain(`users_${platform.column}_unique`);
    }
  });

  it('finds every row in the migrated database: a text column and a unique index on its lower case', async () => {
    const columns = rowsOf<{ column_name: string; data_type: string; is_nullable: string }>(
      await t.database.db.execute(sql`
        SELECT column_name, data_type, is_nullable FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'users'`),
    );
    const indexes = rowsOf<{ indexname: string; indexdef: string }>(
      await t.database.db.execute(sql`
        SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'users'`),
    );
    for (const platform of PLATFORMS) {
      expect(columns, platform.column).toContainEqual({
        column_name: platform.column,
        data_type: 'text',
        is_nullable: 'YES',
      });
      const index = indexes.find((i) => i.indexname === `users_${platform.column}_unique`);
      expect(index?.indexdef, platform.column).toMatch(
        new RegExp(`^CREATE UNIQUE INDEX .* \\(lower\\(${platform.column}\\)\\)$`),
      );
    }
  });
});

describe('each platform through the API', () => {
  const update = (auth: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/update-user-profile', headers: auth, payload });

  it('saves every platform ID, shows it on the profile and the roster, and refuses it to another player', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const ids = Object.fromEntries(
      PLATFORMS.map((platform, i) => [platform.key, `Owner_${i}_${owner.user.id}`]),
    ) as Record<Platform, string>;
    const saved = await update(owner.auth, { email: owner.email, ...ids });
    expect(saved.statusCode).toBe(200);
    expect(body<{ user: { user_details: object } }>(saved).user.user_details).toMatchObject(ids);

    const team = await insertTeam(t.database.db, [owner.user.id]);
    const roster = body<{ players: Array<{ user_details: object }> }>(
      await t.app.inject({ url: `/api/player-list?team_id=${team.id}`, headers: owner.auth }),
    ).players;
    expect(roster[0]?.user_details).toEqual(ids);

    for (const platform of PLATFORMS) {
      const taken = await update(other.auth, {
        email: other.email,
        [platform.key]: ids[platform.key].toUpperCase(),
      });
      expect(taken.statusCode, platform.key).toBe(400);
      expect(body(taken).error).toEqual([`This ${platform.label} is already used by another player.`]);
    }
  });
});
