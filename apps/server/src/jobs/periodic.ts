import type { Logger } from '~/logger';

/** A task run every interval (and at start unless told not to), never two runs at a time. */
export interface PeriodicJob {
  start(runNow?: boolean): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/** Runs `task` periodically; a failure is logged and the next run comes as planned. */
export function periodic(
  task: () => Promise<void>,
  options: { intervalSeconds: number; log: Logger; failure: string },
): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= task()
      .catch((err: unknown) => options.log.error({ err }, options.failure))
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
