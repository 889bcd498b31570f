/** What one run measures and what it is judged against; durations can be shortened by env. */
export interface Settings {
  databaseUrl: string;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** Also measure the earshot server with logging at 'info' (to /dev/null); not judged. */
  withInfoLog: boolean;
}

/** The targets of the issue, on the 2-core reference machine. */
export const TARGETS = {
  healthRatioMin: 0.8,
  listRpsMin: 2000,
  listP99MaxMs: 50,
} as const;

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

/** Reads the run's settings: DATABASE_URL, BENCH_CONNECTIONS, BENCH_WARMUP, BENCH_DURATION. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  return {
    databaseUrl: env.DATABASE_URL || DEFAULT_URL,
    connections: positive(env, 'BENCH_CONNECTIONS', 50),
    warmupSeconds: positive(env, 'BENCH_WARMUP', 3),
    durationSeconds: positive(env, 'BENCH_DURATION', 10),
    withInfoLog: env.BENCH_INFO_LOG === '1',
  };
}
