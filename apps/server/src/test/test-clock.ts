import type { Clock } from '~/clock';

/** A clock that stands still until a test moves it. */
export interface TestClock extends Clock {
  advance(ms: number): void;
  set(at: Date | string): void;
}

/** A fixed clock starting at `start` (an ISO string or a Date). */
export function testClock(start: Date | string = '2026-03-01T12:00:00.000Z'): TestClock {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (at) => {
      now = new Date(at).getTime();
    },
  };
}

/**
 * A fixed clock starting at the real now (in whole seconds), for tests whose rows the database
 * stamps with its own time (accounts' created_at).
 */
export function testClockAtRealNow(): TestClock {
  return testClock(new Date(Math.floor(Date.now() / 1000) * 1000));
}
