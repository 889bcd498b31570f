import type { Clock } from '~/clock';
import type { Db } from '~/db/client';
import { periodic } from '~/jobs/periodic';
import type { Logger } from '~/logger';
import type { JobObserver } from '~/metrics/metrics';
import { processListening } from './listening-processor';
import type { RatesFor } from './rates';

/**
 * Runs the listening processor every interval (and once at start), then `afterRun`, one run at
 * a time, once per interval across instances.
 */
export function createListeningProcessorJob(deps: {
  db: Db;
  clock: Clock;
  ratesFor: RatesFor;
  intervalSeconds: number;
  log: Logger;
  /** Told of every run (the metrics). */
  observe?: JobObserver | undefined;
  /** What follows each run's processing (referral vesting reads the EP it paid). */
  afterRun?: () => Promise<void>;
  /** Told of the EP each run paid (the metrics). */
  credited?: ((milliEp: number) => void) | undefined;
}) {
  return periodic(
    async () => {
      const written = await processListening(deps.db, deps);
      if (written > 0) deps.log.info({ written }, 'listening processed into EP');
      await deps.afterRun?.();
    },
    {
      intervalSeconds: deps.intervalSeconds,
      log: deps.log,
      failure: 'listening processing failed',
      shared: { db: deps.db, name: 'listening-processor' },
      observe: deps.observe,
    },
  );
}
