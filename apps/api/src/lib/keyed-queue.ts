/**
 * One at a time per key, in this process: `run(key, work)` starts `work` once the work queued before it under
 * the same key has settled (fulfilled or not), and answers what `work` answers. Keys with nothing queued cost
 * nothing. An optimisation only: it orders this instance's callers, it never replaces the database's locks
 * (other instances queue on their own).
 */
export interface KeyedQueue<K> {
  run<T>(key: K, work: () => Promise<T>): Promise<T>;
  /** Whether work is queued or running under `key`. */
  busy(key: K): boolean;
  /** Keys with work queued or running (tests). */
  readonly size: number;
}

export function createKeyedQueue<K>(): KeyedQueue<K> {
  const tails = new Map<K, Promise<void>>();
  return {
    async run<T>(key: K, work: () => Promise<T>): Promise<T> {
      const before = tails.get(key);
      let done!: () => void;
      const mine = new Promise<void>((resolve) => {
        done = resolve;
      });
      tails.set(key, mine);
      try {
        // `before` never rejects: it is the previous caller's `mine`.
        await before;
        return await work();
      } finally {
        done();
        if (tails.get(key) === mine) tails.delete(key);
      }
    },
    busy(key: K) {
      return tails.has(key);
    },
    get size() {
      return tails.size;
    },
  };
}
