import path from 'node:path';
import { systemClock } from './clock';
import type { Config } from './config';
import { openDatabase, type DatabaseTarget } from './db/client';
import { seedIfEmpty } from './db/seeds';
import type { Logger } from './logger';
import { mediaDirOf } from './media/media-dir';
import { buildServer, type EarshotServer } from './server';

function databaseTarget(config: Config, logger: Logger): DatabaseTarget {
  return config.DATABASE_URL
    ? {
        url: config.DATABASE_URL,
        connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
        onIdleError: (err) => logger.warn({ err }, 'an idle database connection failed'),
      }
    : {
        dataDir: path.resolve(config.DATA_DIR, 'pglite'),
        what: `the Earshot server (port ${config.PORT})`,
        onStaleLock: (holder) =>
          logger.warn(
            { holder },
            'took over the embedded database lock of a process that is gone (it did not stop cleanly)',
          ),
      };
}

/**
 * The server as the configuration describes it: its database opened (and seeded when empty
 * and asked for), everything built, nothing running. Its stop() closes the database last.
 */
export async function bootServer(config: Config, logger: Logger): Promise<EarshotServer> {
  const database = await openDatabase(databaseTarget(config, logger));
  try {
    const mediaDir = mediaDirOf(config);
    const seedContext = {
      mediaDir,
      clock: systemClock,
      onProgress: (message: string) => logger.info(message),
    };
    if (config.SEED !== 'none' && (await seedIfEmpty(database.db, config.SEED, seedContext))) {
      logger.info({ scenario: config.SEED }, 'seeded an empty database');
    }
    const server = await buildServer({ config, database, logger, mediaDir, clock: systemClock });
    return {
      ...server,
      stop: async () => {
        try {
          await server.stop();
        } finally {
          await database.close();
        }
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}
