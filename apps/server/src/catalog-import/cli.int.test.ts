import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CatalogService } from '@earshot/contract/catalog/v1/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startMain } from '~/test/main-process';
import { rpcClient } from '~/test/rpc-client';
import { wavWithId3 } from './fixtures/tagged-audio';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI as npm would (inside the workspace, INIT_CWD where the user typed). */
function runCli(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/catalog-import/cli.ts', ...args],
      { cwd: serverDir, env: { ...process.env, DATABASE_URL: '', ...env }, timeout: 60_000 },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('catalog:import command', () => {
  let base: string;
  beforeAll(async () => {
    base = await mkdtemp(path.join(tmpdir(), 'catalog-cli-'));
    await mkdir(path.join(base, 'music'));
    await writeFile(path.join(base, 'music', 'a.wav'), wavWithId3(1, { title: 'A', artist: 'B' }));
    await writeFile(path.join(base, 'music', 'bad.flac'), 'nope');
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  it('explains its usage and exits 2 without a folder', async () => {
    const run = await runCli([], { INIT_CWD: base });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Missing the folder to import.');
    expect(run.stderr).toContain('Usage: npm run catalog:import -- <folder>');
  });

  it('exits 2 naming a folder that does not exist', async () => {
    const run = await runCli(['nowhere'], { INIT_CWD: base });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`Not a folder: ${path.join(base, 'nowhere')}`);
  });

  it(
    'imports a folder relative to where it was typed, into DATA_DIR, and exits 0',
    { timeout: 90_000 },
    async () => {
      const env = { INIT_CWD: base, DATA_DIR: path.join(base, 'data') };
      const first = await runCli(['music'], env);
      expect(first.stderr).toContain('skipped bad.flac: not a recognised audio file');
      expect(first.stdout).toContain('Imported 1, unchanged 0, skipped 1 (2 audio files in');
      expect(first.code).toBe(0);
      expect(await readdir(path.join(base, 'data'))).toEqual(
        expect.arrayContaining(['media', 'pglite']),
      );
      const second = await runCli(['music'], env);
      expect(second.stdout).toContain('Imported 0, unchanged 1, skipped 1');
      expect(second.code).toBe(0);
    },
  );

  it(
    'refuses while the server runs on the same DATA_DIR, naming it; --via-server hands the folder over',
    { timeout: 120_000 },
    async () => {
      const dataDir = path.join(base, 'served');
      const port = await freePort();
      const server = startMain({
        PORT: String(port),
        GRPC_PORT: String(await freePort()),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED: 'none',
        CATALOG_CACHE_MS: '0',
      });
      try {
        await server.logged('native gRPC listening');
        const env = { INIT_CWD: base, DATA_DIR: dataDir };
        const refused = await runCli(['music'], env);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain(
          `open in another process: the Earshot server (port ${port}) (pid ${server.child.pid},`,
        );
        expect(refused.stderr).toContain('--via-server');

        const handed = await runCli(['--via-server', 'music'], env);
        expect(handed.code).toBe(0);
        expect(handed.stdout).toContain(`to ${path.join(dataDir, 'import', 'music-')}`);
        const catalog = rpcClient(CatalogService, `http://127.0.0.1:${port}`);
        await expect
          .poll(async () => (await catalog.listTracks({ limit: 10 })).tracks.map((t) => t.title), {
            timeout: 30_000,
            interval: 250,
          })
          .toEqual(['A']);
        await server.logged('import inbox: Imported 1, unchanged 0, skipped 1');
      } finally {
        server.child.kill('SIGKILL');
      }
    },
  );
});
