import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { refusedStatus } from '~/test/listening-socket';
import type { ListeningHub } from './hub';
import { registerListeningSocket } from './listening.route';

const app = Fastify();
afterAll(() => app.close());

it('refuses an upgrade whose sign-in look-up outlasts UPGRADE_TIMEOUT_SECONDS (503)', async () => {
  let lookups = 0;
  await registerListeningSocket(app, {
    hub: {} as ListeningHub,
    // A database that never answers: the upgrade must not wait for it forever.
    admit: () => {
      lookups += 1;
      return new Promise(() => undefined);
    },
    resolve: () => Promise.resolve(undefined),
    draining: () => false,
    upgradeTimeoutMs: 300,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const started = Date.now();
  expect(await refusedStatus(`http://127.0.0.1:${port}`, 'any-token')).toBe(503);
  expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  expect(Date.now() - started).toBeLessThan(2000);
  expect(lookups).toBe(1);
});
