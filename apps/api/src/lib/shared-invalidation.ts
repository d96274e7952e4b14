/**
 * Several API instances (decision 0010): a write on one instance clears the public read cache on all of
 * them at once through Redis pub/sub, instead of leaving the others stale until their TTL runs out.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { TtlCache } from './ttl-cache';

export const CATALOGUE_INVALIDATION_CHANNEL = 'arena:catalogue:invalidate';

/**
 * Wraps `cache` so that `clear()` also tells the other instances; `subscriber` must be a connection of its
 * own (Redis puts a subscribing connection in a mode where it can do nothing else). Answers the wrapped
 * cache and a function that stops listening.
 */
export async function shareInvalidation<T>(
  cache: TtlCache<T>,
  options: {
    publisher: Redis;
    subscriber: Redis;
    channel?: string;
    onError: (error: unknown) => void;
  },
): Promise<{ cache: TtlCache<T>; ready: Promise<void>; stop: () => Promise<void> }> {
  const channel = options.channel ?? CATALOGUE_INVALIDATION_CHANNEL;
  const me = randomUUID();
  const onMessage = (from: string, message: string) => {
    if (from === channel && message !== me) cache.clear();
  };
  options.subscriber.on('message', onMessage);
  // Not awaited by callers that start without Redis: ioredis subscribes (again) whenever it (re)connects.
  const ready = options.subscriber.subscribe(channel).then(
    () => undefined,
    (error: unknown) => options.onError(error),
  );
  return {
    ready,
    cache: {
      get: (key, load) => cache.get(key, load),
      peek: (key) => cache.peek(key),
      clear() {
        cache.clear();
        // Without Redis the others fall back to their short TTL; the write itself has succeeded.
        options.publisher.publish(channel, me).catch(options.onError);
      },
    },
    async stop() {
      options.subscriber.off('message', onMessage);
      await options.subscriber.unsubscribe(channel).catch(() => undefined);
    },
  };
}
