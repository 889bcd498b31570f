import type { Db } from '~/db/client';
import { periodic } from '~/jobs/periodic';
import type { Logger } from '~/logger';
import type { JobObserver } from '~/metrics/metrics';
import { SEARCH_CHANGES_KEPT_MS } from './memory/search-index';
import type { SearchRepo } from './search.repo';

/** How often the lists of the most played documents per word are rebuilt by default. */
export const SEARCH_TOP_INTERVAL_SECONDS = 600;

/**
 * Rebuilds the lists of the most played documents per common word (ADR 0017, amended
 * 2026-11-26, second) once per interval across instances: plays move with listens, and a word
 * that became common gets its list. Until then queries read every match, which stays correct.
 * It also deletes the in-memory indexes' changes older than they are kept (ADR 0026).
 */
export function createSearchJob(deps: {
  db: Db;
  repo: SearchRepo;
  intervalSeconds: number;
  log: Logger;
  /** Told of every run (the metrics). */
  observe?: JobObserver | undefined;
}) {
  return periodic(
    async () => {
      const started = Date.now();
      const words = await deps.repo.refreshTopLists();
      const changesForgotten = await deps.repo.forgetChanges(SEARCH_CHANGES_KEPT_MS);
      deps.log.info(
        { ms: Date.now() - started, words, changesForgotten },
        'search lists refreshed',
      );
    },
    {
      intervalSeconds: deps.intervalSeconds,
      log: deps.log,
      failure: 'search lists refresh failed',
      shared: { db: deps.db, name: 'search-top' },
      observe: deps.observe,
    },
  );
}
