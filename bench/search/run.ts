// npm run bench:search: issue 14's search benchmark on PostgreSQL. A generated catalogue
// (1,000,000 tracks, 100,000 artists, 200,000 albums, 100,000 playlists at BENCH_SEARCH_SCALE=1),
// the index's build time and size, then Suggest and unified Search through the real server at 50
// concurrent clients with typo and prefix queries drawn uniformly and Zipf-skewed, and the same
// queries as plain ILIKE '%q%' on track titles in the same run: the floor to beat.
import { readFile, writeFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from '../../apps/server/src/db/client';
import { startServer } from '../lib/children';
import { startCpuWindow } from '../lib/cpu';
import { createBenchDatabase } from '../lib/database';
import { summarize, type Latency } from '../lib/latency';
import { measure } from '../lib/load';
import { provenance } from '../lib/provenance';
import { loadAverageLog } from '../lib/loadavg';
import { makeQueries, zipfPicker } from './queries';
import { generateCatalogue, SIZES } from './dataset';

const EARSHOT = new URL('../lib/earshot-server.ts', import.meta.url);
const RPC = '/rpc/earshot.search.v1.SearchService/';
// BENCH_SEARCH_IN_MEMORY=0 measures the same with the in-memory index off (every search in SQL).
const inMemory = process.env.BENCH_SEARCH_IN_MEMORY !== '0';
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
  // The same texts in every run at a scale (ordered by a hash of the id, not by random()), so
  // that runs compare: a query's cost depends on how many documents its words match.
  const samples = await queryRows<{ text: string }>(
    database.db,
    sql`(select title as text from tracks order by md5(id::text) limit 1500)
      union all (select name from artists order by md5(id::text) limit 500)`,
  );
  const queries = makeQueries(samples.map((s) => s.text));
  console.error(
    `${queries.length} queries; built in ${Math.round(buildMs)} ms (${size?.table} + ${size?.indexes}), ` +
      `lists refreshed in ${Math.round(topRefreshMs)} ms`,
  );

  // The real server in a process of its own, as production runs it (its jobs not started), its
  // in-memory index (ADR 0026) loaded before it reports its port; autocannon (this process)
  // asks it at `clients` connections, each answer compared with the one the query got alone.
  const serverStarted = performance.now();
  const earshot = await startServer('earshot', EARSHOT, {
    BENCH_DATABASE_URL: bench.url,
    BENCH_CATALOG_CACHE_MS: '0',
    BENCH_SEARCH_RATE_LIMIT: '100000',
    BENCH_SEARCH_INDEX: inMemory ? '1' : '0',
  });
  const indexLoadMs = performance.now() - serverStarted;
  const serverRssMb = await rssMb(earshot.pid);
  console.error(
    `server started, search index ${inMemory ? 'loaded' : 'off'}, in ${Math.round(indexLoadMs)} ms; RSS ${serverRssMb} MB`,
  );
  const answers = async (method: string) => {
    const bodies = new Map<string, string>();
    for (const q of new Set(queries)) {
      const res = await fetch(`${earshot.baseUrl}${RPC}${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ q }),
      });
      if (res.status !== 200)
        throw new Error(`${method} answered ${res.status}: ${await res.text()}`);
      bodies.set(q, await res.text());
    }
    return bodies;
  };
  const pool = new pg.Pool({ connectionString: bench.url, max: clients });
  const ilike = async (q: string) => {
    await pool.query(`select id, title from tracks where title ilike '%' || $1 || '%' limit 8`, [
      q,
    ]);
  };
  const rows: Record<string, unknown>[] = [];
  const pickers = {
    uniform: () => queries[Math.floor(Math.random() * queries.length)]!,
    zipf: zipfPicker(queries),
  };
  for (const [name, method] of [
    ['Suggest', 'Suggest'],
    ['Search (unified)', 'Search'],
  ] as const) {
    const bodies = await answers(method);
    for (const skew of ['uniform', 'zipf'] as const) {
      const pick = pickers[skew];
      const m = await measure(
        earshot,
        {
          id: method,
          method: 'POST',
          path: `${RPC}${method}`,
          headers: { 'content-type': 'application/json' },
        },
        { connections: clients, warmupSeconds: 1, durationSeconds: seconds, database: bench.name },
        {
          pick: () => {
            const q = pick();
            return { requestBody: JSON.stringify({ q }), expectBody: bodies.get(q)! };
          },
        },
      );
      if (m.bad > 0) throw new Error(`${name} ${skew}: ${m.bad} bad answers`);
      loadAverage.mark(`${name} ${skew}`);
      const result = {
        requests: m.totalRequests,
        failed: m.bad,
        requestsPerSecond: m.requestsPerSec,
        latency: m.latencyMs,
        cpu: m.cpu,
        cpuMsPerRequest: m.cpuUsPerRequest && {
          process: m.cpuUsPerRequest.server / 1000,
          postgres: m.cpuUsPerRequest.postgres / 1000,
        },
      };
      rows.push({ name, skew, ...result });
      report(name, skew, result);
    }
  }
  await earshot.stop();
  for (const skew of ['uniform', 'zipf'] as const) {
    await load(ilike, pickers[skew], 1); // warm-up
    const result = await load(ilike, pickers[skew], seconds);
    loadAverage.mark(`ILIKE floor ${skew}`);
    rows.push({ name: 'ILIKE floor', skew, ...result });
    report('ILIKE floor', skew, result);
  }
  loadAverage.mark('end');
  await pool.end();
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
    provenance: provenance(bench.serverVersion),
    inMemoryIndex: inMemory,
    scale,
    sizes,
    clients,
    seconds,
    loadMs: Math.round(loadMs),
    indexBuildMs: Math.round(buildMs),
    topRefreshMs: Math.round(topRefreshMs),
    indexLoadMs: Math.round(indexLoadMs),
    serverRssMb,
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
      'ms CPU/req server': (r.cpuMsPerRequest as { process: number } | undefined)?.process,
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

function report(
  name: string,
  skew: string,
  result: {
    requestsPerSecond: number;
    latency: Latency;
    cpuMsPerRequest?: { process: number; postgres: number } | undefined;
  },
) {
  console.error(
    `${name} ${skew}: ${result.requestsPerSecond} req/s, p95 ${result.latency.p95} ms, ` +
      `CPU/req ${result.cpuMsPerRequest?.process} ms server + ${result.cpuMsPerRequest?.postgres} ms PostgreSQL`,
  );
}

/** A process's resident memory (MB), from /proc; null where there is none. */
async function rssMb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/**
 * `clients` loops calling for `secs` seconds; every latency kept, and the CPU the window used:
 * this process (the floor's client: ILIKE has no server) and the PostgreSQL
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
