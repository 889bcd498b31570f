import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

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
    await expect
      .poll(() => main.output(), { timeout: 60_000, interval: 100 })
      .toContain('native gRPC listening');
    expect(main.output()).toContain(
      `"msg":"dev outbox: http://localhost:${port}/dev/outbox (loopback only)"`,
    );
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await res.json()).toEqual({ status: 'ok', database: 'pglite' });
    main.child.kill('SIGTERM');
    expect(await main.exited).toBe(0);
    expect(main.output()).toContain('"msg":"stopped"');
  } finally {
    main.child.kill('SIGKILL');
  }
}, 90_000);
