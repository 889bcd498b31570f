// Child process: the real earshot server on the bench database, reporting its port over IPC.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { openDatabase } from '../../apps/server/src/db/client';
import { runSeed } from '../../apps/server/src/db/seeds/index';
import { createLogger } from '../../apps/server/src/logger';
import { buildServer } from '../../apps/server/src/server';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is not set');

const database = await openDatabase({ url });
await runSeed(database.db, 'demo', {
  mediaDir: await mkdtemp(path.join(tmpdir(), 'earshot-bench-media-')),
  clock: { now: () => new Date() },
});
// 'silent' unless the run asks for 'info' (stdout is /dev/null then).
const logger = createLogger(process.env.BENCH_LOG_LEVEL ?? 'silent');
const server = await buildServer({
  config: {},
  database,
  logger,
  mediaDir: '/nonexistent-media-dir',
});
await server.app.listen({ port: 0, host: '127.0.0.1' });

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
// The parent died or let go: nothing outlives the run.
process.on('disconnect', () => void stop());
process.send?.({ port: (server.app.server.address() as AddressInfo).port });
