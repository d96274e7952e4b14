/**
 * Retention (OUTBOX_RETENTION_DAYS, NOTIFICATION_RETENTION_DAYS): the sweep deletes delivered events (with
 * their deliveries) past the retention and read notifications past theirs, and nothing else: not an event
 * waiting for a delivery, retrying one or given up, not one of a tournament still open, not an unread
 * notification; webhook deliveries delivered or failed past WEBHOOK_RETENTION_DAYS, never a pending one.
 * The worker is off here, so the tests set every delivery's state themselves.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, eventDeliveries, notifications } from '../../db/schema/notifications';
import { tournaments } from '../../db/schema/tournaments';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';
import { createTestApp, testConfig, type TestApp } from '../../../test/harness';
import { registerAndLogin } from '../../../test/fixtures';
import { insertGame, insertTournament } from '../../../test/catalogue-fixtures';
import { recordEvent, type NewDomainEvent } from './domain-events';
import { createOutboxRetention } from './outbox-retention';

const DAY = 86_400_000;

let t: TestApp;

beforeAll(async () => {
  const config = testConfig();
  t = await createTestApp({ config: { notifications: { ...config.notifications, worker: false } } });
});
afterAll(() => t.close());

function event(recipients: number[], tournamentId: number | null = null): NewDomainEvent {
  return {
    type: tournamentId === null ? 'team.join_requested' : 'match.confirmed',
    recipients,
    tournamentId,
    notice: { title: 'Something happened', body: 'Details', link: '#/myprofile' },
  };
}

/** Records `input` as if it happened `daysAgo` days ago, its deliveries all in `state`. */
async function pastEvent(
  input: NewDomainEvent,
  daysAgo: number,
  state: 'delivered' | 'pending' | 'retrying' | 'failed' = 'delivered',
) {
  const db = t.database.db;
  const id = await db.transaction((tx) => recordEvent(tx, input));
  const at = new Date(Date.now() - daysAgo * DAY);
  await db.update(domainEvents).set({ createdAt: at }).where(eq(domainEvents.id, id));
  await db
    .update(eventDeliveries)
    .set(
      state === 'delivered'
        ? { status: 'delivered', attempts: 1, deliveredAt: at }
        : state === 'pending'
          ? { status: 'pending' }
          : state === 'retrying'
            ? { status: 'pending', attempts: 3, lastError: 'SMTP refused', nextAttemptAt: new Date() }
            : { status: 'failed', attempts: 12, lastError: 'gave up' },
    )
    .where(eq(eventDeliveries.eventId, id));
  return id;
}

