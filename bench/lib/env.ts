/** The database a run creates its own next to, unless DATABASE_URL says otherwise. */
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** A positive integer from the environment, or the fallback when unset. */
export function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

/** A non-negative integer from the environment, or the fallback when unset. */
export function nonNegative(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer`);
  }
  return value;
}
