import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { spawnChild, type ChildServer } from '../lib/children';
import { startCpuWindow, type CpuUsage } from '../lib/cpu';
import type { BenchDatabase, DatabaseActivity } from '../lib/database';
import { summarize } from '../lib/latency';
import type { NginxProcess } from '../lib/nginx';
import type { FarmMessage, FarmResult, FarmSlice } from './farm';
import type { EventLoopDelay } from './monitor';

const FARM = new URL('./farm.ts', import.meta.url);
/** Time for every farm process to start and read its tokens before the shared ramp. */
const FARM_START_MS = 5_000;

/** RSS in MB: before the ramp, and sampled every second of the steady state. */
export interface Rss {
  beforeRamp: number;
  steadyFirst: number;
  steadyLast: number;
  steadyMax: number;
}

/** One server process's share: its clients' figures, its RSS, event-loop delay and CPU. */
export interface InstanceMeasurement {
  instance: string;
  farm: FarmResult;
  rssMb: Rss;
  eventLoopDelayMs: EventLoopDelay;
  cpu: CpuUsage | undefined;
}

/**
 * The servers under the farm: the farm's figures, the server's RSS and event-loop delay. With
 * several instances (behind nginx) `rssMb` and `eventLoopDelayMs` are the worst instance's
 * (the targets are per process), `cpu.server` their sum, and `instances` has each.
 */
export interface Measurement {
  server: string;
  farm: FarmResult;
  rssMb: Rss;
  eventLoopDelayMs: EventLoopDelay;
  /** Steady state, % of one core; the farm's share is inside `other`. */
  cpu: CpuUsage | undefined;
  /** Steady state, per second, from `pg_stat_database` (zeros for the bare echo). */
  database: { commits: number; inserted: number; updated: number };
  instances?: InstanceMeasurement[];
  /** nginx, master and workers together; its busiest worker's open files. */
  nginx?: { workers: number; rssMb: Rss; workerFilesMax: number; errors: string[] };
}

/** What the farm runs against: the servers, and the URLs the farms connect to (nginx's, say). */
export interface Target {
  name: string;
  servers: ChildServer[];
  wsUrls: string[];
  nginx?: NginxProcess;
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
): Promise<FarmSlice[]> {
  return new Promise<FarmSlice[]>((resolve, reject) => {
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

/** Samples of a figure taken every second, as an Rss. */
function rssOf(beforeRamp: number, samples: number[]): Rss {
  return {
    beforeRamp,
    steadyFirst: samples[0] ?? 0,
    steadyLast: samples.at(-1) ?? 0,
    steadyMax: Math.max(0, ...samples),
  };
}

const sumRss = (pids: number[]) =>
  Math.round(pids.reduce((mb, pid) => mb + rssMb(pid), 0) * 10) / 10;

/** Several instances' CPU as one: servers added, the rest counted once. */
function cpuTogether(each: (CpuUsage | undefined)[]): CpuUsage | undefined {
  const [first] = each;
  if (!first || each.some((c) => !c)) return undefined;
  const server = each.reduce((n, c) => n + c!.server, 0);
  const round = (n: number) => Math.round(n * 10) / 10;
  // Each instance's `other` holds the other instances.
  return {
    ...first,
    server: round(server),
    other: round(Math.max(0, first.other + first.server - server)),
  };
}

/**
 * Runs the farms (`farms` processes sharing one ramp and timeline, which starts a few seconds
 * later so that every farm is ready; farm i connects to `wsUrls[i mod n]`) against the target's
 * servers; RSS sampled every second of the steady state, per server and nginx's.
 */
export async function measure(
  target: Target,
  env: Record<string, string>,
  farms: number,
  timeoutMs: number,
  database: BenchDatabase,
): Promise<Measurement> {
  const { servers, nginx } = target;
  const beforeRamp = servers.map((server) => rssMb(server.pid));
  const nginxBefore = nginx ? sumRss(nginx.pids()) : 0;
  const rampAt = String(Date.now() + FARM_START_MS);
  const children = Array.from({ length: farms }, (_, index) =>
    spawnChild(FARM, {
      ...env,
      BENCH_WS_URL: target.wsUrls[index % target.wsUrls.length]!,
      BENCH_RAMP_AT: rampAt,
      BENCH_FARM_INDEX: String(index),
      BENCH_FARM_COUNT: String(farms),
    }),
  );
  const rss: number[][] = servers.map(() => []);
  const nginxRss: number[] = [];
  let nginxFiles = 0;
  let sampler: NodeJS.Timeout | undefined;
  let stopCpu: (() => CpuUsage | undefined)[] = [];
  let activityBefore: Promise<DatabaseActivity> | undefined;
  let steadyFrom = 0;
  const steady = () => {
    if (sampler) return; // The farms share one timeline: the first says it for all.
    for (const server of servers) server.child.send({ eld: 'reset' });
    sampler = setInterval(() => {
      servers.forEach((server, i) => rss[i]!.push(rssMb(server.pid)));
      if (!nginx) return;
      nginxRss.push(sumRss(nginx.pids()));
      nginxFiles = Math.max(nginxFiles, ...nginx.workerFiles());
    }, 1000);
    stopCpu = servers.map((server) => startCpuWindow(server.pid, database.name));
    activityBefore = database.activity();
    steadyFrom = performance.now();
  };
  try {
    const slices = (
      await Promise.all(children.map((c) => farmResult(c, timeoutMs, steady)))
    ).flat();
    const cpus = stopCpu.map((stop) => stop());
    clearInterval(sampler);
    const seconds = (performance.now() - steadyFrom) / 1000;
    const [before, after] = await Promise.all([activityBefore, database.activity()]);
    const perSecond = (key: keyof DatabaseActivity) =>
      before ? Math.round((after[key] - before[key]) / seconds) : 0;
    const eld = await Promise.all(servers.map(eventLoopDelay));
    const farm = mergeFarms(slices);
    const instances: InstanceMeasurement[] = servers.map((server, i) => ({
      instance: server.name,
      farm:
        servers.length > 1 ? mergeFarms(slices.filter((s) => s.instance === server.name)) : farm,
      rssMb: rssOf(beforeRamp[i]!, rss[i]!),
      eventLoopDelayMs: eld[i]!,
      cpu: cpus[i],
    }));
    // The worst instance stands for all against the per-process targets.
    const worst = <T>(pick: (m: InstanceMeasurement) => T, by: (t: T) => number) =>
      instances.map(pick).reduce((a, b) => (by(b) > by(a) ? b : a));
    return {
      server: target.name,
      farm,
      rssMb: worst(
        (m) => m.rssMb,
        (r) => r.steadyMax,
      ),
      eventLoopDelayMs: worst(
        (m) => m.eventLoopDelayMs,
        (e) => e.p99,
      ),
      cpu: cpuTogether(cpus),
      database: {
        commits: perSecond('commits'),
        inserted: perSecond('inserted'),
        updated: perSecond('updated'),
      },
      // Clients that no instance upgraded are in `farm` only.
      ...(servers.length > 1 && { instances }),
      ...(nginx && {
        nginx: {
          workers: nginx.pids().length - 1,
          rssMb: rssOf(nginxBefore, nginxRss),
          workerFilesMax: nginxFiles,
          errors: nginx.errors().split('\n').filter(Boolean).slice(0, 20),
        },
      }),
    };
  } finally {
    clearInterval(sampler);
    await Promise.all(children.map(stopFarm));
  }
}