async function eventsLeft(ids: number[]) {
  const rows = await t.database.db
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(inArray(domainEvents.id, ids));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

async function notificationFor(userId: number, eventId: number | null, daysAgo: number, read: boolean) {
  const at = new Date(Date.now() - daysAgo * DAY);
  const [row] = await t.database.db
    .insert(notifications)
    .values({
      userId,
      eventId,
      type: 'team.join_requested',
      title: `${daysAgo} days, ${read ? 'read' : 'unread'}`,
      body: 'Details',
      link: '#/myprofile',
      createdAt: at,
      readAt: read ? at : null,
    })
    .returning();
  return row!;
}

describe('the retention sweep', () => {
  it('deletes delivered events past OUTBOX_RETENTION_DAYS with their deliveries, and keeps every other event', async () => {
    const player = await registerAndLogin(t.app);
    const game = await insertGame(t.database.db);
    const underway = await insertTournament(t.database.db, game.id, { tournamentState: 'underway' });
    const pending = await insertTournament(t.database.db, game.id, { tournamentState: 'pending' });
    const completed = await insertTournament(t.database.db, game.id, { tournamentState: 'completed' });
    const cancelled = await insertTournament(t.database.db, game.id, { tournamentState: 'cancelled' });
    const me = [player.user.id];

    const pruned = [
      await pastEvent(event(me), 31),
      await pastEvent(event(me, completed.id), 45),
      await pastEvent(event(me, cancelled.id), 400),
      // A tournament deleted since.
      await pastEvent(event(me, 2_000_000_000), 31),
    ];
    const kept = [
      await pastEvent(event(me), 29),
      await pastEvent(event(me), 31, 'pending'),
      await pastEvent(event(me), 31, 'retrying'),
      await pastEvent(event(me), 31, 'failed'),
      await pastEvent(event(me, underway.id), 60),
      await pastEvent(event(me, pending.id), 60),
    ];
    // One delivery of several still out is enough to keep the event.
    const partly = await pastEvent(event(me), 40);
    await t.database.db
      .update(eventDeliveries)
      .set({ status: 'pending', attempts: 2, lastError: 'timeout' })
      .where(sql`${eventDeliveries.eventId} = ${partly} AND ${eventDeliveries.channel} = 'in_app'`);
    kept.push(partly);
    // The in-app notification of a pruned event stays (it keeps its own text), no longer tied to it.
    const told = await notificationFor(player.user.id, pruned[0]!, 31, true);

    const result = await t.app.notifications.retention.sweep();

    expect(result.events).toBe(pruned.length);
    expect(await eventsLeft([...pruned, ...kept])).toEqual([...kept].sort((a, b) => a - b));
    const deliveries = await t.database.db
      .select({ eventId: eventDeliveries.eventId })
      .from(eventDeliveries)
      .where(inArray(eventDeliveries.eventId, [...pruned, ...kept]));
    expect(new Set(deliveries.map((d) => d.eventId))).toEqual(new Set(kept));
    const [notification] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, told.id));
    expect(notification).toMatchObject({ title: '31 days, read', eventId: null });

    // Nothing more to do: a second sweep deletes nothing.
    expect(await t.app.notifications.retention.sweep()).toEqual({
      events: 0,
      notifications: 0,
      webhookDeliveries: 0,
    });

    // The tournament ends: its old events go at the next sweep.
    await t.database.db
      .update(tournaments)
      .set({ tournamentState: 'completed' })
      .where(eq(tournaments.id, underway.id));
    expect((await t.app.notifications.retention.sweep()).events).toBe(1);
  });

  it('deletes read notifications past NOTIFICATION_RETENTION_DAYS, and keeps unread and younger ones', async () => {
    const player = await registerAndLogin(t.app);
    const eventId = await pastEvent(event([player.user.id]), 1);
    const old = await notificationFor(player.user.id, null, 181, true);
    const oldUnread = await notificationFor(player.user.id, null, 400, false);
    const recentRead = await notificationFor(player.user.id, eventId, 179, true);

    const result = await t.app.notifications.retention.sweep();

    expect(result.notifications).toBe(1);
    const left = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, player.user.id));
    expect(left.map((n) => n.id).sort((a, b) => a - b)).toEqual(
      [oldUnread.id, recentRead.id].sort((a, b) => a - b),
    );
    expect(left.map((n) => n.id)).not.toContain(old.id);
  });

  it('deletes in batches until done, and two instances sweeping at once delete each row once', async () => {
    const player = await registerAndLogin(t.app);
    const ids = [];
    for (let i = 0; i < 7; i += 1) ids.push(await pastEvent(event([player.user.id]), 35));
    for (let i = 0; i < 5; i += 1) await notificationFor(player.user.id, null, 200, true);
    const settings = {
      outboxMs: 30 * DAY,
      notificationsMs: 180 * DAY,
      webhookDeliveriesMs: 30 * DAY,
      batchSize: 2,
    };
    const clock = { now: () => new Date() };
    const instances = [
      createOutboxRetention({ db: t.database.db, clock, log: t.app.log, settings }),
      createOutboxRetention({ db: t.database.db, clock, log: t.app.log, settings }),
    ];

    const results = await Promise.all(instances.map((retention) => retention.sweep()));

    expect(results.reduce((sum, r) => sum + r.events, 0)).toBe(7);
    expect(results.reduce((sum, r) => sum + r.notifications, 0)).toBe(5);
    expect(await eventsLeft(ids)).toEqual([]);
  });

  it('deletes webhook deliveries delivered or failed past WEBHOOK_RETENTION_DAYS, and keeps pending and younger ones', async () => {
    const db = t.database.db;
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({ url: 'https://example.com/hooks', events: ['match.confirmed'], secretSealed: 'sealed' })
      .returning();
    let fact = 0;
    /** A delivery made `daysAgo` days ago in `status`, its last word `lastDaysAgo` days ago. */
    async function delivery(
      status: 'pending' | 'delivered' | 'failed',
      daysAgo: number,
      lastDaysAgo = daysAgo,
    ) {
      const made = new Date(Date.now() - daysAgo * DAY);
      const last = new Date(Date.now() - lastDaysAgo * DAY);
      fact += 1;
      const [row] = await db
        .insert(webhookDeliveries)
        .values({
          endpointId: endpoint!.id,
          eventId: fact,
          dedupeKey: `fact:${fact}`,
          messageId: `msg_${fact}`,
          type: 'match.confirmed',
          tournamentKey: 0,
          body: '{}',
          status,
          attempts: status === 'pending' ? 0 : 1,
          createdAt: made,
          lastAttemptAt: status === 'pending' ? null : last,
          deliveredAt: status === 'delivered' ? last : null,
        })
        .returning({ id: webhookDeliveries.id });
      return row!.id;
    }
    const pruned = [
      await delivery('delivered', 31),
      await delivery('failed', 45),
      await delivery('delivered', 400),
    ];
    const kept = [
      await delivery('delivered', 29),
      await delivery('failed', 10),
      // Waiting (a disabled endpoint's, or retrying): never deleted, however old.
      await delivery('pending', 90),
      // Replayed lately: its last word is recent.
      await delivery('delivered', 60, 2),
    ];

    const result = await t.app.notifications.retention.sweep();

    expect(result.webhookDeliveries).toBe(pruned.length);
    const left = await db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint!.id));
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual(kept);
    expect((await t.app.notifications.retention.sweep()).webhookDeliveries).toBe(0);
  });
});
