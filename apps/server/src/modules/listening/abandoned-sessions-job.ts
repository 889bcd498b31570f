import type { Db } from '~/db/client';
import { periodic } from '~/jobs/periodic';
import type { Logger } from '~/logger';
import type { JobObserver } from '~/metrics/metrics';
import type { ListeningService } from './listening.service';

/** How often sessions left playing with nobody holding them are looked for. */
export const ABANDONED_SWEEP_SECONDS = 60;

/**
 * Ends the sessions left `active` with nobody holding them (ADR 0004): every minute, once per
 * interval across instances, so the EP history says they ended, and why.
 */
export function createAbandonedSessionsJob(deps: {
  db: Db;
  listening: ListeningService;
  log: Logger;
  /** Told of every run (the metrics). */
  observe?: JobObserver | undefined;
}) {
  return periodic(
    async () => {
      const ended = await deps.listening.endAbandoned();
      if (ended > 0) deps.log.info({ ended }, 'abandoned listening sessions ended');
    },
    {
      intervalSeconds: ABANDONED_SWEEP_SECONDS,
      log: deps.log,
      failure: 'ending abandoned listening sessions failed',
      shared: { db: deps.db, name: 'listening-abandoned' },
      observe: deps.observe,
    },
  );
}
