/**
 * The soak's simulated time: `speed` times real time, from `startMs` (simulated) at the real
 * instant `epochMs`. The server and the farm build it from the same three numbers, so on one
 * machine they read the same simulated instant.
 */
export interface SimTime {
  /** Real time (ms since 1970) at which simulated time was `startMs`. */
  epochMs: number;
  startMs: number;
  speed: number;
}

/** The simulated instant now, in ms since 1970. */
export const simNow = (t: SimTime) => t.startMs + (Date.now() - t.epochMs) * t.speed;

/** Real milliseconds until the simulated instant `atMs` (≥ 0). */
export const realDelay = (t: SimTime, atMs: number) => Math.max(0, (atMs - simNow(t)) / t.speed);

/** The environment that carries a SimTime to a child process. */
export const simTimeEnv = (t: SimTime) => ({
  SOAK_EPOCH_MS: String(t.epochMs),
  SOAK_START_MS: String(t.startMs),
  SOAK_SPEED: String(t.speed),
});

/** The SimTime a child process was given. */
export function simTimeFromEnv(env = process.env): SimTime {
  const t = {
    epochMs: Number(env.SOAK_EPOCH_MS),
    startMs: Number(env.SOAK_START_MS),
    speed: Number(env.SOAK_SPEED),
  };
  if (![t.epochMs, t.startMs, t.speed].every(Number.isFinite)) throw new Error('no SOAK_* time');
  return t;
}
