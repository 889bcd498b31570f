import { DEFAULT_DATABASE_URL, positive } from '../lib/env';

/** What one run measures and what it is judged against; durations can be shortened by env. */
export interface Settings {
  databaseUrl: string;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** Also measure the earshot server with logging at 'info' (to /dev/null); not judged. */
  withInfoLog: boolean;
}

/** The targets of the issue, on the 2-core reference machine (health vs bare: withdrawn). */
export const TARGETS = {
  listRpsMin: 2000,
  listP99MaxMs: 50,
} as const;

/** Reads the run's settings: DATABASE_URL, BENCH_CONNECTIONS, BENCH_WARMUP, BENCH_DURATION. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  return {
    databaseUrl: env.DATABASE_URL || DEFAULT_DATABASE_URL,
    connections: positive(env, 'BENCH_CONNECTIONS', 50),
    warmupSeconds: positive(env, 'BENCH_WARMUP', 3),
    durationSeconds: positive(env, 'BENCH_DURATION', 10),
    withInfoLog: env.BENCH_INFO_LOG === '1',
  };
}
