import { bootServer } from './boot';
import { ConfigError, loadConfig } from './config';
import { DatabaseInUseError } from './db/data-dir-lock';
import { createLogger } from './logger';

/** Runs `step`; a failure that explains itself (bad settings, a database in use) exits 1. */
async function orExit<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof ConfigError || err instanceof DatabaseInUseError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

const config = await orExit(() => loadConfig());
const logger = createLogger(config.LOG_LEVEL);
const server = await orExit(() => bootServer(config, logger));
// Signals are heard from here on: a stop asked for while starting waits for the start to end.
const started = server.start();

let stopping = false;
/**
 * Stops within SHUTDOWN_GRACE_SECONDS: exit 0 once everything is closed (connections still
 * open at the end of the drain are closed, not waited for); exit 1 if stopping failed or
 * had not finished when the grace period ran out.
 */
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal, graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, 'shutting down');
  setTimeout(() => {
    logger.error('still stopping when the grace period ran out; exiting');
    process.exit(1);
  }, config.SHUTDOWN_GRACE_SECONDS * 1000).unref();
  try {
    await started.catch(() => undefined);
    await server.stop();
  } catch (err) {
    logger.error({ err }, 'stopping failed');
    process.exit(1);
  }
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
await started;
