import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './keyed-queue';

/** A promise and the functions that settle it. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('keyed queue', () => {
  it('runs work of one key one at a time, in call order, and work of other keys alongside', async () => {
    const queue = createKeyedQueue<number>();
    const started: string[] = [];
    const first = deferred();
    const second = deferred();
    const a1 = queue.run(1, async () => {
      started.push('a1');
      await first.promise;
      return 'a1';
    });
    const a2 = queue.run(1, async () => {
      started.push('a2');
      await second.promise;
      return 'a2';
    });
    const b1 = queue.run(2, async () => {
      started.push('b1');
      return 'b1';
    });
    expect(queue.busy(1)).toBe(true);
    expect(await b1).toBe('b1');
    expect(queue.busy(2)).toBe(false);
    // a2 waits for a1 although b1 (another key) has finished.
    expect(started).toEqual(['a1', 'b1']);
    first.resolve();
    expect(await a1).toBe('a1');
    second.resolve();
    expect(await a2).toBe('a2');
    expect(started).toEqual(['a1', 'b1', 'a2']);
    expect(queue.size).toBe(0);
  });

  it('goes on after a failure, which reaches only its own caller', async () => {
    const queue = createKeyedQueue<string>();
    const failing = deferred();
    const a = queue.run('t', () => failing.promise);
    const b = queue.run('t', async () => 'next');
    failing.reject(new Error('refused'));
    await expect(a).rejects.toThrow('refused');
    expect(await b).toBe('next');
    expect(queue.size).toBe(0);
  });

  it('never runs two of one key at once, however many are queued', async () => {
    const queue = createKeyedQueue<number>();
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        queue
          .run(7, async () => {
            running += 1;
            most = Math.max(most, running);
            await new Promise((resolve) => setImmediate(resolve));
            running -= 1;
            if (i % 3 === 0) throw new Error('some fail');
          })
          .catch(() => undefined),
      ),
    );
    expect(most).toBe(1);
    expect(queue.size).toBe(0);
  });
});
