import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/** What a query (TanStack) tells of its failures, read by `useRetryStatus`. */
export interface RetryableQuery {
  status: 'pending' | 'error' | 'success';
  /** Failures of the fetch running now (TanStack counts from 0 at every new fetch). */
  failureCount: number;
  failureReason: unknown;
  error: unknown;
  isFetching: boolean;
  dataUpdatedAt: number;
  refetch: () => Promise<unknown>;
  /** An infinite query's later page: its failure is the list footer's, not the page's. */
  isFetchingNextPage?: boolean;
  isFetchNextPageError?: boolean;
}

/** A failing read as a page shows it. */
export interface Failure {
  /** The error of the last failed try. */
  error: unknown;
  /**
   * The next automatic try: its wait in ms from now and a key naming it (a new failure, a new
   * wait); `trying` while a try runs; null when none will come.
   */
  next: { waitMs: number; key: string } | 'trying' | null;
  /** Asks again now, whatever the backoff. */
  retry: () => void;
}

/**
 * The wait after a query's `failures`-th failure: the client's retryDelay, else TanStack's
 * default, the spec's min(1000 × 2^n, 30000) ms (spec 2 §4) with n the failures before this
 * one: 1 s after the first failure, then 2, 4, 8, 16.
 */
function retryDelayOf(client: QueryClient): (failures: number, error: unknown) => number {
  const delay = client.getDefaultOptions().queries?.retryDelay;
  return (failures, error) => {
    if (typeof delay === 'number') return delay;
    if (typeof delay === 'function') return delay(failures - 1, error as Error);
    return Math.min(1000 * 2 ** (failures - 1), 30_000);
  };
}

/** A name for each failure seen, so a new failure (a new wait) is told from the last. */
const failureIds = new WeakMap<object, number>();
let lastFailureId = 0;
function failureId(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  let id = failureIds.get(error);
  if (id === undefined) {
    id = ++lastFailureId;
    failureIds.set(error, id);
  }
  return `${id}`;
}

/**
 * A query's failure from its first failed try, not only once the retries are spent (30–40 s
 * later): the error, the wait to the next automatic try, and a way to try now. A try started
 * by hand keeps the failure shown until it answers; null while nothing has failed.
 */
export function useRetryStatus(query: RetryableQuery): Failure | null {
  const { failureCount, failureReason, isFetching, refetch } = query;
  const client = useQueryClient();
  const failed = query.status === 'error' ? query.error : null;
  const nextPage = query.isFetchingNextPage || query.isFetchNextPageError;
  const reason = nextPage ? null : (failureReason ?? failed);
  // The failure a try started by hand answers (TanStack forgets failures when a fetch starts),
  // shown while that try runs and no new data came.
  const [manual, setManual] = useState<{ error: unknown; dataAt: number } | null>(null);
  const answering =
    manual && isFetching && query.dataUpdatedAt === manual.dataAt ? manual.error : null;
  const error = reason ?? answering;
  if (!error) return null;
  let next: Failure['next'] = null;
  if (isFetching && failureCount > 0) {
    next = { waitMs: retryDelayOf(client)(failureCount, reason), key: failureId(reason) };
  } else if (isFetching) next = 'trying';
  return {
    error,
    next,
    retry: () => {
      setManual({ error, dataAt: query.dataUpdatedAt });
      // A refetch during the backoff's wait would join that wait (TanStack continues the
      // running retries of a query with no data yet): stop them first, so Try again asks now.
      if (failureReason) {
        const waiting = client.getQueryCache().findAll({
          predicate: (cached) => cached.state.fetchFailureReason === failureReason,
        });
        for (const cached of waiting) void cached.cancel({ silent: true });
      }
      void refetch();
    },
  };
}
