/**
 * The outbox delivery worker (decision 0021): fans each committed domain event out to its channels (in-app
 * notifications, e-mail, Discord, live streams) and sends queued e-mail over SMTP. At least once per channel,
 * with retries and exponential backoff recorded on each delivery row. Safe with several instances: rows are
 * claimed with FOR UPDATE SKIP LOCKED plus a lease. It wakes on the NOTIFY each committing change sends (so
 * the first attempt follows the commit at once); a slow poll is only a safety net. Each channel works in its
 * own lane: a slow Discord or SMTP server never holds back the next event's live update.
 */
import type { FastifyBaseLogger } from 'fastify';
import { NOTICE_LINKS } from '@arena/shared/app-links';
import { EVENT_CATEGORIES, type Notification, type NotificationCategory } from '@arena/shared/notifications';
import type { Database, DbOrTx } from '../../db/client';
import { deliveryChannels, type DeliveryChannel } from '../../db/schema/notifications';
import type { Mailer } from '../../integrations/mail/mailer';
import { OUTBOX_WAKE_CHANNEL } from './outbox-wake';
import { RetryLater, discordMessage, postToDiscord } from './discord';
import { renderEmail } from './email-templates';
import type { LiveBus, LiveMessage } from './live-bus';
import { isPublicUpdate, liveUpdateOf } from './live-updates';
import {
  claimDueDeliveries,
  claimDueEmails,
  countUnreadOf,
  findAdminIds,
  findDiscordWebhook,
  findRecipients,
  insertNotifications,
  markAttemptFailed,
  markDelivered,
  markEmailSent,
  nextDueAt,
  releaseClaimed,
  type ClaimedDelivery,
  type NotificationRow,
  type EmailKind,
  type QueuedEmailRow,
  type Recipient,
  type RetriedQueue,
} from './notifications.repository';
import type { UnsubscribeTokens } from './unsubscribe-tokens';
import { fanOutWebhooks, type ClaimedWebhookSend, type WebhookSender } from './webhook-delivery';

export interface OutboxSettings {
  /** Safety-net poll: the worker also runs this often when nothing woke it. */
  pollMs: number;
  /** First retry after this long, doubling each time up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** A delivery (or e-mail) is given up after this many attempts. */
  maxAttempts: number;
  /** A claimed row is retried by another worker if this one has not finished within this long. */
  leaseMs: number;
  batchSize: number;
  /** How long one Discord post may take (SMTP's steps are bounded by the mailer with the same setting). */
  sendTimeoutMs: number;
  /** E-mails each SMTP lane sends at once. */
  smtpConcurrency: number;
}

/**
 * Commits that come this close together are delivered by one round (decision 0035): a rush of enrolments, each
 * committing its notice, would otherwise start a round (claim, publish, next-due read) per commit, and on the
 * embedded database every statement of those rounds waits in line with the requests.
 */
export const OUTBOX_WAKE_COALESCE_MS = 20;

/** Kept free at the end of a lease: clocks and the claim's own round trip. */
const LEASE_MARGIN_MS = 5_000;

/**
 * Works through a lane's claimed rows in order. A row is started only while its send can still end inside the
 * claim's lease (`deadline`); the first always is. Answers the rows not started (stopped or out of time), which
 * the caller gives back, so another instance never takes over a row this one may still be sending (a
 * duplicate Discord post or e-mail) and a long batch does not burn their attempts.
 */
