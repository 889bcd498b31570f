import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '~/db/client';
import { startTcpProxy, type TcpProxy } from '~/test/tcp-proxy';
import { openTestDatabase, type TestDatabase } from '~/test/test-database';
import { startTestServer, type TestServer } from '~/test/test-server';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const UNAVAILABLE = 'Service temporarily unavailable. Please try again later.';
const LIST_TRACKS = '/rpc/earshot.catalog.v1.CatalogService/ListTracks';
// What the server is given: a refused connection fails at once, a silent one within these.
const CONNECT_TIMEOUT_MS = 1000;
const COMMAND_TIMEOUT_MS = 500;
// A call during an outage answers within this, never hangs.
const FAST_MS = 4000;

/** Polls until `check` holds: the server notices and recovers by itself, in its own time. */
async function eventually(check: () => Promise<boolean>, what: string, withinMs = 15_000) {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// PostgreSQL and Redis are shared: each sits behind a TCP proxy of this test, which it cuts.
describe.skipIf(!DATABASE_URL || !REDIS_URL)('PostgreSQL and Redis dropping out', () => {
  const prefix = `earshot-test:${randomBytes(6).toString('hex')}:`;
  let direct: TestDatabase;
  let pg: TcpProxy;
  let redis: TcpProxy;
  let t: TestServer;

  beforeAll(async () => {
    direct = await openTestDatabase();
    const target = new URL(direct.url ?? '');
    pg = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const redisTarget = new URL(REDIS_URL ?? '');
    redis = await startTcpProxy({
      host: redisTarget.hostname,
      port: Number(redisTarget.port || 6379),
    });
    const proxied = new URL(target);
    proxied.host = `127.0.0.1:${pg.port}`;
    const database = await openDatabase({
      url: proxied.toString(),
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
    });
    const proxiedRedis = new URL(REDIS_URL ?? '');
    proxiedRedis.host = `127.0.0.1:${redis.port}`;
    t = await startTestServer({
      database: { ...database, dispose: () => database.close() },
      config: {
        REDIS_URL: proxiedRedis.toString(),
        REDIS_KEY_PREFIX: prefix,
        REDIS_COMMAND_TIMEOUT_MS: COMMAND_TIMEOUT_MS,
        CATALOG_CACHE_MS: 0,
      },
    });
  });
  afterAll(async () => {
    await t.stop();
    await t.database.close();
    await Promise.all([pg.close(), redis.close()]);
    await direct.dispose();
    const client = new Redis(REDIS_URL ?? '');
    const keys = await client.keys(`${prefix}*`);
    if (keys.length) await client.del(...keys);
    await client.quit();
  });

  const get = (path: string) => fetch(`${t.baseUrl}${path}`);
  /** A call that reads PostgreSQL only (no limit). */
  const listTracks = () =>
    fetch(`${t.baseUrl}${LIST_TRACKS}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
  /** A call that counts in Redis first, then reads PostgreSQL. */
  const checkEmail = () =>
    fetch(`${t.baseUrl}/api/auth/check-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ann@example.com' }),
    });
  const timed = async (call: () => Promise<Response>) => {
    const started = Date.now();
    const res = await call();
    return { res, ms: Date.now() - started, body: (await res.json()) as Record<string, unknown> };
  };
  const ready = async () => (await get('/readyz')).status === 200;
  const serving = async () => (await ready()) && (await listTracks()).ok && (await checkEmail()).ok;

  it('is alive and ready, and serves, with both there', async () => {
    expect((await get('/healthz')).status).toBe(200);
    const readiness = await get('/readyz');
    expect(readiness.status).toBe(200);
    expect(await readiness.json()).toEqual({ status: 'ok', database: 'postgres', redis: 'ok' });
    expect((await listTracks()).status).toBe(200);
    expect((await checkEmail()).status).toBe(200);
  });

  for (const outage of ['refuse', 'blackhole'] as const) {
    it(`answers 503 / Unavailable while PostgreSQL is gone (${outage}), and serves again after`, async () => {
      pg.cut(outage);
      await eventually(async () => (await get('/readyz')).status === 503, 'not ready');
      const readiness = await timed(() => get('/readyz'));
      expect(readiness.body).toEqual({
        error: UNAVAILABLE,
        message: UNAVAILABLE,
        code: 'database_unreachable',
      });
      expect(readiness.res.headers.get('retry-after')).toBe('5');
      expect((await get('/healthz')).status).toBe(200);

      const rpc = await timed(listTracks);
      expect(rpc.res.status).toBe(503);
      expect(rpc.res.headers.get('retry-after')).toBe('5');
      expect(rpc.body).toMatchObject({ code: 'unavailable', message: UNAVAILABLE });
      expect(rpc.ms).toBeLessThan(FAST_MS);

      const plain = await timed(checkEmail);
      expect(plain.res.status).toBe(503);
      expect(plain.res.headers.get('retry-after')).toBe('5');
      expect(plain.body).toEqual({
        error: UNAVAILABLE,
        message: UNAVAILABLE,
        code: 'database_unreachable',
      });
      expect(plain.ms).toBeLessThan(FAST_MS);

      pg.restore();
      await eventually(serving, 'serving again after PostgreSQL came back');
    });

    it(`answers 503 / Unavailable to limited calls while Redis is gone (${outage}), and serves again after`, async () => {
      redis.cut(outage);
      await eventually(async () => (await get('/readyz')).status === 503, 'not ready');
      const readiness = await timed(() => get('/readyz'));
      expect(readiness.body).toMatchObject({ code: 'redis_unreachable' });
      expect(readiness.ms).toBeLessThan(FAST_MS);
      expect((await get('/healthz')).status).toBe(200);

      const limited = await timed(checkEmail);
      expect(limited.res.status).toBe(503);
      expect(limited.res.headers.get('retry-after')).toBe('5');
      expect(limited.body).toEqual({
        error: UNAVAILABLE,
        message: UNAVAILABLE,
        code: 'redis_unreachable',
      });
      expect(limited.ms).toBeLessThan(FAST_MS);
      // What needs no limit goes on.
      expect((await listTracks()).status).toBe(200);

      redis.restore();
      await eventually(serving, 'serving again after Redis came back');
    });
  }
});
