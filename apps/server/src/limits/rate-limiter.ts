import { createHash } from 'node:crypto';
import type { Clock } from '~/clock';

/** A limit: at most `limit` events per fixed window of `windowMs`, counted per key. */
export interface LimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts events per rule and key in fixed windows on the server's clock. Shared through Redis
 * when configured, so every instance sees the same counts; in memory otherwise.
 */
export interface RateLimiter {
  /**
   * Counts one event, atomically, before the work it guards; false when it is over the limit.
   * Counting first means parallel requests cannot slip past the limit together.
   */
  consume(rule: LimitRule, key: string): Promise<boolean>;
  /** Uncounts one event of the current window: the guarded attempt turned out fine. */
  release(rule: LimitRule, key: string): Promise<void>;
  /** Resolves when the counts can be kept (Redis answers); at once in memory. Readiness. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The storage key of a rule, key and window; the key is hashed so no e-mail or address is kept. */
export function bucketKey(rule: LimitRule, key: string, now: Date): string {
  const window = Math.floor(now.getTime() / rule.windowMs);
  const digest = createHash('sha256').update(key).digest('base64url').slice(0, 22);
  return `rl:${rule.name}:${digest}:${window}`;
}

// Expired windows are swept at most this often, so memory stays bounded by live windows.
const SWEEP_EVERY = 1000;

/** The single-instance limiter: counts live in this process. */
export function createMemoryRateLimiter(clock: Clock): RateLimiter {
  const counts = new Map<string, { count: number; until: number }>();
  let operations = 0;
  const current = (rule: LimitRule, key: string) => {
    const now = clock.now();
    if (++operations % SWEEP_EVERY === 0) {
      for (const [k, v] of counts) if (v.until <= now.getTime()) counts.delete(k);
    }
    const id = bucketKey(rule, key, now);
    const until = (Math.floor(now.getTime() / rule.windowMs) + 1) * rule.windowMs;
    return { id, entry: counts.get(id), until };
  };
  return {
    consume: (rule, key) => {
      const { id, entry, until } = current(rule, key);
      const count = (entry?.count ?? 0) + 1;
      counts.set(id, { count, until });
      return Promise.resolve(count <= rule.limit);
    },
    release: (rule, key) => {
      const { entry } = current(rule, key);
      if (entry && entry.count > 0) entry.count -= 1;
      return Promise.resolve();
    },
    ping: () => Promise.resolve(),
    close: () => {
      counts.clear();
      return Promise.resolve();
    },
  };
}
