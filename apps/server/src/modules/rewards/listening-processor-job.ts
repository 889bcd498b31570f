import type { Clock } from '~/clock';
import type { Db } from '~/db/client';
import type { Logger } from '~/logger';
import { processListening } from './listening-processor';
import type { RatesFor } from './rates';

/** Runs the listening processor every interval (and once at start), one run at a time. */
export function createListeningProcessorJob(deps: {
  db: Db;
  clock: Clock;
  ratesFor: RatesFor;
  intervalSeconds: number;
  log: Logger;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= processListening(deps.db, deps)
      .then((written) => {
        if (written > 0) deps.log.info({ written }, 'listening processed into EP');
      })
      .catch((err: unknown) => deps.log.error({ err }, 'listening processing failed'))
      .finally(() => (running = undefined));
  };
  return {
    start() {
      tick();
      timer = setInterval(tick, deps.intervalSeconds * 1000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
