import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { freePort, startMain } from '~/test/main-process';

it('refuses to start on a bad value and names the variable', async () => {
  const main = startMain({ PORT: 'eighty' });
  expect(await main.exited).toBe(1);
  expect(main.output()).toMatch(/Invalid configuration:\n\s+PORT: /);
});

it('serves on the embedded defaults, then drains and exits 0 on SIGTERM', async () => {
  const [port, grpcPort] = [await freePort(), await freePort()];
  const main = startMain({
    PORT: String(port),
    GRPC_PORT: String(grpcPort),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'earshot-main-')),
    SEED: 'e2e',
  });
  try {
    await main.logged('native gRPC listening');
    expect(main.output()).toContain(
      `"msg":"dev outbox: http://localhost:${port}/dev/outbox (loopback only)"`,
    );
    expect(await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()).toEqual({
      status: 'ok',
    });
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ok', database: 'pglite', redis: 'off' });
    main.child.kill('SIGTERM');
    expect(await main.exited).toBe(0);
    expect(main.output()).toContain('"msg":"stopped"');
  } finally {
    main.child.kill('SIGKILL');
  }
}, 90_000);
