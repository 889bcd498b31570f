/** A timer handle as whichever setTimeout is in force returns it. */
export type TimerHandle = ReturnType<typeof globalThis.setTimeout>;

/**
 * The clock the player's timers run on. The system clock looks `setTimeout` and `Date` up
 * on every call rather than keeping references from module load, so fake clocks installed
 * later still drive it: vitest's `vi.useFakeTimers()` and Playwright's `page.clock`.
 */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};

/** Settles like `promise`, or rejects after `ms` on `clock` if it has not settled by then. */
export function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  clock: Clock = systemClock,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clock.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clock.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
