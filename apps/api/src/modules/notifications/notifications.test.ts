import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, eventDeliveries, notifications } from '../../db/schema/notifications';
import { createTestApp, body, type TestApp } from '../../../test/harness';
import { registerAndLogin } from '../../../test/fixtures';
import { createAdmin } from '../../../test/admin-fixtures';
import { insertGame, insertTournament } from '../../../test/catalogue-fixtures';
import { openSse } from '../../../test/sse-client';
import { waitFor } from '../../../test/timeouts';
import { recordEvent, type NewDomainEvent } from './domain-events';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

function joinRequest(captainId: number, title = 'New join request'): NewDomainEvent {
  return {
    type: 'team.join_requested',
    recipients: [captainId],
    teamId: 7,
    notice: { title, body: 'A player asked to join Team Rocket', link: '#/myprofile' },
  };
}

async function deliveriesOf(eventId: number) {
  return t.database.db.select().from(eventDeliveries).where(eq(eventDeliveries.eventId, eventId));
}

describe('the transactional outbox', () => {
  it('records an event with the change that commits, and delivers it in-app without a poll', async () => {
    const captain = await registerAndLogin(t.app);
    const eventId = await t.database.db.transaction((tx) => recordEvent(tx, joinRequest(captain.user.id)));
    expect((await deliveriesOf(eventId)).map((d) => d.channel).sort()).toEqual(['in_app', 'live']);
    await waitFor(async () => (await deliveriesOf(eventId)).every((d) => d.status === 'delivered'), {
      what: 'the deliveries',
    });
    const list = await t.app.inject({ url: '/api/notifications', headers: captain.auth });
    expect(list.statusCode).toBe(200);
    const json = body<{ data: Array<Record<string, unknown>>; unread_count: number }>(list);
    expect(json.unread_count).toBe(1);
    expect(json.data).toEqual([
      {
        id: expect.any(Number),
        type: 'team.join_requested',
        title: 'New join request',
        body: 'A player asked to join Team Rocket',
        link: '#/myprofile',
        read_at: null,
        // A notice naming no time has none to render in the reader's zone (decision 0032).
        times: {},
        created_at: expect.any(String),
      },
    ]);
  });

  it('records nothing when the change rolls back', async () => {
    const captain = await registerAndLogin(t.app);
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordEvent(tx, joinRequest(captain.user.id));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.database.db.select().from(domainEvents)).toEqual([]);
    expect(await t.database.db.select().from(eventDeliveries)).toEqual([]);
    const json = body<{ unread_count: number }>(
      await t.app.inject({ url: '/api/notifications', headers: captain.auth }),
    );
    expect(json.unread_count).toBe(0);
  });

  it('notifies every admin of an admin event, and never the same player twice when delivered again', async () => {
    const admin = await createAdmin(t.app, t.database);
    const player = await registerAndLogin(t.app);
    const eventId = await t.database.db.transaction((tx) =>
      recordEvent(tx, {
        type: 'admin.contact_message',
        recipients: 'admins',
        notice: { title: 'New contact message', body: 'From Ann', link: '#/admin/inbox' },
      }),
    );
    await waitFor(async () => (await deliveriesOf(eventId)).every((d) => d.status === 'delivered'));
    // At least once: a second delivery of the same event (a worker that died after delivering) adds nothing.
    await t.database.db
      .update(eventDeliveries)
      .set({ status: 'pending', nextAttemptAt: new Date(0) })
      .where(eq(eventDeliveries.eventId, eventId));
    await t.app.notifications.worker.drain();
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.eventId, eventId));
    expect(rows.map((r) => r.userId)).toEqual([admin.user.id]);
    expect(
      body<{ unread_count: number }>(await t.app.inject({ url: '/api/notifications', headers: player.auth }))
        .unread_count,
    ).toBe(0);
  });
});