export async function workWithinLease<T>(
  rows: readonly T[],
  input: {
    deadline: number;
    now: () => number;
    stopped: () => boolean;
    work: (row: T) => Promise<void>;
    /** Rows at work at once (SMTP sends: decision 0031); one by one, in order, by default. */
    concurrency?: number;
  },
): Promise<T[]> {
  let next = 0;
  let halted = false;
  const worker = async () => {
    while (!halted && next < rows.length) {
      const index = next;
      if (input.stopped() || (index > 0 && input.now() > input.deadline)) {
        halted = true;
        return;
      }
      next += 1;
      await input.work(rows[index]!);
    }
  };
  const workers = Math.max(1, Math.min(input.concurrency ?? 1, rows.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return rows.slice(next);
}

export const DEFAULT_OUTBOX_SETTINGS: OutboxSettings = {
  pollMs: 10_000,
  retryBaseMs: 1000,
  retryMaxMs: 15 * 60_000,
  maxAttempts: 12,
  leaseMs: 60_000,
  batchSize: 50,
  sendTimeoutMs: 10_000,
  smtpConcurrency: 4,
};

/**
 * Rows a claim takes on the embedded database, which runs one transaction at a time: a request arriving while
 * a start's "match ready" backlog is delivered waits for the claim's transaction in progress (decision 0036).
 */
export const PGLITE_OUTBOX_BATCH_SIZE = 10;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    times: row.times,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A lane: a channel's deliveries, or the SMTP sends of queued e-mail, transactional (codes, verification) and
 * notification mail each in its own, so a reset code never waits behind a thousand notifications.
 */
type Lane = DeliveryChannel | 'smtp' | 'smtp-transactional' | 'webhook-send';

const SMTP_LANES: ReadonlyArray<{ lane: Lane; kind: EmailKind }> = [
  { lane: 'smtp-transactional', kind: 'transactional' },
  { lane: 'smtp', kind: 'notification' },
];

export function createOutboxWorker(deps: {
  database: Database;
  mailer: Mailer;
  bus: LiveBus;
  tokens: UnsubscribeTokens;
  publicUrl: string;
  log: FastifyBaseLogger;
  settings: OutboxSettings;
  /** The lanes' clock for their lease (tests move it). */
  now?: () => number;
  /** Sends organisers' webhooks (decision 0058); without it their fan-out still queues them. */
  webhooks?: WebhookSender;
}) {
  const { database, mailer, bus, tokens, publicUrl, log, settings } = deps;
  const now = deps.now ?? Date.now;
  /** The last moment a claim made at `claimedAt` may start a send that is sure to end inside its lease. */
  const leaseDeadline = (claimedAt: number) =>
    claimedAt + settings.leaseMs - settings.sendTimeoutMs - LEASE_MARGIN_MS;
  const db = database.db;
  const appUrl = (link: string) => `${publicUrl}/${link.replace(/^\/+/, '')}`;

  const retryDelay = (attempts: number) =>
    Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.max(0, attempts - 1));

  /**
   * Each delivery's recipients (every admin for `admins`) with their choices for its event's category: one
   * query per category for a whole claim, not one per event (a start announces hundreds of matches at once).
   */
  async function recipientsOf(
    from: DbOrTx,
    deliveries: ClaimedDelivery[],
  ): Promise<(delivery: ClaimedDelivery) => Recipient[]> {
    const wanted = new Map<NotificationCategory, { users: Set<number>; admins: boolean }>();
    for (const { event } of deliveries) {
      const category = EVENT_CATEGORIES[event.type];
      const entry = wanted.get(category) ?? { users: new Set<number>(), admins: false };
      if (event.recipients === 'admins') entry.admins = true;
      else for (const id of event.recipients) entry.users.add(id);
      wanted.set(category, entry);
    }
    const found = new Map<NotificationCategory, { users: Map<number, Recipient>; admins: Recipient[] }>();
    for (const [category, entry] of wanted) {
      const users = await findRecipients(from, [...entry.users], category);
      found.set(category, {
        users: new Map(users.map((r) => [r.id, r])),
        admins: entry.admins ? await findRecipients(from, 'admins', category) : [],
      });
    }
    return ({ event }) => {
      const of = found.get(EVENT_CATEGORIES[event.type]);
      if (!of) return [];
      if (event.recipients === 'admins') return of.admins;
      return [...new Set(event.recipients)]
        .sort((a, b) => a - b)
        .flatMap((id) => {
          const recipient = of.users.get(id);
          return recipient ? [recipient] : [];
        });
    };
  }

  /** In-app notifications of these deliveries, in one transaction; then each recipient's bell is told. */
  async function deliverInApp(deliveries: ClaimedDelivery[]) {
    const created = await db.transaction(async (tx) => {
      const recipients = await recipientsOf(tx, deliveries);
      const rows = await insertNotifications(
        tx,
        deliveries.flatMap((delivery) =>
          recipients(delivery)
            .filter((r) => r.inApp)
            .map((r) => ({
              userId: r.id,
              eventId: delivery.event.id,
              type: delivery.event.type,
              ...delivery.event.notice,
            })),
        ),
      );
      await markDelivered(
        tx,
        deliveries.map((d) => d.id),
      );
      return rows;
    });
    if (created.length === 0) return;
    // After the commit: the bell is told; a lost push is caught up by the client's next fetch.
    const unread = await countUnreadOf(db, [...new Set(created.map((row) => row.userId))]);
    await bus.publish(
      // Every row was just made from an event (only retention, later, leaves a notification without one).
      created.flatMap((row) =>
        row.eventId === null
          ? []
          : [
              {
                kind: 'notification' as const,
                userId: row.userId,
                eventId: row.eventId,
                notification: toNotification(row),
                unreadCount: unread.get(row.userId) ?? 0,
              },
            ],
      ),
    );
  }

  /** The e-mails of these deliveries, queued in one transaction. */
  async function deliverEmail(deliveries: ClaimedDelivery[]) {
    const recipients = await recipientsOf(db, deliveries);
    const mails: Array<Parameters<Mailer['send']>[0]> = [];
    for (const delivery of deliveries) {
      const { event } = delivery;
      const category = EVENT_CATEGORIES[event.type];
      for (const recipient of recipients(delivery).filter((r) => r.emailOn)) {
        const unsubscribe = `${publicUrl}/api/notifications/unsubscribe?token=${await tokens.issue(recipient.id, category)}`;
        const rendered = renderEmail(event, recipient, {
          open: appUrl(event.notice.link),
          unsubscribe,
          preferences: appUrl(NOTICE_LINKS.notificationSettings),
        });
        mails.push({
          ...rendered,
          to: recipient.email,
          eventId: event.id,
          headers: {
            'List-Unsubscribe': `<${unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
      }
    }
    await db.transaction(async (tx) => {
      for (const mail of mails) await mailer.send(mail, tx);
      await markDelivered(
        tx,
        deliveries.map((d) => d.id),
      );
    });
  }

  /**
   * The live channel takes a whole claim at once: every update goes to this instance's streams before any
   * database work (no read unless an event is for the admins), then to the other instances, and the
   * deliveries are marked in one statement.
   */
  async function deliverLive(deliveries: ClaimedDelivery[]) {
    try {
      let admins: number[] | undefined;
      const messages: LiveMessage[] = [];
      for (const { event } of deliveries) {
        messages.push({
          kind: 'update',
          userIds: event.recipients === 'admins' ? (admins ??= await findAdminIds(db)) : event.recipients,
          tournamentId: isPublicUpdate(event) ? event.tournamentId : null,
          update: liveUpdateOf(event),
        });
      }
      await bus.publish(messages);
      await markDelivered(
        db,
        deliveries.map((d) => d.id),
      );
    } catch (error) {
      for (const delivery of deliveries) await recordDeliveryFailure(delivery, error);
    }
  }

  async function deliverDiscord(delivery: ClaimedDelivery) {
    const { event } = delivery;
    const tournament =
      event.tournamentId !== null ? await findDiscordWebhook(db, event.tournamentId) : undefined;
    // No webhook set (or it was removed since): nothing to post.
    if (tournament?.url) {
      await postToDiscord(
        tournament.url,
        // In the language the organiser chose for the channel (decision 0062).
        discordMessage(event, tournament, appUrl(event.notice.link)),
        settings.sendTimeoutMs,
      );
    }
    await markDelivered(db, [delivery.id]);
  }

  /** The webhook fan-out: a row per endpoint that wants the event, in one transaction with the deliveries. */
  async function deliverWebhookFanOut(deliveries: ClaimedDelivery[]) {
    await db.transaction(async (tx) => {
      await fanOutWebhooks(tx, deliveries, new Date(now()));
      await markDelivered(
        tx,
        deliveries.map((d) => d.id),
      );
    });
  }

  const oneByOne = {
    in_app: (delivery) => deliverInApp([delivery]),
    email: (delivery) => deliverEmail([delivery]),
    discord: deliverDiscord,
    webhook: (delivery) => deliverWebhookFanOut([delivery]),
  } satisfies Record<Exclude<DeliveryChannel, 'live'>, (delivery: ClaimedDelivery) => Promise<void>>;

  /**
   * In-app notifications and queued e-mail are database work only: a claim's rows go in one transaction, so a
   * burst of events (a start's "match ready" for every pairing) costs a few statements per claim and leaves the
   * database to the requests. If that fails, nothing was written and each row is tried on its own, so one bad
   * row never holds back or fails the others.
   */
  const together = {
    in_app: deliverInApp,
    email: deliverEmail,
    webhook: deliverWebhookFanOut,
  } satisfies Partial<Record<DeliveryChannel, (deliveries: ClaimedDelivery[]) => Promise<void>>>;

  /** A failed attempt of a delivery or an e-mail: retried with backoff, or given up after maxAttempts. */
  async function recordFailure(
    queue: RetriedQueue,
    row: { id: number; attempts: number },
    error: unknown,
    context: Record<string, unknown>,
  ) {
    const giveUp = row.attempts >= settings.maxAttempts;
    const retryInMs = error instanceof RetryLater ? error.retryInMs : retryDelay(row.attempts);
    const what = queue === 'email' ? 'e-mail' : 'notification delivery';
    log.warn(
      { err: error, ...context, attempts: row.attempts, giveUp },
      `${what} failed; ${giveUp ? 'giving up' : 'will retry'}`,
    );
    await markAttemptFailed(db, queue, { id: row.id, error: messageOf(error), retryInMs, giveUp }).catch(
      (cause: unknown) => log.error({ err: cause }, `could not record a failed ${what}`),
    );
  }

  const recordDeliveryFailure = (delivery: ClaimedDelivery, error: unknown) =>
    recordFailure('delivery', delivery, error, { eventId: delivery.event.id, channel: delivery.channel });

  /** Gives back what a lane did not start, and has the lane's next round run at once. */
  async function release(lane: Lane, queue: RetriedQueue, ids: number[]) {
    if (ids.length === 0) return;
    log.info({ lane, rows: ids.length }, 'outbox lease running short; giving the rest back');
    await releaseClaimed(db, queue, ids);
    if (!stopped) passedOver.add(lane);
  }

  /** A channel's claimed deliveries, in event order, within the claim's lease; the rest are given back. */
  async function deliverInOrder(
    channel: Exclude<DeliveryChannel, 'live'>,
    deliveries: ClaimedDelivery[],
    claimedAt: number,
  ) {
    if (deliveries.length > 1 && (channel === 'in_app' || channel === 'email' || channel === 'webhook')) {
      try {
        await together[channel](deliveries);
        return;
      } catch (error) {
        log.warn(
          { err: error, channel, rows: deliveries.length },
          'outbox claim failed as a whole; one by one',
        );
      }
    }
    const rest = await workWithinLease(deliveries, {
      deadline: leaseDeadline(claimedAt),
      now,
      stopped: () => stopped,
      work: async (delivery) => {
        try {
          await oneByOne[channel](delivery);
        } catch (error) {
          await recordDeliveryFailure(delivery, error);
        }
      },
    });
    await release(
      channel,
      'delivery',
      rest.map((d) => d.id),
    );
  }

  async function sendEmail(row: QueuedEmailRow) {
    try {
      await mailer.deliver({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        headers: row.headers ?? undefined,
      });
      await markEmailSent(db, row.id);
    } catch (error) {
      await recordFailure('email', row, error, { emailId: row.id });
    }
  }

  // Lanes at work, and lanes that were busy when a round ran (something may have come for them meanwhile).
  const lanes = new Map<Lane, Promise<void>>();
  const passedOver = new Set<Lane>();

  function startLane(lane: Lane, work: () => Promise<void>) {
    lanes.set(
      lane,
      work()
        .catch((error: unknown) => log.error({ err: error, lane }, 'outbox lane failed'))
        .finally(() => {
          lanes.delete(lane);
          // Work came for the lane while it was busy: a round at once. Otherwise a send it just failed is due
          // again after its backoff, which the round that started the lane could not know: wake for it then,
          // not at the next poll.
          if (passedOver.delete(lane)) wake();
          else void scheduleNextDue();
        }),
    );
  }

  /**
   * One round: claims what is due for every idle lane (one statement for the channels) and starts those lanes
   * without waiting for them. Answers how many rows it claimed and whether a claim was full.
   */
  async function round(): Promise<{ claimed: number; full: boolean }> {
    const idle = deliveryChannels.filter((channel) => !lanes.has(channel));
    for (const channel of deliveryChannels) if (lanes.has(channel)) passedOver.add(channel);
    // Before the claim: the lease is counted from the database's now, never earlier than this.
    const claimedAt = now();
    const deliveries = await claimDueDeliveries(db, {
      channels: idle,
      limit: settings.batchSize,
      leaseMs: settings.leaseMs,
    });
    const byChannel = new Map<DeliveryChannel, ClaimedDelivery[]>();
    for (const delivery of deliveries) {
      const list = byChannel.get(delivery.channel);
      if (list) list.push(delivery);
      else byChannel.set(delivery.channel, [delivery]);
    }
    // Live first: its lane writes to this instance's streams before the others start their database work.
    const live = byChannel.get('live');
    if (live) startLane('live', () => deliverLive(live));
    for (const [channel, list] of byChannel) {
      if (channel !== 'live') startLane(channel, () => deliverInOrder(channel, list, claimedAt));
    }
    let emails = 0;
    let emailsFull = false;
    for (const { lane, kind } of mailer.delivers ? SMTP_LANES : []) {
      if (lanes.has(lane)) {
        passedOver.add(lane);
        continue;
      }
      const emailsClaimedAt = now();
      const claimed = await db.transaction((tx) =>
        claimDueEmails(tx, { kind, limit: settings.batchSize, leaseMs: settings.leaseMs }),
      );
      emails += claimed.length;
      emailsFull ||= claimed.length === settings.batchSize;
      if (claimed.length === 0) continue;
      // In parallel over the mailer's pooled connections; what the lease leaves no time for is given back.
      startLane(lane, async () => {
        const rest = await workWithinLease(claimed, {
          deadline: leaseDeadline(emailsClaimedAt),
          now,
          stopped: () => stopped,
          work: sendEmail,
          concurrency: settings.smtpConcurrency,
        });
        await release(
          lane,
          'email',
          rest.map((e) => e.id),
        );
      });
    }
    const sends = await startWebhookSends();
    return {
      claimed: deliveries.length + emails + sends.claimed,
      full: deliveries.length === settings.batchSize || emailsFull || sends.full,
    };
  }

  /**
   * The webhook sends' lane: what is due (the first pending send of each endpoint and tournament), a few at once,
   * within the claim's lease; what it had no time for is given back.
   */
  async function startWebhookSends(): Promise<{ claimed: number; full: boolean }> {
    const sender = deps.webhooks;
    if (!sender) return { claimed: 0, full: false };
    if (lanes.has('webhook-send')) {
      passedOver.add('webhook-send');
      return { claimed: 0, full: false };
    }
    const claimedAt = now();
    const claimed = await sender.claim(sender.settings.batchSize);
    if (claimed.length === 0) return { claimed: 0, full: false };
    startLane('webhook-send', async () => {
      const rest = await workWithinLease<ClaimedWebhookSend>(claimed, {
        deadline: claimedAt + sender.settings.leaseMs - sender.settings.sendTimeoutMs - LEASE_MARGIN_MS,
        now,
        stopped: () => stopped,
        work: (send) => sender.send(send),
        concurrency: sender.settings.concurrency,
      });
      await sender.release(rest.map((send) => send.delivery.id));
      if (rest.length > 0 && !stopped) passedOver.add('webhook-send');
    });
    return { claimed: claimed.length, full: claimed.length === sender.settings.batchSize };
  }

  let stopped = false;
  // Paused (tests, between two of them): no round starts; a wake meanwhile is kept for the resume.
  let paused = false;
  let wokenWhilePaused = false;
  let running: Promise<number> | null = null;
  let wakeAgain = false;
  let dueTimer: NodeJS.Timeout | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;
  let pollTimer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  /** Rounds until nothing more is due for an idle lane; answers how many rows they claimed. */
  async function loop(): Promise<number> {
    let claimed = 0;
    do {
      wakeAgain = false;
      try {
        for (;;) {
          if (stopped || paused) break;
          const result = await round();
          claimed += result.claimed;
          // A full claim: more is waiting (the lanes it started are skipped until they finish).
          if (!result.full) break;
        }
      } catch (error) {
        log.error({ err: error }, 'outbox round failed');
      }
    } while (wakeAgain && !stopped && !paused);
    if (wakeAgain && paused) wokenWhilePaused = true;
    await scheduleNextDue();
    return claimed;
  }

  /** Wakes at the next retry's due time (the NOTIFY covers new work, the poll everything else). */
  async function scheduleNextDue() {
    if (stopped) return;
    try {
      const [outbox, webhooks] = await Promise.all([nextDueAt(db), deps.webhooks?.nextDueAt() ?? null]);
      const due =
        outbox === null || webhooks === null
          ? (outbox ?? webhooks)
          : new Date(Math.min(outbox.getTime(), webhooks.getTime()));
      clearTimeout(dueTimer);
      if (due === null) return;
      const inMs = Math.max(0, due.getTime() - Date.now());
      if (inMs >= settings.pollMs) return;
      dueTimer = setTimeout(wake, inMs + 5);
      dueTimer.unref();
    } catch (error) {
      log.warn({ err: error }, 'could not read when the next delivery is due');
    }
  }

  function startLoop(): Promise<number> {
    const current = loop().finally(() => {
      running = null;
    });
    running = current;
    return current;
  }

  function wake() {
    if (stopped) return;
    if (paused) {
      wokenWhilePaused = true;
      return;
    }
    if (running) {
      wakeAgain = true;
      return;
    }
    if (wakeTimer) return;
    wakeTimer = setTimeout(() => {
      wakeTimer = undefined;
      if (stopped) return;
      if (paused) wokenWhilePaused = true;
      else if (running) wakeAgain = true;
      else void startLoop();
    }, OUTBOX_WAKE_COALESCE_MS);
  }

  /** Until no round is running and no lane is at work. */
  async function settled() {
    while (running || lanes.size > 0) {
      await Promise.all([running, ...lanes.values()]);
    }
  }

  return {
    /** Starts listening for commits and the safety-net poll; runs a first round for anything left over. */
    async start() {
      unlisten = await database.listen(OUTBOX_WAKE_CHANNEL, wake, wake);
      pollTimer = setInterval(wake, settings.pollMs);
      pollTimer.unref();
      wake();
    },
    wake,
    /** Runs rounds and waits for their lanes until nothing is due now (tests; the server never needs it). */
    async drain() {
      for (;;) {
        await settled();
        if (stopped) return;
        const claimed = await (running ?? startLoop());
        await settled();
        if (claimed === 0) return;
      }
    },
    /**
     * Tests: starts no more rounds and waits for the running round and lanes to finish (their transactions end), so
     * the reset between two tests never takes its table locks while a delivery of the last test holds some (the
     * PostgreSQL deadlock 40P01 of test/harness.ts `resetDatabase`). The server never needs it.
     */
    async pause() {
      paused = true;
      await settled();
    },
    /** Ends a pause; a wake that came during it runs now. */
    resume() {
      paused = false;
      if (wokenWhilePaused) {
        wokenWhilePaused = false;
        wake();
      }
    },
    async stop() {
      stopped = true;
      clearInterval(pollTimer);
      clearTimeout(dueTimer);
      clearTimeout(wakeTimer);
      await unlisten?.().catch(() => undefined);
      await settled();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
