/** Who may call the console's catalogue routes, and the audit log they write. */
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminGame } from '@arena/shared/admin-catalogue';
import { adminAudit } from '../../db/schema/admin-audit';
import { games } from '../../db/schema/games';
import { contactMessages } from '../../db/schema/pages';
import { tournaments } from '../../db/schema/tournaments';
import { storageRoot } from '../../integrations/storage/local-storage';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { insertSignedInPlayers, registerAndLogin } from '../../../test/fixtures';
import { enrol, insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { consoleCalls, picture, tournamentForm } from '../../../test/console-fixtures';
import { multipart } from '../../../test/upload-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { admin, send, get, upload, createTournament, auditOf } = consoleCalls(() => t);

describe('who may call the console, and its audit log', () => {
  /** Every route of this module, with a body that an admin's call would accept. */
  async function everyRoute() {
    const game = await insertGame(t.database.db);
    const cup = await insertTournament(t.database.db, game.id, { seeding: 'organiser' });
    const [message] = await t.database.db
      .insert(contactMessages)
      .values({ name: 'Ada', email: 'ada@example.com', contactNumber: '07700900123', message: 'Hi' })
      .returning();
    const png = multipart('banner', 'b.png', 'image/png', await picture('png', 8, 8));
    const image = multipart('image', 'b.png', 'image/png', await picture('png', 8, 8));
    const json = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => ({
      method,
      url,
      payload,
    });
    const form = (url: string, f: ReturnType<typeof multipart>) => ({
      method: 'POST' as const,
      url,
      form: f,
    });
    return [
      json('GET', '/api/admin/games'),
      json('POST', '/api/admin/games', { game_name: 'Sneaky' }),
      json('PUT', `/api/admin/games/${game.id}`, { game_name: 'Sneaky' }),
      json('POST', `/api/admin/games/${game.id}/archive`),
      json('POST', `/api/admin/games/${game.id}/unarchive`),
      form(`/api/admin/games/${game.id}/banner`, png),
      json('GET', '/api/admin/tournaments'),
      json('GET', `/api/admin/tournaments/${cup.id}`),
      json('POST', '/api/admin/tournaments', tournamentForm(game.id)),
      json('PUT', `/api/admin/tournaments/${cup.id}`, tournamentForm(game.id)),
      json('PUT', `/api/admin/tournaments/${cup.id}/seeds`, { seeds: [] }),
      form(`/api/admin/tournaments/${cup.id}/banner`, png),
      form(`/api/admin/tournaments/${cup.id}/bracket-image`, image),
      json('GET', '/api/admin/pages'),
      json('PUT', '/api/admin/pages/terms-and-conditions', { title: 'Hacked', content: '<p>x</p>' }),
      json('GET', '/api/admin/pages/aboutus/entries'),
      json('PUT', '/api/admin/pages/aboutus/entries', { entries: ['Hacked'] }),
      json('GET', '/api/admin/contact-messages'),
      json('POST', `/api/admin/contact-messages/${message!.id}/handled`),
    ];
  }

  async function snapshot() {
    const { db } = t.database;
    const [counts] = (
      (await db.execute(sql`SELECT
        (SELECT count(*)::int FROM games) AS games,
        (SELECT count(*)::int FROM tournaments) AS tournaments,
        (SELECT count(*)::int FROM pages) AS pages,
        (SELECT count(*)::int FROM page_entries) AS page_entries,
        (SELECT count(*)::int FROM admin_audit) AS audit,
        (SELECT count(*)::int FROM contact_messages WHERE handled_at IS NOT NULL) AS handled`)) as unknown as {
        rows: unknown[];
      }
    ).rows;
    return {
      counts,
      games: await db.select().from(games),
      tournaments: await db.select().from(tournaments),
      files: fs.existsSync(storageRoot(t.config.dataDir))
        ? fs.readdirSync(storageRoot(t.config.dataDir))
        : [],
    };
  }

  it('is invisible to players (404), refuses visitors (403, no session) and changes nothing', async () => {
    const player = await registerAndLogin(t.app);
    const routes = await everyRoute();
    const before = await snapshot();
    for (const route of routes) {
      for (const [who, auth, status] of [
        ['player', player.auth, 404],
        ['visitor', {}, 403],
      ] as const) {
        const response =
          'form' in route
            ? await upload(route.url, auth, route.form)
            : await send(route.method, route.url, auth, route.payload);
        expect(response.statusCode, `${who} ${route.method} ${route.url}`).toBe(status);
        expect(body(response).status).toBe(false);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('records one audit entry per change, with its action, target, before and after; refusals record none', async () => {
    const organiser = await admin();
    const a = organiser.auth;
    const game = body<{ data: AdminGame }>(
      await send('POST', '/api/admin/games', a, { game_name: 'Audit Game' }),
    ).data;
    await send('PUT', `/api/admin/games/${game.id}`, a, { game_name: 'Audited Game' });
    await send('POST', `/api/admin/games/${game.id}/archive`, a);
    await send('POST', `/api/admin/games/${game.id}/unarchive`, a);
    await upload(
      `/api/admin/games/${game.id}/banner`,
      a,
      multipart('banner', 'b.png', 'image/png', await picture('png', 8, 8)),
    );
    const cup = await createTournament(a, tournamentForm(game.id, { team_size: 1 }));
    await send(
      'PUT',
      `/api/admin/tournaments/${cup.id}`,
      a,
      tournamentForm(game.id, { team_size: 1, tournament_name: 'Audit Cup' }),
    );
    await upload(
      `/api/admin/tournaments/${cup.id}/banner`,
      a,
      multipart('banner', 'b.png', 'image/png', await picture('png', 8, 8)),
    );
    await upload(
      `/api/admin/tournaments/${cup.id}/bracket-image`,
      a,
      multipart('image', 'b.png', 'image/png', await picture('png', 8, 8)),
    );
    const [player] = await insertSignedInPlayers(t.database, 1);
    const team = await insertTeam(t.database.db, [player!.user.id]);
    await enrol(t.database.db, cup.id, team);
    await send('PUT', `/api/admin/tournaments/${cup.id}/seeds`, a, {
      seeds: [{ team_id: team.id, seed: 1 }],
    });
    await send('PUT', '/api/admin/pages/privacy-policy', a, { title: 'Privacy', content: '<p>Data</p>' });
    await send('PUT', '/api/admin/pages/aboutus/entries', a, { entries: ['One', 'Two'] });
    const [message] = await t.database.db
      .insert(contactMessages)
      .values({ name: 'Ada', email: 'ada@example.com', contactNumber: '07700900123', message: 'Hi' })
      .returning();
    await send('POST', `/api/admin/contact-messages/${message!.id}/handled`, a);

    // Refusals and reads leave no trace.
    await send('POST', '/api/admin/games', a, { game_name: 'audited game' });
    await send('POST', `/api/admin/contact-messages/${message!.id}/handled`, a);
    await send('PUT', `/api/admin/tournaments/${cup.id}`, a, tournamentForm(game.id, { team_size: 2 }));
    await get('/api/admin/games', a);

    const entries = (await auditOf(a)).reverse();
    expect(entries.map((e) => [e.action, e.target_id])).toEqual([
      ['game.create', String(game.id)],
      ['game.update', String(game.id)],
      ['game.archive', String(game.id)],
      ['game.unarchive', String(game.id)],
      ['game.banner', String(game.id)],
      ['tournament.create', String(cup.id)],
      ['tournament.update', String(cup.id)],
      ['tournament.banner', String(cup.id)],
      ['tournament.bracket_image', String(cup.id)],
      ['tournament.seeds', String(cup.id)],
      ['page.update', 'privacy-policy'],
      ['about.update', 'aboutus'],
      ['contact.handled', String(message!.id)],
    ]);
    const byAction = Object.fromEntries(entries.map((e) => [e.action, e]));
    expect(byAction['game.create']).toMatchObject({ before: null, after: { game_name: 'Audit Game' } });
    expect(byAction['game.update']).toMatchObject({
      before: { game_name: 'Audit Game' },
      after: { game_name: 'Audited Game' },
    });
    expect(byAction['game.archive']).toMatchObject({ before: { archived_at: null } });
    expect((byAction['game.archive']!.after as { archived_at: string | null }).archived_at).not.toBeNull();
    expect(byAction['game.banner']).toMatchObject({ before: { game_banner: null } });
    expect(byAction['tournament.create']).toMatchObject({
      before: null,
      after: { tournament_name: 'Spring Open', winning_prize: 250.5, prize_split: [60, 30, 10] },
    });
    expect(byAction['tournament.update']).toMatchObject({
      before: { tournament_name: 'Spring Open' },
      after: { tournament_name: 'Audit Cup' },
    });
    expect(byAction['tournament.bracket_image']).toMatchObject({ before: { bracket_image_url: null } });
    expect(byAction['tournament.seeds']).toMatchObject({
      before: [{ team_id: team.id, seed: null }],
      after: [{ team_id: team.id, seed: 1 }],
    });
    expect(byAction['page.update']).toMatchObject({
      before: null,
      after: { title: 'Privacy', content: '<p>Data</p>' },
    });
    expect(byAction['about.update']).toMatchObject({
      before: { entries: [] },
      after: { entries: ['One', 'Two'] },
    });
    expect(byAction['contact.handled']).toMatchObject({ before: { handled_at: null } });
    const [row] = await t.database.db.select().from(adminAudit).where(eq(adminAudit.action, 'game.create'));
    expect(row?.adminId).toBe(organiser.user.id);
  });
});
