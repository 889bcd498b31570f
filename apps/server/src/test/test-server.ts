import type { Clock } from '~/clock';
import { loadConfig } from '~/config';
import { createLogger, type Logger } from '~/logger';
import { buildServer, type EarshotServer, type ServerConfig } from '~/server';
import { openTestDatabase, type TestDatabase } from './test-database';

/** A real server on a real database, listening on a free loopback port. */
export interface TestServer {
  server: EarshotServer;
  database: TestDatabase;
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Test servers see every client as 127.0.0.1, and a file signs up far more accounts than a
 * household would: the client limits stay out of the way unless a test sets them itself
 * (PRODUCT_CLIENT_LIMITS below).
 */
const CLIENT_LIMITS_OUT_OF_THE_WAY: ServerConfig = {
  SIGNUPS_PER_ADDRESS_PER_HOUR: 100_000,
  SIGNUPS_PER_NETWORK_PER_HOUR: 100_000,
  CODE_SENDS_PER_ADDRESS_PER_HOUR: 100_000,
  CODE_SENDS_PER_NETWORK_PER_HOUR: 100_000,
};

const defaults = loadConfig({});
/** The client limits as the product ships them, for the tests of those limits. */
export const PRODUCT_CLIENT_LIMITS: ServerConfig = {
  SIGNUPS_PER_ADDRESS_PER_HOUR: defaults.SIGNUPS_PER_ADDRESS_PER_HOUR,
  SIGNUPS_PER_NETWORK_PER_HOUR: defaults.SIGNUPS_PER_NETWORK_PER_HOUR,
  CODE_SENDS_PER_ADDRESS_PER_HOUR: defaults.CODE_SENDS_PER_ADDRESS_PER_HOUR,
  CODE_SENDS_PER_NETWORK_PER_HOUR: defaults.CODE_SENDS_PER_NETWORK_PER_HOUR,
};

/** What a test server is built with; everything has a default. */
export interface TestServerOptions {
  seed?: (database: TestDatabase) => Promise<void>;
  logger?: Logger;
  webDist?: string;
  mediaDir?: string;
  /** Settings over the defaults: SMTP_URL, REDIS_URL, GOOGLE_*, PUBLIC_URL, ... */
  config?: ServerConfig;
  clock?: Clock;
  /** Another test server's database: a second instance; stop() leaves the database open. */
  database?: TestDatabase;
}

/** Starts the whole server through buildServer(); `seed` fills the database first. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const shared = options.database;
  const database = shared ?? (await openTestDatabase());
  await options.seed?.(database);
  const server = await buildServer({
    config: {
      WEB_DIST: options.webDist ?? '/nonexistent-web-dist',
      ...CLIENT_LIMITS_OUT_OF_THE_WAY,
      ...options.config,
    },
    ...(options.clock ? { clock: options.clock } : {}),
    database,
    mediaDir: options.mediaDir ?? '/nonexistent-media-dir',
    logger: options.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
  });
  const port = await server.listen(0, '127.0.0.1');
  return {
    server,
    database,
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.stop();
      if (!shared) await database.dispose();
    },
  };
}
