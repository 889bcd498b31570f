import { execFile } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../../apps/server');

/** `npm run operator -- <args>` on a server's DATA_DIR, as its owner would type it. */
export function operatorCommand(args: string[], dataDir: string) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/modules/operator/cli.ts', ...args],
      { cwd: serverDir, env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir } },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Grants the operator role with the command; fails the journey when the command refuses. */
export async function grantOperator(email: string, dataDir: string): Promise<string> {
  const run = await operatorCommand(['grant', email], dataDir);
  if (run.code !== 0) throw new Error(`grant failed (${run.code}): ${run.stderr}`);
  return run.stdout;
}
