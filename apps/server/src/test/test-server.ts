import type { AddressInfo } from 'node:net';
import { createLogger, type Logger } from '~/logger';
import { buildServer, type EarshotServer } from '~/server';
import { openTestDatabase, type TestDatabase } from './test-database';

/** A real server on a real database, listening on a free loopback port. */
export interface TestServer {
  server: EarshotServer;
  database: TestDatabase;
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the whole server through buildServer(); `seed` fills the database first. */
export async function startTestServer(
  options: {
    seed?: (database: TestDatabase) => Promise<void>;
    logger?: Logger;
    webDist?: string;
    mediaDir?: string;
  } = {},
): Promise<TestServer> {
  const database = await openTestDatabase();
  await options.seed?.(database);
  const server = await buildServer({
    config: { WEB_DIST: options.webDist ?? '/nonexistent-web-dist' },
    database,
    mediaDir: options.mediaDir ?? '/nonexistent-media-dir',
    logger: options.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  return {
    server,
    database,
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close();
      await database.dispose();
    },
  };
}
