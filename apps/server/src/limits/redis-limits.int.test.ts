import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, PASSWORD, signUp } from '~/test/accounts';
import { testClock } from '~/test/test-clock';
import { PRODUCT_CLIENT_LIMITS, startTestServer, type TestServer } from '~/test/test-server';
import { createRedisRateLimiter } from './redis-rate-limiter';

const REDIS_URL = process.env.REDIS_URL;

// Needs a Redis: CI and the dev machines set REDIS_URL=redis://127.0.0.1:6379; without it the
// in-memory limiter (covered by every other account test) is all there is to test.
describe.skipIf(!REDIS_URL)('rate limits shared through Redis', () => {
  const url = REDIS_URL ?? '';
  const prefix = `earshot-test:${randomBytes(6).toString('hex')}:`;
  const clock = testClock();
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    const config = {
      REDIS_URL: url,
      REDIS_KEY_PREFIX: prefix,
      TRUST_PROXY: true,
      ...PRODUCT_CLIENT_LIMITS,
    };
    a = await startTestServer({ clock, config });
    b = await startTestServer({ clock, config, database: a.database });
  });
  afterAll(async () => {
    await b.stop();
    await a.stop();
    const redis = new Redis(url);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('counts check-email look-ups of one address across both instances', async () => {
    for (let i = 0; i < 20; i++) {
      const server = i % 2 ? a : b;
      const res = await browser(server.baseUrl, { address: '10.9.0.1' }).post(
        '/api/auth/check-email',
        {
          email: `x${i}@example.com`,
        },
      );
      expect(res.status, `look-up ${i + 1}`).toBe(200);
    }
    for (const server of [a, b]) {
      const res = await browser(server.baseUrl, { address: '10.9.0.1' }).post(
        '/api/auth/check-email',
        {
          email: 'x@example.com',
        },
      );
      expect(res.status).toBe(429);
    }
  });

  it('counts sign-ups of one address across both instances: 10 an hour in all', async () => {
    const register = (server: TestServer, i: number) =>
      browser(server.baseUrl, { address: '10.9.2.1' }).post('/api/auth/register', {
        email: `flood${i}@example.com`,
        password: PASSWORD,
      });
    for (let i = 0; i < 10; i++) {
      expect((await register(i % 2 ? a : b, i)).status, `sign-up ${i + 1}`).toBe(200);
    }
    for (const server of [a, b]) {
      const res = await register(server, 99);
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ message: 'Too many requests. Please try again later.' });
    }
  });

  it('counts failed sign-ins of one account across both instances', async () => {
    const email = 'ida@example.com';
    await signUp(a, { email });
    for (let i = 0; i < 10; i++) {
      const server = i % 2 ? a : b;
      const res = await browser(server.baseUrl, { address: `10.9.1.${i}` }).post(
        '/api/auth/signin',
        {
          email,
          password: 'Wrong1234',
        },
      );
      expect(res.status, `failure ${i + 1}`).toBe(401);
    }
    const blocked = await browser(a.baseUrl, { address: '10.9.1.99' }).post('/api/auth/signin', {
      email,
      password: PASSWORD,
    });
    expect(blocked.status).toBe(429);
    clock.advance(15 * 60_000);
    const later = await browser(b.baseUrl, { address: '10.9.1.99' }).post('/api/auth/signin', {
      email,
      password: PASSWORD,
    });
    expect(later.status).toBe(200);
  });

  it('keeps a session working on both instances and ends it on both at once', async () => {
    const { client, token } = await signUp(a, { email: 'jo@example.com' });
    const auth = { headers: { authorization: `Bearer ${token}` } };
    expect((await browser(b.baseUrl).get('/api/auth/session', auth)).body).toMatchObject({
      user: { email: 'jo@example.com' },
    });
    await client.post('/api/auth/signout');
    expect((await browser(b.baseUrl).get('/api/auth/session', auth)).body).toEqual({
      user: null,
      expires: null,
      method: null,
    });
  });

  it('never lets a released count go below zero or linger without a TTL', async () => {
    const limiter = createRedisRateLimiter(url, prefix, clock);
    const rule = { name: 'release-test', limit: 2, windowMs: 60_000 };
    try {
      await limiter.release(rule, 'k');
      expect(await limiter.consume(rule, 'k')).toBe(true);
      expect(await limiter.consume(rule, 'k')).toBe(true);
      expect(await limiter.consume(rule, 'k')).toBe(false);
      await limiter.release(rule, 'k');
      await limiter.release(rule, 'k');
      expect(await limiter.consume(rule, 'k')).toBe(true);
      const redis = new Redis(url);
      const keys = await redis.keys(`${prefix}rl:release-test:*`);
      expect(keys).toHaveLength(1);
      expect(await redis.pttl(keys[0] ?? '')).toBeGreaterThan(0);
      await redis.quit();
    } finally {
      await limiter.close();
    }
  });
});
