import { memoize } from '~/memo';

/** How long answers may be shared, and how many distinct requests are kept per call. */
export interface ShareOptions {
  ttlMs: number;
  maxEntries: number;
}

/**
 * A caller-free read whose identical requests share one answer for `ttlMs` (ADR 0009):
 * concurrent misses share one load, failures are never kept. Only for reads that never look at
 * the caller, since the request alone is the key. Without options the read is returned as is.
 */
export function shared<I extends object, O>(
  read: (req: I) => Promise<O>,
  options: ShareOptions | undefined,
): (req: I) => Promise<O> {
  if (!options) return read;
  // memoize calls its load synchronously on a miss, so `current` is that very request.
  let current: I;
  const remembered = memoize(() => read(current), options);
  return (req) => {
    current = req;
    // Requests are a few ids, a page and flags: their JSON is a short, exact key.
    return remembered(JSON.stringify(req));
  };
}

/**
 * The two sharing policies of a read path: single items (many kept) and pages (bigger, fewer
 * kept). The catalogue changes by import and trending snapshots by the job (every few
 * minutes): an answer a second old is as good as a new one. `cacheMs` 0 shares nothing.
 */
export function sharePolicies(cacheMs: number): {
  items: ShareOptions | undefined;
  pages: ShareOptions | undefined;
} {
  if (!cacheMs) return { items: undefined, pages: undefined };
  return {
    items: { ttlMs: cacheMs, maxEntries: 2000 },
    pages: { ttlMs: cacheMs, maxEntries: 200 },
  };
}
