import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** CPU used during one measured window, in % of one core; Linux /proc only. */
export interface CpuUsage {
  /** The server process under test. */
  server: number;
  /** PostgreSQL backends connected to the bench database. */
  postgres: number;
  /** This process: autocannon (0 when this process is the one measured). */
  loadGenerator: number;
  /** Everything else on the machine (other jobs): high means the figures are disturbed. */
  other: number;
  /** What the machine has: 100 per core. */
  capacity: number;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux.

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** utime + stime of a process, in ms; fields 14 and 15 of /proc/<pid>/stat. */
function processMs(pid: number): number {
  const stat = read(`/proc/${pid}/stat`);
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ') ?? [];
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * TICK_MS;
}

function machineBusyMs(): number {
  const [, ...ticks] = (read('/proc/stat') ?? '').split('\n')[0]?.trim().split(/\s+/) ?? [];
  const n = ticks.map(Number);
  const idle = (n[3] ?? 0) + (n[4] ?? 0);
  return (n.reduce((a, b) => a + b, 0) - idle) * TICK_MS;
}

function backendPids(database: string): number[] {
  const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  return pids
    .filter((pid) => {
      const title = read(`/proc/${pid}/cmdline`) ?? '';
      return title.startsWith('postgres: ') && title.includes(` ${database} `);
    })
    .map(Number);
}

interface Snapshot {
  at: number;
  server: number;
  postgres: Map<number, number>;
  self: number;
  machine: number;
}

function snapshot(serverPid: number, database: string): Snapshot {
  const postgres = new Map(backendPids(database).map((pid) => [pid, processMs(pid)] as const));
  const { user, system } = process.cpuUsage();
  return {
    at: performance.now(),
    server: processMs(serverPid),
    postgres,
    self: (user + system) / 1000,
    machine: machineBusyMs(),
  };
}

/**
 * Starts counting; the returned function stops and reports, or undefined off Linux.
 * `serverPid` may be this very process (a task measuring itself).
 */
export function startCpuWindow(serverPid: number, database: string): () => CpuUsage | undefined {
  if (read('/proc/stat') === undefined) return () => undefined;
  const before = snapshot(serverPid, database);
  return () => {
    const after = snapshot(serverPid, database);
    const pct = (ms: number) => Math.round((ms / (after.at - before.at)) * 1000) / 10;
    let postgresMs = 0;
    for (const [pid, ms] of after.postgres) postgresMs += ms - (before.postgres.get(pid) ?? 0);
    const server = after.server - before.server;
    const self = serverPid === process.pid ? 0 : after.self - before.self;
    const other = Math.max(0, after.machine - before.machine - server - postgresMs - self);
    return {
      server: pct(server),
      postgres: pct(postgresMs),
      loadGenerator: pct(self),
      other: pct(other),
      capacity: os.cpus().length * 100,
    };
  };
}
