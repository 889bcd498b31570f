import { readFileSync } from 'node:fs';
import { Code, ConnectError } from '@connectrpc/connect';
import { CatalogService } from '@earshot/contract/catalog/v1/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prometheusAvailable, startPrometheus, type Prometheus } from '~/test/prometheus';
import { rpcClient } from '~/test/rpc-client';
import { useTestServer } from '~/test/fixture';

const TOKEN = 'scrape-token-0123456789';
const DASHBOARD = new URL('../../../../deploy/grafana/earshot-dashboard.json', import.meta.url);
/** Every query of the Grafana dashboard that deploy/ ships. */
const dashboardQueries = () =>
  (
    JSON.parse(readFileSync(DASHBOARD, 'utf8')) as {
      panels: { targets: { expr: string }[] }[];
    }
  ).panels.flatMap((panel) => panel.targets.map((target) => target.expr));
const t = useTestServer({ config: { METRICS_TOKEN: TOKEN } });

/** Polls until `read` gives a value that `ok` accepts (Prometheus scrapes every second). */
async function eventually(read: () => Promise<number | undefined>, ok: (v: number) => boolean) {
  const until = Date.now() + 20_000;
  let last: number | undefined;
  while (Date.now() < until) {
    last = await read();
    if (last !== undefined && ok(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`never reached; last value ${String(last)}`);
}

describe('GET /metrics', () => {
  it('answers the machine itself in the Prometheus text format', async () => {
    const res = await fetch(`${t.baseUrl}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('# TYPE earshot_rpc_duration_seconds histogram');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(text).toMatch(/^earshot_listening_sockets 0$/m);
    // The dashboard reads only series the server exposes (a histogram's by its name).
    const exposed = new Set([...text.matchAll(/^# TYPE (\w+)/gm)].map((m) => m[1]));
    const read = dashboardQueries().flatMap((q) => [...q.matchAll(/\b(earshot|nodejs)_\w+/g)]);
    expect(read.length).toBeGreaterThan(10);
    // PGlite has no connection pool, so no pool gauges.
    const pool = (name: string) => name.startsWith('earshot_db_pool_');
    for (const [name] of read) {
      if (pool(name) && t.database.kind === 'pglite') continue;
      expect(exposed, name).toContain(name.replace(/_(bucket|count|sum)$/, ''));
    }
  });

  it('is a 404 to another machine unless it brings the token', async () => {
    const from = { remoteAddress: '203.0.113.7' };
    const bare = await t.server.app.inject({ method: 'GET', url: '/metrics', ...from });
    expect(bare.statusCode).toBe(404);
    const wrong = await t.server.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
      ...from,
    });
    expect(wrong.statusCode).toBe(404);
    const right = await t.server.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
      ...from,
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('earshot_http_request_duration_seconds');
  });

  it('is proxied loopback no more: a forwarded request needs the token too', async () => {
    const res = await fetch(`${t.baseUrl}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(res.status).toBe(404);
  });
});

describe.runIf(prometheusAvailable())('scraped by a real Prometheus', () => {
  let prometheus: Prometheus;
  beforeAll(async () => {
    prometheus = await startPrometheus(new URL(t.baseUrl).host, TOKEN);
  });
  afterAll(() => prometheus.stop());

  it('counts calls by method and code, requests by route, and sees the instance up', async () => {
    const catalog = rpcClient(CatalogService, t.baseUrl);
    await catalog.listGenres({});
    await catalog.listGenres({});
    const missing = await catalog.getTrack({ trackId: 987_654 }).catch((e: unknown) => e);
    expect(ConnectError.from(missing).code).toBe(Code.NotFound);
    await fetch(`${t.baseUrl}/healthz`);

    await eventually(
      () => prometheus.value('up{job="earshot"}'),
      (v) => v === 1,
    );
    const ok = await eventually(
      () =>
        prometheus.value(
          'earshot_rpc_duration_seconds_count{method="earshot.catalog.v1.CatalogService/ListGenres",code="ok"}',
        ),
      (v) => v >= 2,
    );
    expect(ok).toBe(2);
    expect(
      await eventually(
        () =>
          prometheus.value(
            'earshot_rpc_duration_seconds_count{method="earshot.catalog.v1.CatalogService/GetTrack",code="NotFound"}',
          ),
        (v) => v >= 1,
      ),
    ).toBe(1);
    expect(
      await eventually(
        () =>
          prometheus.value(
            'earshot_http_request_duration_seconds_count{route="/healthz",method="GET",status="200"}',
          ),
        (v) => v >= 1,
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      await eventually(
        () => prometheus.value('nodejs_eventloop_lag_seconds'),
        (v) => v >= 0,
      ),
    ).toBeGreaterThanOrEqual(0);
    // Prometheus itself accepts every query of the shipped dashboard.
    for (const query of dashboardQueries()) expect(await prometheus.valid(query), query).toBe(true);
    if (t.database.kind === 'postgres') {
      expect(
        await eventually(
          () => prometheus.value('earshot_db_pool_connections'),
          (v) => v >= 1,
        ),
      ).toBeGreaterThanOrEqual(1);
    }
  });
});
