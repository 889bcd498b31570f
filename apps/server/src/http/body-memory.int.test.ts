import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { residentBytes, sendLargeBody, sendLargeGrpcMessage } from '~/test/hostile-bodies';
import { freePort, startMain } from '~/test/main-process';

const MiB = 1 << 20;

// Issue 36's eight requests, on the real server process (its memory is what they took):
// they grew it by 2.7 GB and were answered 200 and InvalidArgument.
it('refuses 4 × 32 MiB Connect bodies and 4 × 64 MiB gRPC messages, growing < 100 MB', async () => {
  const [port, grpcPort] = [await freePort(), await freePort()];
  const main = startMain({
    PORT: String(port),
    GRPC_PORT: String(grpcPort),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'earshot-bodies-')),
    SEED: 'none',
    LOG_LEVEL: 'warn',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await expect
      .poll(
        () =>
          fetch(`${baseUrl}/healthz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
    const listTracks = '/rpc/earshot.catalog.v1.CatalogService/ListTracks';
    // A first call warms what every call uses, so the figure below is the bodies' alone.
    await sendLargeBody(baseUrl, {
      path: listTracks,
      headers: { 'content-type': 'application/json' },
      bytes: 2 * MiB,
      prefix: '{"unknown":"',
      suffix: '"}',
    });
    const before = residentBytes(main.child.pid!);

    const connect = await Promise.all(
      [false, true, false, true].map((chunked) =>
        sendLargeBody(baseUrl, {
          path: listTracks,
          headers: { 'content-type': 'application/json' },
          bytes: 32 * MiB,
          prefix: '{"limit":10,"unknown":"',
          suffix: '"}',
          chunked,
        }),
      ),
    );
    const grpc = await Promise.all(
      [1, 2, 3, 4].map(() =>
        sendLargeGrpcMessage(
          `http://127.0.0.1:${grpcPort}`,
          '/earshot.catalog.v1.CatalogService/ListTracks',
          64 * MiB,
        ),
      ),
    );
    const grown = residentBytes(main.child.pid!) - before;

    for (const answer of connect) {
      expect(answer.status).toBe(429);
      expect(answer.text).toContain('"code":"resource_exhausted"');
      expect(answer.closedByServer).toBe(true);
    }
    for (const answer of grpc) expect(answer.grpcStatus).toBe('8');
    expect(grown).toBeLessThan(100e6);
  } finally {
    main.child.kill('SIGKILL');
  }
}, 120_000);