describe('GET /api/notifications and POST /api/notifications/read', () => {
  it('lists newest first in pages and marks the given ids, or all, read', async () => {
    const captain = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    for (const title of ['first', 'second', 'third']) {
      await t.database.db.transaction((tx) => recordEvent(tx, joinRequest(captain.user.id, title)));
    }
    await t.database.db.transaction((tx) => recordEvent(tx, joinRequest(other.user.id, 'not yours')));
    await waitFor(async () => (await t.database.db.select().from(notifications)).length === 4);

    const page1 = body<{
      data: Array<{ id: number; title: string }>;
      unread_count: number;
      pagination: unknown;
    }>(await t.app.inject({ url: '/api/notifications?page=1&per_page=2', headers: captain.auth }));
    expect(page1.data.map((n) => n.title)).toEqual(['third', 'second']);
    expect(page1.unread_count).toBe(3);
    expect(page1.pagination).toEqual({ page: 1, per_page: 2, total: 3, last_page: 2 });
    const page2 = body<{ data: Array<{ id: number; title: string }> }>(
      await t.app.inject({ url: '/api/notifications?page=2&per_page=2', headers: captain.auth }),
    );
    expect(page2.data.map((n) => n.title)).toEqual(['first']);

    const othersId = (
      await t.database.db.select().from(notifications).where(eq(notifications.userId, other.user.id))
    )[0]!.id;
    const marked = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: captain.auth,
      payload: { ids: [page1.data[0]!.id, othersId] },
    });
    expect(marked.statusCode).toBe(200);
    expect(body<{ marked: number; unread_count: number }>(marked)).toMatchObject({
      marked: 1,
      unread_count: 2,
    });
    const unread = body<{ data: Array<{ title: string }> }>(
      await t.app.inject({ url: '/api/notifications?unread=1', headers: captain.auth }),
    );
    expect(unread.data.map((n) => n.title)).toEqual(['second', 'first']);
    // The other player's notification stays unread.
    const [others] = await t.database.db.select().from(notifications).where(eq(notifications.id, othersId));
    expect(others?.readAt).toBeNull();

    const all = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: captain.auth,
      payload: { all: true },
    });
    expect(body<{ unread_count: number }>(all).unread_count).toBe(0);
  });

  it('refuses a body with neither ids nor all, and visitors', async () => {
    const player = await registerAndLogin(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: player.auth,
      payload: {},
    });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).error).toContain('Send the ids to mark as read, or all: true');
    expect((await t.app.inject({ url: '/api/notifications' })).statusCode).toBe(403);
  });
});

describe('preferences', () => {
  it('are all on by default, change per category, and an in-app off category gets no notifications', async () => {
    const player = await registerAndLogin(t.app);
    const initial = body<{ data: Array<{ category: string; in_app: boolean; email: boolean }> }>(
      await t.app.inject({ url: '/api/notification-preferences', headers: player.auth }),
    );
    expect(initial.data.map((p) => p.category)).toEqual([
      'teams',
      'tournaments',
      'matches',
      'money',
      'admin',
    ]);
    expect(initial.data.every((p) => p.in_app && p.email)).toBe(true);

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: player.auth,
      payload: { preferences: [{ category: 'teams', in_app: false, email: true }] },
    });
    expect(saved.statusCode).toBe(200);
    expect(body<{ data: Array<{ category: string; in_app: boolean }> }>(saved).data[0]).toMatchObject({
      category: 'teams',
      in_app: false,
    });

    const eventId = await t.database.db.transaction((tx) => recordEvent(tx, joinRequest(player.user.id)));
    await waitFor(async () => (await deliveriesOf(eventId)).every((d) => d.status === 'delivered'));
    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, player.user.id))),
    ).toEqual([]);
  });

  it('refuses an unknown category', async () => {
    const player = await registerAndLogin(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: player.auth,
      payload: { preferences: [{ category: 'gossip', in_app: false, email: false }] },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/notifications/stream', () => {
  it('refuses visitors with 403', async () => {
    const response = await fetch(`${base}/api/notifications/stream`);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { status_code: number }).status_code).toBe(403);
  });

  it('pushes a new notification and an update to the player, and resumes after Last-Event-ID', async () => {
    const captain = await registerAndLogin(t.app);
    const stream = await openSse(`${base}/api/notifications/stream`, captain.auth);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      await stream.waitForEvent((e) => e.event === 'ready', 'ready');
      const eventId = await t.database.db.transaction((tx) => recordEvent(tx, joinRequest(captain.user.id)));
      const pushed = await stream.waitForEvent((e) => e.event === 'notification', 'the notification');
      expect(pushed.id).toBe(String(eventId));
      expect(pushed.data).toMatchObject({
        type: 'team.join_requested',
        title: 'New join request',
        unread_count: 1,
      });
      const update = await stream.waitForEvent((e) => e.event === 'update', 'the update');
      expect(update.data).toMatchObject({ id: eventId, type: 'team.join_requested', team_id: 7 });
    } finally {
      stream.close();
    }

    const later = await t.database.db.transaction((tx) =>
      recordEvent(tx, joinRequest(captain.user.id, 'missed')),
    );
    await waitFor(async () => (await deliveriesOf(later)).every((d) => d.status === 'delivered'));
    const resumed = await openSse(`${base}/api/notifications/stream`, {
      ...captain.auth,
      'last-event-id': String(later - 1),
    });
    try {
      const missed = await resumed.waitForEvent((e) => e.event === 'notification', 'the missed notification');
      expect(missed.data).toMatchObject({ title: 'missed' });
    } finally {
      resumed.close();
    }
  });
});

