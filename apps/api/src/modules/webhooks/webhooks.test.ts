/**
 * Organisers' webhooks end to end (decision 0058), with a local receiver (WEBHOOK_ALLOW_PRIVATE_URLS=1): the
 * admin API, deliveries verified by the `standardwebhooks` library, a rotated secret signing alongside the new
 * one, retries with backoff until the 24-hour window disables the endpoint and tells the admins, order per
 * tournament, at least once across a crashed worker, and a replay.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WebhookDelivery, WebhookEndpoint, WebhookEvent } from '@arena/shared/webhooks';
import type { Db } from '../../db/client';
import { domainEvents, eventDeliveries, notifications } from '../../db/schema/notifications';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';
import { adminAudit } from '../../db/schema/admin-audit';
import { body, createTestApp, testConfig, type TestApp } from '../../../test/harness';
import { createAdmin } from '../../../test/admin-fixtures';
import { tournamentForm } from '../../../test/console-fixtures';
import { insertGame, insertTournament } from '../../../test/catalogue-fixtures';
import { waitFor } from '../../../test/timeouts';
import { recordEvent } from '../notifications/domain-events';
import {
  DEFAULT_WEBHOOK_SETTINGS,
  claimDueWebhookSends,
  fanOutWebhooks,
  nextWebhookDueAt,
} from '../notifications/webhook-delivery';

interface Received {
  headers: Record<string, string>;
  body: string;
  json: { type: WebhookEvent; timestamp: string; data: Record<string, unknown> };
}
const received: Received[] = [];
/** The receiver's answer to each delivery (the test decides). */
let answer: (delivery: Received) => number = () => 204;
const receiver = http.createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  request.on('end', () => {
    const delivery: Received = {
      headers: request.headers as Record<string, string>,
      body: raw,
      json: JSON.parse(raw) as Received['json'],
    };
    received.push(delivery);
    response.writeHead(answer(delivery));
    response.end();
  });
});

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let receiverUrl: string;
let now = new Date();
const clock = { now: () => now };
const advance = (ms: number) => (now = new Date(now.getTime() + ms));
const HOUR = 3_600_000;

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  t = await createTestApp({
    config: { webhooks: { ...testConfig().webhooks, allowPrivateUrls: true } },
    deps: { clock },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});
beforeEach(async () => {
  now = new Date();
  received.length = 0;
  answer = () => 204;
  // The database is reset before each test.
  admin = await createAdmin(t.app, t.database);
});

async function createEndpoint(input: { events: WebhookEvent[]; tournament_id?: number; url?: string }) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/webhooks',
    headers: admin.auth,
    payload: { url: input.url ?? receiverUrl, ...input },
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ data: WebhookEndpoint & { secret: string } }>(response).data;
}

async function tournament() {
  const game = await insertGame(t.database.db);
  return insertTournament(t.database.db, game.id);
}

/** A confirmed result of `tournamentId` (a domain event the webhooks hear as match.confirmed). */
async function confirmed(tournamentId: number, matchId: number) {
  return t.database.db.transaction((tx) =>
    recordEvent(tx, {
      type: 'match.confirmed',
      recipients: [],
      tournamentId,
      matchId,
      notice: { title: 'Result', body: 'Result', link: '#/' },
    }),
  );
}

const drain = () => t.app.notifications.worker.drain();

async function deliveriesOf(endpointId: number) {
  const response = await t.app.inject({
    url: `/api/admin/webhooks/${endpointId}/deliveries?per_page=100`,
    headers: admin.auth,
  });
  expect(response.statusCode).toBe(200);
  return body<{ data: WebhookDelivery[] }>(response).data;
}

