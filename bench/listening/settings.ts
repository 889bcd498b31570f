import { DEFAULT_DATABASE_URL, positive } from '../lib/env';

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
}

/** Clients per farm process by default: well inside this machine's 20,000 open files. */
const CLIENTS_PER_FARM = 10_000;

export function readSettings(env = process.env): Settings {
  const clients = positive(env, 'BENCH_CLIENTS', 5000);
  return {
    databaseUrl: env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
    clients,
    rampBatch: positive(env, 'BENCH_RAMP_BATCH', 250),
    rampMs: positive(env, 'BENCH_RAMP_MS', 100),
    intervalMs: positive(env, 'BENCH_INTERVAL_MS', 15_000),
    warmupRounds: positive(env, 'BENCH_WARMUP_ROUNDS', 1),
    rounds: positive(env, 'BENCH_ROUNDS', 4),
    runs: positive(env, 'BENCH_RUNS', 1),
    farms: positive(env, 'BENCH_FARMS', Math.ceil(clients / CLIENTS_PER_FARM)),
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
