/**
 * Remembers each key's answer for `ttlMs`: concurrent callers share the load in flight, and a
 * failure is never remembered. For reads that may be a few seconds stale (a health ping,
 * catalogue totals, shared catalogue answers). At most `maxEntries` answers are kept (oldest first
 * out); without it, keys should come from a small set.
 */
export function memoize<V>(
  load: (key: string) => Promise<V>,
  options: { ttlMs: number; now?: () => number; maxEntries?: number },
): Memoized<V> {
  const now = options.now ?? Date.now;
  const fresh = new Map<string, { value: V; until: number }>();
  const inFlight = new Map<string, Promise<V>>();
  const peek = (key: string) => {
    const hit = fresh.get(key);
    return hit && now() < hit.until ? hit : undefined;
  };
  const memoized = (key: string) => {
    const hit = peek(key);
    if (hit) return Promise.resolve(hit.value);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = load(key)
        .then((value) => {
          fresh.delete(key);
          fresh.set(key, { value, until: now() + options.ttlMs });
          if (options.maxEntries !== undefined && fresh.size > options.maxEntries) {
            fresh.delete(fresh.keys().next().value!);
          }
          return value;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
  return Object.assign(memoized, { peek });
}

/** A memoized load; `peek` gives a fresh answer without waiting, or undefined. */
export type Memoized<V> = ((key: string) => Promise<V>) & {
  peek(key: string): { value: V } | undefined;
};
