/** Queries of the outbox, its deliveries, in-app notifications and preferences. */
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notExists,
  sql,
} from 'drizzle-orm';
import { OPEN_TOURNAMENT_STATES } from '@arena/shared/catalogue';
import type { NotificationCategory } from '@arena/shared/notifications';
import type { DbOrTx, Tx } from '../../db/client';
import {
  domainEvents,
  eventDeliveries,
  type DeliveryChannel,
  notificationPreferences,
  notifications,
  signingKeys,
} from '../../db/schema/notifications';
import { outboxEmails } from '../../db/schema/outbox';
import { tournaments } from '../../db/schema/tournaments';
import { users } from '../../db/schema/users';

export type DomainEventRow = typeof domainEvents.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type QueuedEmailRow = typeof outboxEmails.$inferSelect;

// ---------------------------------------------------------------------------------------------------------
// Recording (in the transaction of the change the event reports)

/** The event and one delivery row per channel; answers the event's id. */
/**
 * Inserts events, in order, with one delivery row per channel each: two statements however many events (a
 * tournament's start announces every first-round match). Answers their ids, in the same order.
 */
export async function insertDomainEvents(
  tx: Tx,
  events: Array<{
    values: Omit<typeof domainEvents.$inferInsert, 'id' | 'createdAt'>;
    channels: DeliveryChannel[];
  }>,
): Promise<number[]> {
  if (events.length === 0) return [];
  const rows = await tx
    .insert(domainEvents)
    .values(events.map((event) => event.values))
    .returning({ id: domainEvents.id });
  if (rows.length !== events.length) throw new Error('insert into domain_events returned fewer rows');
  // Identity values follow the VALUES order; sorted all the same, as the events' order is their ids' order.
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  const deliveries = events.flatMap((event, i) =>
    event.channels.map((channel) => ({ eventId: ids[i]!, channel })),
  );
  if (deliveries.length > 0) await tx.insert(eventDeliveries).values(deliveries);
  return ids;
}

// ---------------------------------------------------------------------------------------------------------
// Deliveries

/** A claimed row's lease, or a failed one's retry, ends this long after the database's now. */
const dueAfter = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

export interface ClaimedDelivery {
  id: number;
  channel: (typeof eventDeliveries.$inferSelect)['channel'];
  attempts: number;
  event: DomainEventRow;
}

/**
 * Claims up to `limit` due deliveries of `channels` for this worker, with their events, in one statement:
 * SKIP LOCKED keeps two instances off the same rows, and the lease pushed onto next_attempt_at keeps them off
 * once the statement commits; a worker that dies mid-way leaves its rows to be retried when the lease ends.
 */
export async function claimDueDeliveries(
  db: DbOrTx,
  input: { channels: readonly DeliveryChannel[]; limit: number; leaseMs: number },
): Promise<ClaimedDelivery[]> {
  if (input.channels.length === 0) return [];
  const due = db.$with('due').as(
    db
      .select({ id: eventDeliveries.id, eventId: eventDeliveries.eventId })
      .from(eventDeliveries)
      .where(
        and(
          eq(eventDeliveries.status, 'pending'),
          lte(eventDeliveries.nextAttemptAt, sql`now()`),
          inArray(eventDeliveries.channel, [...input.channels]),
        ),
      )
      .orderBy(asc(eventDeliveries.nextAttemptAt), asc(eventDeliveries.id))
      .limit(input.limit)
      .for('update', { skipLocked: true }),
  );
  const rows = await db
    .with(due)
    .update(eventDeliveries)
    .set({
      attempts: sql`${eventDeliveries.attempts} + 1`,
      nextAttemptAt: dueAfter(input.leaseMs),
    })
    .from(due)
    .innerJoin(domainEvents, eq(domainEvents.id, due.eventId))
    .where(eq(eventDeliveries.id, due.id))
    .returning({
      deliveryId: eventDeliveries.id,
      channel: eventDeliveries.channel,
      attempts: eventDeliveries.attempts,
      ...getTableColumns(domainEvents),
    });
  return rows
    .map(({ deliveryId, channel, attempts, ...event }): ClaimedDelivery => ({
      id: deliveryId,
      channel,
      attempts,
      event,
    }))
    .sort((a, b) => a.event.id - b.event.id || a.id - b.id);
}

export async function markDelivered(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(eventDeliveries)
    .set({ status: 'delivered', deliveredAt: sql`now()`, lastError: null })
    .where(inArray(eventDeliveries.id, ids));
}

/** The two queues the worker retries: a channel's deliveries of events, and the e-mails waiting for SMTP. */
export type RetriedQueue = 'delivery' | 'email';

/**
 * A failed attempt of a delivery or a queued e-mail: tried again after `retryInMs`, or given up (failed) when
 * `giveUp`; its error is kept, cut to 1000 characters.
 */
