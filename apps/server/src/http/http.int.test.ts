import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Code, ConnectError } from '@connectrpc/connect';
import { CatalogService } from '@earshot/contract/catalog/v1/catalog';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { capturedLogger } from '~/test/captured-logger';
import { rpcClient } from '~/test/rpc-client';
import { startTestServer, type TestServer } from '~/test/test-server';

let t: TestServer | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

describe('GET /healthz (alive) and GET /readyz (ready)', () => {
  it('are 200 while the database answers', async () => {
    t = await startTestServer();
    const live = await fetch(`${t.baseUrl}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const res = await fetch(`${t.baseUrl}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: t.database.kind, redis: 'off' });
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
  });

  it('answers repeated probes from the last ping, and notices a lost database within a second', async () => {
    t = await startTestServer();
    const first = await fetch(`${t.baseUrl}/readyz`);
    expect(first.status).toBe(200);
    // The ping is fresh now, so this one is answered from it: same answer, own id.
    const second = await fetch(`${t.baseUrl}/readyz`, { headers: { 'x-request-id': 'probe-2' } });
    expect(second.status).toBe(200);
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(second.headers.get('x-request-id')).toBe('probe-2');
    expect(await second.json()).toEqual({
      status: 'ok',
      database: t.database.kind,
      redis: 'off',
    });
    await t.database.close();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await fetch(`${t.baseUrl}/readyz`)).status).toBe(503);
  });

  it("is not ready, 503 with the spec's text and Retry-After, when the database is gone; still alive", async () => {
    t = await startTestServer();
    await t.database.close();
    const res = await fetch(`${t.baseUrl}/readyz`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({
      error: 'Service temporarily unavailable. Please try again later.',
      message: 'Service temporarily unavailable. Please try again later.',
      code: 'database_unreachable',
    });
    expect((await fetch(`${t.baseUrl}/healthz`)).status).toBe(200);
  });
});

describe('request ids', () => {
  it('are answered on RPC responses too, and a sane given id is kept', async () => {
    t = await startTestServer();
    const res = await fetch(`${t.baseUrl}/rpc/earshot.catalog.v1.CatalogService/ListTracks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-42' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('trace-42');
  });
});

describe('unexpected errors', () => {
  it('answer Internal without leaking the cause, logged with the request id', async () => {
    const log = capturedLogger();
    t = await startTestServer({ logger: log.logger });
    // A fault of ours, not an outage (a closed PostgreSQL pool reads as unreachable: 503).
    await t.database.db.execute(sql`drop table tracks cascade`);
    const err = await rpcClient(CatalogService, t.baseUrl)
      .listTracks({})
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(ConnectError);
    expect((err as ConnectError).code).toBe(Code.Internal);
    expect((err as ConnectError).rawMessage).toBe('Server error. Please try again later.');
    const logged = log.lines().find((line) => line.msg === 'unhandled RPC error');
    expect(logged).toBeDefined();
    expect(logged?.requestId).toEqual(expect.any(String));
    expect(logged?.reqId).toBe(logged?.requestId);
  });
});

describe('unknown paths', () => {
  it("answer API-like paths with a JSON 404 in the spec's words", async () => {
    t = await startTestServer();
    for (const [url, code] of [
      ['/api/nothing', 'route_not_found'],
      ['/rpc/earshot.nope.v1.Nope/Nothing', 'route_not_found'],
      ['/media/none.mp3', 'media_not_found'],
      ['/assets/index-stale.js', 'route_not_found'],
    ] as const) {
      const res = await fetch(`${t.baseUrl}${url}`);
      expect(res.status, url).toBe(404);
      expect(await res.json()).toMatchObject({
        error: 'The requested resource was not found.',
        code,
      });
    }
  });

  it('serve the single-page app for page paths so client routes survive a reload', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'earshot-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Earshot</title>');
    t = await startTestServer({ webDist: dist });
    const res = await fetch(`${t.baseUrl}/categories/12`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('<title>Earshot</title>');
  });
});
