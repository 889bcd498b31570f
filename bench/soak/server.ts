// Child process: the real earshot server on the soak's database, built with the soak's clock
// (the one thing injected; see ADR 0004, "the day-long soak") and started as production starts
// it (HTTP, gRPC and the background jobs, the listening processor among them), on free ports.
// Answers `{ port }` once listening, then `{ sample }` to each `{ sample: true }`: RSS and heap
// after a full GC, open fds and active handles.
import { createWriteStream, readdirSync, readlinkSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { openDatabase } from '../../apps/server/src/db/client';
import { createLogger } from '../../apps/server/src/logger';
import { buildServer } from '../../apps/server/src/server';
import { stopWhenLetGo } from '../lib/server-child';
import { simNow, simTimeFromEnv } from './clock';

/** What the server process holds at one moment. */
export interface ServerSample {
  rssMb: number;
  heapUsedMb: number;
  /** Open file descriptors (/proc/self/fd), sockets included. */
  fds: number;
  /** Of which sockets. */
  socketFds: number;
  /** process.getActiveResourcesInfo(), timers and sockets included. */
  handles: number;
}

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

function sample(): ServerSample {
  gc();
  const fds = readdirSync('/proc/self/fd');
  let socketFds = 0;
  for (const fd of fds) {
    try {
      if (readlinkSync(`/proc/self/fd/${fd}`).startsWith('socket:')) socketFds += 1;
    } catch {
      // Closed while we looked (the readdir's own fd, say).
    }
  }
  const memory = process.memoryUsage();
  return {
    rssMb: mb(memory.rss),
    heapUsedMb: mb(memory.heapUsed),
    fds: fds.length,
    socketFds,
    handles: process.getActiveResourcesInfo().length,
  };
}

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is not set');
const time = simTimeFromEnv();
const opened = stopWhenLetGo();

const database = (opened.database = await openDatabase({ url }));
const dataDir = await mkdtemp(path.join(tmpdir(), 'earshot-soak-'));
opened.scratch.push(dataDir);
const server = (opened.server = await buildServer({
  config: {
    PORT: 0,
    GRPC_PORT: 0,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LISTENING_PROCESS_INTERVAL_SECONDS: Number(process.env.SOAK_PROCESS_SECONDS ?? '1'),
    DAILY_LISTENING_CAP_HOURS: Number(process.env.SOAK_CAP_HOURS ?? '16'),
  },
  database,
  // Warnings and errors go to SOAK_LOG_FILE: the run counts them into its record.
  logger: createLogger('warn', createWriteStream(process.env.SOAK_LOG_FILE ?? '/dev/null')),
  mediaDir: '/nonexistent-media-dir',
  clock: { now: () => new Date(simNow(time)) },
}));
await server.start();
const address = server.app.server.address();
process.on('message', (message: { sample?: boolean }) => {
  if (message.sample) process.send?.({ sample: sample() });
});
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
