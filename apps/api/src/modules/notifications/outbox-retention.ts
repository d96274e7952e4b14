/**
 * Retention of the outbox and the in-app list (decision 0021): delivered domain events (with their deliveries)
 * after OUTBOX_RETENTION_DAYS, read notifications after NOTIFICATION_RETENTION_DAYS. Deletes go in small
 * batches, each its own statement, so no lock is held for long; several instances may sweep at once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { pruneDeliveredEvents, pruneReadNotifications } from './notifications.repository';

export interface RetentionSettings {
  outboxMs: number;
  notificationsMs: number;
  /** Rows per delete statement. */
  batchSize: number;
}

export const RETENTION_BATCH_SIZE = 500;

/** How often each instance sweeps. */
export const RETENTION_SWEEP_MS = 60 * 60_000;

export function createOutboxRetention(deps: { db: Db; clock: Clock; settings: RetentionSettings }) {
  const { db, clock, settings } = deps;

  async function inBatches(prune: (limit: number) => Promise<number>, stopped: () => boolean) {
    let total = 0;
    for (;;) {
      const deleted = await prune(settings.batchSize);
      total += deleted;
      if (deleted < settings.batchSize || stopped()) return total;
    }
  }

  return {
    /** Deletes what is past its retention; answers how many events and notifications went. */
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
      return { events, notifications };
    },
  };
}

export type OutboxRetention = ReturnType<typeof createOutboxRetention>;

/** Runs the sweep on this instance every RETENTION_SWEEP_MS (and once soon after start); answers a stop. */
export function startRetentionSweep(
  retention: OutboxRetention,
  log: FastifyBaseLogger,
  intervalMs = RETENTION_SWEEP_MS,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let busy = false;
  const tick = () => {
    if (stopped || busy) return;
    busy = true;
    running = retention
      .sweep(() => stopped)
      .then((pruned) => {
        if (pruned.events > 0 || pruned.notifications > 0) log.info(pruned, 'pruned old notifications');
      })
      .catch((error: unknown) => log.error({ err: error }, 'notification retention sweep failed'))
      .finally(() => {
        busy = false;
      });
  };
  const first = setTimeout(tick, Math.min(intervalMs, 60_000));
  first.unref();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