describe('webhook endpoints', () => {
  it('creates an endpoint with a secret shown once, lists it without, deletes it; each audited', async () => {
    const created = await createEndpoint({ events: ['match.ready', 'match.confirmed'] });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(created.secret.slice('whsec_'.length), 'base64').length).toBeGreaterThanOrEqual(24);
    // Sealed at rest: the stored text is not the secret.
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.id));
    expect(row!.secretSealed).not.toContain(created.secret.slice('whsec_'.length));

    const list = await t.app.inject({ url: '/api/admin/webhooks', headers: admin.auth });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret);
    expect(body<{ data: WebhookEndpoint[] }>(list).data).toEqual([
      expect.objectContaining({
        id: created.id,
        url: receiverUrl,
        events: ['match.ready', 'match.confirmed'],
      }),
    ]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/webhooks/${created.id}`,
      headers: admin.auth,
    });
    expect(removed.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/webhooks/${created.id}`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(404);
    const audit = await t.database.db
      .select({ action: adminAudit.action, after: adminAudit.after })
      .from(adminAudit)
      .where(and(eq(adminAudit.targetType, 'webhook'), eq(adminAudit.targetId, String(created.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['webhook.create', 'webhook.delete']);
    expect(JSON.stringify(audit)).not.toContain(created.secret);
  });

  it('refuses unknown events, an empty list, a bad URL and an unknown tournament, and players', async () => {
    for (const payload of [
      { url: receiverUrl, events: ['match.exploded'] },
      { url: receiverUrl, events: [] },
      { url: 'ftp://example.com/x', events: ['match.ready'] },
      { url: 'https://user:pw@example.com/x', events: ['match.ready'] },
      { url: receiverUrl, events: ['match.ready'], tournament_id: 999_999 },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/webhooks',
        headers: admin.auth,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body<{ error: string[] }>(response).error[0]).toBeTruthy();
    }
  });
});

