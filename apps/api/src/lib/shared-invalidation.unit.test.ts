import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { shareInvalidation } from './shared-invalidation';
import { createTtlCache } from './ttl-cache';
import { scaled } from '../../test/timeouts';

const url = process.env.REDIS_URL;
const connections: Redis[] = [];
const connect = () => {
  const redis = new Redis(url!, { maxRetriesPerRequest: 1 });
  connections.push(redis);
  return redis;
};
afterAll(() => {
  for (const redis of connections) redis.disconnect();
});

describe.skipIf(!url)('shared cache invalidation (Redis)', () => {
  it('clears the cache of every instance when one of them writes', async () => {
    const channel = `arena:test:invalidate:${process.pid}:${Date.now()}`;
    const instances = await Promise.all(
      [0, 1].map(() =>
        shareInvalidation(createTtlCache<string>({ ttlMs: 60_000, maxEntries: 10 }), {
          publisher: connect(),
          subscriber: connect(),
          channel,
          onError: (error) => {
            throw error;
          },
        }),
      ),
    );
    await Promise.all(instances.map((i) => i.ready));
    const [a, b] = instances.map((i) => i.cache) as [
      ReturnType<typeof createTtlCache<string>>,
      ReturnType<typeof createTtlCache<string>>,
    ];
    await a.get('list', async () => 'old');
    await b.get('list', async () => 'old');
    expect(b.peek('list')).toBe('old');

    a.clear();
    expect(a.peek('list')).toBeUndefined();
    await expect.poll(() => b.peek('list'), { timeout: scaled(2000) }).toBeUndefined();
    for (const instance of instances) await instance.stop();
  });
});
