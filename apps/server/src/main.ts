import { bootServer } from './boot';
import { ConfigError, loadConfig, type Config } from './config';
import { createLogger } from './logger';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

const config = configOrExit();
const logger = createLogger(config.LOG_LEVEL);
const server = await bootServer(config, logger);
await server.start();

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  await server.stop();
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