describe('webhook deliveries', () => {
  it('delivers the events an endpoint chose, of its tournament, verified by the standardwebhooks library', async () => {
    const cup = await tournament();
    const other = await tournament();
    const all = await createEndpoint({ events: ['match.confirmed'] });
    const onlyCup = await createEndpoint({
      events: ['match.confirmed', 'match.ready'],
      tournament_id: cup.id,
    });
    const eventId = await confirmed(cup.id, 41);
    await confirmed(other.id, 42);
    // An event neither endpoint chose.
    await t.database.db.transaction((tx) =>
      recordEvent(tx, {
        type: 'match.disputed',
        recipients: [],
        tournamentId: cup.id,
        matchId: 41,
        notice: { title: 'x', body: 'x', link: '#/' },
      }),
    );
    await drain();
    await waitFor(() => received.length >= 3, { what: 'three deliveries' });
    await drain();
    expect(received).toHaveLength(3);
    const bySecret = (endpointSecret: string) =>
      received.filter((delivery) => {
        try {
          new Webhook(endpointSecret).verify(delivery.body, delivery.headers);
          return true;
        } catch {
          return false;
        }
      });
    // Each delivery verifies with its own endpoint's secret only.
    expect(
      bySecret(all.secret)
        .map((d) => d.json.data.match_id)
        .sort(),
    ).toEqual([41, 42]);
    expect(bySecret(onlyCup.secret).map((d) => d.json.data.match_id)).toEqual([41]);
    const first = bySecret(onlyCup.secret)[0]!;
    expect(first.headers['webhook-id']).toBe(`msg_${eventId}`);
    expect(first.json).toEqual({
      type: 'match.confirmed',
      timestamp: expect.any(String),
      data: { tournament_id: cup.id, match_id: 41, confirmed_by: 'captains' },
    });
    // A tampered body does not verify.
    expect(() => new Webhook(onlyCup.secret).verify(first.body.replace('41', '43'), first.headers)).toThrow();

    const log = await deliveriesOf(onlyCup.id);
    expect(log).toEqual([
      expect.objectContaining({
        type: 'match.confirmed',
        status: 'delivered',
        attempts: 1,
        last_response_code: 204,
        last_error: null,
        message_id: `msg_${eventId}`,
        tournament_id: cup.id,
      }),
    ]);
  });

  it('hears a tournament created through the console (a live-only domain event, told to nobody else)', async () => {
    await createEndpoint({ events: ['tournament.created'] });
    const game = await insertGame(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tournaments',
      headers: admin.auth,
      payload: tournamentForm(game.id),
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = body<{ data: { id: number } }>(response).data;
    await drain();
    await waitFor(() => received.length === 1, { what: 'tournament.created' });
    expect(received[0]!.json).toMatchObject({
      type: 'tournament.created',
      data: { tournament_id: created.id },
    });
  });

  it('sends a fact told once per team once: a match ready for both sides is one delivery', async () => {
    const cup = await tournament();
    await createEndpoint({ events: ['match.ready'] });
    await t.database.db.transaction(async (tx) => {
      for (const teamId of [7, 8])
        await recordEvent(tx, {
          type: 'match.ready',
          recipients: [],
          tournamentId: cup.id,
          matchId: 5,
          teamId,
          data: { team_ids: [7, 8] },
          notice: { title: 'x', body: 'x', link: '#/' },
        });
    });
    await drain();
    await waitFor(() => received.length >= 1, { what: 'the match ready delivery' });
    await drain();
    expect(received.map((d) => d.json.data)).toEqual([
      { tournament_id: cup.id, match_id: 5, team_ids: [7, 8] },
    ]);
  });

  it('signs with the old and the new secret for 24 hours after a rotation, then with the new one only', async () => {
    const cup = await tournament();
    const created = await createEndpoint({ events: ['match.confirmed'] });
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/${created.id}/rotate-secret`,
      headers: admin.auth,
    });
    expect(rotated.statusCode).toBe(200);
    const fresh = body<{ data: WebhookEndpoint & { secret: string } }>(rotated).data;
    expect(fresh.secret).not.toBe(created.secret);
    expect(new Date(fresh.previous_secret_expires_at!).getTime()).toBe(now.getTime() + 24 * HOUR);

    await confirmed(cup.id, 1);
    await drain();
    await waitFor(() => received.length === 1, { what: 'the delivery in the overlap' });
    const during = received[0]!;
    expect(during.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(() => new Webhook(created.secret).verify(during.body, during.headers)).not.toThrow();
    expect(() => new Webhook(fresh.secret).verify(during.body, during.headers)).not.toThrow();

    // A day later (the library checks timestamps against the real time, so the signatures are compared).
    advance(24 * HOUR + 1000);
    await confirmed(cup.id, 2);
    await drain();
    await waitFor(() => received.length === 2, { what: 'the delivery after the overlap' });
    const after = received[1]!;
    const signed = (secret: string) =>
      new Webhook(secret).sign(
        after.headers['webhook-id']!,
        new Date(Number(after.headers['webhook-timestamp']) * 1000),
        after.body,
      );
    expect(after.headers['webhook-signature']).toBe(signed(fresh.secret));
    expect(after.headers['webhook-signature']).not.toContain(signed(created.secret));
  });

  it('retries with exponential backoff for 24 hours, then disables the endpoint and tells the admins', async () => {
    const cup = await tournament();
    const created = await createEndpoint({ events: ['match.confirmed'] });
    answer = () => 503;
    await confirmed(cup.id, 1);
    await drain();
    await waitFor(() => received.length === 1, { what: 'the first attempt' });
    const ids = new Set<string>();
    const gaps: number[] = [];
    let [row] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, created.id));
    let guard = 0;
    while (row!.status === 'pending' && guard++ < 100) {
      gaps.push(row!.nextAttemptAt.getTime() - now.getTime());
      now = new Date(row!.nextAttemptAt.getTime());
      await drain();
      [row] = await t.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, created.id));
    }
    for (const delivery of received) ids.add(delivery.headers['webhook-id']!);
    // The same message every time; each wait twice the one before, up to the hour's cap.
    expect(ids.size).toBe(1);
    expect(gaps.slice(0, 4)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(Math.max(...gaps)).toBe(DEFAULT_WEBHOOK_SETTINGS.retryMaxMs);
    expect(row).toMatchObject({ status: 'failed', lastResponseCode: 503, lastError: 'answered 503' });
    expect(row!.lastAttemptAt!.getTime() - row!.firstAttemptAt!.getTime()).toBe(24 * HOUR);
    expect(received.length).toBe(row!.attempts);

    // A day later the admin signs in again.
    admin = { ...admin, ...(await admin.signInAgain()) };
    const list = await t.app.inject({ url: '/api/admin/webhooks', headers: admin.auth });
    expect(body<{ data: WebhookEndpoint[] }>(list).data[0]!.disabled_at).toBe(now.toISOString());
    await waitFor(
      async () =>
        (
          await t.database.db
            .select()
            .from(notifications)
            .where(
              and(eq(notifications.userId, admin.user.id), eq(notifications.type, 'admin.webhook_disabled')),
            )
        ).length === 1,
      { what: "the admin's notification" },
    );

    // Disabled: nothing more is sent, and a replay is refused until it is enabled again.
    answer = () => 204;
    const before = received.length;
    await confirmed(cup.id, 2);
    await drain();
    expect(received.length).toBe(before);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/webhook-deliveries/${row!.id}/replay`,
      headers: admin.auth,
    });
    expect(refused.statusCode).toBe(409);
    const enabled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/${created.id}/enable`,
      headers: admin.auth,
    });
    expect(enabled.statusCode).toBe(200);
    const replayed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/webhook-deliveries/${row!.id}/replay`,
      headers: admin.auth,
    });
    expect(replayed.statusCode).toBe(200);
    await drain();
    await waitFor(() => received.length === before + 1, { what: 'the replay' });
    expect(received.at(-1)!.headers['webhook-id']).toBe([...ids][0]);
    expect((await deliveriesOf(created.id)).every((d) => d.status === 'delivered')).toBe(true);
  });

  it("keeps each tournament's order: a failing delivery holds back its tournament's next, not another's", async () => {
    const cup = await tournament();
    const other = await tournament();
    await createEndpoint({ events: ['match.confirmed'] });
    // The cup's first result fails twice.
    let failures = 0;
    answer = (delivery) =>
      delivery.json.data.tournament_id === cup.id && delivery.json.data.match_id === 1 && failures++ < 2
        ? 500
        : 204;
    for (const match of [1, 2, 3]) await confirmed(cup.id, match);
    await confirmed(other.id, 9);
    await drain();
    await waitFor(() => received.some((d) => d.json.data.match_id === 9), { what: "the other tournament's" });
    expect(
      received.filter((d) => d.json.data.tournament_id === cup.id).map((d) => d.json.data.match_id),
    ).toEqual([1]);
    for (let retry = 0; retry < 2; retry++) {
      advance(60_000);
      await drain();
    }
    await waitFor(() => received.filter((d) => d.json.data.tournament_id === cup.id).length === 5, {
      what: "the cup's deliveries",
    });
    expect(
      received.filter((d) => d.json.data.tournament_id === cup.id).map((d) => d.json.data.match_id),
    ).toEqual([1, 1, 1, 2, 3]);
  });

  it("keeps a tournament's order when an event's fan-out fails and is retried after a later event's", async () => {
    const cup = await tournament();
    const created = await createEndpoint({ events: ['match.confirmed'] });
    // The first event's fan-out failed once (its channel's delivery waits for its backoff); the second's runs.
    // One transaction, so no worker round sees the first event before its fan-out is set back.
    const first = await t.database.db.transaction(async (tx) => {
      const id = await recordEvent(tx, {
        type: 'match.confirmed',
        recipients: [],
        tournamentId: cup.id,
        matchId: 1,
        notice: { title: 'Result', body: 'Result', link: '#/' },
      });
      await tx
        .update(eventDeliveries)
        .set({ attempts: 1, lastError: 'fan-out failed', nextAttemptAt: new Date(Date.now() + HOUR) })
        .where(and(eq(eventDeliveries.eventId, id), eq(eventDeliveries.channel, 'webhook')));
      return id;
    });
    await confirmed(cup.id, 2);
    await drain();
    // The second result is queued but waits for the first's fan-out: nothing is sent out of order.
    expect((await deliveriesOf(created.id)).map((d) => d.status)).toEqual(['pending']);
    expect(received).toHaveLength(0);
    // The retry's time comes: the first is fanned out, then both go, in order.
    await t.database.db
      .update(eventDeliveries)
      .set({ nextAttemptAt: new Date() })
      .where(and(eq(eventDeliveries.eventId, first), eq(eventDeliveries.channel, 'webhook')));
    await drain();
    await waitFor(() => received.length === 2, { what: 'both deliveries' });
    expect(received.map((d) => d.json.data.match_id)).toEqual([1, 2]);
  });

  it('wakes for the head of a lane, not for a send waiting behind it (due long ago)', async () => {
    const cup = await tournament();
    const created = await createEndpoint({ events: ['match.confirmed'] });
    answer = (delivery) => (delivery.json.data.match_id === 1 ? 500 : 204);
    await confirmed(cup.id, 1);
    await confirmed(cup.id, 2);
    await drain();
    await waitFor(() => received.length === 1, { what: 'the first attempt' });
    const [second, first] = await deliveriesOf(created.id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(second).toMatchObject({ status: 'pending', attempts: 0 });
    // The second was due at once but waits for the first: the next wake is the first's retry.
    expect(new Date(second!.next_attempt_at!).getTime()).toBeLessThan(
      new Date(first!.next_attempt_at!).getTime(),
    );
    expect(await nextWebhookDueAt(t.database.db)).toEqual(new Date(first!.next_attempt_at!));
  });

  it('sends again, with the same webhook-id, what a crashed worker claimed and never recorded', async () => {
    const cup = await tournament();
    const created = await createEndpoint({ events: ['match.confirmed'] });
    // In one transaction: the event, its fan-out (as the outbox's lane does it) and a claim of its send by an
    // instance that dies before it sends or records anything.
    const eventId = await t.database.db.transaction(async (tx) => {
      const id = await recordEvent(tx, {
        type: 'match.confirmed',
        recipients: [],
        tournamentId: cup.id,
        matchId: 1,
        notice: { title: 'x', body: 'x', link: '#/' },
      });
      const [event] = await tx.select().from(domainEvents).where(eq(domainEvents.id, id));
      const claimedDelivery = { id: 0, channel: 'webhook' as const, attempts: 1, event: event! };
      // Fanned out twice (a fan-out retried after a crash): still one row.
      await fanOutWebhooks(tx, [claimedDelivery], now);
      await fanOutWebhooks(tx, [claimedDelivery], now);
      const claimed = await claimDueWebhookSends(tx as unknown as Db, {
        now,
        limit: 10,
        leaseMs: DEFAULT_WEBHOOK_SETTINGS.leaseMs,
      });
      expect(claimed.map((c) => c.delivery.messageId)).toEqual([`msg_${id}`]);
      return id;
    });
    // The outbox's own fan-out of the event finds the row there; the send waits for the dead claim's lease.
    await drain();
    expect(received).toHaveLength(0);
    advance(DEFAULT_WEBHOOK_SETTINGS.leaseMs + 1000);
    await drain();
    await waitFor(() => received.length === 1, { what: 'the send after the lease' });
    expect(received[0]!.headers['webhook-id']).toBe(`msg_${eventId}`);
    expect(await deliveriesOf(created.id)).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: 2 }),
    ]);
  });
});
