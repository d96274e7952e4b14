import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIntervalSweep } from './interval-sweep';

function recordingLog() {
  const errors: Array<{ fields: unknown; message: string }> = [];
  const log = {
    error: (fields: unknown, message: string) => errors.push({ fields, message }),
  } as unknown as FastifyBaseLogger;
  return { log, errors };
}

/** A round the test finishes by hand: `finish()` settles the latest round, `fail()` rejects it. */
function manualRounds() {
  const pending: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const seenStopped: boolean[] = [];
  return {
    started: () => pending.length,
    seenStopped,
    round: (stopped: () => boolean) =>
      new Promise<void>((resolve, reject) => {
        seenStopped.push(stopped());
        pending.push({ resolve, reject });
      }),
    finish: () => pending.at(-1)!.resolve(),
    fail: (error: Error) => pending.at(-1)!.reject(error),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startIntervalSweep', () => {
  it('runs a round every interval, never two at once on one instance', async () => {
    const { log } = recordingLog();
    const rounds = manualRounds();
    const stop = startIntervalSweep(log, { what: 'test sweep', intervalMs: 1000, round: rounds.round });

    await vi.advanceTimersByTimeAsync(999);
    expect(rounds.started()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(rounds.started()).toBe(1);
    // The round is still running: the next two ticks pass it over.
    await vi.advanceTimersByTimeAsync(2000);
    expect(rounds.started()).toBe(1);
    rounds.finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(rounds.started()).toBe(2);
    rounds.finish();
    await stop();
  });

  it('logs a failed round (also one that throws at once) and runs the next', async () => {
    const { log, errors } = recordingLog();
    const rounds = manualRounds();
    let calls = 0;
    const stop = startIntervalSweep(log, {
      what: 'test sweep',
      intervalMs: 1000,
      round: (stopped) => {
        calls += 1;
        if (calls === 2) throw new Error('thrown before any promise');
        return rounds.round(stopped);
      },
    });

    await vi.advanceTimersByTimeAsync(1000);
    rounds.fail(new Error('database away'));
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(3);
    expect(errors.map((e) => e.message)).toEqual(['test sweep failed', 'test sweep failed']);
    expect(errors.map((e) => (e.fields as { err: Error }).err.message)).toEqual([
      'database away',
      'thrown before any promise',
    ]);
    rounds.finish();
    await stop();
  });

  it('runs a first round after firstAfterMs, then every interval', async () => {
    const { log } = recordingLog();
    const rounds = manualRounds();
    const stop = startIntervalSweep(log, {
      what: 'test sweep',
      intervalMs: 10_000,
      firstAfterMs: 500,
      round: rounds.round,
    });

    await vi.advanceTimersByTimeAsync(500);
    expect(rounds.started()).toBe(1);
    rounds.finish();
    await vi.advanceTimersByTimeAsync(9500);
    expect(rounds.started()).toBe(2);
    rounds.finish();
    await stop();
  });

  it('stop waits for the round under way, tells it to stop, and no round starts after', async () => {
    const { log } = recordingLog();
    const rounds = manualRounds();
    let stoppedNow: () => boolean = () => false;
    const stop = startIntervalSweep(log, {
      what: 'test sweep',
      intervalMs: 1000,
      round: (stopped) => {
        stoppedNow = stopped;
        return rounds.round(stopped);
      },
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(rounds.seenStopped).toEqual([false]);

    let done = false;
    const stopping = stop().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stoppedNow()).toBe(true);
    expect(done).toBe(false);
    rounds.finish();
    await stopping;
    expect(done).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(rounds.started()).toBe(1);
  });
});
