import type { Db } from '~/db/client';
import { periodic } from '~/jobs/periodic';
import type { Logger } from '~/logger';
import type { JobObserver } from '~/metrics/metrics';
import type { ListeningService } from './listening.service';

/** How often sessions left playing by a closed tab are looked for. */
export const ABANDONED_SWEEP_SECONDS = 60;

/**
 * Pauses the sessions a closed tab left `active` (ADR 0004): every minute, once per interval
 * across instances, so the EP history stops showing them as playing.
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
      const paused = await deps.listening.pauseAbandoned();
      if (paused > 0) deps.log.info({ paused }, 'abandoned listening sessions paused');
    },
    {
      intervalSeconds: ABANDONED_SWEEP_SECONDS,
      log: deps.log,
      failure: 'pausing abandoned listening sessions failed',
      shared: { db: deps.db, name: 'listening-abandoned' },
      observe: deps.observe,
    },
  );
}
