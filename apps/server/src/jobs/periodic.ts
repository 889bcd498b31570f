import type { Db } from '~/db/client';
import type { Logger } from '~/logger';
import type { JobObserver, JobOutcome } from '~/metrics/metrics';
import { claimInterval, recordRun } from './job-runs.repo';

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

/** A failed run's message, for the operator's overview. */
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Runs `task` periodically; a failure is logged and the next run comes as planned. With
 * `shared`, a tick whose interval another instance (or this one) already claimed does nothing,
 * and each run that did the work is recorded with its duration and outcome (`job_run_history`).
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
        const startedAt = await claimInterval(shared.db, shared.name, options.intervalSeconds);
        if (!startedAt) return 'skipped' as const;
        const began = performance.now();
        const record = (error: unknown) =>
          recordRun(shared.db, shared.name, {
            startedAt,
            durationMs: performance.now() - began,
            outcome: error === undefined ? 'ok' : 'failed',
            error: error === undefined ? null : errorText(error),
          }).catch((err: unknown) => options.log.error({ err }, 'job run not recorded'));
        try {
          await task();
        } catch (err) {
          await record(err ?? 'failed');
          throw err;
        }
        await record(undefined);
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
