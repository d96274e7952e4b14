import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter';

const rule = { limit: 3, windowMs: 1000 };

function behavesLikeARateLimiter(make: (now: () => number) => RateLimiter, shared: boolean) {
  it('allows the limit, refuses beyond it, and opens again after the window', async () => {
    let time = 1_000_000;
    const limiter = make(() => time);
    const results = [];
    for (let i = 0; i < 4; i++) results.push((await limiter.consume('k', rule)).allowed);
    expect(results).toEqual([true, true, true, false]);
    if (!shared) {
      time += 1001;
      expect((await limiter.consume('k', rule)).allowed).toBe(true);
    }
    expect((await limiter.consume('other', rule)).allowed).toBe(true);
  });
}

describe('memory rate limiter', () => {
  behavesLikeARateLimiter((now) => createMemoryRateLimiter(now), false);
});

describe.runIf(process.env.REDIS_URL)('redis rate limiter', () => {
  const redis = new Redis(process.env.REDIS_URL ?? '');
  afterAll(() => redis.disconnect());
  const prefix = `arena:test:rl:${process.pid}:`;
  behavesLikeARateLimiter(() => createRedisRateLimiter(redis, { prefix, onError: () => undefined }), true);

  it('counts across two limiters on the same Redis, like two API instances', async () => {
    const a = createRedisRateLimiter(redis, { prefix: `${prefix}shared:`, onError: () => undefined });
    const b = createRedisRateLimiter(redis, { prefix: `${prefix}shared:`, onError: () => undefined });
    await a.clear();
    const results = [];
    for (const limiter of [a, b, a, b]) results.push((await limiter.consume('login', rule)).allowed);
    expect(results).toEqual([true, true, true, false]);
    await a.clear();
  });
});
