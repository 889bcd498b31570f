import { RECENT_TRACKS_MAX } from './constants';

/**
 * Recent tracks after `entry` played: it goes first, any earlier copy of it (same key)
 * goes away, and the list keeps at most `max` entries (50 by default), dropping the oldest.
 */
export function addRecent<T>(
  list: readonly T[],
  entry: T,
  keyOf: (entry: T) => string | number,
  max: number = RECENT_TRACKS_MAX,
): T[] {
  const key = keyOf(entry);
  const rest = list.filter((item) => keyOf(item) !== key);
  return [entry, ...rest].slice(0, Math.max(0, max));
}
