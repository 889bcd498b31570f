import { TRENDING_PERIODS } from '@earshot/domain';
import type { Clock } from '~/clock';
import type { Logger } from '~/logger';
import type { TrendingJobRepo } from './trending-job.repo';

/**
 * The periodic trending job: every interval it recomputes every period's snapshots.
 * Requests only ever read snapshots.
 */
export function createTrendingJob(deps: {
  repo: TrendingJobRepo;
  clock: Clock;
  intervalSeconds: number;
  log: Logger;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

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

  const tick = () => {
    running ??= runOnce()
      .catch((err: unknown) => deps.log.error({ err }, 'trending job failed'))
      .finally(() => (running = undefined));
  };

  return {
    runOnce,
    /** Computes now when the newest snapshot is older than one interval, then on every interval. */
    async start() {
      const last = await deps.repo.lastComputedAt();
      const age = last ? deps.clock.now().getTime() - last.getTime() : Infinity;
      if (age >= deps.intervalSeconds * 1000) tick();
      timer = setInterval(tick, deps.intervalSeconds * 1000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

export type TrendingJob = ReturnType<typeof createTrendingJob>;
