import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('serves a hit until the TTL, then loads again', async () => {
    let time = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 100, maxEntries: 10, now: () => time });
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    time = 99;
    expect(await cache.get('k', load)).toBe(1);
    time = 100;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const values = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', async () => ++loads)));
    expect(values).toEqual(Array(20).fill(1));
    expect(loads).toBe(1);
  });

  it('forgets everything on clear, including a load that was under way', async () => {
    let release: (v: number) => void = () => undefined;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const old = cache.get('k', () => new Promise<number>((resolve) => (release = resolve)));
    cache.clear();
    release(1);
    expect(await old).toBe(1);
    expect(await cache.get('k', async () => 2)).toBe(2);
  });

  it('keeps at most maxEntries and is off with a TTL of 0', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(await cache.get('a', async () => 'reloaded')).toBe('reloaded');
    let loads = 0;
    const off = createTtlCache<number>({ ttlMs: 0, maxEntries: 2 });
    await off.get('k', async () => ++loads);
    await off.get('k', async () => ++loads);
    expect(loads).toBe(2);
  });
});
