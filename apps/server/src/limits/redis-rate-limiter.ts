import { Redis } from 'ioredis';
import { REASONS } from '@earshot/wire';
import type { Clock } from '~/clock';
import { AppError } from '~/errors';
import { bucketKey, type LimitRule, type RateLimiter } from './rate-limiter';

// Counts in one round trip; the window's TTL starts with its first event (slack for skew).
const CONSUME = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;
// Never below zero, and never creates a key without a TTL.
const RELEASE = `if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then
  return redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * The shared limiter: one Redis counter per rule, key and window, so every instance counts
 * together. A Redis failure fails the request (closed, never open: limits guard passwords)
 * with Unavailable, at once or within `commandTimeoutMs`: commands wait in ioredis's offline
 * queue while it reconnects (every 2 s at most), so a start before the connection is ready
 * works, but none waits longer than the timeout, and a queue is dropped at each failed try.
 */
export function createRedisRateLimiter(
  url: string,
  prefix: string,
  clock: Clock,
  commandTimeoutMs = 2000,
): RateLimiter {
  const redis = new Redis(url, {
    keyPrefix: prefix,
    maxRetriesPerRequest: 1,
    commandTimeout: commandTimeoutMs,
    connectTimeout: commandTimeoutMs,
  });
  // An unreachable Redis is reported by the commands that need it, not as an unhandled event.
  redis.on('error', () => {});
  const key = (rule: LimitRule, k: string) => bucketKey(rule, k, clock.now());
  const answered = async <T>(command: Promise<T>): Promise<T> => {
    try {
      return await command;
    } catch (err) {
      throw new AppError('unavailable', REASONS.redisUnreachable, undefined, err);
    }
  };
  return {
    consume: async (rule, k) =>
      Number(await answered(redis.eval(CONSUME, 1, key(rule, k), rule.windowMs + 1000))) <=
      rule.limit,
    release: async (rule, k) => {
      await answered(redis.eval(RELEASE, 1, key(rule, k)));
    },
    ping: async () => {
      await answered(redis.ping());
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