describe('GET /api/tournament-stream', () => {
  it("carries each of the tournament's public updates once, with what it changes, and no private event", async () => {
    const game = await insertGame(t.database.db);
    const tournament = await insertTournament(t.database.db, game.id);
    const captain = await registerAndLogin(t.app);
    const stream = await openSse(`${base}/api/tournament-stream?tournament_id=${tournament.id}`);
    try {
      await stream.waitForEvent((e) => e.event === 'ready', 'ready');
      const record = (event: NewDomainEvent) => t.database.db.transaction((tx) => recordEvent(tx, event));
      const notice = { title: 'Result', body: 'Owls 2 - 1 Hawks', link: '#/myprofile' };
      const joinRequest = await record({
        type: 'team.join_requested',
        recipients: [captain.user.id],
        tournamentId: tournament.id,
        teamId: 7,
        notice,
      });
      const result = await record({
        type: 'match.result_set',
        recipients: [captain.user.id],
        tournamentId: tournament.id,
        matchId: 5,
        notice,
      });
      const otherCup = await record({
        type: 'match.confirmed',
        recipients: [],
        tournamentId: 999_999,
        notice,
      });
      const confirmed = await record({
        type: 'match.confirmed',
        recipients: [],
        tournamentId: tournament.id,
        notice,
      });
      await stream.waitForEvent((e) => e.id === String(confirmed), 'the last update');
      await t.app.notifications.worker.drain();

      const updates = stream.events.filter((e) => e.event === 'update');
      expect(updates.map((e) => Number(e.id)).sort((a, b) => a - b)).toEqual([result, confirmed]);
      expect(updates.find((e) => e.id === String(result))!.data).toEqual({
        id: result,
        type: 'match.result_set',
        tournament_id: tournament.id,
        match_id: 5,
        team_id: null,
        topics: ['bracket', 'results'],
        created_at: expect.any(String),
      });
      expect(stream.events.map((e) => e.id)).not.toContain(String(joinRequest));
      expect(stream.events.map((e) => e.id)).not.toContain(String(otherCup));
    } finally {
      stream.close();
    }
  });

  it('answers 404 for an unknown tournament and 400 without an id', async () => {
    expect((await t.app.inject({ url: '/api/tournament-stream?tournament_id=999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/tournament-stream' })).statusCode).toBe(400);
  });
});

describe('notifications in the reader’s language (decision 0062)', () => {
  const request = (captainId: number): NewDomainEvent => ({
    type: 'team.join_requested',
    recipients: [captainId],
    teamId: 7,
    notice: {
      title: 'Kim asked to join Red Owls',
      body: 'Kim wants to join Red Owls. Accept or reject the request in Team Management.',
      link: '#/teammanagement',
    },
  });
  const german = {
    title: 'Kim möchte Red Owls beitreten',
    body: 'Kim möchte Red Owls beitreten. Nimm die Anfrage in der Teamverwaltung an oder lehne sie ab.',
  };

  it('stores the English notice and reads it in German to a German reader, live and in the list', async () => {
    const captain = await registerAndLogin(t.app);
    const stream = await openSse(`${base}/api/notifications/stream`, {
      ...captain.auth,
      'accept-language': 'de',
    });
    try {
      await stream.waitForEvent((e) => e.event === 'ready', 'ready');
      const eventId = await t.database.db.transaction((tx) => recordEvent(tx, request(captain.user.id)));
      const pushed = await stream.waitForEvent((e) => e.event === 'notification', 'the notification');
      expect(pushed.data).toMatchObject(german);
      await waitFor(async () => (await deliveriesOf(eventId)).every((d) => d.status === 'delivered'), {
        what: 'the deliveries',
      });
    } finally {
      stream.close();
    }
    const [stored] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, captain.user.id));
    expect(stored?.title).toBe('Kim asked to join Red Owls');

    type List = { data: Array<{ title: string; body: string }> };
    const inGerman = await t.app.inject({
      url: '/api/notifications',
      headers: { ...captain.auth, 'accept-language': 'de-DE, en;q=0.5' },
    });
    expect(body<List>(inGerman).data[0]).toMatchObject(german);
    const inEnglish = await t.app.inject({ url: '/api/notifications', headers: captain.auth });
    expect(body<List>(inEnglish).data[0]).toMatchObject({
      title: 'Kim asked to join Red Owls',
      body: 'Kim wants to join Red Owls. Accept or reject the request in Team Management.',
    });
    // The account's language comes before Accept-Language.
    await t.app.inject({
      method: 'POST',
      url: '/api/update-user-profile',
      headers: captain.auth,
      payload: { email: captain.email, language: 'de' },
    });
    const byAccount = await t.app.inject({
      url: '/api/notifications',
      headers: { ...captain.auth, 'accept-language': 'fr' },
    });
    expect(body<List>(byAccount).data[0]).toMatchObject(german);
  });
});
