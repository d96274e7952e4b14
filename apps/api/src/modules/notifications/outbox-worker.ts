/**
 * The outbox delivery worker (decision 0021): fans each committed domain event out to its channels (in-app
 * notifications, e-mail, Discord, live streams) and sends queued e-mail over SMTP. At least once per channel,
 * with retries and exponential backoff recorded on each delivery row. Safe with several instances: rows are
 * claimed with FOR UPDATE SKIP LOCKED plus a lease. It wakes on the NOTIFY each committing change sends (so
 * the first attempt follows the commit at once); a slow poll is only a safety net.
 */
import type { FastifyBaseLogger } from 'fastify';
import { EVENT_CATEGORIES, type Notification } from '@arena/shared/notifications';
import type { Database } from '../../db/client';
import { OUTBOX_WAKE_CHANNEL, type Mailer } from '../../integrations/mail/mailer';
import { RetryLater, discordMessage, postToDiscord } from './discord';
import { renderEmail } from './email-templates';
import { LINKS } from './notify';
import type { LiveBus } from './live-bus';
import { isPublicUpdate, liveUpdateOf } from './live-updates';
import {
  claimDueDeliveries,
  claimDueEmails,
  countUnread,
  findDiscordWebhook,
  findRecipients,
  insertNotifications,
  markAttemptFailed,
  markDelivered,
  markEmailAttemptFailed,
  markEmailSent,
  nextDueAt,
  type ClaimedDelivery,
  type NotificationRow,
  type QueuedEmailRow,
} from './notifications.repository';
import type { UnsubscribeTokens } from './unsubscribe-tokens';

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
  /** How long Discord may take to answer. */
  discordTimeoutMs: number;
}

