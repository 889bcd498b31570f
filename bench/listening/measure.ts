import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { spawnChild, type ChildServer } from '../lib/children';
import { startCpuWindow, type CpuUsage } from '../lib/cpu';
import type { BenchDatabase, DatabaseActivity } from '../lib/database';
import { summarize } from '../lib/latency';
import type { FarmMessage, FarmResult, FarmSlice } from './farm';
import type { EventLoopDelay } from './monitor';

const FARM = new URL('./farm.ts', import.meta.url);
/** Time for every farm process to start and read its tokens before the shared ramp. */
const FARM_START_MS = 5_000;

/** One server under the farm: the farm's figures, the server's RSS and event-loop delay. */
export interface Measurement {
  server: string;
  farm: FarmResult;
  rssMb: { beforeRamp: number; steadyFirst: number; steadyLast: number; steadyMax: number };
  eventLoopDelayMs: EventLoopDelay;
  /** Steady state, % of one core; the farm's share is inside `other`. */
  cpu: CpuUsage | undefined;
  /** Steady state, per second, from `pg_stat_database` (zeros for the bare echo). */
  database: { commits: number; inserted: number; updated: number };
}

/** VmRSS of a process, in MB (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

function eventLoopDelay(server: ChildServer): Promise<EventLoopDelay> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${server.name}: no ELD report`)), 10_000);
    const onMessage = (message: { eld?: EventLoopDelay }) => {
      if (!message.eld) return;
      clearTimeout(timer);
      server.child.off('message', onMessage);
      resolve(message.eld);
    };
    server.child.on('message', onMessage);
    server.child.send({ eld: 'report' });
  });
}

const sum = (slices: FarmSlice[], key: keyof FarmSlice) =>
  slices.reduce((n, slice) => n + (slice[key] as number), 0);

/** The farms' slices as one farm's result: counts added, percentiles over every sample. */
export function mergeFarms(slices: FarmSlice[]): FarmResult {
  const counts = [
    'clients',
    'established',
    'started',
    'heartbeatsSent',
    'heartbeatsAcked',
    'measuredSent',
    'measuredAcked',
    'unanswered',
    'errors',
    'closes',
    'resets',
    'refused',
    'unexpected',
  ] as const;
  const unexpectedTypes: Record<string, number> = {};
  for (const slice of slices)
    for (const [type, n] of Object.entries(slice.unexpectedTypes))
      unexpectedTypes[type] = (unexpectedTypes[type] ?? 0) + n;
  const merged = Object.fromEntries(counts.map((key) => [key, sum(slices, key)])) as Record<
    (typeof counts)[number],
    number
  >;
  const samples = (key: keyof FarmSlice['samples']) => slices.flatMap((s) => s.samples[key]);
  return {
    ...merged,
    problems: slices.flatMap((s) => s.problems).slice(0, 20),
    unexpectedTypes,
    rampSeconds:
      merged.started === merged.clients
        ? Math.round(Math.max(...slices.map((s) => s.lastStartMs)) / 100) / 10
        : -1,
    connectMs: summarize(samples('connect')),
    startMs: summarize(samples('start')),
    ackMs: summarize(samples('ack')),
    steadySeconds: Math.min(...slices.map((s) => s.steadySeconds)),
  };
}

/** One farm process's answer; `onSteady` when its measured rounds begin. */
function farmResult(
  farm: ChildProcess,
  timeoutMs: number,
  onSteady: () => void,
): Promise<FarmSlice> {
  return new Promise<FarmSlice>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('farm: no answer in time')), timeoutMs);
    farm.once('exit', (code, signal) => reject(new Error(`farm exited (${signal ?? code})`)));
    farm.on('message', (message: FarmMessage | { error: string }) => {
      if ('error' in message) return reject(new Error(`farm: ${message.error}`));
      if (message.phase === 'steady') return onSteady();
      clearTimeout(timer);
      resolve(message.result);
    });
  });
}

/** Stops a farm process still running. */
async function stopFarm(farm: ChildProcess) {
  farm.removeAllListeners('exit');
  if (farm.exitCode !== null || farm.signalCode !== null || !farm.pid) return;
  await new Promise<void>((resolve) => {
    farm.once('exit', () => resolve());
    process.kill(-farm.pid!, 'SIGTERM');
  });
}

/**
 * Runs the farms (`farms` processes sharing one ramp and timeline, which starts a few seconds
 * later so that every farm is ready) against one server; RSS sampled every second of the
 * steady state.
 */
export async function measure(
  server: ChildServer,
  env: Record<string, string>,
  farms: number,
  timeoutMs: number,
  database: BenchDatabase,
): Promise<Measurement> {
  const beforeRamp = rssMb(server.pid);
  const wsUrl = `${server.baseUrl.replace(/^http/, 'ws')}/ws/listening`;
  const rampAt = String(Date.now() + FARM_START_MS);
  const children = Array.from({ length: farms }, (_, index) =>
    spawnChild(FARM, {
      ...env,
      BENCH_WS_URL: wsUrl,
      BENCH_RAMP_AT: rampAt,
      BENCH_FARM_INDEX: String(index),
      BENCH_FARM_COUNT: String(farms),
    }),
  );
  const rss: number[] = [];
  let sampler: NodeJS.Timeout | undefined;
  let stopCpu: (() => CpuUsage | undefined) | undefined;
  let activityBefore: Promise<DatabaseActivity> | undefined;
  let steadyFrom = 0;
  const steady = () => {
    if (sampler) return; // The farms share one timeline: the first says it for all.
    server.child.send({ eld: 'reset' });
    sampler = setInterval(() => rss.push(rssMb(server.pid)), 1000);
    stopCpu = startCpuWindow(server.pid, database.name);
    activityBefore = database.activity();
    steadyFrom = performance.now();
  };
  try {
    const slices = await Promise.all(children.map((c) => farmResult(c, timeoutMs, steady)));
    const cpu = stopCpu?.();
    clearInterval(sampler);
    const seconds = (performance.now() - steadyFrom) / 1000;
    const [before, after] = await Promise.all([activityBefore, database.activity()]);
    const perSecond = (key: keyof DatabaseActivity) =>
      before ? Math.round((after[key] - before[key]) / seconds) : 0;
    const result = mergeFarms(slices);
    const eld = await eventLoopDelay(server);
    return {
      server: server.name,
      farm: result,
      rssMb: {
        beforeRamp,
        steadyFirst: rss[0] ?? 0,
        steadyLast: rss.at(-1) ?? 0,
        steadyMax: Math.max(0, ...rss),
      },
      eventLoopDelayMs: eld,
      cpu,
      database: {
        commits: perSecond('commits'),
        inserted: perSecond('inserted'),
        updated: perSecond('updated'),
      },
    };
  } finally {
    clearInterval(sampler);
    await Promise.all(children.map(stopFarm));
  }
}
