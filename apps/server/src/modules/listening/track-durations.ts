import type { Clock } from '~/clock';

/** How long a track's duration is reused, and how many are kept (per instance). */
const DURATION_TTL_MS = 60_000;
const DURATIONS_KEPT = 10_000;

/**
 * Track durations change only when an operator re-imports a track, and every play needs
 * one: each is read at most once a minute. An unknown track is not remembered.
 */
export function rememberDurations(
  read: (trackId: number) => Promise<number | undefined>,
  clock: Clock,
) {
  const known = new Map<number, { ms: number; until: number }>();
  return async (trackId: number) => {
    const hit = known.get(trackId);
    if (hit && hit.until > clock.now().getTime()) return hit.ms;
    const ms = await read(trackId);
    if (ms === undefined) return undefined;
    if (known.size >= DURATIONS_KEPT) known.clear();
    known.set(trackId, { ms, until: clock.now().getTime() + DURATION_TTL_MS });
    return ms;
  };
}