export async function markAttemptFailed(
  db: DbOrTx,
  queue: RetriedQueue,
  input: { id: number; error: string; retryInMs: number; giveUp: boolean },
) {
  const error = input.error.slice(0, 1000);
  const nextAttemptAt = dueAfter(input.retryInMs);
  if (queue === 'email') {
    await db
      .update(outboxEmails)
      .set({ status: input.giveUp ? 'failed' : 'queued', error, nextAttemptAt })
      .where(eq(outboxEmails.id, input.id));
  } else {
    await db
      .update(eventDeliveries)
      .set({ status: input.giveUp ? 'failed' : 'pending', lastError: error, nextAttemptAt })
      .where(eq(eventDeliveries.id, input.id));
  }
}

/**
 * Claimed rows this worker will not start before its lease runs short: due again at once, the claim's attempt
 * given back (it was never tried). Only rows still waiting are touched; the lease has not ended, so no other
 * worker holds them.
 */
export async function releaseClaimed(db: DbOrTx, queue: RetriedQueue, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  if (queue === 'email') {
    await db
      .update(outboxEmails)
      .set({ attempts: sql`greatest(${outboxEmails.attempts} - 1, 0)`, nextAttemptAt: sql`now()` })
      .where(and(inArray(outboxEmails.id, ids), eq(outboxEmails.status, 'queued')));
  } else {
    await db
      .update(eventDeliveries)
      .set({ attempts: sql`greatest(${eventDeliveries.attempts} - 1, 0)`, nextAttemptAt: sql`now()` })
      .where(and(inArray(eventDeliveries.id, ids), eq(eventDeliveries.status, 'pending')));
  }
}

/** When the next pending delivery or queued e-mail falls due (null: nothing waits); one round trip. */
export async function nextDueAt(db: DbOrTx): Promise<Date | null> {
  const result = await db.execute(sql`SELECT least(
      (SELECT min(${eventDeliveries.nextAttemptAt}) FROM ${eventDeliveries} WHERE ${eventDeliveries.status} = 'pending'),
      (SELECT min(${outboxEmails.nextAttemptAt}) FROM ${outboxEmails} WHERE ${outboxEmails.status} = 'queued')
    ) AS at`);
  const [row] = (result as unknown as { rows: Array<{ at: Date | string | null }> }).rows;
  return row?.at == null ? null : new Date(row.at);
}

// ---------------------------------------------------------------------------------------------------------
// Recipients and preferences

export interface Recipient {
  id: number;
  name: string;
  email: string;
  /** The account's language (decision 0062); null: English. */
  language: string | null;
  timeZone: string | null;
  inApp: boolean;
  emailOn: boolean;
}

/** The event's recipients (every admin for `admins`) with their choices for `category`; banned users skipped. */
export async function findRecipients(
  db: DbOrTx,
  recipients: number[] | 'admins',
  category: NotificationCategory,
): Promise<Recipient[]> {
  if (recipients !== 'admins' && recipients.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      timeZone: users.timeZone,
      language: users.language,
      inApp: notificationPreferences.inApp,
      emailOn: notificationPreferences.email,
    })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.category, category)),
    )
    .where(
      and(
        recipients === 'admins' ? eq(users.role, 'admin') : inArray(users.id, recipients),
        isNull(users.bannedAt),
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((r) => ({ ...r, inApp: r.inApp ?? true, emailOn: r.emailOn ?? true }));
}

/** Every admin who is not banned: who an `admins` event's live update goes to. */
export async function findAdminIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.bannedAt)))
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}

export async function listPreferences(db: DbOrTx, userId: number) {
  return db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}

export async function upsertPreference(
  db: DbOrTx,
  input: { userId: number; category: NotificationCategory; inApp?: boolean; email?: boolean },
) {
  const set: Partial<typeof notificationPreferences.$inferInsert> = { updatedAt: sql`now()` as never };
  if (input.inApp !== undefined) set.inApp = input.inApp;
  if (input.email !== undefined) set.email = input.email;
  await db
    .insert(notificationPreferences)
    .values({
      userId: input.userId,
      category: input.category,
      inApp: input.inApp ?? true,
      email: input.email ?? true,
    })
    .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.category], set });
}

// ---------------------------------------------------------------------------------------------------------
// In-app notifications

/** Writes the notifications of one event; a retried event adds nothing twice. Answers the new rows. */
export async function insertNotifications(db: DbOrTx, rows: Array<typeof notifications.$inferInsert>) {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).onConflictDoNothing().returning();
}

