// npm run bench:search: issue 14's search benchmark on PostgreSQL. A generated catalogue
// (1,000,000 tracks, 100,000 artists, 200,000 albums, 100,000 playlists at BENCH_SEARCH_SCALE=1),
// the index's build time and size, then Suggest and unified Search through the real server at 50
// concurrent clients with typo and prefix queries drawn uniformly and Zipf-skewed, and the same
// queries as plain ILIKE '%q%' on track titles in the same run: the floor to beat.
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from '../../apps/server/src/db/client';
import { createLogger } from '../../apps/server/src/logger';
import { buildServer } from '../../apps/server/src/server';
import { startCpuWindow } from '../lib/cpu';
import { createBenchDatabase } from '../lib/database';
import { summarize, type Latency } from '../lib/latency';
import { loadAverageLog } from '../lib/loadavg';
import { makeQueries, zipfPicker } from './queries';
import { generateCatalogue, SIZES } from './dataset';

const scale = Number(process.env.BENCH_SEARCH_SCALE ?? 1);
const clients = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_DURATION ?? 10);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const sizes = Object.fromEntries(
  Object.entries(SIZES).map(([k, v]) => [k, Math.max(10, Math.round(v * scale))]),
) as typeof SIZES;

const bench = await createBenchDatabase(adminUrl);
const loadAverage = loadAverageLog();
loadAverage.mark('start');
const cleanup = async () => bench.drop();
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));
try {
  const database = await openDatabase({ url: bench.url, poolMax: clients + 5 });
  console.error(`database ${bench.name}; generating ${JSON.stringify(sizes)}…`);
  const loadMs = await timed(() => generateCatalogue(database.db, sizes));
  // The index rebuilt from scratch, alone: what the triggers did inside the load above.
  const buildMs = await timed(async () => {
    await database.db.execute(sql`truncate search_documents`);
    await database.db.execute(sql`select search_index_artists(array(select id from artists))`);
    await database.db.execute(sql`select search_index_albums(array(select id from albums))`);
    await database.db.execute(sql`select search_index_tracks(array(select id from tracks))`);
    await database.db.execute(sql`select search_index_playlists(array(select id from playlists))`);
    await database.db.execute(sql`analyze`);
  });
  // The lists of the most played documents per common word (ADR 0017, amended 2026-11-26,
  // second): the search job's periodic work, done once here (the bench starts no jobs).
  const topRefreshMs = await timed(async () => {
    await database.db.execute(sql`select search_top_refresh()`);
    await database.db.execute(sql`analyze search_top`);
  });
  const [size] = await queryRows<{ table: string; indexes: string }>(
    database.db,
    sql`select pg_size_pretty(pg_relation_size('search_documents')) as table,
      pg_size_pretty(pg_indexes_size('search_documents')) as indexes`,
  );
  const samples = await queryRows<{ text: string }>(
    database.db,
    sql`(select title as text from tracks order by random() limit 1500)
      union all (select name from artists order by random() limit 500)`,
  );
  const queries = makeQueries(samples.map((s) => s.text));
  console.error(
    `${queries.length} queries; built in ${Math.round(buildMs)} ms (${size?.table} + ${size?.indexes}), ` +
      `lists refreshed in ${Math.round(topRefreshMs)} ms`,
  );

  const server = await buildServer({
    config: { CATALOG_CACHE_MS: 0, SEARCH_RATE_LIMIT_PER_MINUTE: 100_000 },
    database,
    mediaDir: '/nonexistent',
    logger: createLogger('silent'),
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/rpc/earshot.search.v1.SearchService`;
  const rpc = (method: string) => async (q: string) => {
    const res = await fetch(`${base}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ q }),
    });
    if (res.status !== 200)
      throw new Error(`${method} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  const pool = new pg.Pool({ connectionString: bench.url, max: clients });
  const ilike = async (q: string) => {
    await pool.query(`select id, title from tracks where title ilike '%' || $1 || '%' limit 8`, [
      q,
    ]);
  };
  const rows: Record<string, unknown>[] = [];
  for (const [name, call] of [
    ['Suggest', rpc('Suggest')],
    ['Search (unified)', rpc('Search')],
    ['ILIKE floor', ilike],
  ] as const) {
    for (const skew of ['uniform', 'zipf'] as const) {
      const pick =
        skew === 'uniform'
          ? () => queries[Math.floor(Math.random() * queries.length)]!
          : zipfPicker(queries);
      await load(call, pick, 1); // warm-up
      const result = await load(call, pick, seconds);
      loadAverage.mark(`${name} ${skew}`);
      rows.push({ name, skew, ...result });
      console.error(
        `${name} ${skew}: ${result.requestsPerSecond} req/s, p95 ${result.latency.p95} ms, ` +
          `CPU/req ${result.cpuMsPerRequest?.process} ms here + ${result.cpuMsPerRequest?.postgres} ms PostgreSQL`,
      );
    }
  }
  loadAverage.mark('end');
  await pool.end();
  await server.stop();
  await database.close();
  const floor = (skew: string) =>
    rows.find((r) => r.name === 'ILIKE floor' && r.skew === skew) as { latency: Latency };
  for (const row of rows) {
    row.p95VsIlike =
      Math.round(
        ((row.latency as Latency).p95 / Math.max(floor(row.skew as string).latency.p95, 0.01)) *
          100,
      ) / 100;
  }
  const record = {
    when: new Date().toISOString(),
    postgres: bench.serverVersion,
    scale,
    sizes,
    clients,
    seconds,
    loadMs: Math.round(loadMs),
    indexBuildMs: Math.round(buildMs),
    topRefreshMs: Math.round(topRefreshMs),
    indexSize: size,
    targets: { suggestP95Ms: 20, unifiedP95MsUniform: 50, unifiedP95MsZipf: 100 },
    loadAverage: loadAverage.summary(),
    rows,
  };
  console.table(
    rows.map((r) => ({
      ...r,
      latency: undefined,
      p50: (r.latency as Latency).p50,
      p95: (r.latency as Latency).p95,
      p99: (r.latency as Latency).p99,
      cpu: undefined,
      'ms CPU/req here': (r.cpuMsPerRequest as { process: number } | undefined)?.process,
      'ms CPU/req pg': (r.cpuMsPerRequest as { postgres: number } | undefined)?.postgres,
      cpuMsPerRequest: undefined,
    })),
  );
  const file = new URL(
    `../results/search-${record.when.replace(/[:.]/g, '').slice(0, 17)}Z.json`,
    import.meta.url,
  );
  if (scale >= 1) await writeFile(file, `${JSON.stringify(record, null, 2)}\n`);
  else console.log(JSON.stringify(record, null, 2));
} finally {
  await cleanup();
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/**
 * `clients` loops calling for `secs` seconds; every latency kept, and the CPU the window used:
 * this process (the server and the clients together: they share it) and the PostgreSQL
 * backends of the bench database, per request, and the rest of the machine's.
 */
async function load(call: (q: string) => Promise<void>, pick: () => string, secs: number) {
  const stop = startCpuWindow(process.pid, bench.name);
  const started = performance.now();
  const until = started + secs * 1000;
  const latencies: number[] = [];
  let failed = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const start = performance.now();
        try {
          await call(pick());
          latencies.push(performance.now() - start);
        } catch {
          failed += 1;
        }
      }
    }),
  );
  const cpu = stop();
  const windowMs = performance.now() - started;
  // % of one core over the window → ms of CPU per answered request.
  const perRequest = (pct: number) =>
    Math.round(((pct / 100) * windowMs * 100) / Math.max(latencies.length, 1)) / 100;
  return {
    requests: latencies.length,
    failed,
    requestsPerSecond: Math.round(latencies.length / secs),
    latency: summarize(latencies),
    cpu,
    cpuMsPerRequest: cpu && {
      process: perRequest(cpu.server),
      postgres: perRequest(cpu.postgres),
    },
  };
}
