/**
 * Retention of the outbox and the in-app list (decision 0021): delivered domain events (with their deliveries)
 * after OUTBOX_RETENTION_DAYS, read notifications after NOTIFICATION_RETENTION_DAYS, organisers' webhook deliveries
 * (delivered or failed) after WEBHOOK_RETENTION_DAYS (decision 0058). Deletes go in small
 * batches, each its own statement, so no lock is held for long; several instances may sweep at once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { pruneDeliveredEvents, pruneReadNotifications } from './notifications.repository';
import { pruneWebhookDeliveries } from './webhook-delivery';

export interface RetentionSettings {
  outboxMs: number;
  notificationsMs: number;
  webhookDeliveriesMs: number;
  /** Rows per delete statement. */
  batchSize: number;
}

export const RETENTION_BATCH_SIZE = 500;

/** How often each instance sweeps; the first round comes a minute after the start. */
export const RETENTION_SWEEP_MS = 60 * 60_000;
export const RETENTION_FIRST_SWEEP_MS = 60_000;

export function createOutboxRetention(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  settings: RetentionSettings;
}) {
  const { db, clock, log, settings } = deps;

  async function inBatches(prune: (limit: number) => Promise<number>, stopped: () => boolean) {
    let total = 0;
    for (;;) {
      const deleted = await prune(settings.batchSize);
      total += deleted;
      if (deleted < settings.batchSize || stopped()) return total;
    }
  }

  return {
    /** Deletes what is past its retention; answers how many events, notifications and webhook deliveries went. */
    async sweep(stopped: () => boolean = () => false) {
      const now = clock.now().getTime();
      const events = await inBatches(
        (limit) => pruneDeliveredEvents(db, { before: new Date(now - settings.outboxMs), limit }),
        stopped,
      );
      const notifications = await inBatches(
        (limit) => pruneReadNotifications(db, { before: new Date(now - settings.notificationsMs), limit }),
        stopped,
      );
      const webhookDeliveries = await inBatches(
        (limit) =>
          pruneWebhookDeliveries(db, { before: new Date(now - settings.webhookDeliveriesMs), limit }),
        stopped,
      );
      if (events > 0 || notifications > 0 || webhookDeliveries > 0)
        log.info({ events, notifications, webhookDeliveries }, 'pruned old notifications');
      return { events, notifications, webhookDeliveries };
    },
  };
}

export type OutboxRetention = ReturnType<typeof createOutboxRetention>;
