/**
 * Fixed-window counters for brute-force limits. In-process by default; shared through Redis when
 * REDIS_URL is set, so that every API instance counts the same attempts (decision 0004).
 */
import type { Redis } from 'ioredis';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterMs: number;
  /** Requests counted in this window, this one included (0 when the count could not be read). */
  count: number;
}

export interface RateLimiter {
  consume(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** Forgets every counter (tests, and an operator's reset). */
  clear(): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sinceSweep = 0;
  return {
    async consume(key, rule) {
      const time = now();
      if (++sinceSweep >= 1000) {
        sinceSweep = 0;
        for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + rule.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= rule.limit,
        retryAfterMs: Math.max(0, window.resetAt - time),
        count: window.count,
      };
    },
    async clear() {
      windows.clear();
    },
  };
}

// INCR and PEXPIRE in one step, so a crash between them cannot leave a counter that never expires.
const CONSUME_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

export function createRedisRateLimiter(
  redis: Redis,
  options: { prefix: string; onError: (error: unknown) => void },
): RateLimiter {
  return {
    async consume(key, rule) {
      try {
        const [count, ttl] = (await redis.eval(
          CONSUME_SCRIPT,
          1,
          `${options.prefix}${key}`,
          rule.windowMs,
        )) as [number, number];
        return { allowed: count <= rule.limit, retryAfterMs: ttl, count };
      } catch (error) {
        // Redis down: let the request through rather than lock every player out; the log says so.
        options.onError(error);
        return { allowed: true, retryAfterMs: 0, count: 0 };
      }
    },
    async clear() {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${options.prefix}*`, 'COUNT', 500);
        cursor = next;
        if (keys.length > 0) await redis.del(...keys);
      } while (cursor !== '0');
    },
  };
}
