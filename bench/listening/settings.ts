import { DEFAULT_DATABASE_URL, nonNegative, positive } from '../lib/env';

/** What one run measures; every figure can be changed by env (the README header says which). */
export interface Settings {
  databaseUrl: string;
  clients: number;
  rampBatch: number;
  rampMs: number;
  intervalMs: number;
  warmupRounds: number;
  rounds: number;
  /** Consecutive runs, each on a fresh database and fresh servers (the issue asks for five). */
  runs: number;
  /** Farm processes sharing the clients: a process holds at most `ulimit -n` sockets. */
  farms: number;
  /** Server processes on the one database; more than one puts nginx in front of them. */
  instances: number;
  /** nginx in front of several instances: its workers and the ports it listens on. */
  nginx: {
    workers: number;
    ports: number;
    /** BENCH_NGINX_PORT and up; 0 takes free ports. */
    firstPort: number;
    filesPerWorker: number;
  };
}

/** Clients per farm process by default: well inside this machine's 20,000 open files. */
const CLIENTS_PER_FARM = 10_000;
/** Clients per nginx port: one source address reaches one ip:port from ~28,000 local ports. */
const CLIENTS_PER_PORT = 20_000;
/** A process's open files here (`ulimit -Hn`), which a worker cannot exceed. */
const FILES_PER_PROCESS = 20_000;

export function readSettings(env = process.env): Settings {
  const clients = positive(env, 'BENCH_CLIENTS', 5000);
  const instances = positive(env, 'BENCH_INSTANCES', 1);
  const ports = positive(env, 'BENCH_NGINX_PORTS', Math.ceil(clients / CLIENTS_PER_PORT));
  const filesPerWorker = positive(env, 'BENCH_NGINX_FILES', FILES_PER_PROCESS);
  // Two files per proxied client; a worker filled to 80 % at most, with one spare worker.
  const workers = Math.ceil((2 * clients) / (0.8 * filesPerWorker)) + 1;
  const farms = Math.ceil(clients / CLIENTS_PER_FARM);
  return {
    databaseUrl: env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
    clients,
    rampBatch: positive(env, 'BENCH_RAMP_BATCH', 250),
    rampMs: positive(env, 'BENCH_RAMP_MS', 100),
    intervalMs: positive(env, 'BENCH_INTERVAL_MS', 15_000),
    warmupRounds: positive(env, 'BENCH_WARMUP_ROUNDS', 1),
    rounds: positive(env, 'BENCH_ROUNDS', 4),
    runs: positive(env, 'BENCH_RUNS', 1),
    // At least one farm per nginx port, so that every port gets its share.
    farms: positive(env, 'BENCH_FARMS', instances > 1 ? Math.max(farms, ports) : farms),
    instances,
    nginx: {
      workers: positive(env, 'BENCH_NGINX_WORKERS', workers),
      ports,
      firstPort: nonNegative(env, 'BENCH_NGINX_PORT', 0),
      filesPerWorker,
    },
  };
}

/** The farm's environment for these settings. */
export const farmEnv = (s: Settings, tokensFile: string, mode: 'earshot' | 'echo') => ({
  BENCH_TOKENS_FILE: tokensFile,
  BENCH_MODE: mode,
  BENCH_RAMP_BATCH: String(s.rampBatch),
  BENCH_RAMP_MS: String(s.rampMs),
  BENCH_INTERVAL_MS: String(s.intervalMs),
  BENCH_WARMUP_ROUNDS: String(s.warmupRounds),
  BENCH_ROUNDS: String(s.rounds),
});
