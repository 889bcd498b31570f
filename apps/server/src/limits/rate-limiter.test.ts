import { expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limiter';

const rule = { name: 'test', limit: 3, windowMs: 60_000 };

it('allows the limit per key and window, then refuses until the next window', async () => {
  let now = new Date('2026-01-01T00:00:00Z').getTime();
  const limiter = createMemoryRateLimiter({ now: () => new Date(now) });
  expect(await limiter.consume(rule, 'a')).toBe(true);
  expect(await limiter.consume(rule, 'a')).toBe(true);
  expect(await limiter.consume(rule, 'a')).toBe(true);
  expect(await limiter.consume(rule, 'a')).toBe(false);
  expect(await limiter.consume(rule, 'b')).toBe(true);
  now += 59_999;
  expect(await limiter.consume(rule, 'a')).toBe(false);
  now += 1;
  expect(await limiter.consume(rule, 'a')).toBe(true);
});

it('uncounts a released event within its window', async () => {
  const limiter = createMemoryRateLimiter({ now: () => new Date(0) });
  for (let i = 0; i < 3; i++) expect(await limiter.consume(rule, 'k')).toBe(true);
  await limiter.release(rule, 'k');
  expect(await limiter.consume(rule, 'k')).toBe(true);
  expect(await limiter.consume(rule, 'k')).toBe(false);
  await limiter.release(rule, 'never-seen');
  expect(await limiter.consume(rule, 'never-seen')).toBe(true);
});

it('keeps rules apart', async () => {
  const limiter = createMemoryRateLimiter({ now: () => new Date(0) });
  for (let i = 0; i < 4; i++) await limiter.consume(rule, 'k');
  expect(await limiter.consume({ ...rule, name: 'other' }, 'k')).toBe(true);
});
