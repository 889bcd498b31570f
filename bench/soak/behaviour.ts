/** What a listener does next within a sitting. */
export type Action = 'change' | 'pause' | 'resume' | 'drop' | 'second tab' | 'leave';

const MINUTE = 60_000;

/** A seeded stream of uniforms in [0, 1) (mulberry32): the same listener, the same day. */
function stream(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One listener's habits. A heavy listener sits through the whole day (it meets the daily
 * cap); the others come for sittings of about an hour, about five hours apart. Within a
 * sitting a track plays for 30 % to 100 % of its length, then: another track (most often), a
 * pause of about 3 minutes, a dropped connection, or a second tab that takes over.
 */
export function createBehaviour(index: number, heavy: boolean, trackSeconds: number[]) {
  const random = stream(index * 7919 + 17);
  const between = (lo: number, hi: number) => lo + random() * (hi - lo);
  const exponential = (mean: number) => -Math.log(1 - random()) * mean;
  let sittingEnds = Number.POSITIVE_INFINITY;
  let paused = false;
  return {
    firstArrivalMs: () => (heavy ? between(0, 2 * MINUTE) : exponential(300 * MINUTE)),
    awayMs: () => Math.max(5 * MINUTE, exponential(300 * MINUTE)),
    /** Sets the sitting that begins at `nowMs`. */
    sit(nowMs: number) {
      paused = false;
      sittingEnds = heavy
        ? Number.POSITIVE_INFINITY
        : nowMs + Math.max(5 * MINUTE, exponential(60 * MINUTE));
    },
    /** A track other than `current` (1-based ids). */
    track(current?: number): number {
      const count = trackSeconds.length;
      const pick = 1 + Math.floor(random() * count);
      return pick === current ? (pick % count) + 1 : pick;
    },
    next(nowMs: number, trackId: number): { action: Action; afterMs: number } {
      let action: Action;
      let afterMs: number;
      if (paused) {
        paused = false;
        action = 'resume';
        afterMs = Math.max(5_000, exponential(3 * MINUTE));
      } else {
        const roll = random();
        action =
          roll < 0.8 ? 'change' : roll < 0.89 ? 'pause' : roll < 0.95 ? 'drop' : 'second tab';
        paused = action === 'pause';
        afterMs = between(0.3, 1) * (trackSeconds[trackId - 1] ?? 180) * 1000;
      }
      if (nowMs + afterMs >= sittingEnds) return { action: 'leave', afterMs: sittingEnds - nowMs };
      return { action, afterMs };
    },
    /** Whether leaving sends `end` first (the player stops) or only closes the tab. */
    endsOnLeave: () => random() < 0.7,
    reconnectMs: () => between(2_000, 60_000),
    lingerMs: () => between(MINUTE, 10 * MINUTE),
  };
}

export type Behaviour = ReturnType<typeof createBehaviour>;
