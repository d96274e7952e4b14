/**
 * The timer behind each instance's sweeps (match deadlines, reconciliation, outbox retention). Rounds never
 * overlap on one instance: a tick that comes while a round still runs is passed over. Across instances each
 * round is safe on its own (it claims its rows: SKIP LOCKED, leases, conditional updates), so nothing here is
 * shared between them. A failed round is logged and the next tick tries again.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface IntervalSweep {
  /** Names the sweep in the log line of a failed round ("<what> failed"). */
  what: string;
  intervalMs: number;
  /** A first round this long after the start, for sweeps whose interval is long; else the first tick. */
  firstAfterMs?: number;
  /** One round; `stopped()` turns true at shutdown, so a long round can end between batches. */
  round: (stopped: () => boolean) => Promise<unknown>;
}

/** Starts the sweep on this instance; answers a stop function that waits for the round under way. */
export function startIntervalSweep(log: FastifyBaseLogger, sweep: IntervalSweep): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let busy = false;
  const isStopped = () => stopped;
  const tick = () => {
    if (stopped || busy) return;
    busy = true;
    running = Promise.resolve()
      .then(() => sweep.round(isStopped))
      .catch((error: unknown) => log.error({ err: error }, `${sweep.what} failed`))
      .finally(() => {
        busy = false;
      });
  };
  const first = sweep.firstAfterMs === undefined ? undefined : setTimeout(tick, sweep.firstAfterMs);
  first?.unref();
  const timer = setInterval(tick, sweep.intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
