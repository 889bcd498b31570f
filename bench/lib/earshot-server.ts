// Child process: the real earshot server on the bench database, reporting its port over IPC.
// BENCH_SEED=demo seeds the demo scenario first (bench:http); BENCH_MEDIA_DIR is served at /media.
// bench:search sets BENCH_SEARCH_RATE_LIMIT and BENCH_SEARCH_INDEX (below).
// Behind a load balancer BENCH_INSTANCE_NAME is its INSTANCE_NAME and BENCH_TRUST_PROXY=1 sets
// TRUST_PROXY, as a deployed instance runs (docs/deploy.md).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client';
import { runSeed } from '../../apps/server/src/db/seeds/index';
import { createLogger } from '../../apps/server/src/logger';
import { buildServer } from '../../apps/server/src/server';
import { stopWhenLetGo } from './server-child';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is not set');

// Closed when the run lets go; the demo seed's media folder among the scratch.
const opened = stopWhenLetGo();

const database = (opened.database = await openDatabase({ url }));
if (process.env.BENCH_SEED === 'demo') {
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'earshot-bench-media-'));
  opened.scratch.push(mediaDir);
  await runSeed(database.db, 'demo', { mediaDir, clock: { now: () => new Date() } });
}
// 'silent' unless the run asks for 'info' (stdout is /dev/null then).
const logger = createLogger(process.env.BENCH_LOG_LEVEL ?? 'silent');
// BENCH_CATALOG_CACHE_MS sets CATALOG_CACHE_MS (bench:catalog passes 0: no shared answers).
const cacheMs = process.env.BENCH_CATALOG_CACHE_MS;
const server = (opened.server = await buildServer({
  config: {
    CATALOG_CACHE_MS: cacheMs === undefined ? undefined : Number(cacheMs),
    INSTANCE_NAME: process.env.BENCH_INSTANCE_NAME,
    TRUST_PROXY: process.env.BENCH_TRUST_PROXY === '1',
    // bench:search lifts the /search rate limit (one address asks everything).
    SEARCH_RATE_LIMIT_PER_MINUTE: optionalNumber(process.env.BENCH_SEARCH_RATE_LIMIT),
    // BENCH_SEARCH_INDEX=0: every search in SQL, the in-memory index off (bench:search's comparison).
    SEARCH_INDEX_IN_MEMORY: process.env.BENCH_SEARCH_INDEX !== '0',
  },
  database,
  logger,
  mediaDir: process.env.BENCH_MEDIA_DIR ?? '/nonexistent-media-dir',
}));
// BENCH_SEARCH_INDEX=1 (bench:search): the in-memory search index loaded before the port is
// reported, as start() begins loading it (ADR 0026).
if (process.env.BENCH_SEARCH_INDEX === '1' && !(await server.searchIndexReady())) {
  throw new Error('the search index did not load');
}
// The product's own listen (its accept queue included), on a free port.
process.send?.({ port: await server.listen(0, '127.0.0.1') });

function optionalNumber(value: string | undefined): number | undefined {
  return value === undefined ? undefined : Number(value);
}