export async function listNotifications(
  db: DbOrTx,
  input: { userId: number; unreadOnly: boolean; limit: number; offset: number },
) {
  const where = and(
    eq(notifications.userId, input.userId),
    input.unreadOnly ? isNull(notifications.readAt) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The unread count of each of `userIds`, in one query (the bell's figure pushed with a new notification). */
export async function countUnreadOf(db: DbOrTx, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

export async function countUnread(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the user's own notifications read (others' ids are ignored); answers how many changed. */
export async function markRead(db: DbOrTx, userId: number, ids: number[] | 'all'): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id });
  return changed.length;
}

/** The user's notifications of events after `afterEventId`, oldest first (stream resume). */
export async function notificationsAfter(db: DbOrTx, userId: number, afterEventId: number, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.eventId, afterEventId)))
    .orderBy(asc(notifications.eventId))
    .limit(limit);
}

/** A tournament's events after `afterEventId`, oldest first (stream resume). */
export async function tournamentEventsAfter(
  db: DbOrTx,
  tournamentId: number,
  afterEventId: number,
  limit: number,
) {
  return db
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.tournamentId, tournamentId), gt(domainEvents.id, afterEventId)))
    .orderBy(asc(domainEvents.id))
    .limit(limit);
}

export async function tournamentExists(db: DbOrTx, tournamentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  return row !== undefined;
}

export async function findDiscordWebhook(db: DbOrTx, tournamentId: number) {
  const [row] = await db
    .select({
      url: tournaments.discordWebhookUrl,
      name: tournaments.tournamentName,
      language: tournaments.discordLanguage,
    })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  return row;
}

// ---------------------------------------------------------------------------------------------------------
// E-mail queue

/**
 * The two kinds of queued e-mail, each with its SMTP lane (decision 0031): transactional mail (codes,
 * verification: no domain event) never waits behind notification mail (about a domain event).
 */
export type EmailKind = 'transactional' | 'notification';

/** Claims due queued e-mails of one kind like deliveries are claimed (SKIP LOCKED plus a lease). */
export async function claimDueEmails(tx: Tx, input: { kind: EmailKind; limit: number; leaseMs: number }) {
  const due = await tx
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.status, 'queued'),
        lte(outboxEmails.nextAttemptAt, sql`now()`),
        input.kind === 'transactional' ? isNull(outboxEmails.eventId) : isNotNull(outboxEmails.eventId),
      ),
    )
    .orderBy(asc(outboxEmails.nextAttemptAt), asc(outboxEmails.id))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(outboxEmails)
    .set({
      attempts: sql`${outboxEmails.attempts} + 1`,
      nextAttemptAt: dueAfter(input.leaseMs),
    })
    .where(
      inArray(
        outboxEmails.id,
        due.map((d) => d.id),
      ),
    )
    .returning();
}

export async function markEmailSent(db: DbOrTx, id: number) {
  await db
    .update(outboxEmails)
    .set({ status: 'sent', deliveredAt: sql`now()`, error: null })
    .where(eq(outboxEmails.id, id));
}

// ---------------------------------------------------------------------------------------------------------
// Retention (OUTBOX_RETENTION_DAYS, NOTIFICATION_RETENTION_DAYS)

/**
 * Deletes up to `limit` of the oldest domain events made before `before` whose every delivery was delivered
 * (their deliveries go with them), except those of a tournament still pending or underway: "match ready" and
 * "starts soon" remember through them what was announced, and a reconnecting stream resumes from them.
 * SKIP LOCKED lets two instances sweep at once, each taking other rows. Answers how many it deleted.
 */
export async function pruneDeliveredEvents(db: DbOrTx, input: { before: Date; limit: number }) {
  const prunable = db
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(
      and(
        lt(domainEvents.createdAt, input.before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(eventDeliveries)
            .where(
              and(eq(eventDeliveries.eventId, domainEvents.id), ne(eventDeliveries.status, 'delivered')),
            ),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(tournaments)
            .where(
              and(
                eq(tournaments.id, domainEvents.tournamentId),
                inArray(tournaments.tournamentState, [...OPEN_TOURNAMENT_STATES]),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(domainEvents.id))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(domainEvents)
    .where(inArray(domainEvents.id, prunable))
    .returning({ id: domainEvents.id });
  return deleted.length;
}

/** Deletes up to `limit` of the oldest read notifications made before `before`; answers how many. */
export async function pruneReadNotifications(db: DbOrTx, input: { before: Date; limit: number }) {
  const prunable = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(lt(notifications.createdAt, input.before), isNotNull(notifications.readAt)))
    .orderBy(asc(notifications.id))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(notifications)
    .where(inArray(notifications.id, prunable))
    .returning({ id: notifications.id });
  return deleted.length;
}

// ---------------------------------------------------------------------------------------------------------
// Signing keys

/** The named key, made on first use; concurrent first uses agree on one. */
export async function signingKey(db: DbOrTx, name: string, fresh: () => string): Promise<string> {
  await db.insert(signingKeys).values({ name, secret: fresh() }).onConflictDoNothing();
  const [row] = await db
    .select({ secret: signingKeys.secret })
    .from(signingKeys)
    .where(eq(signingKeys.name, name));
  return row!.secret;
}
