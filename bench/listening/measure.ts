import { readFileSync } from 'node:fs';
import { spawnChild, type ChildServer } from '../lib/children';
import { startCpuWindow, type CpuUsage } from '../lib/cpu';
import type { FarmMessage, FarmResult } from './farm';
import type { EventLoopDelay } from './monitor';

const FARM = new URL('./farm.ts', import.meta.url);

/** One server under the farm: the farm's figures, the server's RSS and event-loop delay. */
export interface Measurement {
  server: string;
  farm: FarmResult;
  rssMb: { beforeRamp: number; steadyFirst: number; steadyLast: number; steadyMax: number };
  eventLoopDelayMs: EventLoopDelay;
  /** Steady state, % of one core; the farm's share is inside `other`. */
  cpu: CpuUsage | undefined;
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

/** Runs the farm against one server; RSS sampled every second of the steady state. */
export async function measure(
  server: ChildServer,
  env: Record<string, string>,
  timeoutMs: number,
  database: string,
): Promise<Measurement> {
  const beforeRamp = rssMb(server.pid);
  const wsUrl = `${server.baseUrl.replace(/^http/, 'ws')}/ws/listening`;
  const farm = spawnChild(FARM, { ...env, BENCH_WS_URL: wsUrl });
  const rss: number[] = [];
  let sampler: NodeJS.Timeout | undefined;
  let stopCpu: (() => CpuUsage | undefined) | undefined;
  let cpu: CpuUsage | undefined;
  try {
    const result = await new Promise<FarmResult>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('farm: no answer in time')), timeoutMs);
      farm.once('exit', (code, signal) => reject(new Error(`farm exited (${signal ?? code})`)));
      farm.on('message', (message: FarmMessage | { error: string }) => {
        if ('error' in message) return reject(new Error(`farm: ${message.error}`));
        if (message.phase === 'steady') {
          server.child.send({ eld: 'reset' });
          sampler = setInterval(() => rss.push(rssMb(server.pid)), 1000);
          stopCpu = startCpuWindow(server.pid, database);
          return;
        }
        cpu = stopCpu?.();
        clearInterval(sampler);
        clearTimeout(timer);
        resolve(message.result);
      });
    });
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
    };
  } finally {
    clearInterval(sampler);
    farm.removeAllListeners('exit');
    if (farm.exitCode === null && farm.signalCode === null && farm.pid) {
      await new Promise<void>((resolve) => {
        farm.once('exit', () => resolve());
        process.kill(-farm.pid!, 'SIGTERM');
      });
    }
  }
}
