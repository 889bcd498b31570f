import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type DatabaseTarget } from './db/client';
import { seedIfEmpty } from './db/seeds';
import { systemClock } from './clock';
import { createLogger, type Logger } from './logger';
import { mediaDirOf } from './media/media-dir';
import { createHousekeepingJob } from './modules/account/housekeeping';
import { createTrendingJob } from './modules/catalog/trending/trending-job';
import { createTrendingJobRepo } from './modules/catalog/trending/trending-job.repo';
import { createListeningProcessorJob } from './modules/rewards/listening-processor-job';
import { baseRates } from './modules/rewards/rates';
import { buildServer } from './server';

function databaseTarget(config: Config, logger: Logger): DatabaseTarget {
  return config.DATABASE_URL
    ? {
        url: config.DATABASE_URL,
        onIdleError: (err) => logger.warn({ err }, 'an idle database connection failed'),
      }
    : { dataDir: path.resolve(config.DATA_DIR, 'pglite') };
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase(databaseTarget(config, logger));
  const mediaDir = mediaDirOf(config);
  const seedContext = {
    mediaDir,
    clock: systemClock,
    onProgress: (message: string) => logger.info(message),
  };
  if (config.SEED !== 'none' && (await seedIfEmpty(database.db, config.SEED, seedContext))) {
    logger.info({ scenario: config.SEED }, 'seeded an empty database');
  }
  const trending = createTrendingJob({
    repo: createTrendingJobRepo(database.db),
    clock: systemClock,
    intervalSeconds: config.TRENDING_INTERVAL_SECONDS,
    log: logger.child({ job: 'trending' }),
  });
  const processor = createListeningProcessorJob({
    db: database.db,
    clock: systemClock,
    ratesFor: baseRates,
    intervalSeconds: config.LISTENING_PROCESS_INTERVAL_SECONDS,
    log: logger.child({ job: 'listening-processor' }),
  });
  const housekeeping = createHousekeepingJob({
    db: database.db,
    clock: systemClock,
    log: logger.child({ job: 'housekeeping' }),
  });
  const server = await buildServer({ config, database, logger, mediaDir, clock: systemClock });
  await server.app.listen({ port: config.PORT, host: config.HOST });
  if (server.devOutboxPath) {
    const { port } = server.app.server.address() as AddressInfo;
    const reach = config.DEV_OUTBOX_PUBLIC ? 'open to every client' : 'loopback only';
    logger.info(`dev outbox: http://localhost:${port}${server.devOutboxPath} (${reach})`);
  }
  await new Promise<void>((resolve, reject) => {
    server.grpc.server.once('error', reject);
    server.grpc.server.listen(config.GRPC_PORT, config.HOST, resolve);
  });
  logger.info({ grpcPort: config.GRPC_PORT }, 'native gRPC listening');
  await trending.start();
  processor.start();
  housekeeping.start();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await server.close();
    await trending.stop();
    await processor.stop();
    await housekeeping.stop();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

await main();
