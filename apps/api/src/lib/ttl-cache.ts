/**
 * A small in-process cache for public reads: entries live `ttlMs`, concurrent misses of one key share
 * one load, and `clear()` drops everything after a write. Each API instance has its own; the TTL bounds
 * how stale another instance can be (docs/decisions/0005-catalogue-cache.md).
 */
export interface TtlCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** A fresh entry if there is one, without loading. */
  peek(key: string): T | undefined;
  clear(): void;
}

export function createTtlCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): TtlCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: T; expiresAt: number }>();
  const loading = new Map<string, Promise<T>>();
  let generation = 0;

  return {
    async get(key, load) {
      if (options.ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      const pending = loading.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const promise = load()
        .then((value) => {
          // A load that began before a clear() may hold old data: answer it, but do not keep it.
          if (startedIn === generation) {
            if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
            entries.set(key, { value, expiresAt: now() + options.ttlMs });
          }
          return value;
        })
        .finally(() => loading.delete(key));
      loading.set(key, promise);
      return promise;
    },
    peek(key) {
      const hit = entries.get(key);
      return hit && hit.expiresAt > now() ? hit.value : undefined;
    },
    clear() {
      generation += 1;
      entries.clear();
      loading.clear();
    },
  };
}
