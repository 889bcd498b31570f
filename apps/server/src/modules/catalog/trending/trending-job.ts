import { TRENDING_PERIODS } from '@earshot/domain';
import type { Clock } from '~/clock';
import type { Db } from '~/db/client';
import { periodic } from '~/jobs/periodic';
import type { Logger } from '~/logger';
import type { JobObserver } from '~/metrics/metrics';
import type { TrendingJobRepo } from './trending-job.repo';

/**
 * The periodic trending job: every interval it recomputes every period's snapshots.
 * Requests only ever read snapshots. Each interval's run happens on one instance.
 */
export function createTrendingJob(deps: {
  db: Db;
  repo: TrendingJobRepo;
  clock: Clock;
  intervalSeconds: number;
  log: Logger;
  /** Told of every run (the metrics). */
  observe?: JobObserver | undefined;
}) {
  async function runOnce(): Promise<void> {
    const now = deps.clock.now();
    const started = Date.now();
    for (const period of TRENDING_PERIODS) {
      const done = await deps.repo.computePeriod(period, now);
      if (!done) {
        deps.log.info('trending: another instance is computing; skipped');
        return;
      }
    }
    deps.log.info({ ms: Date.now() - started }, 'trending snapshots computed');
  }

  const job = periodic(runOnce, {
    intervalSeconds: deps.intervalSeconds,
    log: deps.log,
    failure: 'trending job failed',
    shared: { db: deps.db, name: 'trending' },
    observe: deps.observe,
  });

  return {
    runOnce,
    /** Computes now when the newest snapshot is older than one interval, then on every interval. */
    async start() {
      const last = await deps.repo.lastComputedAt();
      const age = last ? deps.clock.now().getTime() - last.getTime() : Infinity;
      job.start(age >= deps.intervalSeconds * 1000);
    },
    stop: () => job.stop(),
  };
}

export type TrendingJob = ReturnType<typeof createTrendingJob>;
