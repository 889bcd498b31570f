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
