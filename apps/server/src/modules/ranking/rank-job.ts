import type { Db } from '~/db/client';
import { periodic } from '~/jobs/periodic';
import type { Logger } from '~/logger';
import type { JobObserver } from '~/metrics/metrics';
import type { RankingService } from './ranking.service';

/** How often the boards are recomputed by default (DESIGN.md: a snapshot at most 60 s old). */
export const RANK_INTERVAL_SECONDS = 60;

/** Recomputes the leaderboards every minute, once per interval across instances. */
export function createRankJob(deps: {
  db: Db;
  ranking: RankingService;
  intervalSeconds: number;
  log: Logger;
  /** Told of every run (the metrics). */
  observe?: JobObserver | undefined;
}) {
  return periodic(() => deps.ranking.refreshAll(), {
    intervalSeconds: deps.intervalSeconds,
    log: deps.log,
    failure: 'leaderboard refresh failed',
    shared: { db: deps.db, name: 'rank-snapshot' },
    observe: deps.observe,
  });
}
