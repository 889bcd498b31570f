import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OperatorService } from '@earshot/contract/operator/v1/operator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '~/db/client';
import { users } from '~/db/schema';
import { freePort, startMain } from '~/test/main-process';
import { rpcClient } from '~/test/rpc-client';

const serverDir = fileURLToPath(new URL('../../..', import.meta.url));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run operator -- …` as npm would, on the embedded database in `dataDir`. */
function runCli(args: string[], dataDir: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/modules/operator/cli.ts', ...args],
      {
        cwd: serverDir,
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
        timeout: 60_000,
      },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** An active account, written while no server holds the folder. */
async function addAccount(dataDir: string, id: string, email: string) {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    await database.db.insert(users).values({ id, email, status: 'active' });
  } finally {
    await database.close();
  }
}

describe('npm run operator', () => {
  let base: string;
  beforeAll(async () => {
    base = await mkdtemp(path.join(tmpdir(), 'operator-cli-'));
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  it('explains its usage and exits 2 on a bad command', async () => {
    const run = await runCli(['promote', 'a@example.com'], path.join(base, 'usage'));
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Unknown command: promote');
    expect(run.stderr).toContain('Usage: npm run operator -- grant <email>');
  });

  it(
    'grants and revokes on a free database, refusing an unknown e-mail',
    { timeout: 120_000 },
    async () => {
      const dataDir = path.join(base, 'free');
      await addAccount(dataDir, 'cfreeoperator000000000000', 'free@example.com');
      const unknown = await runCli(['grant', 'ghost@example.com'], dataDir);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain(
        'No account with the e-mail ghost@example.com: nothing was changed.',
      );
      const granted = await runCli(['grant', 'Free@Example.com', '--reason', 'on call'], dataDir);
      expect(granted.stdout).toBe('free@example.com is now an operator.\n');
      expect(granted.code).toBe(0);
      const revoked = await runCli(['revoke', 'free@example.com'], dataDir);
      expect(revoked.stdout).toBe('free@example.com is no longer an operator.\n');
    },
  );

  it(
    'goes through the running server when it holds the embedded database',
    { timeout: 180_000 },
    async () => {
      const dataDir = path.join(base, 'served');
      await addAccount(dataDir, 'cservedoperator0000000000', 'served@example.com');
      const port = await freePort();
      const server = startMain({
        PORT: String(port),
        GRPC_PORT: String(await freePort()),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED: 'none',
      });
      try {
        await server.logged('native gRPC listening');
        const unknown = await runCli(['grant', 'ghost@example.com'], dataDir);
        expect(unknown.stderr).toContain(
          'No account with the e-mail ghost@example.com: nothing was changed.',
        );
        expect(unknown.code).toBe(1);
        const granted = await runCli(['grant', 'served@example.com'], dataDir);
        expect(granted.stdout).toBe('served@example.com is now an operator.\n');
        expect(granted.code).toBe(0);
        await server.logged('operator: served@example.com is now an operator.');
        // The role holds at once: a visitor is still refused, as ever.
        expect(
          await rpcClient(OperatorService, `http://127.0.0.1:${port}`)
            .getAccess({})
            .catch((e: unknown) => String(e)),
        ).toContain('unauthenticated');
      } finally {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      // The server is gone: the same command works directly, and sees the grant it made.
      const again = await runCli(['grant', 'served@example.com'], dataDir);
      expect(again.stdout).toBe(
        'served@example.com was already an operator: nothing was changed.\n',
      );
    },
  );
});