export const DEFAULT_OUTBOX_SETTINGS: OutboxSettings = {
  pollMs: 10_000,
  retryBaseMs: 1000,
  retryMaxMs: 15 * 60_000,
  maxAttempts: 12,
  leaseMs: 60_000,
  batchSize: 50,
  discordTimeoutMs: 10_000,
};

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createOutboxWorker(deps: {
  database: Database;
  mailer: Mailer;
  bus: LiveBus;
  tokens: UnsubscribeTokens;
  publicUrl: string;
  log: FastifyBaseLogger;
  settings: OutboxSettings;
}) {
  const { database, mailer, bus, tokens, publicUrl, log, settings } = deps;
  const db = database.db;
  const appUrl = (link: string) => `${publicUrl}/${link.replace(/^\/+/, '')}`;

  const retryDelay = (attempts: number) =>
    Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.max(0, attempts - 1));

  async function deliverInApp(delivery: ClaimedDelivery) {
    const { event } = delivery;
    const created = await db.transaction(async (tx) => {
      const recipients = await findRecipients(tx, event.recipients, EVENT_CATEGORIES[event.type]);
      const rows = await insertNotifications(
        tx,
        recipients
          .filter((r) => r.inApp)
          .map((r) => ({ userId: r.id, eventId: event.id, type: event.type, ...event.notice })),
      );
      await markDelivered(tx, delivery.id);
      return rows;
    });
    // After the commit: the bell is told; a lost push is caught up by the client's next fetch.
    for (const row of created) {
      await bus.publish({
        kind: 'notification',
        userId: row.userId,
        eventId: event.id,
        notification: toNotification(row),
        unreadCount: await countUnread(db, row.userId),
      });
    }
  }

  async function deliverEmail(delivery: ClaimedDelivery) {
    const { event } = delivery;
    const category = EVENT_CATEGORIES[event.type];
    const recipients = (await findRecipients(db, event.recipients, category)).filter((r) => r.emailOn);
    const mails = await Promise.all(
      recipients.map(async (recipient) => {
        const unsubscribe = `${publicUrl}/api/notifications/unsubscribe?token=${await tokens.issue(recipient.id, category)}`;
        const rendered = renderEmail(event, recipient, {
          open: appUrl(event.notice.link),
          unsubscribe,
          preferences: appUrl(LINKS.notificationSettings),
        });
        return {
          ...rendered,
          to: recipient.email,
          eventId: event.id,
          headers: {
            'List-Unsubscribe': `<${unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        };
      }),
    );
    await db.transaction(async (tx) => {
      for (const mail of mails) await mailer.send(mail, tx);
      await markDelivered(tx, delivery.id);
    });
  }

  async function deliverLive(delivery: ClaimedDelivery) {
    const { event } = delivery;
    const userIds =
      event.recipients === 'admins'
        ? (await findRecipients(db, 'admins', EVENT_CATEGORIES[event.type])).map((r) => r.id)
        : event.recipients;
    await bus.publish({
      kind: 'update',
      userIds,
      tournamentId: isPublicUpdate(event) ? event.tournamentId : null,
      update: liveUpdateOf(event),
    });
    await markDelivered(db, delivery.id);
  }

  async function deliverDiscord(delivery: ClaimedDelivery) {
    const { event } = delivery;
    const tournament =
      event.tournamentId !== null ? await findDiscordWebhook(db, event.tournamentId) : undefined;
    // No webhook set (or it was removed since): nothing to post.
    if (tournament?.url) {
      await postToDiscord(
        tournament.url,
        discordMessage(event, tournament.name, appUrl(event.notice.link)),
        settings.discordTimeoutMs,
      );
    }
    await markDelivered(db, delivery.id);
  }

  const channels = {
    in_app: deliverInApp,
    email: deliverEmail,
    live: deliverLive,
    discord: deliverDiscord,
  } satisfies Record<ClaimedDelivery['channel'], (delivery: ClaimedDelivery) => Promise<void>>;

  async function attempt(delivery: ClaimedDelivery) {
    try {
      await channels[delivery.channel](delivery);
    } catch (error) {
      const giveUp = delivery.attempts >= settings.maxAttempts;
      const retryInMs = error instanceof RetryLater ? error.retryInMs : retryDelay(delivery.attempts);
      log.warn(
        {
          err: error,
          eventId: delivery.event.id,
          channel: delivery.channel,
          attempts: delivery.attempts,
          giveUp,
        },
        giveUp ? 'notification delivery failed; giving up' : 'notification delivery failed; will retry',
      );
      await markAttemptFailed(db, { id: delivery.id, error: messageOf(error), retryInMs, giveUp }).catch(
        (cause: unknown) => log.error({ err: cause }, 'could not record a failed delivery'),
      );
    }
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
      const giveUp = row.attempts >= settings.maxAttempts;
      log.warn({ err: error, emailId: row.id, attempts: row.attempts, giveUp }, 'e-mail delivery failed');
      await markEmailAttemptFailed(db, {
        id: row.id,
        error: messageOf(error),
        retryInMs: retryDelay(row.attempts),
        giveUp,
      }).catch((cause: unknown) => log.error({ err: cause }, 'could not record a failed e-mail'));
    }
  }

  /** One batch of each kind; answers whether a batch was full (more may be waiting). */
  async function batch(): Promise<boolean> {
    const deliveries = await db.transaction((tx) =>
      claimDueDeliveries(tx, { limit: settings.batchSize, leaseMs: settings.leaseMs }),
    );
    // Channels run side by side, so a slow or failing one never holds the others back; within a channel the
    // events go in the order they happened.
    const byChannel = new Map<string, ClaimedDelivery[]>();
    for (const delivery of deliveries)
      byChannel.set(delivery.channel, [...(byChannel.get(delivery.channel) ?? []), delivery]);
    await Promise.all(
      [...byChannel.values()].map(async (list) => {
        for (const delivery of list) await attempt(delivery);
      }),
    );
    const emails = mailer.delivers
      ? await db.transaction((tx) =>
          claimDueEmails(tx, { limit: settings.batchSize, leaseMs: settings.leaseMs }),
        )
      : [];
    for (const email of emails) await sendEmail(email);
    return deliveries.length === settings.batchSize || emails.length === settings.batchSize;
  }

  let stopped = false;
  let running: Promise<void> | null = null;
  let wakeAgain = false;
  let dueTimer: NodeJS.Timeout | undefined;
  let pollTimer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  async function loop() {
    do {
      wakeAgain = false;
      try {
        while (!stopped && (await batch())) {
          // A full batch: more is waiting.
        }
      } catch (error) {
        log.error({ err: error }, 'outbox round failed');
      }
    } while (wakeAgain && !stopped);
    await scheduleNextDue();
  }

  /** Wakes at the next retry's due time (the NOTIFY covers new work, the poll everything else). */
  async function scheduleNextDue() {
    if (stopped) return;
    try {
      const due = await nextDueAt(db);
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

  function wake() {
    if (stopped) return;
    if (running) {
      wakeAgain = true;
      return;
    }
    running = loop().finally(() => {
      running = null;
    });
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
    /** Runs rounds until nothing is due now (tests; the server never needs it). */
    async drain() {
      while (running) await running;
      while (await batch()) {
        // keep going
      }
    },
    async stop() {
      stopped = true;
      clearInterval(pollTimer);
      clearTimeout(dueTimer);
      await unlisten?.().catch(() => undefined);
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
