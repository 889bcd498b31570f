import type { Db } from '~/db/client';
import type { Logger } from '~/logger';
import type { JobObserver, JobOutcome } from '~/metrics/metrics';
import { claimInterval } from './job-runs.repo';

/** A task run every interval (and at start unless told not to), never two runs at a time. */
export interface PeriodicJob {
  start(runNow?: boolean): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * A job every instance runs: each run first claims its interval in the database under the
 * job's name, so with N instances the job runs once per interval (ADR 0013).
 */
export interface SharedJob {
  db: Db;
  name: string;
}

/**
 * Runs `task` periodically; a failure is logged and the next run comes as planned. With
 * `shared`, a tick whose interval another instance (or this one) already claimed does nothing.
 */
export function periodic(
  task: () => Promise<void>,
  options: {
    intervalSeconds: number;
    log: Logger;
    failure: string;
    shared?: SharedJob;
    /** Told how each run ended and how long it took (the metrics), by the shared job's name. */
    observe?: JobObserver | undefined;
  },
): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const { shared, observe } = options;
  const run = shared
    ? async () => {
        if (!(await claimInterval(shared.db, shared.name, options.intervalSeconds))) {
          return 'skipped' as const;
        }
        await task();
        return 'ok' as const;
      }
    : async () => {
        await task();
        return 'ok' as const;
      };
  const tick = () => {
    const started = performance.now();
    const done = (outcome: JobOutcome) =>
      observe?.(shared?.name ?? 'local', outcome, (performance.now() - started) / 1000);
    running ??= run()
      .then(done, (err: unknown) => {
        done('failed');
        options.log.error({ err }, options.failure);
      })
      .finally(() => (running = undefined));
  };
  return {
    start(runNow = true) {
      if (runNow) tick();
      timer = setInterval(tick, options.intervalSeconds * 1000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
