// Child process: the real earshot server on the bench database, reporting its port over IPC.
// BENCH_SEED=demo seeds the demo scenario first (bench:http); BENCH_MEDIA_DIR is served at /media.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { runSeed } from '../../apps/server/src/db/seeds/index';
import { createLogger } from '../../apps/server/src/logger';
import { buildServer, type EarshotServer } from '../../apps/server/src/server';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is not set');

// What stop() must close, as far as startup got; `seedMedia` holds the demo seed's files.
const opened: { database?: Database; server?: EarshotServer; seedMedia?: string } = {};
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await opened.server?.stop();
  await opened.database?.close();
  if (opened.seedMedia) await rm(opened.seedMedia, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
// The parent died or let go: nothing outlives the run.
process.on('disconnect', () => void stop());

const database = (opened.database = await openDatabase({ url }));
if (process.env.BENCH_SEED === 'demo') {
  const mediaDir = (opened.seedMedia = await mkdtemp(path.join(tmpdir(), 'earshot-bench-media-')));
  await runSeed(database.db, 'demo', { mediaDir, clock: { now: () => new Date() } });
}
// 'silent' unless the run asks for 'info' (stdout is /dev/null then).
const logger = createLogger(process.env.BENCH_LOG_LEVEL ?? 'silent');
// BENCH_CATALOG_CACHE_MS sets CATALOG_CACHE_MS (bench:catalog passes 0: no shared answers).
const cacheMs = process.env.BENCH_CATALOG_CACHE_MS;
const server = (opened.server = await buildServer({
  config: { CATALOG_CACHE_MS: cacheMs === undefined ? undefined : Number(cacheMs) },
  database,
  logger,
  mediaDir: process.env.BENCH_MEDIA_DIR ?? '/nonexistent-media-dir',
}));
await server.app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (server.app.server.address() as AddressInfo).port });
