/**
 * The listener's queue: tracks to play before the list carries on, one queue whatever
 * platform each track plays on. A track is in the queue at most once: queueing it again
 * moves it (decision: "Play next" on a queued track brings it to the front).
 * `same` tells whether two entries are the same track.
 */
export type SameEntry<T> = (a: T, b: T) => boolean;

/** Puts `entry` first, removing it from further back. */
export function queuePlayNext<T>(queue: readonly T[], entry: T, same: SameEntry<T>): T[] {
  return [entry, ...queue.filter((queued) => !same(queued, entry))];
}

/** Puts `entry` last, removing it from further forward. */
export function queueAdd<T>(queue: readonly T[], entry: T, same: SameEntry<T>): T[] {
  return [...queue.filter((queued) => !same(queued, entry)), entry];
}

/** The queue without the entry at `index`; an index out of range changes nothing. */
export function queueRemoveAt<T>(queue: readonly T[], index: number): T[] {
  if (!Number.isInteger(index) || index < 0 || index >= queue.length) return [...queue];
  return [...queue.slice(0, index), ...queue.slice(index + 1)];
}

/** Moves the entry at `from` to `to` (both clamped into the queue). */
export function queueMove<T>(queue: readonly T[], from: number, to: number): T[] {
  if (!Number.isInteger(from) || from < 0 || from >= queue.length) return [...queue];
  const target = Math.min(Math.max(0, Math.trunc(to)), queue.length - 1);
  const rest = queueRemoveAt(queue, from);
  rest.splice(target, 0, queue[from] as T);
  return rest;
}

/** The entry to play now and the queue left after it. */
export function queueTake<T>(queue: readonly T[]): { next: T | undefined; rest: T[] } {
  return { next: queue[0], rest: queue.slice(1) };
}
