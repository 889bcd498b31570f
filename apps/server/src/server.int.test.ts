import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer, type EarshotServer } from '~/server';
import { capturedLogger } from '~/test/captured-logger';
import { openTestDatabase, type TestDatabase } from '~/test/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.dispose());

/** Whether an h2c connection to the port gets as far as the HTTP/2 handshake. */
const h2Answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const session = http2.connect(`http://127.0.0.1:${port}`);
    session.once('connect', () => {
      session.close();
      resolve(true);
    });
    session.once('error', () => resolve(false));
  });

it('start() listens on both ports and runs the jobs; stop() ends all of it', async () => {
  const { logger, lines } = capturedLogger();
  const server: EarshotServer = await buildServer({
    config: { PORT: 0, GRPC_PORT: 0, HOST: '127.0.0.1', WEB_DIST: '/nonexistent-web-dist' },
    database,
    logger,
    mediaDir: '/nonexistent-media-dir',
  });
  await server.start();
  const { port } = server.app.server.address() as AddressInfo;
  const grpcPort = server.grpc.port()!;
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  expect(await h2Answers(grpcPort)).toBe(true);
  // The trending job was wired and started with the server: a fresh database computes at once.
  await expect
    .poll(() => lines().map((line) => line.msg), { timeout: 10_000 })
    .toContain('trending snapshots computed');

  await server.stop();
  await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  expect(await h2Answers(grpcPort)).toBe(false);
});
